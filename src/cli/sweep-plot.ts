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
import { applyOverride, FIXED_UNIT, hasNumberAt, metricById, validateScenario, valueAt } from '../sim-core';
import { gridDash, gridShade, stableColours } from '../figures/figure-colours';
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
  /** Per configuration and value combination; a value is NaN for a setting the configuration lacks (a baseline row). */
  rows: { config: string; values: readonly number[]; stats: BoxStats & { n: number; unfinished: number; above?: number } }[];
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

/**
 * The figure as an SVG document. Colours: each configuration has its own (figure-colours.ts, keyed
 * by its name, so it is the same in a single sweep and in a grid); in a grid the second setting's
 * values of one configuration are told apart by shade (darker for later values) and by the dash
 * of their median line. A configuration that lacks the second setting is a baseline: one series,
 * drawn once, labelled so; one that lacks x is the same at every x.
 */
export function sweepFigure(d: FigureData, o: FigureOptions = {}): string {
  const [first, second] = d.settings;
  const swept = d.settings.map((s) => s.path);
  const series: FigureSeries[] = [];
  const references: FigureReference[] = [];
  // A setting's label from a configuration that has it (a baseline's scenario lacks it, and would give the raw path).
  const labelScenario = (path: string) => d.configs.find((c) => c.scenario !== undefined && hasNumberAt(c.scenario, path))?.scenario ?? d.configs.find((c) => c.scenario !== undefined)?.scenario ?? null;
  const secondLabel = second ? settingAxisLabel(labelScenario(second.path), second.path) : '';
  const configColours = stableColours(
    d.configs.map((c) => c.name),
    PRINT_PALETTE.series,
  );
  const boxesOf = (rows: FigureData['rows']) =>
    rows.flatMap((r) =>
      // A baseline in x ran the same at every x: its box stands at each.
      (Number.isNaN(r.values[0]) ? first.values : [r.values[0]]).map((x) => ({ x, stats: { min: r.stats.min, q1: r.stats.q1, median: r.stats.median, q3: r.stats.q3, max: r.stats.max }, runs: r.stats.n, unfinished: r.stats.unfinished, above: r.stats.above })),
    );
  d.configs.forEach((c, ci) => {
    const unmodified = isUnmodifiedPreset(c.source, d.sets, swept);
    const ref = referenceFor(c.source, first.path, d.metric, d.flow);
    const rows = d.rows.filter((r) => r.config === c.name);
    const baseline = second !== undefined && rows.length > 0 && rows.every((r) => Number.isNaN(r.values[1]));
    const colour = configColours[ci];
    const mine: FigureSeries[] = [];
    if (!second || baseline) {
      mine.push({ key: c.name, label: baseline ? `${c.name} (baseline: no ${secondLabel})` : c.name, boxes: boxesOf(rows), colour });
    } else {
      second.values.forEach((v2, j) => {
        const at = rows.filter((r) => r.values[1] === v2);
        if (at.length === 0) return;
        const setting = `${secondLabel} = ${v2}`;
        mine.push({ key: `${c.name}, ${second.path} = ${v2}`, label: d.configs.length > 1 ? `${c.name}, ${setting}` : setting, boxes: boxesOf(at), colour: gridShade(colour, j, second.values.length), dash: gridDash(j) });
      });
    }
    series.push(...mine);
    if (!ref || mine.length === 0) return;
    // In a grid, the series at the preset's own value of the other setting is the study's configuration.
    const own = second && !baseline && unmodified ? valueAt(presetScenario(c.source), second.path) : null;
    const at = !unmodified ? undefined : !second || baseline ? mine[0] : mine.find((se) => se.key === `${c.name}, ${second.path} = ${own}`);
    if (at) references.push({ seriesKey: at.key, label: ref.label, points: ref.points });
    // Changed by --set, or a grid without the study's value: shown for comparison beside the
    // configuration's first series, in its colour, and said so.
    else references.push({ seriesKey: mine[0].key, label: `${ref.label}, reference (unmodified configuration)`, points: ref.points, unmodifiedOnly: true });
  });
  const u = unitOf(d.metric);
  const what = metricById(d.metric).scope === 'flow' ? ` of flow ${d.flow + 1}${d.flowName ? ` (${JSON.stringify(d.flowName)})` : ''}` : ' of the run';
  const subtitle = [
    `${d.configs.map((c) => c.name).join(', ')}: ${d.sets.length ? `changed by --set ${setsText(d.sets)}` : 'as defined (no --set)'}`,
    ...(second ? [`grid: x = ${settingAxisLabel(labelScenario(first.path), first.path)}, one series per ${secondLabel}`] : []),
  ];
  return sweepFigureSvg(
    {
      width: 900,
      height: 440 + (series.length + references.length) * 7 + subtitle.length * 19,
      xLabel: settingAxisLabel(labelScenario(first.path), first.path),
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
