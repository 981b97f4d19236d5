import { csvParseRows } from 'd3';
import { describe, expect, it } from 'vitest';
import { compareRows, labelWithUnit, oneUnitPerMetric } from '../../src/app/compare/compare-rows';
import { defaultHeadlines, headlineColumn, readHeadline, resolveHeadlines, withSystemGoodput } from '../../src/headlines/headlines';
import { PER_FLOW_METRIC, perFlowLine } from '../../src/headlines/per-flow-line';
import { delayRows } from '../../src/app/compare/delay-rows';
import { summaryTable, toCsv } from '../../src/app/export/csv';
import type { RunData } from '../../src/app/results/run-data';
import { summaryModel } from '../../src/app/summary/summary-model';
import { flowsCsv, runCsv, summaryJson, summaryText } from '../../src/cli/output';
import { METRIC_NAMES, METRICS } from '../../src/lessons/metrics';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { REPLICATED_METRICS, runOnce } from '../../src/sim-core/experiments/replicate';
import { sweepCsv } from '../../src/sim-core/experiments/sweep-csv';
import { FIXED_UNIT, formatInUnit, withUnit } from '../../src/sim-core/metric-catalogue/format';
import type { FlowMetric, Metric } from '../../src/sim-core/metric-catalogue/metric';
import { appliesTo, baseUnit, labelOn, columnFormat, findMetric, FLOW_IDENTITY_COLUMNS, METRIC_CATALOGUE, metricsFor, rateReference, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import type { SimResult } from '../../src/sim-core/scenario/result';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { seed001Web } from '../../src/sim-core/scenario/seed001-presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';

/**
 * Every catalogue metric has the same value, unit and label on every surface that shows it: the
 * Explore summary model, the app's CSV, the CLI's JSON, CSV and table, the A/B rows and the
 * lesson metric; and no surface shows a figure the catalogue does not hold.
 */
function cut(name: string, duration?: number): [string, Scenario] {
  const sc = presetScenario(name);
  if (!sc) throw new Error(`no preset ${name}`);
  if (duration !== undefined) sc.duration = Math.min(sc.duration ?? duration, duration);
  return [duration !== undefined ? `${name} (${duration} s)` : name, sc];
}

/** Web traffic through ARED with ECN (seed 001's batch queue; no preset runs ARED on its own), measured after a 5 s warm-up. */
function aredWeb(): [string, Scenario] {
  const v = validateScenario(seed001Web({ load: 0.8, queue: 'ared5-ecn', variant: 'reno', warmup: 5, measured: 10 }));
  if (!v.ok) throw new Error(v.errors.join('\n'));
  return ['seed 001 web traffic through ARED-5ms with ECN (15 s)', v.scenario];
}

const RUNS: [string, Scenario][] = [
  cut('seed000-droptail'), // tail drop, three finite flows
  cut('seed000-red'), // RED
  cut('seed001-80', 15), // web traffic under tail drop
  aredWeb(), // ARED (with ECN marks)
  cut('bufferbloat-codel', 15), // CoDel
  cut('voice-fq-codel', 15), // FQ-CoDel with a voice (UDP) flow
  cut('voice-fifo', 15), // a UDP flow beside a bulk download under tail drop
  cut('seed002-a-vr-droptail', 30), // Vegas beside Reno
  cut('bufferbloat-pie', 15), // PIE
  cut('cubic-vs-reno', 15),
  cut('seed003-e4-red', 20), // link losses, traffic groups
  cut('seed000-droptail', 6), // the late flow does not finish: censored elapsed time
];

const same = (a: number, b: number) => (Number.isNaN(b) ? Number.isNaN(a) : a === b);
const fromText = (s: string) => (s === '' ? Number.NaN : s === 'inf' ? Number.POSITIVE_INFINITY : Number(s));
const fromJson = (v: unknown) => (v === null || v === undefined ? Number.NaN : (v as number));
const capitalOf = (s: string) => s[0].toUpperCase() + s.slice(1);
const labelOf = (m: Metric) => capitalOf(m.label);

function parseCsv(text: string): { header: string[]; rows: string[][] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = csvParseRows(text.replace(/\r\n$/, '').replace(/\r\n/g, '\n'));
  return { header, rows };
}

/** Every column a per-flow CSV may have: the identity columns and the catalogue's. */
const KNOWN_COLUMNS = new Set<string>([...FLOW_IDENTITY_COLUMNS, ...METRIC_CATALOGUE.map((m) => m.column)]);
/** The columns of a surface's CSV that the catalogue does not hold (every surface check uses it; the planted test shows it catches one). */
const uncatalogued = (header: readonly string[]) => header.filter((h) => !KNOWN_COLUMNS.has(h));
/** The JSON keys of a surface that name no catalogue metric. */
const unknownKeys = (keys: readonly string[]) => keys.filter((k) => findMetric(k)?.id !== k);

describe.each(RUNS)('%s: one value, unit and label per metric on every surface', (_name, scenario) => {
  const r: SimResult = new Simulation(scenario).runToEnd();
  /** A flow metric's values over the run's flows (web traffic aside): what a per-flow column holds. */
  const flowValues = (m: FlowMetric) => r.flows.map((f, i) => (f.kind !== 'web' && appliesTo(m, f.kind) ? readMetric(m, r, { flow: i }) : Number.NaN));
  /** The one unit a per-flow column of this run has, by the catalogue's rule: every surface must show this one. */
  const flowUnit = (m: FlowMetric) => columnFormat(m, flowValues(m), rateReference([r])).unit;
  const flowMetrics = metricsFor('flow');
  const resultMetrics = metricsFor(['link', 'run']);

  it('the Explore summary model shows each summary metric with its catalogue value, text, label and unit', () => {
    const model = summaryModel(r, true);
    for (const m of model.columns) expect(findMetric(m.id)).toBe(m);
    model.columns.forEach((m, k) => {
      // The head is the catalogue's short label and the column's one unit, nothing else.
      expect(model.formats[k].metric).toBe(m);
      expect(model.formats[k].unit).toBe(flowUnit(m));
      expect(model.formats[k].head).toBe(withUnit(m.short, flowUnit(m)));
    });
    for (const row of model.rows) {
      if (row.kind === 'web') {
        for (const c of row.webCells) expect(same(c.value, readMetric(c.metric, r, { flow: row.index }))).toBe(true);
        continue;
      }
      row.cells.forEach((c, k) => {
        const m = model.columns[k];
        if (!appliesTo(m, row.kind)) return expect(c).toBeNull();
        const v = readMetric(m, r, { flow: row.index });
        expect(same(c!.value, v)).toBe(true);
        if (Number.isFinite(v)) expect(c!.text).toBe(formatInUnit(v, model.formats[k]));
      });
    }
    for (const line of model.lines)
      for (const c of line.cells) {
        expect(findMetric(c.metric.id)).toBe(c.metric);
        expect(same(c.value, readMetric(c.metric, r, line.selector ?? {}))).toBe(true);
      }
    // Every summary flow metric that applies to some flow of the run is a column.
    for (const m of metricsFor('flow', 'summary')) if (r.flows.some((f) => f.kind !== 'web' && appliesTo(m, f.kind))) expect(model.columns).toContain(m);
  });

  it("the app's CSV, the CLI's flows.csv and the CLI's JSON carry every exported flow metric's stored value", () => {
    const app = parseCsv(toCsv(summaryTable({ summary: r } as unknown as RunData)));
    const cli = parseCsv(flowsCsv(r));
    const json = JSON.parse(summaryJson(r)) as { metrics: { units: Record<string, string>; flows: Record<string, unknown>[]; run: Record<string, unknown> } };
    // The app's summary is the CLI's flows.csv with its run.csv beside it: flow rows, then the bottleneck's and run's row.
    const run = parseCsv(runCsv(r));
    expect(app.header).toEqual([...cli.header, ...run.header]);
    expect(uncatalogued(app.header)).toEqual([]);
    expect(app.rows[r.flows.length].slice(cli.header.length)).toEqual(run.rows[0]);
    expect(unknownKeys(Object.keys(json.metrics.units))).toEqual([]);
    r.flows.forEach((f, i) => {
      expect(json.metrics.flows[i].flow).toBe(i + 1);
      for (const key of Object.keys(json.metrics.flows[i])) if (key !== 'flow' && key !== 'name') expect(findMetric(key)?.id).toBe(key);
      for (const m of metricsFor('flow', 'export')) {
        const col = app.header.indexOf(m.column);
        expect(col).toBeGreaterThanOrEqual(0);
        if (!appliesTo(m, f.kind)) {
          expect(app.rows[i][col]).toBe('');
          expect(m.id in json.metrics.flows[i]).toBe(false);
          continue;
        }
        const v = readMetric(m, r, { flow: i });
        expect(same(fromText(app.rows[i][col]), v)).toBe(true);
        expect(same(fromText(cli.rows[i][col]), v)).toBe(true);
        expect(same(fromJson(json.metrics.flows[i][m.id]), v)).toBe(true);
        expect(json.metrics.units[m.id]).toBe(baseUnit(m));
      }
    });
  });

  it("the CLI's run.csv and JSON carry every exported link and run metric", () => {
    const cli = parseCsv(runCsv(r));
    const json = JSON.parse(summaryJson(r)) as { metrics: { run: Record<string, unknown> } };
    expect(uncatalogued(cli.header)).toEqual([]);
    expect(unknownKeys(Object.keys(json.metrics.run))).toEqual([]);
    for (const m of resultMetrics.filter((x) => x.use.export)) {
      const v = readMetric(m, r);
      expect(same(fromText(cli.rows[0][cli.header.indexOf(m.column)]), v)).toBe(true);
      expect(same(fromJson(json.metrics.run[m.id]), v)).toBe(true);
    }
  });

  it("the CLI's table heads its columns with the catalogue's short labels and the summary's units, and shows plain numbers in them", () => {
    const text = summaryText(r);
    const shown = metricsFor('flow', 'summary').filter((m) => !appliesTo(m, 'web') || m.kinds.length > 1);
    const lines = text.split('\n');
    const headLine = lines.find((l) => l.startsWith('flow'))!;
    // Column heads are separated by two spaces or more; each is the short label with the same unit as the summary's column.
    const heads = headLine.trim().split(/\s{2,}/).slice(4);
    expect(heads).toEqual(shown.map((m) => withUnit(m.short.toLowerCase(), flowUnit(m))));
    const rowsStart = lines.indexOf(headLine) + 2;
    r.flows.forEach((f, i) => {
      if (f.kind === 'web') return;
      const cells = lines[rowsStart + i].trim().split(/\s{2,}/).slice(-shown.length);
      shown.forEach((m, k) => {
        if (!appliesTo(m, f.kind)) return expect(cells[k]).toBe('—');
        const v = readMetric(m, r, { flow: i });
        if (Number.isFinite(v)) expect(cells[k]).toBe(formatInUnit(v, columnFormat(m, flowValues(m), rateReference([r]))));
      });
    });
  });

  it('the A/B rows show each comparable metric with its catalogue value, label, unit and direction', () => {
    const rows = oneUnitPerMetric([...compareRows(r, r), ...delayRows(r, r)], [r, r]);
    for (const row of rows) {
      expect(findMetric(row.metric.id)).toBe(row.metric);
      // The catalogue's label for these runs (labelOn: no UDP flows named on a run without one).
      const label = capitalOf(labelOn(row.metric, [r]));
      expect(row.label).toBe(label);
      // The catalogue's 'neither' (a drop count) is a row without a verdict, with the catalogue's reason.
      expect(row.better).toBe(row.metric.better === 'neither' ? null : row.metric.better);
      if (row.metric.better === 'neither') expect(row.neutralWhy).toBe(row.metric.neitherWhy);
      // The unit the row names is the one the summary's column (or line) has for the same values.
      const unit = row.metric.scope === 'flow' ? flowUnit(row.metric) : columnFormat(row.metric, [readMetric(row.metric, r)], rateReference([r])).unit;
      expect(row.format.unit).toBe(unit);
      expect(labelWithUnit(row)).toBe(withUnit(label, unit));
    }
    for (const m of flowMetrics.filter((x) => x.use.compare))
      r.flows.forEach((f, i) => {
        if (!appliesTo(m, f.kind)) return;
        const row = rows.find((x) => x.metric === m && x.group.startsWith(`Flow ${i + 1}`))!;
        expect(row).toBeDefined();
        expect(same(row.a, readMetric(m, r, { flow: i }))).toBe(true);
      });
    for (const m of resultMetrics.filter((x) => x.use.compare)) expect(same(rows.find((x) => x.metric === m)!.a, readMetric(m, r))).toBe(true);
  });

  it("the lesson's per-flow line names the summary's goodput column with its unit, and its figures are that column's", () => {
    const line = perFlowLine(r);
    const goodput = findMetric(PER_FLOW_METRIC) as FlowMetric;
    if (line === null) return expect(r.flows.filter((f) => f.kind !== 'web' && appliesTo(goodput, f.kind)).length).toBeLessThan(2);
    const model = summaryModel(r, true);
    const k = model.columns.indexOf(goodput);
    // The summary's column head (its unit the column's) and the interval of its "Rates over" column.
    expect(model.formats[k].head).toBe(withUnit(goodput.short, flowUnit(goodput)));
    const windows = [...new Set(model.rows.filter((row) => row.cells[k] !== null).map((row) => row.rateWindow))];
    expect(line.label).toBe(windows.length === 1 ? `${model.formats[k].head} over ${windows[0]}` : `${model.formats[k].head}, each over its interval in the summary’s “Rates over”`);
    expect(line.text).toBe(model.rows.filter((row) => row.cells[k] !== null).map((row) => `${row.identity.name || `flow ${row.identity.flow}`} ${row.cells[k]!.text}`).join(' · '));
  });

  it("the presentation strip's headlines name the catalogue's short label with the unit of the value they show", () => {
    const hs = resolveHeadlines(scenario, withSystemGoodput(defaultHeadlines(scenario)));
    for (const h of hs) {
      const c = headlineColumn(h, [r]);
      expect(c.metric).toBe(h.metric);
      expect(h.short.toLowerCase().endsWith(h.metric.short.toLowerCase())).toBe(true);
      expect(c.unit).toBe(columnFormat(h.metric, [readHeadline(h, r)], rateReference([r])).unit);
    }
  });

  it('the lesson metric reads the catalogue value in its fixed unit, under the catalogue label', () => {
    for (const name of METRIC_NAMES) {
      const d = METRICS[name];
      const m = findMetric(name)!;
      expect(m.id).toBe(d.id);
      expect(d.label).toBe(m.label);
      expect(d.short).toBe(m.short.toLowerCase());
      expect(d.unit).toBe(FIXED_UNIT[m.kind].unit);
      if (m.scope === 'variant') continue;
      const sels = m.scope === 'flow' ? r.flows.map((_, i) => ({ flow: i })) : [{}];
      for (const sel of sels) expect(same(d.read(r, sel), readMetric(m, r, sel) * FIXED_UNIT[m.kind].scale)).toBe(true);
    }
  });
});

describe('no surface shows a figure the catalogue does not hold', () => {
  it('the sweep menu, the replication statistics and the sweep CSV use catalogue metrics only', () => {
    for (const id of REPLICATED_METRICS) expect(findMetric(id)?.scope).toBe('flow');
    const [, sc] = cut('seed000-droptail', 6);
    const csv = parseCsv(sweepCsv([{ config: 'a', value: 1, seed: 1, run: runOnce(sc, 1) }], 'flows.2.start'));
    const fixed = ['config', 'flows.2.start', 'seed', 'flow_number', 'completed'];
    for (const h of csv.header) expect(fixed.includes(h) || METRIC_CATALOGUE.some((m) => m.column === h)).toBe(true);
    expect(csv.rows.map((x) => x[3])).toEqual(['1', '2', '3']);
  });

  it('a planted column or JSON field that is not in the catalogue is caught by the checks every surface passes', () => {
    const r = new Simulation(cut('seed000-droptail', 6)[1]).runToEnd();
    const header = parseCsv(flowsCsv(r)).header;
    expect(uncatalogued(header)).toEqual([]);
    expect(uncatalogued([...header, 'thr_kbit_s'])).toEqual(['thr_kbit_s']);
    const keys = Object.keys((JSON.parse(summaryJson(r)) as { metrics: { run: Record<string, unknown> } }).metrics.run);
    expect(unknownKeys(keys)).toEqual([]);
    expect(unknownKeys([...keys, '3dup'])).toEqual(['3dup']);
  });
});
