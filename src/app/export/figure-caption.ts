import { pairing, type Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { linkErrorWords } from '../../scenario-edit/link-errors';
import type { Theme } from '../theme/theme';
import { fitTitle, fontOf, wrapToWidth } from './plot-picture';

/** "10 Mbit/s", "143.36 kbit/s": a link rate as the editor's units would read it. */
function rateText(bps: number): string {
  if (bps >= 1e6) return `${+(bps / 1e6).toPrecision(4)} Mbit/s`;
  return `${+(bps / 1e3).toPrecision(5)} kbit/s`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The set-up behind a figure in one line, for the caption of an exported figure set: what the
 * slides need beside the plots' own titles (a lecturer had to add "5 flows, 10 Mbit/s, 20 ms" by
 * hand). E.g. "5 TCP flows · bottleneck 10 Mbit/s, 20 ms one way, buffer 100 packets · 60 s · random seed 1",
 * with any link errors and window cap the scenario sets after the bottleneck (linkErrorWords).
 */
export function setUpLine(sc: Scenario): string {
  return setUpParts(sc).join(' · ');
}

/**
 * The set-up line's parts; without the seed where a figure has many (a sweep's replications), and
 * with the bottleneck setting a sweep varies (`swept`: its path) said as swept, not as its one value.
 */
export function setUpParts(sc: Scenario, o: { seed?: boolean; swept?: string } = {}): string[] {
  const swept = (key: string) => o.swept !== undefined && o.swept.startsWith('topology.') && new RegExp(`(^|\\.)(bottleneck)?${key}$`, 'i').test(o.swept);
  const kinds = { tcp: 0, cbr: 0, web: 0 };
  for (const f of sc.flows) kinds[f.kind]++;
  const flows = [
    kinds.tcp > 0 ? `${count(kinds.tcp, 'TCP flow', 'TCP flows')}${tcpVariantWords(sc)}` : null,
    kinds.cbr > 0 ? count(kinds.cbr, 'UDP flow', 'UDP flows') : null,
    kinds.web > 0 ? count(kinds.web, 'web traffic source', 'web traffic sources') : null,
  ].filter((x) => x !== null);
  const b = getBottleneck(sc);
  const link = b
    ? `bottleneck ${swept('rate') ? 'rate swept' : rateText(b.rate)}, ${swept('delay') ? 'delay swept' : `${+(b.delay * 1e3).toPrecision(4)} ms ${b.delayNote}`}, buffer ${swept('limit') ? 'swept' : `${b.queue.limit} ${b.queue.unit}`}`
    : null;
  const length = sc.stopAfterComplete === null ? `${sc.duration} s` : `until the flows finish (at most ${sc.duration} s)`;
  return [flows.join(' + '), link, ...linkErrorWords(sc, o.swept), length, o.seed === false ? null : `random seed ${sc.seed}`].filter((x): x is string => x !== null && x !== '');
}

/**
 * The TCP flows' variants after their count, where they differ: ": 13 Tahoe, 13 Reno, 12 NewReno,
 * 12 SACK", in the flows' order. "50 TCP flows" alone on a slide of a mixed run hid what the
 * student view lists flow by flow (lecturer-1740, step 18). One variant is in the preset's title.
 */
function tcpVariantWords(sc: Scenario): string {
  const byVariant = new Map<string, number>();
  for (const f of sc.flows) if (f.kind === 'tcp') byVariant.set(f.variant, (byVariant.get(f.variant) ?? 0) + 1);
  if (byVariant.size < 2) return '';
  return `: ${[...byVariant].map(([v, n]) => `${n} ${pairing(v)?.label ?? v}`).join(', ')}`;
}

/** Greedy line filling of " · "-separated parts within `maxWidth` (a part longer than a line gets a line of its own). */
function packLines(parts: readonly string[], maxWidth: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const p of parts) {
    const last = lines.length - 1;
    const joined = last >= 0 ? `${lines[last]} · ${p}` : p;
    if (last >= 0 && width(joined) <= maxWidth) lines[last] = joined;
    else lines.push(p);
  }
  return lines;
}

/** The set-up's lines: packed at its " · " unless wrapping at its words takes fewer. */
function setUpLines(setUp: string, room: number, width: (text: string) => number): string[] {
  const parts = packLines(setUp.split(' · '), room, width);
  const words = wrapToWidth(setUp, room, width);
  return words.length < parts.length ? words : parts;
}

/**
 * The heading's lines at 1.25× the text: on one line where a size down to 1.1× fits it there, else
 * wrapped (fitTitle). A second line of heading took a 16:9 slide's plots 24 px more (lecturer-1130 step 19).
 */
function headingLines(heading: string, textPx: number, room: number, measure: (text: string, px: number, bold: boolean) => number): { lines: string[]; px: number } {
  for (let px = Math.round(textPx * 1.25); px >= Math.round(textPx * 1.1); px--) if (measure(heading, px, true) <= room) return { lines: [heading], px };
  return fitTitle(heading, Math.round(textPx * 1.25), room, (t, px) => measure(t, px, true));
}

/** One line of a caption and its part: the heading, the set-up, the headline numbers, the note on what they count (goodput against throughput), or the demo's one sentence of why. */
export interface CaptionLine {
  text: string;
  kind: 'heading' | 'subtitle' | 'setUp' | 'figures' | 'note' | 'why';
  px: number;
}

/**
 * A caption's lines within `room` px: the heading wrapped at its words (fitTitle), the set-up
 * and the headline numbers at their " · ", never squeezed: a long heading drawn at its width was
 * set in a condensed face the back row could not read (lecturer trial 1000).
 */
