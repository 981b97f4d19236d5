import { describe, expect, it } from 'vitest';
import { summaryModel } from '../../src/app/summary/summary-model';
import { summaryText } from '../../src/cli/output';
import { compareRows } from '../../src/app/compare/compare-rows';
import { evaluateCheck } from '../../src/lessons/check';
import { formatMetric as lessonFormat } from '../../src/lessons/metrics';
import { presetScenario } from '../../src/scenario-edit/catalog';
import type { FlowKind } from '../../src/sim-core/metric-catalogue/metric';
import { appliesTo, dashReason, describeMetric, METRIC_CATALOGUE, metricsFor, readMetric, windowSpan } from '../../src/sim-core/metric-catalogue/registry';
import type { SimResult } from '../../src/sim-core/scenario/result';
import { Simulation } from '../../src/sim-core/scenario/simulation';

/**
 * A dash says why, in the catalogue's words, where a reader sees it (issue 30: "Loss —" beside
 * "Drops 64" had its reason in a hover-only tooltip); and every figure over the measurement window
 * names its span in its description, from the catalogue.
 */
function run(name: string, duration: number): SimResult {
  const sc = presetScenario(name)!;
  sc.duration = duration;
  return new Simulation(sc).runToEnd();
}

const RUNS: [string, SimResult][] = [
  ['seed000-droptail cut at 6 s (no flow finishes)', run('seed000-droptail', 6)],
  ['voice-fifo ending as its window begins (no packet in the window)', run('voice-fifo', 5)],
  ['voice-fifo, 12 s (a UDP flow beside TCP)', run('voice-fifo', 12)],
  ['seed001-80, 12 s (web traffic)', run('seed001-80', 12)],
];
const GENERIC = dashReason({ ...METRIC_CATALOGUE[0], missing: undefined } as never);
const KINDS: FlowKind[] = ['tcp', 'cbr', 'web'];

describe('the catalogue owns the reason for every dash', () => {
  it('a flow metric names the kinds of flow it exists for', () => {
    for (const m of metricsFor('flow'))
      for (const k of KINDS.filter((x) => !appliesTo(m, x))) expect(dashReason(m, k)).toMatch(/^(TCP flows|UDP flows|web traffic)( and (TCP flows|UDP flows|web traffic))* only/);
    // A TCP flow's loss dash also says why it has none (phone trial 10:00: "Loss —" beside "Drops 64").
    expect(dashReason(metricsFor('flow').find((m) => m.id === 'flow.lossRate')!, 'tcp')).toBe('UDP flows only: a TCP flow sends again what it loses, so its losses are its Drops and Link losses');
    expect(dashReason(metricsFor('flow').find((m) => m.id === 'flow.handshake')!, 'cbr')).toBe('TCP flows only');
  });

  it.each(RUNS)('%s: every figure without a value has its own reason, not the fallback', (_n, r) => {
    for (const m of metricsFor(['link', 'run'])) if (!Number.isFinite(readMetric(m, r))) expect(dashReason(m), m.id).not.toBe(GENERIC);
    r.flows.forEach((f, i) => {
      for (const m of metricsFor('flow')) if (appliesTo(m, f.kind) && !Number.isFinite(readMetric(m, r, { flow: i }))) expect(dashReason(m, f.kind), m.id).not.toBe(GENERIC);
    });
  });

  it.each(RUNS)('%s: the summary gives each dash its reason, and the CLI lists them under its table', (_n, r) => {
    const model = summaryModel(r, true);
    const cli = summaryText(r);
    for (const row of model.rows) {
      if (row.kind === 'web') continue;
      row.cells.forEach((c, k) => {
        const dash = c === null || c.text === '—';
        expect(row.why[k] !== null).toBe(dash);
        if (dash) expect(cli).toContain(row.why[k]!);
      });
    }
  });

  it('a lesson figure that cannot be measured says why, in the catalogue\'s words', () => {
    expect(lessonFormat('flow.elapsed', Number.NaN)).toBe('not measured (the flow has not finished)');
    expect(lessonFormat('flow.oneWayDelayMean', Number.NaN)).toBe('not measured (no packet of the flow arrived in the measurement window)');
  });
});

describe('an unlimited flow never ends: its dash says so on every surface (not "has not finished")', () => {
  const r = run('voice-fifo', 12);
  const elapsed = METRIC_CATALOGUE.find((m) => m.id === 'flow.elapsed')!;

  it('the catalogue: an unlimited TCP flow\'s elapsed and data transmit times never end; a sized one has not finished', () => {
    expect(dashReason(elapsed, 'tcp', null)).toBe('never ends (an unlimited transfer)');
    expect(dashReason(METRIC_CATALOGUE.find((m) => m.id === 'flow.dataTransmit')!, 'tcp', null)).toBe('never ends (an unlimited transfer)');
    expect(dashReason(elapsed, 'tcp', 46720)).toBe('the flow has not finished');
    expect(dashReason(elapsed, 'cbr', null)).toBe('TCP flows only');
  });

  it('the Explore summary shows a dash (not "unlimited") with that reason; the CLI table says "unlimited" bytes, one dash character and the same reason', () => {
    const model = summaryModel(r, true);
    const k = model.formats.findIndex((f) => f.metric.id === 'flow.elapsed');
    for (const row of model.rows.filter((x) => x.kind === 'tcp')) {
      expect(row.cells[k]!.text).toBe('—');
      expect(row.why[k]).toBe('never ends (an unlimited transfer)');
    }
    const cli = summaryText(r);
    expect(cli).toContain('elapsed (s): never ends (an unlimited transfer) (flows 1, 2, 3, 4)');
    expect(cli).not.toMatch(/\binf\b/);
    expect(cli).not.toMatch(/ - | -$/m);
    expect(cli.split('\n').find((l) => l.startsWith('1. bulk 1'))).toMatch(/ unlimited /);
    expect(cli).toContain('bytes: a UDP flow sends at a set rate for a set time, not a set number of bytes (flow 5)');
  });

  it('the A/B rows give an unlimited flow\'s elapsed-time dash the same reason', () => {
    const rows = compareRows(r, r).filter((x) => x.metric.id === 'flow.elapsed');
    expect(rows.length).toBe(4);
    for (const x of rows) expect(dashReason(x.metric, x.flow!.kind, x.flow!.size[0])).toBe('never ends (an unlimited transfer)');
  });
});

describe('a figure over the measurement window names its span in every description', () => {
  const r = run('voice-fifo', 12);
  it('the catalogue\'s description of a window figure holds the run\'s span; others keep their own window', () => {
    for (const m of METRIC_CATALOGUE) {
      const text = describeMetric(m, r);
      expect(text.startsWith(m.definition)).toBe(true);
      if (m.window === 'the measurement window') expect(text).toContain(`over the measurement window, ${windowSpan(r)} of the run's 0.00–12.00 s`.replace(/^over/, 'Over'));
      else expect(text).toContain(`Over ${m.window}.`);
    }
    expect(windowSpan(r)).toBe('5.00–12.00 s');
  });

  it("a lesson check's figures carry that description for their tooltip", () => {
    const v = evaluateCheck({ run: { compare: { metric: 'flow.oneWayDelayMean', flow: 4 }, op: '<', value: 1000 } }, r);
    expect(v.figures[0].about).toContain('Over the measurement window, 5.00–12.00 s');
    const u = evaluateCheck({ run: { compare: { metric: 'link.utilization' }, op: '>', value: 1 } }, r);
    expect(u.figures[0].about).toBe(describeMetric(METRIC_CATALOGUE.find((m) => m.id === 'link.utilization')!, r));
  });
});
