/**
 * A series' colour from its key (the configuration's name, and a grid's other setting's value),
 * not from its position: the same configuration is drawn in the same colour in every figure,
 * whichever others are beside it (researcher trial: "seed000-red" was blue in one figure and
 * orange in the next). FNV-1a of the key picks a palette colour; when two series of one figure
 * land on the same colour, the later one (in series order) takes the next free colour, so a
 * figure never shows two series alike while the palette has colours left.
 */

/** FNV-1a, 32 bits: a stable hash of a string, the same on every engine. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The palette colour a key prefers (the same for the key in every figure). */
export function colourForKey(key: string, palette: readonly string[]): string {
  return palette[fnv1a(key) % palette.length];
}

/** Colours for a figure's series keys, in order: each key's own colour, the next free one on a clash. */
export function stableColours(keys: readonly string[], palette: readonly string[]): string[] {
  const taken = new Set<number>();
  return keys.map((key) => {
    let k = fnv1a(key) % palette.length;
    for (let tries = 0; taken.has(k) && tries < palette.length; tries++) k = (k + 1) % palette.length;
    taken.add(k);
    return palette[k];
  });
}
