import { fnv1a } from '../compact/fnv1a';
import { presetScenarioShared } from '../scenario-edit/catalog';

/**
 * A short digest of what a preset runs: its scenario as this app builds it, every default filled
 * in, without its name and description (words, which change no number). A preset's link carries
 * it (`ph=`), so a later app that has retuned the preset can say that the link's numbers may
 * differ from its sender's: the link names the preset and spells only the edits, and a lecturer
 * could not tell whether an old link would still give the same figures (lecturer trial 10:30,
 * steps 14 and 20). Keys are sorted, so rewriting a preset's code without changing what it
 * runs keeps its digest. 8 hex digits (FNV-1a, 32 bits): a check, not a secret.
 */
export function presetDigest(name: string): string | null {
  if (!memo.has(name)) {
    const sc = presetScenarioShared(name);
    if (sc === null) return null;
    const { name: _name, description: _description, ...run } = sc;
    memo.set(name, fnv1a(canonicalJson(run)).toString(16).padStart(8, '0'));
  }
  return memo.get(name) ?? null;
}

/** The form of a digest in a link. */
export const PRESET_DIGEST_FORM = /^[0-9a-f]{8}$/;

const memo = new Map<string, string>();

/** JSON with every object's keys in sorted order. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}
