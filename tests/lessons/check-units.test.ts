/**
 * One display unit per metric in a lesson (issue 37; phone trial 06:30: goodput "0.37 Mbit/s" in
 * one check and "596.0 kbit/s" in the next; bufferbloat trial: "9422.1 kbit/s" in a check beside
 * the summary's 9.42 Mbit/s): a check shows a rate in the unit the summary's column (and the
 * per-flow line under the check) gives it, and its threshold in the same unit.
 */
import { CALL_DELAY_BAR_MS } from '../../src/sim-core/metrics/call-delay-bar';
import { describe, expect, it } from 'vitest';
import { evaluateCheck, type Check } from '../../src/lessons/check';
import { LESSONS } from '../../src/lessons/catalogue';
import { summaryOnly } from '../../src/lessons/run-check';
import { stepScenario } from '../../src/lessons/schema';
import { perFlowLine } from '../../src/headlines/per-flow-line';
import { columnFormat, metricById, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { runScenario } from '../../src/sim-core/scenario/run';

const lesson = (id: string) => LESSONS.find((l) => l.id === id)!;
function runStep(id: string, k: number) {
  const b = stepScenario(lesson(id).steps[k]);
  if (!b.ok) throw new Error(b.error);
  return runScenario(summaryOnly(b.scenario));
}

describe('a check shows each rate in the summary’s unit', () => {
  it('system goodput reads as the summary has it (9.42 Mbit/s, not 9422.1 kbit/s), in the CoDel step', () => {
    const r = runStep('bufferbloat-voice', 1);
    const v = evaluateCheck(lesson('bufferbloat-voice').steps[1].check!.test, r);
    const goodput = v.figures.find((f) => f.label === 'system goodput' || /system goodput/i.test(f.label))!;
    // As the summary's column shows it (the catalogue's column format of the value).
    const column = columnFormat(metricById('run.systemGoodput'), [readMetric('run.systemGoodput', r)]);
    expect(goodput.value).toBe(`${column.cell(readMetric('run.systemGoodput', r))} ${column.unit}`);
    expect(goodput.value).toBe('9.42 Mbit/s');
  });

  it('a flow’s goodput in a check and in the per-flow line under it: one unit, the same number', () => {
    const r = runStep('vegas-meets-reno', 0);
    const check: Check = { run: { compare: { metric: 'flow.goodput', flow: 0 }, op: '>', value: 500 }, show: [{ metric: 'flow.goodput', flow: 1 }] };
    const v = evaluateCheck(check, r);
    const line = perFlowLine(r)!;
    expect(line.label).toMatch(/Mbit\/s/);
    for (const f of v.figures) expect(f.unit).toBe('Mbit/s');
    const [vegas, reno] = line.text.split(' · ').map((p) => p.split(' ').pop());
    expect(v.figures[0].number).toBe(vegas);
    expect(v.figures[1].number).toBe(reno);
    // The threshold (500 kbit/s in the lesson file) in the same unit.
    expect(v.figures[0].needs).toBe('> 0.5 Mbit/s');
  });

  it('a small rate among large ones keeps three significant digits, as it reads on its own (the voice flow beside the downloads: 0.0707 Mbit/s, elsewhere 70.7 kbit/s; 0.071 was taken for another number)', () => {
    const r = runStep('bufferbloat-voice', 0);
    const v = evaluateCheck(lesson('bufferbloat-voice').steps[0].check!.test, r);
    const voice = v.figures.find((f) => /voice/.test(f.label) && f.unit?.endsWith('bit/s'))!;
    expect(voice.value).toBe('0.0707 Mbit/s');
  });

  it('delays stay in ms and shares in % (one unit each)', () => {
    const r = runStep('bufferbloat-voice', 1);
    const v = evaluateCheck(lesson('bufferbloat-voice').steps[1].check!.test, r);
    expect(v.figures[0].unit).toBe('ms');
    expect(v.figures[0].needs).toBe(`< ${CALL_DELAY_BAR_MS} ms`);
    expect(v.figures[1].needs).toBe('> 95 %');
  });
});
