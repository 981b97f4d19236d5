/**
 * `sim plot SUMMARY.json|SUMMARY.csv --out FIG.svg|FIG.png [--y-range MIN:MAX]`: redraw a
 * sweep's figure from its saved --summary file without running anything (researcher trial: one
 * --plot per run, and a new y range or format meant running the sweep again). The file holds
 * everything the figure needs: per configuration and value the five numbers of its box, the
 * configurations' sources and the --set edits (for the axis labels and whether the study's
 * reference points apply), the metric and flow. The file is untrusted: its shape is checked,
 * and refused with the reason, before anything is drawn or written.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { csvParse } from 'd3';
import { applyOverride, findMetric, REPLICATED_METRICS, REPLICATED_RUN_METRICS, validateScenario } from '../sim-core';
import { presetInput } from '../scenario-edit/catalog';
import { fail } from './common';
import { writableFileOrExit, writeWholeOrExit } from './output-file';
import { say } from './printable';
import { parseYRange, sweepFigureFile, type FigureData } from './sweep-plot';
import { BASELINE } from './sweep-results';

export const PLOT_USAGE = `usage: npm run sim -- plot SUMMARY.json|SUMMARY.csv --out FIG.svg|FIG.png [--y-range MIN:MAX]

Draws a sweep's figure again from the summary file its --summary wrote, without running the
sweep: another format, another y range, a figure for a slide. The figure is the one sweep --plot
draws (npm run sim -- sweep --help): boxes Q1–Q3, whiskers min–max, medians, the study's
published medians where they apply.

options:
  --out FILE          the figure: FILE.svg, or FILE.png (rendered from the same SVG)
  --y-range MIN:MAX   the y axis from MIN to MAX in its unit (e.g. 0:20 for seconds)

example:
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --summary late-flow.csv
  npm run sim -- plot late-flow.csv --out late-flow.svg --y-range 0:20`;

/** A summary file larger than this is not a sweep summary (a sweep of 1000 × 1000 rows is far less). */
const MAX_BYTES = 64 * 1024 * 1024;
/** Boxes one figure draws at most (a 20-value sweep of 8 configurations × 8 grid values is 1 280). */
const MAX_ROWS = 5000;
const STATS = ['n', 'censored', 'min', 'q1', 'median', 'q3', 'max'] as const;
const REPLICATED: readonly string[] = [...REPLICATED_METRICS, ...REPLICATED_RUN_METRICS];

type Row = FigureData['rows'][number];

/** A statistic as the file holds it: a number, or null / empty for unknown (censored). */
function stat(v: unknown, where: string, name: string): number {
  if (v === null || v === '' || v === undefined) return Number.NaN;
  const x = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  if (!Number.isFinite(x)) fail(`${where}: ${name} is not a number (${JSON.stringify(v)})`);
  return x;
}

/** A swept value: a finite number (a row without one has no place on the axis), or NaN on a baseline's row, which lacks the setting. */
function sweptValue(v: unknown, where: string, path: string, baseline = false): number {
  if (baseline && (v === undefined || v === null || v === '')) return Number.NaN;
  const x = stat(v, where, path);
  if (!Number.isFinite(x)) fail(`${where}: no value of ${path}`);
  return x;
}

function statsOf(get: (k: string) => unknown, where: string): Row['stats'] {
  const missing = STATS.filter((k) => get(k) === undefined);
  if (missing.length > 0) fail(`${where}: no ${missing.join(', ')}: not a sweep --summary file, or one written before the figure's numbers were in it (run the sweep again with --summary)`);
  const s = Object.fromEntries(STATS.map((k) => [k, stat(get(k), where, k)])) as Record<(typeof STATS)[number], number>;
  const above = get('censoredAbove');
  return { min: s.min, q1: s.q1, median: s.median, q3: s.q3, max: s.max, n: s.n, unfinished: s.censored, ...(above === undefined ? {} : { above: stat(above, where, 'censoredAbove') }) };
}

