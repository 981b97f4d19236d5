/**
 * Issue 30, item 2: every CSV file the app and the CLI write neutralises a text cell a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR at its start) and leaves numbers, negative ones too,
 * as numbers. Each file is written here by the code that writes it for people (the app's export
 * functions; the CLI itself, in a temporary folder) from a scenario whose names are formulas.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryTable, toCsv } from '../../src/app/export/csv';
import { cwndCsv, delayCsv, queueCsv, seqCsv, throughputCsv } from '../../src/app/plots/csv-tables';
import { RunData } from '../../src/app/results/run-data';
import { sweepCsv } from '../../src/app/sweep/sweep-csv';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { runSweep } from '../../src/sim-core/experiments/sweep';
import { webBatchCsv, type WebRunSummary } from '../../src/sim-core/experiments/web-batch';
import { StreamingRun } from '../../src/worker/streaming-run';
import { sim } from '../cli/sim-cli-helpers';
import { csvCells as cells } from '../helpers/csv';

const FORMULAS = ['=HYPERLINK("http://example.com","click")', '+SUM(1,2)', '-2+3', '@cmd'];

/**
 * No cell starts a formula: a cell starting with "-" is a number; =, +, @, tab, CR never start one.
 * `names` must appear, neutralised (prefixed with '), so the check cannot pass by leaving them out.
 * Returns how many negative numbers the file holds.
 */
function expectSafe(file: string, text: string, names: readonly string[]): number {
  let negatives = 0;
  const all = cells(text);
  for (const row of all)
    for (const c of row) {
      if (/^[=+@\t\r]/.test(c)) expect.fail(`${file}: formula cell ${JSON.stringify(c)}`);
      if (c.startsWith('-')) {
        expect(Number.isFinite(Number(c)), `${file}: "${c}" starts with - and is not a number`).toBe(true);
        negatives++;
      }
    }
  const flat = all.flat();
  for (const n of names) expect(flat, `${file} holds ${n}, neutralised`).toContain(`'${n}`);
  return negatives;
}

/** seed000-droptail with its flows and itself named as formulas (and a short run). */
function hostile() {
  const sc = presetScenario('seed000-droptail')!;
  sc.name = FORMULAS[0];
  sc.duration = 6;
  sc.flows.forEach((f, i) => (f.name = FORMULAS[(i + 1) % FORMULAS.length]));
  return sc;
}
const FLOW_NAMES = [FORMULAS[1], FORMULAS[2], FORMULAS[3]];

describe('every CSV file neutralises formulas and keeps numbers', () => {
  it('the app: the summary CSV and each plot\'s CSV', () => {
    const sc = hostile();
    let clock = 0;
    const run = new StreamingRun(1, sc, () => (clock += 1));
    const data = new RunData(1, sc);
    while (!run.finished) data.append(run.step(2));
    expectSafe('summary.csv', toCsv(summaryTable(data)), FLOW_NAMES);
    for (const [name, table] of Object.entries({ queue: queueCsv, delay: delayCsv, cwnd: cwndCsv, seq: seqCsv, throughput: throughputCsv })) {
      const t = table(data);
      expectSafe(`${name}.csv`, toCsv(t), []);
    }
  });

  it('the app: the sweep CSV (configuration names as formulas)', () => {
    const rows = runSweep({ configs: [{ name: FORMULAS[0], scenario: hostile() }, { name: '-red', scenario: hostile() }], param: 'flows.2.start', values: [1, 2], replications: 1 });
    expectSafe('sweep.csv', sweepCsv(rows, 'flows.2.start'), [FORMULAS[0], '-red']);
  });

  it('the web batch CSV: labels as formulas, rounded figures still numbers', () => {
    const dir = { utilization: 0.91234567, lossRate: 0.0123456, meanQueue: 12.345, marks: 3, forcedDrops: 0, earlyDrops: 1 };
    const row = { load: 0.8, queue: 'dt148', variant: 'reno', label: '=cmd|x', forward: dir, reverse: dir, started: 10, completed: 9, withLoss: 1, responseTimes: Float64Array.of(0.1, 0.3), responseBytes: Float64Array.of(1000, 2000), events: 5 } as unknown as WebRunSummary;
    const text = webBatchCsv([row]);
    expectSafe('web-batch.csv', text, ['=cmd|x']);
    expect(cells(text)[1][4]).toBe('0.9123');
  });

  it('the CLI: --out flows.csv, run.csv and series; sweep --out and --summary; flatten', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-formula-'));
    const file = join(dir, 'hostile.json');
    writeFileSync(file, JSON.stringify(hostile()));
    const out = join(dir, 'run');
    const single = sim(file, '--out', out);
    expect(single.code, single.err).toBe(0);
    const written = readdirSync(out).filter((f) => f.endsWith('.csv'));
    expect(written).toEqual(expect.arrayContaining(['flows.csv', 'run.csv']));
    for (const f of written) expectSafe(f, readFileSync(join(out, f), 'utf8'), f === 'flows.csv' ? FLOW_NAMES : []);

    const sweepOut = join(dir, 'sweep.csv');
    const summary = join(dir, 'summary.csv');
    const jsonl = join(dir, 'sweep.jsonl');
    const sw = sim('sweep', file, '--param', 'flows.2.start', '--values', '1,2', '--reps', '2', '--out', sweepOut, '--summary', summary, '--jsonl', jsonl, '--allow-incomplete');
    expect(sw.code, sw.err).toBe(0);
    expectSafe('sweep --out', readFileSync(sweepOut, 'utf8'), FLOW_NAMES);
    expectSafe('sweep --summary', readFileSync(summary, 'utf8'), [FORMULAS[3]]);
    const flat = join(dir, 'flat.csv');
    const fl = sim('flatten', jsonl, '--out', flat);
    expect(fl.code, fl.err).toBe(0);
    expectSafe('flatten', readFileSync(flat, 'utf8'), FLOW_NAMES);
  }, 180_000);
});