export function captionLines(heading: string, setUp: string, figures: readonly string[], textPx: number, room: number, measure: (text: string, px: number, bold: boolean) => number, setUpPx = textPx, note?: string, setUpMinPx = setUpPx, plotNotes: readonly string[] = [], why?: string, subtitle?: string): CaptionLine[] {
  const head = headingLines(heading, textPx, room, measure);
  const set = fewestSetUpLines(setUp, room, measure, setUpPx, setUpMinPx);
  return [
    ...head.lines.map((text) => ({ text, kind: 'heading' as const, px: head.px })),
    // Under a lecturer's own title, the scenario's heading as presentation shows it under it (SlideTitle's
    // subtitle: the demo's finding, "… RED's early drops cost more than the Wi-Fi losses"): the
    // exported slide dropped it whatever the title (lecturer trial 9, finding 5).
    ...(subtitle ? wrapToWidth(subtitle, room, (t) => measure(t, textPx, false)).map((text) => ({ text, kind: 'subtitle' as const, px: textPx })) : []),
    // At its " · " where that takes no more lines, else at its words (a slide's set-up, in the tick labels' type, took three lines).
    ...set.lines.map((text) => ({ text, kind: 'setUp' as const, px: set.px })),
    ...packLines(figures, room, (t) => measure(t, textPx, true)).map((text) => ({ text, kind: 'figures' as const, px: textPx })),
    // Under the numbers it is about, in the set-up's type (the strip has it under its numbers too).
    ...(note && figures.length > 0 ? [{ text: note, kind: 'note' as const, px: setUpPx }] : []),
    // The demo's one sentence of why, as presentation shows it under the title, wrapped at its words
    // in the text's type: the slide left out the line the lecturer most wanted on it (lecturer-0230, confusion 10).
    ...(why ? wrapToWidth(why, room, (t) => measure(t, textPx, false)).map((text) => ({ text, kind: 'why' as const, px: textPx })) : []),
    // The plots' own notes (a slide's: slideNotes), wrapped at their words, in the set-up's type.
    ...plotNotes.flatMap((n) => wrapToWidth(n, room, (t) => measure(t, setUpPx, false)).map((text) => ({ text, kind: 'note' as const, px: setUpPx }))),
  ];
}

/**
 * The set-up's lines at the largest type from `px` down to `minPx` that takes the fewest lines: a
 * slide's set-up naming the flows' variants took a third line, and its queue plots fell under
 * 30 % of the slide (lecturer-1540's rule, broken since present23).
 */
function fewestSetUpLines(setUp: string, room: number, measure: (text: string, px: number, bold: boolean) => number, px: number, minPx: number): { lines: string[]; px: number } {
  let best = { lines: setUpLines(setUp, room, (t) => measure(t, px, false)), px };
  for (let p = px - 1; p >= minPx; p--) {
    const lines = setUpLines(setUp, room, (t) => measure(t, p, false));
    if (lines.length < best.lines.length) best = { lines, px: p };
  }
  return best;
}

/** A caption line's height against its type: close enough to leave a 16:9 slide's plots their room, apart enough to read. */
const CAPTION_LINE_SPACING = 1.3;

/**
 * The subtitle's line height against its type: the title block's second line, as close under the
 * heading as presentation sets it (.present-subtitle, line-height 1.15). The line (42 px at the
 * caption's 1.3) took the Wi-Fi A/B slide's queue plots from 332 to 310 px of 1080, under the 30 %
 * lecturers need (trial-present7); this, the top pad and the cells' (plot-picture.ts SLIDE_CELL_TOP)
 * give them back 328.
 */
const SUBTITLE_LINE_SPACING = 1.15;

/**
 * The caption band on top of an exported figure set: the heading as the page shows it, the
 * set-up line and, when given, the headline numbers (bold, in the text's colour: they are the
 * point), in the figure's theme and type size, `width` device px wide (lines: captionLines).
 */
export function renderCaption(heading: string, setUp: string, theme: Theme, width: number, textPx: number, figures: readonly string[] = [], setUpPx = textPx, note?: string, setUpMinPx = setUpPx, plotNotes: readonly string[] = [], why?: string, subtitle?: string): HTMLCanvasElement {
  const pad = Math.round(textPx * 0.75);
  // Over the heading, two thirds of the pad: its line, 1.5× the text, already sets its words a few px
  // down, and a whole pad made the top margin a third wider than the sides' (height the slide's plots need).
  const top = Math.round((pad * 2) / 3);
  // Each line as high as its own type (the set-up may be set smaller: a 16:9 slide's).
  const lineH = (l: CaptionLine) => Math.round(l.kind === 'heading' ? textPx * 1.5 : l.px * (l.kind === 'subtitle' ? SUBTITLE_LINE_SPACING : CAPTION_LINE_SPACING));
  const c = document.createElement('canvas');
  c.width = width;
  const measure = c.getContext('2d')!;
  const lines = captionLines(heading, setUp, figures, textPx, width - 2 * pad, (t, px, bold) => {
    measure.font = fontOf(theme, px, bold);
    return measure.measureText(t).width;
  }, setUpPx, note, setUpMinPx, plotNotes, why, subtitle);
  // Little padding under the last line: the figures under it begin with their own (a slide lost its plots' height to both).
  c.height = top + Math.round(pad / 3) + lines.reduce((h, l) => h + lineH(l), 0);
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.textBaseline = 'middle';
  let y = top;
  for (const l of lines) {
    const plain = l.kind === 'setUp' || l.kind === 'note';
    ctx.fillStyle = plain ? theme.muted : theme.text;
    ctx.font = fontOf(theme, l.px, !plain && l.kind !== 'why' && l.kind !== 'subtitle');
    ctx.fillText(l.text, pad, y + lineH(l) / 2);
    y += lineH(l);
  }
  return c;
}
