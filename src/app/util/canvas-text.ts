/** Fitting text into a width on a canvas (the animated view's labels, plots' notices in exported pictures). */

/** The longest of `texts` that fits `width`, else the last one cut with an ellipsis. */
export function fit(ctx: CanvasRenderingContext2D, width: number, ...texts: string[]): string {
  for (const s of texts) if (ctx.measureText(s).width <= width) return s;
  let s = texts[texts.length - 1];
  while (s.length > 1 && ctx.measureText(`${s}…`).width > width) s = s.slice(0, -1);
  return `${s}…`;
}

/** Break `text` at spaces into at most `max` lines of `width` (the last one cut with an ellipsis). */
export function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, max: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest && out.length < max - 1) {
    if (ctx.measureText(rest).width <= width) break;
    let cut = rest.lastIndexOf(' ');
    while (cut > 0 && ctx.measureText(rest.slice(0, cut)).width > width) cut = rest.lastIndexOf(' ', cut - 1);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  if (rest) out.push(fit(ctx, width, rest));
  return out;
}