function setsOf(v: unknown, where: string): [string, unknown][] {
  if (v === undefined || v === null || v === '') return [];
  if (typeof v !== 'object' || Array.isArray(v)) fail(`${where}: sets must be an object of {path: value}`);
  return Object.entries(v as Record<string, unknown>);
}

function metricOf(v: unknown, where: string): string {
  const m = typeof v === 'string' ? findMetric(v) : undefined;
  if (!m || m.id !== v || !REPLICATED.includes(m.id)) fail(`${where}: metric ${JSON.stringify(v)} is not a catalogue id of a replicated metric`);
  return m.id;
}

function replicationsOf(v: unknown, where: string): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n) || n < 1) fail(`${where}: replications must be a positive integer (got ${JSON.stringify(v)})`);
  return n;
}

function flowOf(v: unknown, where: string): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 1000) fail(`${where}: flow must be a flow number from 1 (got ${JSON.stringify(v)})`);
  return n - 1;
}

function checkSettings(settings: FigureData['settings'], where: string): void {
  if (settings.length === 0) fail(`${where}: no swept setting`);
  if (settings.length > 2) fail(`${where}: plot draws one or two swept settings (x and series); this sweep has ${settings.length}`);
}

/** The summary JSON (sweep --summary FILE.json). */
function fromJson(text: string, where: string): FigureData {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(text);
  } catch (e) {
    fail(`${where}: not valid JSON (${(e as Error).message})`);
  }
  if (typeof v !== 'object' || v === null || !Array.isArray(v.rows) || !Array.isArray(v.settings) || !Array.isArray(v.configs)) fail(`${where}: not a sweep --summary JSON file (it has no rows, settings and configs)`);
  const settings = (v.settings as unknown[]).map((s, k) => {
    const o = s as { path?: unknown; values?: unknown };
    if (typeof o?.path !== 'string' || !Array.isArray(o.values) || !o.values.every((x) => typeof x === 'number' && Number.isFinite(x))) fail(`${where}: settings[${k}] needs a path and numeric values`);
    return { path: o.path as string, values: o.values as number[] };
  });
  checkSettings(settings, where);
  const configs = (v.configs as unknown[]).map((c, k) => {
    const o = c as { name?: unknown; source?: unknown };
    if (typeof o?.name !== 'string' || typeof o.source !== 'string') fail(`${where}: configs[${k}] needs a name and a source`);
    return { name: o.name as string, source: o.source as string };
  });
  const flow = v.flow as { number?: unknown; name?: unknown } | undefined;
  const rows = (v.rows as unknown[]).map((r, k) => {
    const o = r as Record<string, unknown>;
    const at = `${where}: rows[${k}]`;
    const values = o?.values as Record<string, unknown> | undefined;
    if (typeof o?.config !== 'string' || typeof values !== 'object' || values === null) fail(`${at} needs a config and values`);
    return { config: o.config as string, values: settings.map((s) => sweptValue(values![s.path], at, s.path, o.baseline === true)), stats: statsOf((key) => o[key], at) };
  });
  return { configs, settings, sets: setsOf(v.sets, where), replications: replicationsOf(v.replications, where), metric: metricOf(v.metric, where), flow: flowOf(flow?.number, where), flowName: typeof flow?.name === 'string' ? flow.name : '', rows };
}

