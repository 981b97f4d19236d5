import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { base64urlToBytes, bytesToBase64url } from './base64url';

/** Largest JSON text a compact link may inflate to (a guard against deflate bombs). */
export const MAX_INFLATED_BYTES = 256 * 1024;

/** JSON → raw DEFLATE (fflate, level 9) → base64url. */
export function encodeCompact(value: unknown): string {
  return bytesToBase64url(deflateSync(strToU8(JSON.stringify(value)), { level: 9 }));
}

export type CompactDecode = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * Inverse of encodeCompact; every failure is a message, never an exception. `what` names the
 * encoded thing in those messages ("the encoded scenario", "the encoded queue of B").
 */
export function decodeCompact(text: string, what = 'the encoded scenario'): CompactDecode {
  const bytes = base64urlToBytes(text);
  if (bytes === null) {
    // Right alphabet, impossible length: most likely a link cut short when copied.
    if (/^[A-Za-z0-9_-]*$/.test(text)) return { ok: false, error: `${what} is truncated or damaged (its length is not possible for base64url text)` };
    return { ok: false, error: `${what} is not valid base64url text` };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooBig = false;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > MAX_INFLATED_BYTES) {
      tooBig = true;
      return;
    }
    chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    const STEP = 512;
    for (let i = 0; i < bytes.length && !tooBig; i += STEP) {
      inflater.push(bytes.subarray(i, i + STEP), i + STEP >= bytes.length);
    }
  } catch {
    return { ok: false, error: `${what} is damaged or truncated (it does not decompress)` };
  }
  if (tooBig) return { ok: false, error: `${what} is too large (over ${MAX_INFLATED_BYTES} bytes when decompressed)` };
  if (!finished) return { ok: false, error: `${what} is truncated (the compressed data ends early)` };
  const all = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    all.set(c, o);
    o += c.length;
  }
  let textJson: string;
  try {
    textJson = strFromU8(all);
  } catch {
    return { ok: false, error: `${what} is not UTF-8 text` };
  }
  try {
    return { ok: true, value: JSON.parse(textJson) };
  } catch {
    return { ok: false, error: `${what} is not valid JSON` };
  }
}
