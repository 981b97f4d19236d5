/**
 * FNV-1a over a string's UTF-16 code units, 32 bits: a stable hash, the same on every engine. For
 * choices and checks (a figure's series colour, a link's preset digest), not for secrets. One
 * definition: the figures and the links each had their own copy.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
