import type { SimResult } from './result';

/**
 * A digest (16 hex digits) of everything a run reports except its trace hash and event count:
 * every summary and every recorded series. Two runs with the same digest reported the same
 * numbers.
 *
 * Why apart from the trace hash: the hash covers the engine's events, so a change in how the
 * engine schedules its work (a link that no longer needs an event at the end of each
 * transmission) changes the hash and the event count while every packet moves exactly as
 * before. The digest is what shows that (tests/scenario/compat-hashes.test.ts).
 */
export function resultDigest(r: SimResult): string {
  const { traceHash: _hash, events: _events, ...rest } = r;
  const text = JSON.stringify(rest, (_key, v: unknown) => {
    if (typeof v === 'number') return exact(v);
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return Array.from(v as unknown as ArrayLike<number>, exact);
    return v;
  });
  // Two 32-bit lanes over the UTF-16 code units (FNV-1a and a murmur-style mix), as the trace hash.
  let h1 = 0x811c9dc5;
  let h2 = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ Math.imul(c, 0x5bd1e995), 0x85ebca6b);
    h2 ^= h2 >>> 15;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/** JSON writes NaN and ±Infinity as null and −0 as 0: spell them out so they count. */
function exact(x: number): number | string {
  if (Number.isFinite(x)) return Object.is(x, -0) ? '-0' : x;
  return String(x);
}
