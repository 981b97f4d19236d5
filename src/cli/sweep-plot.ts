/**
 * `sweep --plot FILE.svg | FILE.png` and `plot SUMMARY --out FILE`: the web Sweep's figure
 * (src/figures/sweep-figure.ts) from a sweep's summary rows, fresh or read back from a --summary
 * file. x is the first swept setting, labelled with its unit; one series per configuration, and
 * per value of a second setting in a grid, each in its configuration's own colour
 * (figure-colours.ts); the title says what was changed (--set) and what the series are; the
 * study's published medians beside the series they were published for, and labelled as a
 * reference for the unmodified configuration where --set or the grid's other setting changed it.
 * PNG is rendered from the same SVG by resvg (@resvg/resvg-js: a Rust SVG renderer shipped as a
 * prebuilt Node binding, no browser) with DejaVu Sans from dejavu-fonts-ttf, so the picture is
 * the same on every machine whatever fonts it has.
 */
import { createRequire } from 'node:module';
import { applyOverride, FIXED_UNIT, metricById, validateScenario, valueAt } from '../sim-core';
import { stableColours } from '../figures/figure-colours';
import { PRINT_PALETTE } from '../figures/print-palette';
import { sweepFigureSvg, type BoxStats, type FigureReference, type FigureSeries } from '../figures/sweep-figure';
import { referenceFor } from '../figures/sweep-references';
import { presetInput } from '../scenario-edit/catalog';
import { scenarioHash } from './provenance';
import { settingAxisLabel } from './setting-paths';

/** What a figure is drawn from: a sweep's plan and summary rows, or a --summary file read back. */
export interface FigureData {
  /** Configurations in sweep order; `scenario` (after --set) labels the axes when known. */
  configs: { name: string; source: string; scenario?: unknown }[];
  settings: { path: string; values: readonly number[] }[];
  /** --set edits applied to every configuration. */
  sets: readonly [string, unknown][];
  replications: number;
  metric: string;
  /** Flow index, from 0. */
  flow: number;
  flowName: string;
  rows: { config: string; values: readonly number[]; stats: BoxStats & { n: number; unfinished: number } }[];
}

export interface FigureOptions {
  /** A fixed y range in the axis's unit (--y-range). */
  yRange?: readonly [number, number];
}

/** A metric's axis unit and scale: the unit its thresholds and tables use (metric catalogue). */
function unitOf(metric: string): { unit: string; scale: number } {
  const u = FIXED_UNIT[metricById(metric).kind];
  return { unit: u.unit, scale: u.scale };
}

