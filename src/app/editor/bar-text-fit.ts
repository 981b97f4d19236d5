/**
 * A timeline bar's text cut to the room its bar gives: parts are dropped from the end until the
 * rest fits; the first (the start time) is always kept. The call's "2.00 s · CBR 80.0 kbit/s · 26 s"
 * ran past its bar at 1366×768, its "26 s" over the bar's edge (bloat-0510 confusion 14).
 * `parts` joined as they are (each after the first carries its own separator, " · …").
 * `widthOf`: a text's width in px as drawn (the timeline measures it in the bar text's font).
 */
export function fitBarText(parts: readonly string[], roomPx: number, widthOf: (text: string) => number): string {
  let text = parts[0] ?? '';
  for (const p of parts.slice(1)) {
    if (widthOf(text + p) > roomPx) break;
    text += p;
  }
  return text;
}

let canvas: HTMLCanvasElement | null = null;

/** The width of `text` in `font` (a CSS font shorthand), measured on an off-screen canvas; a wide estimate without one (tests). */
export function textWidth(text: string, font: string, sizePx: number): number {
  if (typeof document !== 'undefined') {
    canvas ??= document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.font = font;
      return ctx.measureText(text).width;
    }
  }
  return text.length * 0.62 * sizePx;
}