/** The summary CSV (sweep --summary FILE.csv): the swept settings are the columns between `sets` and `replications`. */
function fromCsv(text: string, where: string): FigureData {
  const table = csvParse(text);
  const cols = table.columns;
  const from = cols.indexOf('sets');
  // The swept settings end at the baseline column (summaries before it had none: at replications).
  const to = cols.includes(BASELINE) ? cols.indexOf(BASELINE) : cols.indexOf('replications');
  if (!cols.includes('config') || !cols.includes('source') || from < 0 || to <= from + 0 || table.length === 0) fail(`${where}: not a sweep --summary CSV file (it needs the columns config, source, sets, the swept settings, replications, metric, flow and the statistics)`);
  const paths = cols.slice(from + 1, to);
  const rows: Row[] = table.map((r, k) => ({ config: r.config ?? '', values: paths.map((p) => sweptValue(r[p], `${where}: row ${k + 2}`, p, r[BASELINE] === 'true')), stats: statsOf((key) => r[key], `${where}: row ${k + 2}`) }));
  const settings = paths.map((path, k) => ({ path, values: [...new Set(rows.map((r) => r.values[k]).filter((v) => !Number.isNaN(v)))] }));
  checkSettings(settings, where);
  const first = table[0];
  let sets: [string, unknown][] = [];
  try {
    sets = setsOf(first.sets ? JSON.parse(first.sets) : '', where);
  } catch {
    fail(`${where}: the sets column is not JSON (${first.sets})`);
  }
  const configs: FigureData['configs'] = [];
  for (const r of table) if (!configs.some((c) => c.name === r.config)) configs.push({ name: r.config ?? '', source: r.source ?? '' });
  return { configs, settings, sets, replications: replicationsOf(first.replications, where), metric: metricOf(first.metric, where), flow: flowOf(first.flow, where), flowName: first.name ?? '', rows };
}

/** A configuration's scenario as it ran (its preset or file, then --set), for the axis labels; undefined when it cannot be rebuilt. */
function scenarioOf(source: string, sets: readonly [string, unknown][]): unknown {
  let input: unknown = presetInput(source);
  if (!input && /\.json$/i.test(source) && existsSync(source) && statSync(source).isFile()) {
    try {
      input = JSON.parse(readFileSync(source, 'utf8'));
    } catch {
      return undefined;
    }
  }
  if (!input) return undefined;
  try {
    for (const [p, v] of sets) input = applyOverride(input, p, v);
  } catch {
    return undefined;
  }
  const v = validateScenario(input);
  return v.ok ? v.scenario : undefined;
}

export async function plotCommand(argv: string[]): Promise<void> {
  let input: string | null = null;
  let out: string | null = null;
  let yRange: readonly [number, number] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${PLOT_USAGE}`);
    switch (a) {
      case '--help':
      case '-h':
        say(`${PLOT_USAGE}\n`);
        return;
      case '--out':
        out = next();
        if (!/\.(svg|png)$/i.test(out)) fail(`--out ${out}: give a .svg or .png file name (the name says the format)`);
        break;
      case '--y-range': {
        const r = parseYRange(next());
        if (typeof r === 'string') fail(r);
        yRange = r;
        break;
      }
      default:
        if (a.startsWith('-')) fail(`unknown option ${a}\n\n${PLOT_USAGE}`);
        if (input !== null) fail(`plot draws one summary file (got "${input}" and "${a}")`);
        input = a;
    }
  }
  if (input === null || out === null) fail(PLOT_USAGE);
  if (!/\.(json|csv)$/i.test(input)) fail(`${input}: give the .json or .csv file a sweep's --summary wrote`);
  if (!existsSync(input)) fail(`no such file: ${input}`);
  if (statSync(input).isDirectory()) fail(`${input} is a directory; give a sweep --summary file`);
  if (statSync(input).size > MAX_BYTES) fail(`${input}: larger than ${MAX_BYTES / 1024 / 1024} MB; not a sweep summary`);
  if (resolve(input) === resolve(out)) fail(`--out ${out} is the summary file itself; give the figure its own name`);
  writableFileOrExit(out, '--out');
  const text = readFileSync(input, 'utf8');
  const data = /\.json$/i.test(input) ? fromJson(text, input) : fromCsv(text, input);
  if (data.rows.length > MAX_ROWS) fail(`${input}: ${data.rows.length} rows; a figure draws at most ${MAX_ROWS} boxes`);
  for (const r of data.rows) if (!data.configs.some((c) => c.name === r.config)) fail(`${input}: a row names configuration "${r.config}", which the file does not list`);
  for (const c of data.configs) c.scenario = scenarioOf(c.source, data.sets);
  writeWholeOrExit(out, await sweepFigureFile(out, data, { yRange }));
}
