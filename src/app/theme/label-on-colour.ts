import { contrastRatio } from './call-hue';
import { parseHex } from './flow-palette';

/**
 * The colour of text drawn on a flow-coloured fill (a timeline bar, a flow's badge): black or
 * white, whichever contrasts more with the fill as seen (a translucent fill blended over what is
 * behind it). Either one reaches at least 4.6:1 against any colour, so the text always meets
 * WCAG's 4.5:1. Bloat trial 04:30, confusion 7: the call's bar turned black (call-hue.ts) and
 * its text stayed the theme's black, so "Flows over time" showed only "6 s" of its label.
 */
export function labelOnColour(fill: string, opacity = 1, behind = '#ffffff'): '#000000' | '#ffffff' {
  const seen = blend(fill, opacity, behind);
  return contrastRatio(seen, '#000000') >= contrastRatio(seen, '#ffffff') ? '#000000' : '#ffffff';
}

/** `fill` at `opacity` over `behind`, as a hex colour. */
export function blend(fill: string, opacity: number, behind: string): string {
  const f = parseHex(fill) ?? [0, 0, 0];
  const b = parseHex(behind) ?? [255, 255, 255];
  return `#${f.map((c, k) => Math.round(c * opacity + b[k] * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}