/** "seed=3 tcp.initialWindow=10": the edits as a person typed them. */
export function setsText(sets: readonly [string, unknown][]): string {
  return sets.map(([p, v]) => `${p}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(' ');
}

/**
 * Whether a preset's published values still describe a configuration: its scenario after the
 * --set edits (other than the swept settings and the seed, which every run sets anyway) is the
 * preset's own. A file, or a preset the edits change, is not the configuration the study ran.
 */
export function isUnmodifiedPreset(source: string, sets: readonly [string, unknown][], swept: readonly string[]): boolean {
  const preset = presetInput(source);
  if (!preset) return false;
  const own = validateScenario(preset);
  let edited: unknown = preset;
  try {
    for (const [p, v] of sets) if (p !== 'seed' && !swept.includes(p)) edited = applyOverride(edited, p, v);
  } catch {
    return false;
  }
  const after = validateScenario(edited);
  return own.ok && after.ok && scenarioHash(own.scenario) === scenarioHash(after.scenario);
}

/** The figure as an SVG document. */
export function sweepFigure(d: FigureData, o: FigureOptions = {}): string {
  const [first, second] = d.settings;
  const swept = d.settings.map((s) => s.path);
  const series: FigureSeries[] = [];
  const references: FigureReference[] = [];
  const labelScenario = d.configs.find((c) => c.scenario !== undefined)?.scenario ?? null;
  const secondLabel = second ? settingAxisLabel(labelScenario, second.path) : '';
  for (const c of d.configs) {
    const seconds = second ? second.values : [null];
    const unmodified = isUnmodifiedPreset(c.source, d.sets, swept);
    const ref = referenceFor(c.source, first.path, d.metric, d.flow);
    // In a grid, the series at the preset's own value of the other setting is the study's configuration.
    const own = second && unmodified ? valueAt(presetScenario(c.source), second.path) : null;
    let placed = false;
    for (const v2 of seconds) {
      const mine = d.rows.filter((r) => r.config === c.name && (v2 === null || r.values[1] === v2));
      if (mine.length === 0) continue;
      const key = v2 === null ? c.name : `${c.name}, ${second.path} = ${v2}`;
      const setting = v2 === null ? '' : `${secondLabel} = ${v2}`;
      const label = v2 === null ? c.name : d.configs.length > 1 ? `${c.name}, ${setting}` : setting;
      series.push({
        key,
        label,
        boxes: mine.map((r) => ({ x: r.values[0], stats: { min: r.stats.min, q1: r.stats.q1, median: r.stats.median, q3: r.stats.q3, max: r.stats.max }, runs: r.stats.n, unfinished: r.stats.unfinished })),
      });
      if (ref && unmodified && (v2 === null || v2 === own)) {
        references.push({ seriesKey: key, label: ref.label, points: ref.points });
        placed = true;
      }
    }
    // Changed by --set, or a grid without the study's value: shown for comparison, and said so.
    if (ref && !placed) references.push({ seriesKey: second ? null : c.name, label: `${ref.label}, reference (unmodified configuration)`, points: ref.points, unmodifiedOnly: true });
  }
  const colours = stableColours(
    series.map((s) => s.key),
    PRINT_PALETTE.series,
  );
  series.forEach((s, k) => (s.colour = colours[k]));
  const u = unitOf(d.metric);
  const what = metricById(d.metric).scope === 'flow' ? ` of flow ${d.flow + 1}${d.flowName ? ` (${JSON.stringify(d.flowName)})` : ''}` : ' of the run';
  const subtitle = [
    `${d.configs.map((c) => c.name).join(', ')}: ${d.sets.length ? `changed by --set ${setsText(d.sets)}` : 'as defined (no --set)'}`,
    ...(second ? [`grid: x = ${settingAxisLabel(labelScenario, first.path)}, one series per ${secondLabel}`] : []),
  ];
  return sweepFigureSvg(
    {
      width: 900,
      height: 440 + (series.length + (references.length ? 1 : 0)) * 7 + subtitle.length * 19,
      xLabel: settingAxisLabel(labelScenario, first.path),
      yLabel: `${metricById(d.metric).label}${what}${u.unit ? `, ${u.unit}` : ''}`,
      scale: u.scale,
      xValues: first.values,
      series,
      references,
      legend: true,
      title: `median, Q1–Q3 (box), min–max (whiskers) over ${d.replications} replications`,
      subtitle,
      yRange: o.yRange,
    },
    PRINT_PALETTE,
  );
}

function presetScenario(source: string): unknown {
  const v = validateScenario(presetInput(source));
  return v.ok ? v.scenario : null;
}

/** The file's bytes: the SVG, or the PNG rendered from it (twice the size, for print). */
export async function sweepFigureFile(path: string, d: FigureData, o: FigureOptions = {}): Promise<string | Uint8Array> {
  const svg = sweepFigure(d, o);
  if (!/\.png$/i.test(path)) return svg;
  const require = createRequire(import.meta.url);
  const font = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  const bold = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Resvg(svg, { fitTo: { mode: 'zoom', value: 2 }, font: { loadSystemFonts: false, fontFiles: [font, bold], defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  return new Uint8Array(png);
}

/** `--y-range min:max`, in the metric's shown unit, or a message saying what is wrong. */
export function parseYRange(text: string): readonly [number, number] | string {
  const m = /^\s*(-?[0-9.]+(?:e-?\d+)?)\s*:\s*(-?[0-9.]+(?:e-?\d+)?)\s*$/i.exec(text);
  if (!m) return `--y-range expects MIN:MAX in the axis's unit, e.g. 0:20 (got "${text}")`;
  const lo = Number(m[1]);
  const hi = Number(m[2]);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return `--y-range: ${text} is not two finite numbers`;
  if (!(lo < hi)) return `--y-range: MIN must be below MAX (got ${lo}:${hi})`;
  return [lo, hi];
}
