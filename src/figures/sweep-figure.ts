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
}

export interface FigureSeries {
  /** Stable key (data-config on the series group). */
  key: string;
  label: string;
  boxes: FigureBox[];
  /** Its colour; without one, the palette's colour at its position (figure-colours.ts gives stable ones). */
  colour?: string;
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

/** The legend's words for the reference points: their own label, or what they have in common. */
function referenceLegend(refs: readonly FigureReference[]): string {
  const words = refs.length === 1 ? refs[0].label : 'published values (hollow diamonds, in their series\' colour)';
  return refs.some((r) => r.unmodifiedOnly) ? `${words}: ${UNMODIFIED_NOTE}` : words;
}

export function seriesColour(palette: FigurePalette, k: number): string {
  return palette.series[k % palette.series.length];
}

/** The figure's inner markup and its viewBox (for an existing <svg>). */
export function sweepFigureBody(spec: SweepFigureSpec, p: FigurePalette): { viewBox: string; body: string } {
  // Legend columns: as many as the longest label leaves room for (about 0.6 em per character).
  const legendLabels = [...spec.series.map((se) => se.label), ...(spec.references?.length ? [referenceLegend(spec.references)] : [])];
  const longest = Math.max(1, ...legendLabels.map((l) => l.length));
  const legendColumns = Math.max(1, Math.min(3, Math.floor((spec.width - 80) / (longest * p.fontSize * 0.6 + 30))));
  const legendRows = spec.legend ? Math.ceil(legendLabels.length / legendColumns) : 0;
  const subtitle = spec.subtitle ?? [];
  const headLines = (spec.title ? p.fontSize + 10 : 0) + subtitle.length * (p.fontSize + 6) + (subtitle.length ? 4 : 0);
  const top = 14 + headLines + legendRows * (p.fontSize + 8);
  const m = { left: 64, right: 16, top, bottom: 46 };
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
  out.push(text(`class="y-label" transform="translate(14,${(m.top + base) / 2}) rotate(-90)" text-anchor="middle"`, spec.yLabel));
  // The series: median line, then a box per value.
  const colourOf = (k: number) => spec.series[k].colour ?? seriesColour(p, k);
  spec.series.forEach((se, k) => {
    const colour = colourOf(k);
    const cx = (b: FigureBox) => n2(x(b.x) + offset(k));
    const drawn = [...se.boxes].filter((b) => Number.isFinite(b.stats.median)).sort((a, b) => a.x - b.x);
    const path = drawn.map((b, i) => `${i === 0 ? 'M' : 'L'}${cx(b)},${n2(y(b.stats.median * s))}`).join('');
    const boxes = drawn.map((b) => {
      const c = cx(b);
      const yy = (v: number) => n2(y(v * s));
      // A censored maximum: the whisker runs to the top of the plot, dashed ("longer than this").
      const top = Number.isFinite(b.stats.max) ? yy(b.stats.max) : m.top;
      const bottom = Number.isFinite(b.stats.min) ? yy(b.stats.min) : base;
      const q3 = Number.isFinite(b.stats.q3) ? yy(b.stats.q3) : m.top;
      const q1 = Number.isFinite(b.stats.q1) ? yy(b.stats.q1) : base;
      const dash = Number.isFinite(b.stats.max) && Number.isFinite(b.stats.min) ? '' : ' stroke-dasharray="3 2"';
      const fmt = (v: number) => (Number.isFinite(v) ? valueFormat(v * s) : 'censored');
      const tip = `${se.label}, ${tickFormat(b.x)}: median ${fmt(b.stats.median)} [${fmt(b.stats.q1)}, ${fmt(b.stats.q3)}], ${b.runs} runs${b.unfinished ? `, ${b.unfinished} unfinished` : ''}`;
      return (
        `<g class="box" data-value="${b.x}">` +
        `<line class="whisker" x1="${c}" x2="${c}" y1="${bottom}" y2="${top}" stroke="${colour}" stroke-width="${sw}"${dash}/>` +
        `<line class="cap-lo" x1="${n2(c - boxW / 4)}" x2="${n2(c + boxW / 4)}" y1="${bottom}" y2="${bottom}" stroke="${colour}" stroke-width="${sw}"/>` +
        `<line class="cap-hi" x1="${n2(c - boxW / 4)}" x2="${n2(c + boxW / 4)}" y1="${top}" y2="${top}" stroke="${colour}" stroke-width="${sw}"/>` +
        `<rect x="${n2(c - boxW / 2)}" width="${n2(boxW)}" y="${q3}" height="${n2(Math.max(1, q1 - q3))}" fill="${p.panel}" stroke="${colour}" stroke-width="${sw}"/>` +
        `<line class="median" x1="${n2(c - boxW / 2)}" x2="${n2(c + boxW / 2)}" y1="${yy(b.stats.median)}" y2="${yy(b.stats.median)}" stroke="${colour}" stroke-width="${n2(sw * 2.2)}"/>` +
        `<title>${esc(tip)}</title></g>`
      );
    });
    out.push(`<g class="series" data-config="${esc(se.key)}" data-colour="${colour}"${clip}><path class="median-line" fill="none" stroke="${colour}" stroke-width="${p.lineWidth}" stroke-opacity="0.7" d="${path}"/>${boxes.join('')}</g>`);
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
    const items = [...spec.series.map((se, k) => ({ label: se.label, colour: colourOf(k), diamond: false })), ...(spec.references?.length ? [{ label: referenceLegend(spec.references), colour: p.axis, diamond: true }] : [])];
    const colW = (spec.width - m.left - m.right) / legendColumns;
    const y0 = 14 + headLines;
    out.push(
      `<g class="legend">${items
        .map((it, i) => {
          const lx = m.left + (i % legendColumns) * colW;
          const ly = y0 + Math.floor(i / legendColumns) * (p.fontSize + 8) + p.fontSize / 2;
          const mark = it.diamond
            ? `<path d="M${lx + 6},${ly - 5}L${lx + 11},${ly}L${lx + 6},${ly + 5}L${lx + 1},${ly}Z" fill="${p.panel}" stroke="${it.colour}" stroke-width="${sw}"/>`
            : `<rect x="${lx}" y="${ly - 5}" width="12" height="10" fill="${p.panel}" stroke="${it.colour}" stroke-width="${sw * 1.5}"/>`;
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
