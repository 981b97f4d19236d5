import { describe, expect, it } from 'vitest';
import { compareRows, formatDiff, formatValue, headlineRows, labelWithUnit, oneUnitPerMetric } from '../../src/app/compare/compare-rows';
import { delayRows } from '../../src/app/compare/delay-rows';
import { summaryModel } from '../../src/app/summary/summary-model';
import { summaryText } from '../../src/cli/output';
import { headlineColumn, resolveHeadlines } from '../../src/headlines/headlines';
import { perFlowLine } from '../../src/headlines/per-flow-line';
import { evaluateCheck } from '../../src/lessons/check';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { columnFormat, metricById, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import type { SimResult } from '../../src/sim-core/scenario/result';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { Simulation } from '../../src/sim-core/scenario/simulation';

/**
 * One unit per column on every surface that shows a per-flow table (issue 30): a bulk TCP flow
 * near 10 Mbit/s beside a UDP flow a thousand times slower. Each metric's column takes one
 * display unit for the whole table, from the catalogue's kind and the column's largest value,
 * named in its head; the cells are plain numbers.
 */
function scenario(cbrRate: number): Scenario {
  const sc = presetScenario('voice-fifo')! as Scenario;
  const voice = sc.flows[4];
  if (voice.kind !== 'cbr') throw new Error('voice-fifo: flow 5 is no longer the UDP flow');
  return { ...sc, flows: [sc.flows[0], { ...voice, start: 1, rate: cbrRate, packetSize: 100, duration: 7 }], duration: 8 };
}
const run = (cbrRate: number): SimResult => new Simulation(scenario(cbrRate)).runToEnd();

/** A plain number: digits, a point, digits; a true minus; no unit. */
const PLAIN = /^[−]?\d+(\.\d+)?$/;
/** A signed difference in the row's unit. */
const SIGNED = /^[+−±]\d+(\.\d+)?$/;
const UNITS = /bit\/s|\bB\b|\bms\b|\bs\b|%|pkts|packets/;

describe('one unit per column: flows whose goodput spans a factor of 1000', () => {
  const a = run(2_400);
  const b = run(1_200);
  const flows = scenario(2_400);
  const goodput = metricById('flow.goodput');
  const values = [0, 1].map((i) => readMetric(goodput, a, { flow: i }));

  it('the run really spans a factor of 1000 (else the test would prove nothing)', () => {
    expect(values[0] / values[1]).toBeGreaterThan(500);
    expect(values[0]).toBeGreaterThan(1e6);
    expect(values[1]).toBeLessThan(20e3);
  });

  it('the catalogue picks the unit of the largest value and enough digits for the smallest', () => {
    const c = columnFormat(goodput, values);
    expect(c.unit).toBe('Mbit/s');
    expect(c.head).toBe('Goodput (Mbit/s)');
    const cells = values.map(c.cell);
    for (const t of cells) expect(t).toMatch(PLAIN);
    // Both cells carry the same number of decimals, and the slow flow keeps two significant digits.
    expect(new Set(cells.map((t) => t.split('.')[1]?.length)).size).toBe(1);
    expect(Number(cells[1].replace('−', '-'))).toBeCloseTo(values[1] / 1e6, 4);
    expect(cells[1]).toMatch(/^0\.00\d\d/);
  });

  it('Explore summary: every column has one unit, named in its head; the cells are plain numbers', () => {
    const model = summaryModel(a, true);
    model.columns.forEach((m, k) => {
      const f = model.formats[k];
      expect(f.head.startsWith(m.short)).toBe(true);
      expect(f.head === m.short || f.head === `${m.short} (${f.unit})`).toBe(true);
      for (const row of model.rows) {
        const c = row.cells[k];
        if (c === null || !Number.isFinite(c.value)) continue;
        expect(c.text).toMatch(PLAIN);
        expect(c.text).not.toMatch(UNITS);
      }
    });
    const k = model.columns.indexOf(goodput as never);
    expect(model.formats[k].unit).toBe('Mbit/s');
  });

  it('A/B rows: every row of a metric has the same unit, named in its label; A, B and B − A are plain numbers', () => {
    const rows = oneUnitPerMetric([...headlineRows(resolveHeadlines(flows, [{ metric: 'flow.goodput', flow: 2 }]), a, b), ...compareRows(a, b), ...delayRows(a, b)], [a, b]);
    const unitOf = new Map<string, Set<string>>();
    for (const r of rows) {
      unitOf.set(r.metric.id, (unitOf.get(r.metric.id) ?? new Set()).add(r.format.unit));
      for (const v of [r.a, r.b]) if (Number.isFinite(v)) expect(formatValue(r, v)).toMatch(PLAIN);
      if (Number.isFinite(r.diff)) expect(formatDiff(r, r.diff)).toMatch(SIGNED);
      expect(labelWithUnit(r)).toBe(r.format.unit ? `${r.label} (${r.format.unit})` : r.label);
    }
    for (const [, units] of unitOf) expect(units.size).toBe(1);
    expect([...unitOf.get('flow.goodput')!]).toEqual(['Mbit/s']);
    // The headline row of the slow flow shares the unit of the fast flow's row.
    const head = rows.find((r) => r.group === 'Headline numbers')!;
    expect(formatValue(head, head.a)).toMatch(/^0\.00\d/);
  });

  it("lesson metrics: the per-flow line names the unit once; a sweep's figures carry their number apart from the column's unit", () => {
    const line = perFlowLine(a)!;
    expect(line.label).toMatch(/^Goodput \(Mbit\/s\) over \d/);
    for (const part of line.text.split(' · ')) expect(part.split(' ').at(-1)).toMatch(PLAIN);
    const v = evaluateCheck({ sweep: { param: 'flows.1.rate', values: [1, 2] }, stat: 'max', of: { metric: 'flow.goodput', flow: 0 }, op: '>', value: 0 }, null, [
      { value: 1, result: a },
      { value: 2, result: run(9e6) },
    ]);
    const table = v.figures.filter((f) => f.at !== undefined);
    expect(table).toHaveLength(2);
    // The summary table's rule (the column's largest value: a bulk flow near 9 Mbit/s), so a
    // check's figures read as the summary beside it does (phone trial: 0.37 Mbit/s, then 596 kbit/s).
    expect(new Set(table.map((f) => f.unit))).toEqual(new Set(['Mbit/s']));
    for (const f of table) expect(f.number).toMatch(PLAIN);
  });

  it('presentation strip: A and B under one headline share one unit, named in the label', () => {
    const [h] = resolveHeadlines(flows, [{ metric: 'flow.goodput', flow: 2 }]);
    const fast = run(9e6);
    const c = headlineColumn(h, [fast, a]);
    expect(c.unit).toBe('Mbit/s');
    expect(c.cell(readMetric(goodput, a, { flow: 1 }))).toMatch(/^0\.00\d/);
    expect(c.cell(readMetric(goodput, fast, { flow: 1 }))).toMatch(PLAIN);
  });

  it('CLI table: the head names each column\'s unit once and every cell is a plain number or a dash', () => {
    const lines = summaryText(a).split('\n');
    const head = lines.find((l) => l.startsWith('flow'))!;
    expect(head).toContain('goodput (Mbit/s)');
    expect(head).toContain('one-way delay (ms)');
    for (const row of lines.slice(lines.indexOf(head) + 2, lines.indexOf(head) + 4)) {
      const cells = row.trim().split(/\s{2,}/).slice(4);
      for (const c of cells) expect(c === '-' || c === '—' || c === 'inf' || PLAIN.test(c) || /^(unlimited|not done)$/.test(c)).toBe(true);
    }
  });
});
