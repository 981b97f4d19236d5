/**
 * The sweep figure (the thesis's Fig. 5-x): per series and swept value a box from Q1 to Q3,
 * whiskers from min to max, the median as a bar, medians joined by a line per series, and the
 * study's reference points where there are any. Built as SVG text without a DOM, so that one
 * definition serves the web Sweep (which puts it into its <svg>) and the CLI (`sweep --plot`,
 * written as a file or rendered to PNG). D3's scales and tick rules, no D3 selection.
 */
import { format, scaleLinear } from 'd3';

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
  /** A title line (files). */
  title?: string;
  /** Lines under the title: what was changed (--set), what the series are (files). */
  subtitle?: readonly string[];
  /** A fixed y range in the shown unit (after `scale`), [min, max]; marks outside it are clipped. */
  yRange?: readonly [number, number];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n2 = (v: number) => (Number.isFinite(v) ? Number(v.toFixed(2)) : 0);
const tickFormat = format('~g');
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
  // Legend columns: as many as the longest label leaves room for (about 0.6 em per character).
  const legendLabels = [...spec.series.map((se) => se.label), ...(spec.references ?? []).map(referenceLegend)];
  const longest = Math.max(1, ...legendLabels.map((l) => l.length));
  const legendColumns = Math.max(1, Math.min(3, Math.floor((spec.width - 80) / (longest * p.fontSize * 0.6 + 30))));
  const legendRows = spec.legend ? Math.ceil(legendLabels.length / legendColumns) : 0;
  const subtitle = spec.subtitle ?? [];
  const headLines = (spec.title ? p.fontSize + 10 : 0) + subtitle.length * (p.fontSize + 6) + (subtitle.length ? 4 : 0);
  const top = 14 + headLines + legendRows * (p.fontSize + 8);
  // A y label longer than the plot is tall goes on two lines (broken at the word nearest its middle), not cut off.
  const plotHeight = spec.height - top - 46;
  const yLabelLines = spec.yLabel.length * p.fontSize * 0.6 > plotHeight - 8 ? splitInTwo(spec.yLabel) : [spec.yLabel];
  const m = { left: 64 + (yLabelLines.length - 1) * (p.fontSize + 3), right: 16, top, bottom: 46 };
  const values = [...spec.xValues].sort((a, b) => a - b);
  const lo = values[0] ?? 0;
  const hi = values[values.length - 1] ?? 1;
  let gap = Infinity;
  for (let i = 1; i < values.length; i++) gap = Math.min(gap, values[i] - values[i - 1]);
  if (!Number.isFinite(gap) || gap <= 0) gap = Math.max(1, Math.abs(lo) * 0.5);
  const x = scaleLinear()
    .domain([lo - gap * 0.6, hi + gap * 0.6])
    .range([m.left, spec.width - m.right]);
  const s = spec.scale;
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
      scaleLinear().domain([spec.yRange[0], spec.yRange[1]]).range([spec.height - m.bottom, m.top])
    : scaleLinear()
        .domain([0, yMax > 0 ? yMax * 1.08 : 1])
        // Rounded to the same tick count as the axis draws, so its top carries a label.
        .nice(6)
        .range([spec.height - m.bottom, m.top]);
  const n = Math.max(1, spec.series.length);
  const slot = Math.abs(x(lo + gap) - x(lo)) * 0.8;
  const boxW = Math.max(3, Math.min(34, slot / n - 2));
  const offset = (k: number) => (k - (n - 1) / 2) * (boxW + 2);
  const sw = Math.max(1, p.lineWidth * 0.9);
  const weight = p.fontWeight ? ` font-weight="${p.fontWeight}"` : '';
  const text = (attrs: string, t: string) => `<text ${attrs} fill="${p.axis}" font-size="${p.fontSize}" font-family="${esc(p.fontFamily)}"${attrs.includes('font-weight') ? '' : weight}>${esc(t)}</text>`;
  const out: string[] = [];
  if (p.background) out.push(`<rect class="background" x="0" y="0" width="${spec.width}" height="${spec.height}" fill="${p.background}"/>`);
  if (spec.title) out.push(text(`class="title" x="${m.left}" y="${14 + p.fontSize}" font-weight="bold"`, spec.title));
  subtitle.forEach((line, i) => out.push(text(`class="subtitle" x="${m.left}" y="${14 + (spec.title ? p.fontSize + 10 : 0) + (i + 1) * (p.fontSize + 6) - 6}"`, line)));
  // Marks outside a fixed y range are cut at the plot's edges, not drawn over the axes and legend.
  const clip = spec.yRange ? ' clip-path="url(#plot-area)"' : '';
  if (spec.yRange) out.push(`<clipPath id="plot-area"><rect x="${m.left}" y="${m.top}" width="${spec.width - m.left - m.right}" height="${spec.height - m.bottom - m.top}"/></clipPath>`);
  // Grid and axes.
  const yTicks = y.ticks(6);
  out.push(`<g class="grid">${yTicks.map((v) => `<line x1="${m.left}" x2="${spec.width - m.right}" y1="${n2(y(v))}" y2="${n2(y(v))}" stroke="${p.grid}"/>`).join('')}</g>`);
  const xTicks = values.length <= 16 ? values : x.ticks(10);
  const base = spec.height - m.bottom;
  out.push(
    `<g class="x-axis"><line class="domain" x1="${m.left}" x2="${spec.width - m.right}" y1="${base}" y2="${base}" stroke="${p.axis}"/>${xTicks
      .map((v) => `<g class="tick"><line x1="${n2(x(v))}" x2="${n2(x(v))}" y1="${base}" y2="${base + 6}" stroke="${p.axis}"/>${text(`x="${n2(x(v))}" y="${base + 9 + p.fontSize}" text-anchor="middle"`, tickFormat(v))}</g>`)
      .join('')}</g>`,
  );
  out.push(
    `<g class="y-axis"><line class="domain" x1="${m.left}" x2="${m.left}" y1="${m.top}" y2="${base}" stroke="${p.axis}"/>${yTicks
      .map((v) => `<g class="tick"><line x1="${m.left - 6}" x2="${m.left}" y1="${n2(y(v))}" y2="${n2(y(v))}" stroke="${p.axis}"/>${text(`x="${m.left - 9}" y="${n2(y(v))}" dy="0.32em" text-anchor="end"`, tickFormat(v))}</g>`)
      .join('')}</g>`,
  );
  out.push(text(`class="x-label" x="${(m.left + spec.width - m.right) / 2}" y="${spec.height - 6}" text-anchor="middle"`, spec.xLabel));
  yLabelLines.forEach((line, i) => out.push(text(`class="y-label" transform="translate(${14 + i * (p.fontSize + 3)},${(m.top + base) / 2}) rotate(-90)" text-anchor="middle"`, line)));
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
