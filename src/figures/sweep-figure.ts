/**
 * The sweep figure (the thesis's Fig. 5-x): per series and swept value a box from Q1 to Q3,
 * whiskers from min to max, the median as a bar, medians joined by a line per series, and the
 * study's reference points where there are any. Built as SVG text without a DOM, so that one
 * definition serves the web Sweep (which puts it into its <svg>) and the CLI (`sweep --plot`,
 * written as a file or rendered to PNG). D3's scales and tick rules, no D3 selection.
 */
import { format, scaleLinear, scaleLog, type ScaleContinuousNumeric } from 'd3';

/** Five numbers of one box; NaN where unknown (a censored quantile, no runs). */
export interface BoxStats {
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

export interface FigureBox {
  x: number;
  stats: BoxStats;
  /** Runs behind the box, and how many of them did not finish (said in the box's tooltip). */
  runs: number;
  unfinished?: number;
  /**
   * Where unfinished runs were last seen (the censoring bound, in the metric's stored unit): a
   * quantile among them is only known to be above this ("> T" at the top of the box).
   */
  above?: number;
}

export interface FigureSeries {
  /** Stable key (data-config on the series group). */
  key: string;
  label: string;
  boxes: FigureBox[];
  /** Its colour; without one, the palette's colour at its position (figure-colours.ts gives stable ones). */
  colour?: string;
  /** SVG dash pattern of its median line (and legend swatch): a grid's values of one configuration. */
  dash?: string;
}

/** Published values to compare with, drawn as hollow diamonds in the colour of their series. */
export interface FigureReference {
  /** The series they belong beside (its colour), or null for a neutral colour. */
  seriesKey: string | null;
  label: string;
  points: { x: number; y: number }[];
  /**
   * The values were published for the configuration as the study ran it, and this series' was
   * changed (--set, or a grid's other setting): they are shown for reference, and say so.
   */
  unmodifiedOnly?: boolean;
}

/** What the legend adds to reference points that belong to the configuration before it was changed. */
export const UNMODIFIED_NOTE = 'reference (unmodified configuration)';

export interface FigurePalette {
  background: string | null;
  panel: string;
  grid: string;
  axis: string;
  text: string;
  /** One colour per series, cycled. */
  series: readonly string[];
  /** CSS font shorthand for the app; its size and family are used for files. */
  font: string;
  fontSize: number;
  fontFamily: string;
  fontWeight?: string;
  lineWidth: number;
}

export interface SweepFigureSpec {
  width: number;
  height: number;
  xLabel: string;
  yLabel: string;
  /** Multiply the metric's values by this for display. */
  scale: number;
  /** The swept values (ticks at each when there are few). */
  xValues: readonly number[];
  series: readonly FigureSeries[];
  references?: readonly FigureReference[];
  /** Draw the series' legend inside the figure (files do; the app has its own legend). */
  legend?: boolean;
  /** A title, wrapped at words to the figure's width (the app's: metric against setting; files'). */
  title?: string;
  /** The x scale: 'auto' (default) is logarithmic where the swept values are positive and span two decades or more. */
  xScale?: 'auto' | 'linear' | 'log';
  /** Lines under the title: what was changed (--set), what the series are (files). */
  subtitle?: readonly string[];
  /** A fixed y range in the shown unit (after `scale`), [min, max]; marks outside it are clipped. */
  yRange?: readonly [number, number];
  /**
   * A y axis fitted to the data (not from 0) and never above `ceiling` unless a value is: a
   * utilization axis of 0–120 % squashed 97 against 100 % into one line (bloat trial 04:30, confusion 4).
   */
  yFit?: { ceiling: number };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n2 = (v: number) => (Number.isFinite(v) ? Number(v.toFixed(2)) : 0);
const tickFormat = format('~g');
/** Width of a character of axis text, in em (DejaVu Sans digits are 0.64 em; wider than most letters). */
const CHAR_EM = 0.64;

/** Words of `text` in lines of at most `chars` characters (a longer word has a line of its own). */
export function wrapWords(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Whether sorted positive values form a geometric series (each about the same multiple, at
 * least 1.5×, of the one before, across a factor of 8 or more): a log axis spaces them evenly.
 */
export function geometric(values: readonly number[]): boolean {
  if (values.length < 3 || values[0] <= 0 || values[values.length - 1] / values[0] < 8) return false;
  const ratios = values.slice(1).map((v, i) => v / values[i]);
  const mid = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  return mid >= 1.5 && ratios.every((r) => Math.abs(Math.log(r / mid)) <= Math.log(1.15));
}

/**
 * The ticks whose labels fit side by side: from the left, each kept where its label starts at
 * least `gap` px after the last kept one ends and stays inside the figure; the last value is
 * preferred to the one before it when both cannot be kept.
 */
export function spacedTicks(ticks: readonly number[], x: (v: number) => number, width: (v: number) => number, gap: number, figureWidth: number): number[] {
  const kept: number[] = [];
  let end = Number.NEGATIVE_INFINITY;
  const sorted = [...ticks].sort((a, b) => a - b);
  sorted.forEach((v, i) => {
    const half = width(v) / 2;
    const left = x(v) - half;
    if (left < 0 || x(v) + half > figureWidth) return;
    if (left >= end + gap) {
      kept.push(v);
      end = x(v) + half;
    } else if (i === sorted.length - 1 && kept.length > 1 && left >= x(kept[kept.length - 2]) + width(kept[kept.length - 2]) / 2 + gap) {
      // The last value over the one before it: the axis then shows where it ends.
      kept[kept.length - 1] = v;
    }
  });
  return kept;
}
const valueFormat = format('.3~g');

/** The legend's words for one set of reference points: its label, and that it is of the unmodified configuration where so. */
function referenceLegend(r: FigureReference): string {
  return r.unmodifiedOnly && !r.label.includes(UNMODIFIED_NOTE) ? `${r.label}: ${UNMODIFIED_NOTE}` : r.label;
}

export function seriesColour(palette: FigurePalette, k: number): string {
  return palette.series[k % palette.series.length];
}

/** A label in two lines, broken at the space nearest its middle. */
function splitInTwo(label: string): string[] {
  const mid = label.length / 2;
  let at = -1;
  for (let i = 0; i < label.length; i++) if (label[i] === ' ' && (at < 0 || Math.abs(i - mid) < Math.abs(at - mid))) at = i;
  return at < 0 ? [label] : [label.slice(0, at), label.slice(at + 1)];
}

/** The figure's inner markup and its viewBox (for an existing <svg>). */
export function sweepFigureBody(spec: SweepFigureSpec, p: FigurePalette): { viewBox: string; body: string } {
  const fs = p.fontSize;
  const charW = fs * CHAR_EM;
  // Legend columns: as many as the longest label leaves room for.
  const legendLabels = [...spec.series.map((se) => se.label), ...(spec.references ?? []).map(referenceLegend)];
  const longest = Math.max(1, ...legendLabels.map((l) => l.length));
  const legendColumns = Math.max(1, Math.min(3, Math.floor((spec.width - 100) / (longest * charW + 30))));
  const legendRows = spec.legend ? Math.ceil(legendLabels.length / legendColumns) : 0;
  // The title wraps at words to the figure's width (a long metric and setting on a phone-wide figure), bold type being wider.
  const titleLines = spec.title ? wrapWords(spec.title, Math.max(10, Math.floor((spec.width - 24) / (charW * 1.1)))) : [];
  const subtitle = (spec.subtitle ?? []).flatMap((line) => wrapWords(line, Math.max(10, Math.floor((spec.width - 24) / charW))));
  const headLines = titleLines.length * (fs + 10) + subtitle.length * (fs + 6) + (subtitle.length ? 4 : 0);
  const top = 14 + headLines + legendRows * (fs + 8);
  const bottom = 46;
  const values = [...spec.xValues].sort((a, b) => a - b);
  const lo = values[0] ?? 0;
  const hi = values[values.length - 1] ?? 1;
  const s = spec.scale;
  // The y scale first: the widest of its tick labels sets the left margin (a trial saw the axis
  // title drawn over "10000").
  const ys = [
    ...spec.series.flatMap((se) => se.boxes.flatMap((b) => [b.stats.min, b.stats.q1, b.stats.median, b.stats.q3, b.stats.max])),
    ...spec.series.flatMap((se) => se.boxes.map((b) => b.above ?? Number.NaN)),
    ...(spec.references ?? []).flatMap((r) => r.points.filter((q) => spec.xValues.includes(q.x)).map((q) => q.y)),
  ]
    .map((v) => v * s)
    .filter(Number.isFinite);
  const yMax = ys.length ? Math.max(...ys) : 1;
  const y = spec.yRange
    ? // A fixed range (--y-range), as given: figures of several sweeps compare at a glance.
      scaleLinear().domain([spec.yRange[0], spec.yRange[1]])
    : spec.yFit && ys.length
      ? fittedY(ys, spec.yFit.ceiling)
      : scaleLinear()
        .domain([0, yMax > 0 ? yMax * 1.08 : 1])
        // Rounded to the same tick count as the axis draws, so its top carries a label.
        .nice(6);
  const yTicks = y.ticks(6);
  const yTickW = Math.max(...yTicks.map((v) => tickFormat(v).length), 1) * charW;
  // A y label longer than the plot is tall goes on two lines (broken at the word nearest its middle), not cut off.
  const plotHeight = spec.height - top - bottom;
  const yLabelLines = spec.yLabel.length * charW > plotHeight - 8 ? splitInTwo(spec.yLabel) : [spec.yLabel];
  const lineH = fs + 3;
  // Rotated, a line's glyphs reach about 0.8 em left of its baseline and 0.25 em right of it.
  const yLabelX = (i: number) => 4 + fs * 0.8 + i * lineH;
  const m = { left: Math.ceil(yLabelX(yLabelLines.length - 1) + fs * 0.25 + 6 + yTickW + 9), right: 16, top, bottom };
  y.range([spec.height - m.bottom, m.top]);
  // The x scale: logarithmic where the values are positive and span two decades or more
  // (buffers of 10 to 1000 packets), or were chosen as a geometric series (buffers 31, 63, …,
  // 2000 on a linear axis crowded 31 and 63 and lost "63": bloat trial 10:00), unless the spec
  // says otherwise.
  const log = spec.xScale === 'log' ? lo > 0 : spec.xScale === 'linear' ? false : lo > 0 && values.length >= 3 && (hi / lo >= 100 || geometric(values));
  let x: ScaleContinuousNumeric<number, number>;
  if (log) {
    let ratio = Infinity;
    for (let i = 1; i < values.length; i++) ratio = Math.min(ratio, values[i] / values[i - 1]);
    if (!Number.isFinite(ratio) || ratio <= 1) ratio = 2;
    x = scaleLog().domain([lo / ratio ** 0.6, hi * ratio ** 0.6]);
  } else {
    let gap = Infinity;
    for (let i = 1; i < values.length; i++) gap = Math.min(gap, values[i] - values[i - 1]);
    if (!Number.isFinite(gap) || gap <= 0) gap = Math.max(1, Math.abs(lo) * 0.5);
    x = scaleLinear().domain([lo - gap * 0.6, hi + gap * 0.6]);
  }
  x.range([m.left, spec.width - m.right]);
  let slotPx = Infinity;
  for (let i = 1; i < values.length; i++) slotPx = Math.min(slotPx, x(values[i]) - x(values[i - 1]));
  if (!Number.isFinite(slotPx)) slotPx = (spec.width - m.left - m.right) / 3;
  const n = Math.max(1, spec.series.length);
  const slot = slotPx * 0.8;
  const boxW = Math.max(3, Math.min(34, slot / n - 2));
  const offset = (k: number) => (k - (n - 1) / 2) * (boxW + 2);
  const sw = Math.max(1, p.lineWidth * 0.9);
  const weight = p.fontWeight ? ` font-weight="${p.fontWeight}"` : '';
  const text = (attrs: string, t: string) => `<text ${attrs} fill="${p.axis}" font-size="${fs}" font-family="${esc(p.fontFamily)}"${attrs.includes('font-weight') ? '' : weight}>${esc(t)}</text>`;
  const out: string[] = [];
  if (p.background) out.push(`<rect class="background" x="0" y="0" width="${spec.width}" height="${spec.height}" fill="${p.background}"/>`);
  const headX = Math.min(m.left, 12);
  titleLines.forEach((line, i) => out.push(text(`class="title" x="${headX}" y="${14 + fs + i * (fs + 10)}" font-weight="bold"`, line).replace(`fill="${p.axis}"`, `fill="${p.text}"`)));
  subtitle.forEach((line, i) => out.push(text(`class="subtitle" x="${headX}" y="${14 + titleLines.length * (fs + 10) + (i + 1) * (fs + 6) - 6}"`, line)));
  // Marks outside a fixed y range are cut at the plot's edges, not drawn over the axes and legend.
  const clip = spec.yRange ? ' clip-path="url(#plot-area)"' : '';
  if (spec.yRange) out.push(`<clipPath id="plot-area"><rect x="${m.left}" y="${m.top}" width="${spec.width - m.left - m.right}" height="${spec.height - m.bottom - m.top}"/></clipPath>`);
  // Grid and axes.
  out.push(`<g class="grid">${yTicks.map((v) => `<line x1="${m.left}" x2="${spec.width - m.right}" y1="${n2(y(v))}" y2="${n2(y(v))}" stroke="${p.grid}"/>`).join('')}</g>`);
  // Ticks at the swept values where there are few, else the scale's; either way only as many as
  // their labels leave a gap between (a trial read "10" "25" as "1025").
  const xTicks = spacedTicks(values.length <= 16 ? values : log ? x.ticks(8) : x.ticks(10), x, (v) => tickFormat(v).length * charW, fs * 0.8, spec.width);
  // A swept value whose label has no room keeps its tick mark (named in a <title>), so that no
  // value vanishes from the axis unseen.
  const unlabelled = values.length <= 16 ? values.filter((v) => !xTicks.includes(v)) : [];
  const base = spec.height - m.bottom;
  out.push(
    `<g class="x-axis"${log ? ' data-scale="log"' : ''}><line class="domain" x1="${m.left}" x2="${spec.width - m.right}" y1="${base}" y2="${base}" stroke="${p.axis}"/>${unlabelled
      .map((v) => `<g class="tick unlabelled"><line x1="${n2(x(v))}" x2="${n2(x(v))}" y1="${base}" y2="${base + 4}" stroke="${p.axis}"><title>${esc(tickFormat(v))}</title></line></g>`)
      .join('')}${xTicks
      .map((v) => `<g class="tick"><line x1="${n2(x(v))}" x2="${n2(x(v))}" y1="${base}" y2="${base + 6}" stroke="${p.axis}"/>${text(`x="${n2(x(v))}" y="${base + 9 + fs}" text-anchor="middle"`, tickFormat(v))}</g>`)
      .join('')}</g>`,
  );
  out.push(
    `<g class="y-axis"><line class="domain" x1="${m.left}" x2="${m.left}" y1="${m.top}" y2="${base}" stroke="${p.axis}"/>${yTicks
      .map((v) => `<g class="tick"><line x1="${m.left - 6}" x2="${m.left}" y1="${n2(y(v))}" y2="${n2(y(v))}" stroke="${p.axis}"/>${text(`x="${m.left - 9}" y="${n2(y(v))}" dy="0.32em" text-anchor="end"`, tickFormat(v))}</g>`)
      .join('')}</g>`,
  );
  out.push(text(`class="x-label" x="${(m.left + spec.width - m.right) / 2}" y="${spec.height - 6}" text-anchor="middle"`, log ? `${spec.xLabel} (log scale)` : spec.xLabel));
  yLabelLines.forEach((line, i) => out.push(text(`class="y-label" transform="translate(${n2(yLabelX(i))},${(m.top + base) / 2}) rotate(-90)" text-anchor="middle"`, line)));
  // The series: median line, then a box per value.
  const colourOf = (k: number) => spec.series[k].colour ?? seriesColour(p, k);
  const small = Math.round(p.fontSize * 0.8);
  const [rangeLo, rangeHi] = spec.yRange ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  spec.series.forEach((se, k) => {
    const colour = colourOf(k);
    const cx = (b: FigureBox) => n2(x(b.x) + offset(k));
    const yy = (v: number) => n2(y(v * s));
    const sorted = [...se.boxes].filter((b) => b.runs > 0).sort((a, b) => a.x - b.x);
    // The median line breaks at a point without a finished median: joining across it would
    // suggest a median between its neighbours'.
    let path = '';
    sorted.forEach((b, i) => {
      if (!Number.isFinite(b.stats.median)) return;
      const joined = i > 0 && Number.isFinite(sorted[i - 1].stats.median);
      path += `${joined ? 'L' : 'M'}${cx(b)},${yy(b.stats.median)}`;
    });
    const boxes = sorted.map((b) => {
      const c = cx(b);
      const st = b.stats;
      // Where a value is only a lower bound (censored: NaN) or beyond a fixed --y-range, the mark
      // runs to the plot's edge and ends in an arrow, never in a cap or a box edge that would read as a value.
      const openTop = (v: number) => !Number.isFinite(v) || v * s > rangeHi;
      const openBottom = (v: number) => Number.isFinite(v) && v * s < rangeLo;
      const top = openTop(st.max) ? m.top : yy(st.max);
      const bottom = !Number.isFinite(st.min) ? m.top : openBottom(st.min) ? base : yy(st.min);
      const dash = Number.isFinite(st.max) && Number.isFinite(st.min) ? '' : ' stroke-dasharray="3 2"';
      const a = Math.max(3, boxW / 4);
      const arrowUp = (yTip: number) => `<path class="cut-arrow" d="M${n2(c - a)},${n2(yTip + a * 1.6)}L${c},${n2(yTip)}L${n2(c + a)},${n2(yTip + a * 1.6)}" fill="none" stroke="${colour}" stroke-width="${sw}"/>`;
      const arrowDown = (yTip: number) => `<path class="cut-arrow" d="M${n2(c - a)},${n2(yTip - a * 1.6)}L${c},${n2(yTip)}L${n2(c + a)},${n2(yTip - a * 1.6)}" fill="none" stroke="${colour}" stroke-width="${sw}"/>`;
      const cap = (yv: number, cls: string) => `<line class="${cls}" x1="${n2(c - boxW / 4)}" x2="${n2(c + boxW / 4)}" y1="${yv}" y2="${yv}" stroke="${colour}" stroke-width="${sw}"/>`;
      const parts: string[] = [];
      parts.push(`<line class="whisker" x1="${c}" x2="${c}" y1="${bottom}" y2="${top}" stroke="${colour}" stroke-width="${sw}"${dash}/>`);
      if (Number.isFinite(st.q1) && !openTop(st.q1)) {
        const q1 = openBottom(st.q1) ? base : yy(st.q1);
        const l = n2(c - boxW / 2);
        const r = n2(c + boxW / 2);
        if (openTop(st.q3)) {
          // Q3 unknown or beyond the range: a box open at the top.
          parts.push(`<path class="box-open" d="M${l},${m.top}L${l},${q1}L${r},${q1}L${r},${m.top}" fill="${p.panel}" stroke="${colour}" stroke-width="${sw}"/>`);
        } else {
          const q3 = yy(st.q3);
          parts.push(`<rect x="${l}" width="${n2(boxW)}" y="${q3}" height="${n2(Math.max(1, q1 - q3))}" fill="${p.panel}" stroke="${colour}" stroke-width="${sw}"/>`);
        }
      }
      if (Number.isFinite(st.median) && !openTop(st.median) && !openBottom(st.median)) {
        parts.push(`<line class="median" x1="${n2(c - boxW / 2)}" x2="${n2(c + boxW / 2)}" y1="${yy(st.median)}" y2="${yy(st.median)}" stroke="${colour}" stroke-width="${n2(sw * 2.2)}"/>`);
      }
      // Caps and arrows last, over the box (an open box reaches the edge its arrow marks).
      if (Number.isFinite(st.min)) parts.push(openBottom(st.min) ? arrowDown(base) : cap(bottom, 'cap-lo'));
      parts.push(openTop(st.max) ? arrowUp(m.top) : cap(top, 'cap-hi'));
      const finished = b.runs - (b.unfinished ?? 0);
      const bound = b.above !== undefined && Number.isFinite(b.above) ? `> ${valueFormat(b.above * s)}` : '> end of run';
      // What is known of a median not drawn: censored (above the bound, and how many runs
      // finished), or beyond a fixed --y-range (its value).
      const note = !Number.isFinite(st.median) ? `median ${bound}, ${finished} of ${b.runs} finished` : openTop(st.median) || openBottom(st.median) ? `median ${valueFormat(st.median * s)}, off the axis` : null;
      if (note !== null) {
        parts.push(
          `<text class="censored-note" transform="translate(${n2(c + small * 0.35)},${n2(m.top + a * 2 + 4)}) rotate(90)" fill="${p.axis}" stroke="${p.panel}" stroke-width="3" paint-order="stroke" font-size="${small}" font-family="${esc(p.fontFamily)}">${esc(note)}</text>`,
        );
      }
      const fmt = (v: number) => (Number.isFinite(v) ? valueFormat(v * s) : bound);
      const tip = `${se.label}, ${tickFormat(b.x)}: median ${fmt(st.median)} [${fmt(st.q1)}, ${fmt(st.q3)}], ${b.runs} runs${b.unfinished ? `, ${finished} of ${b.runs} finished` : ''}`;
      return `<g class="box" data-value="${b.x}">${parts.join('')}<title>${esc(tip)}</title></g>`;
    });
    const dashed = se.dash ? ` stroke-dasharray="${se.dash}"` : '';
    out.push(`<g class="series" data-config="${esc(se.key)}" data-colour="${colour}"${clip}><path class="median-line" fill="none" stroke="${colour}" stroke-width="${p.lineWidth}" stroke-opacity="0.7"${dashed} d="${path}"/>${boxes.join('')}</g>`);
  });
  // Reference points: hollow diamonds beside their series.
  for (const r of spec.references ?? []) {
    const k = spec.series.findIndex((se) => se.key === r.seriesKey);
    const colour = k >= 0 ? colourOf(k) : p.axis;
    const dx = k >= 0 ? offset(k) : 0;
    const d = Math.max(3.5, boxW / 4);
    // Only at swept values: a published value elsewhere has no box to be compared with.
    const swept = new Set(spec.xValues);
    const marks = r.points
      .filter((q) => Number.isFinite(q.y) && swept.has(q.x))
      .map((q) => {
        const cx = n2(x(q.x) + dx);
        const cy = n2(y(q.y * s));
        return `<path class="reference-point" d="M${cx},${n2(cy - d)}L${n2(cx + d)},${cy}L${cx},${n2(cy + d)}L${n2(cx - d)},${cy}Z" fill="${p.panel}" stroke="${colour}" stroke-width="${sw}"><title>${esc(`${r.label}, ${tickFormat(q.x)}: ${valueFormat(q.y * s)}`)}</title></path>`;
      });
    out.push(`<g class="reference" data-series="${esc(r.seriesKey ?? '')}"${clip}>${marks.join('')}</g>`);
  }
  if (spec.legend) {
    // One entry per set of reference points, in the colour they are drawn in (their series').
    const items = [
      ...spec.series.map((se, k) => ({ label: se.label, colour: colourOf(k), diamond: false, dash: se.dash })),
      ...(spec.references ?? []).map((r) => {
        const k = spec.series.findIndex((se) => se.key === r.seriesKey);
        return { label: referenceLegend(r), colour: k >= 0 ? colourOf(k) : p.axis, diamond: true, dash: undefined };
      }),
    ];
    const colW = (spec.width - m.left - m.right) / legendColumns;
    const y0 = 14 + headLines;
    out.push(
      `<g class="legend">${items
        .map((it, i) => {
          const lx = m.left + (i % legendColumns) * colW;
          const ly = y0 + Math.floor(i / legendColumns) * (p.fontSize + 8) + p.fontSize / 2;
          const mark = it.diamond
            ? `<path d="M${lx + 6},${ly - 5}L${lx + 11},${ly}L${lx + 6},${ly + 5}L${lx + 1},${ly}Z" fill="${p.panel}" stroke="${it.colour}" stroke-width="${sw}"/>`
            : `<rect x="${lx}" y="${ly - 5}" width="12" height="10" fill="${p.panel}" stroke="${it.colour}" stroke-width="${sw * 1.5}"/>` +
              (it.dash ? `<line x1="${lx - 4}" x2="${lx + 16}" y1="${ly}" y2="${ly}" stroke="${it.colour}" stroke-width="${p.lineWidth}" stroke-dasharray="${it.dash}"/>` : '');
          return `${mark}${text(`x="${lx + 17}" y="${ly}" dy="0.32em"`, it.label)}`;
        })
        .join('')}</g>`,
    );
  }
  return { viewBox: `0 0 ${spec.width} ${spec.height}`, body: out.join('') };
}

/** A standalone SVG file of the figure. */
export function sweepFigureSvg(spec: SweepFigureSpec, p: FigurePalette): string {
  const { viewBox, body } = sweepFigureBody(spec, p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="${viewBox}" role="img" aria-label="${esc(`${spec.yLabel} against ${spec.xLabel}`)}">${body}</svg>\n`;
}

/** A y scale around the values (a margin of a fifth of their spread each side), its top at most `ceiling` unless a value is above it (FigureSpec.yFit). */
function fittedY(ys: readonly number[], ceiling: number) {
  const [lo, hi] = [Math.min(...ys), Math.max(...ys)];
  const pad = Math.max((hi - lo) * 0.2, Math.abs(hi) * 0.005, 1e-9);
  const y = scaleLinear().domain([Math.max(0, lo - pad), hi + pad]).nice(6);
  const [d0, d1] = y.domain();
  return hi <= ceiling && d1 > ceiling ? y.domain([d0, ceiling]) : y;
}
