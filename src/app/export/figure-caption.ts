import type { Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { linkErrorWords } from '../../scenario-edit/link-errors';
import type { Theme } from '../theme/theme';
import { fontOf } from './plot-picture';

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
 * hand). E.g. "5 TCP flows · bottleneck 10 Mbit/s, 20 ms one way, buffer 100 packets · 60 s · seed 1",
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
    kinds.tcp > 0 ? count(kinds.tcp, 'TCP flow', 'TCP flows') : null,
    kinds.cbr > 0 ? count(kinds.cbr, 'UDP flow', 'UDP flows') : null,
    kinds.web > 0 ? count(kinds.web, 'web traffic source', 'web traffic sources') : null,
  ].filter((x) => x !== null);
  const b = getBottleneck(sc);
  const link = b
    ? `bottleneck ${swept('rate') ? 'rate swept' : rateText(b.rate)}, ${swept('delay') ? 'delay swept' : `${+(b.delay * 1e3).toPrecision(4)} ms ${b.delayNote}`}, buffer ${swept('limit') ? 'swept' : `${b.queue.limit} ${b.queue.unit}`}`
    : null;
  const length = sc.stopAfterComplete === null ? `${sc.duration} s` : `until the flows finish (at most ${sc.duration} s)`;
  return [flows.join(' + '), link, ...linkErrorWords(sc, o.swept), length, o.seed === false ? null : `seed ${sc.seed}`].filter((x): x is string => x !== null && x !== '');
}

/** Greedy line filling of " · "-separated parts within `maxWidth` (a part longer than a line gets a line of its own). */
function packLines(ctx: CanvasRenderingContext2D, parts: readonly string[], maxWidth: number): string[] {
  const lines: string[] = [];
  for (const p of parts) {
    const last = lines.length - 1;
    const joined = last >= 0 ? `${lines[last]} · ${p}` : p;
    if (last >= 0 && ctx.measureText(joined).width <= maxWidth) lines[last] = joined;
    else lines.push(p);
  }
  return lines;
}

/**
 * The caption band on top of an exported figure set: the heading as the page shows it, the
 * set-up line and, when given, the headline numbers (bold, in the text's colour: they are the
 * point; wrapped at their " · " so none is squeezed), in the figure's theme and type size,
 * `width` device px wide.
 */
export function renderCaption(heading: string, setUp: string, theme: Theme, width: number, textPx: number, figures: readonly string[] = []): HTMLCanvasElement {
  const pad = Math.round(textPx * 0.75);
  const lineH = Math.round(textPx * 1.5);
  const c = document.createElement('canvas');
  c.width = width;
  const figureFont = fontOf(theme, textPx, true);
  const measure = c.getContext('2d')!;
  measure.font = figureFont;
  const figureLines = packLines(measure, figures, width - 2 * pad);
  c.height = pad * 2 + lineH * (2 + figureLines.length);
  const ctx = c.getContext('2d')!;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = theme.text;
  ctx.font = fontOf(theme, Math.round(textPx * 1.25), true);
  ctx.fillText(heading, pad, pad + lineH / 2, width - 2 * pad);
  ctx.fillStyle = theme.muted;
  ctx.font = fontOf(theme, textPx);
  ctx.fillText(setUp, pad, pad + lineH * 1.5, width - 2 * pad);
  ctx.fillStyle = theme.text;
  ctx.font = figureFont;
  figureLines.forEach((line, i) => ctx.fillText(line, pad, pad + lineH * (2.5 + i), width - 2 * pad));
  return c;
}
