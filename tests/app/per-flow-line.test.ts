import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { summaryModel } from '../../src/app/summary/summary-model';
import { PER_FLOW_METRIC, perFlowLine } from '../../src/headlines/per-flow-line';
import { dumbbell } from '../../src/sim-core/scenario/presets';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { lessonUnit } from '../../src/lessons/metrics';

describe('the one-line per-flow answer under a lesson check', () => {
  it('Vegas and Reno: each flow\'s goodput, in the summary table\'s own words and order', () => {
    const r = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
    const model = summaryModel(r, true);
    const line = perFlowLine(r)!;
    const k = model.columns.findIndex((m) => m.id === PER_FLOW_METRIC);
    const expected = model.rows.map((row) => `${row.identity.name} ${row.cells[k]!.text}`).join(' · ');
    expect(line.text).toBe(expected);
    // One unit for both flows, named once in the label (the summary's column head has it too).
    expect(line.text).toMatch(/^Vegas1 0\.\d{2,3} · Reno1 \d\.\d{2,3}$/);
    // Named as the summary names the same figure: its column head and its "Rates over" interval.
    expect(model.formats[k].head).toBe('Goodput (Mbit/s)');
    expect(new Set(model.rows.map((row) => row.rateWindow)).size).toBe(1);
    expect(line.label).toBe(`Goodput (Mbit/s) over ${model.rows[0].rateWindow}`);
    expect(line.label).toBe('Goodput (Mbit/s) over 0.00–100.00 s (window)');
  });
  it('one flow answers no comparison: no line', () => {
    const sc = validateScenario(dumbbell(1, 'droptail'));
    if (!sc.ok) throw new Error('invalid');
    const r = new Simulation({ ...sc.scenario, duration: 3 }).runToEnd();
    expect(perFlowLine(r)).toBeNull();
  });
});

describe('one rate unit for every run of a scenario (phone trial 20:10)', () => {
  it('Vegas meets Reno, tail drop then Gentle RED 4/6 on the same 1.5 Mbit/s link: goodput in Mbit/s both times, in the line, the summary and the A/B table', () => {
    const tailDrop = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
    const red = new Simulation(presetScenario('seed002-a-vr-red')!).runToEnd();
    // The trial saw "Goodput (Mbit/s) … 0.31 · 1.11" in step 1 and "Goodput (kbit/s) … 636.6 · 785.1" in step 2.
    for (const r of [tailDrop, red]) {
      expect(perFlowLine(r)!.label).toMatch(/^Goodput \(Mbit\/s\)/);
      const model = summaryModel(r, true);
      expect(model.formats[model.columns.findIndex((m) => m.id === PER_FLOW_METRIC)].unit).toBe('Mbit/s');
    }
    expect(perFlowLine(red)!.text).toMatch(/^Vegas1 0\.\d{2,3} · Reno1 0\.\d{2,3}$/);
    const ab = summaryRows([], red, red).rows.filter((row) => row.metric.id === PER_FLOW_METRIC);
    expect(ab.length).toBe(2);
    for (const row of ab) expect(row.format.unit).toBe('Mbit/s');
    // A lesson check's figures too: its unit for step 2's run alone (Vegas 0.64, Reno 0.79 Mbit/s) is Mbit/s.
    for (const name of ['flow.goodput', 'flow.windowGoodput'] as const) expect(lessonUnit(name, [red]).unit).toBe('Mbit/s');
  });
});
