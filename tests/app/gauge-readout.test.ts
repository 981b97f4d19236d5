/**
 * The discipline-state readout: the bottleneck's gauges at a time, read from the streamed queue
 * series (CoDel's dropping state and count, PIE's probability), and the queueing-delay series
 * streamed beside them.
 */
import { describe, expect, it } from 'vitest';
import { formatGauge, gaugeLines } from '../../src/app/plots/gauge-readout';
import { glossaryTip } from '../../src/glossary/glossary';
import { ResultsStore } from '../../src/app/results/results-store';
import { bufferbloat } from '../../src/sim-core/scenario/bufferbloat-presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { StreamingRun } from '../../src/worker/streaming-run';
import { streamed as streamedPreset } from '../helpers/streamed-run';
import { queueDiscipline } from '../../src/sim-core';

function streamed(queue: 'codel' | 'pie') {
  const v = validateScenario({ ...bufferbloat(queue), duration: 8 });
  if (!v.ok) throw new Error(v.errors.join('; '));
  let t = 0;
  const run = new StreamingRun(1, v.scenario, () => (t += 1));
  const store = new ResultsStore();
  store.begin(1, v.scenario);
  while (!run.finished) store.receive(run.step(2));
  return { data: store.current!, scenario: v.scenario };
}

describe('discipline state readout', () => {
  it('CoDel: dropping state, count, time to the next drop and sojourn at the cursor, as recorded', () => {
    const { data } = streamed('codel');
    const q = data.bottleneck!.data!.queue;
    // A time at which CoDel was dropping, and the row in force then.
    let i = 0;
    while (i < q.length && !(q.cols.dropping[i] === 1 && q.cols.count[i] >= 2)) i++;
    expect(i).toBeLessThan(q.length);
    const lines = gaugeLines(data, q.cols.t[i]);
    expect(lines.map((l) => l.key)).toEqual(['dropping', 'count', 'dropNext', 'sojourn']);
    const at = Object.fromEntries(lines.map((l) => [l.key, l.text]));
    expect(at.dropping).toBe('yes');
    // While dropping, what count does, in plain words after it.
    expect(at.count).toBe(`${q.cols.count[i]} (count) — drops come interval ÷ √count apart, sooner as it grows`);
    expect(at.dropNext).toMatch(/^\d+\.\d ms$/); // within an interval (100 ms)
    // Instant mode (cursor at infinity) reads the last row.
    expect(gaugeLines(data, Number.POSITIVE_INFINITY).find((l) => l.key === 'count')!.text).toMatch(new RegExp(`^${q.cols.count[q.length - 1]} \\(count\\)`));
    // Each line carries a glossary term with a plain-words tip (the readout's tooltip).
    for (const l of lines) expect(glossaryTip(l.glossary), l.key).not.toBe('');
  });

  it('CoDel and RED read as plain phrases first, the paper\'s symbol after the value (phone trial 20:20: "CoDel dropping (1 = yes) 0 · CoDel count 3", "max_p 10.00 % · count 21 · p_a 0.00 %")', () => {
    const { data } = streamed('codel');
    const q = data.bottleneck!.data!.queue;
    let i = 0;
    while (i < q.length && !(q.cols.dropping[i] === 0 && q.cols.count[i] >= 1)) i++;
    const codel = gaugeLines(data, q.cols.t[i]).map((l) => l.line);
    expect(codel[0]).toBe('CoDel in its dropping state: no');
    expect(codel[1]).toBe(`drops since it last started dropping ${q.cols.count[i]} (count)`);
    // Not dropping, no drop is due: no "next drop due in" (it read "0.0 ms", bloat trial 02:20).
    expect(codel[2]).toMatch(/^last packet waited \d+\.\d ms \(sojourn\)$/);
    expect(codel).toHaveLength(3);
    // seed 000's RED run, its readout at 3 s.
    const words = gaugeLines(streamedPreset('seed000-red', 4), 3).map((l) => l.line);
    expect(words[0]).toBe('highest early-drop probability 10.00 % (max_p)');
    expect(words[1]).toMatch(/^packets since last early drop -?\d+ \(count\)$/);
    expect(words[2]).toMatch(/^drop probability now \d+\.\d\d % \(p_a\)/);
  });

  it('PIE: the drop probability as a percentage', () => {
    const { data } = streamed('pie');
    const lines = gaugeLines(data, 7.5);
    expect(lines.map((l) => l.key)).toEqual(['dropProb', 'qdelay']);
    expect(lines[0].text).toMatch(/^\d+\.\d\d %$/);
  });

  // Bloat trial 02:20, confusion 2: "CoDel drops counted for its rate 3 (count) · next CoDel drop
  // in 0.0 ms" read as jargon. Each gauge of CoDel, PIE and FQ-CoDel is said in words a student
  // reads once: no "counted for its rate", no bare "active flow queues", the symbol after the value.
  it('CoDel\'s, PIE\'s and FQ-CoDel\'s gauges are said in plain words (bloat trial 02:20)', () => {
    const words = (type: string) => queueDiscipline(type).gauges.map((g) => g.label);
    expect(words('codel')).toEqual(['CoDel in its dropping state', 'drops since it last started dropping', 'next drop due in', 'last packet waited']);
    expect(words('pie')).toEqual(['PIE drop probability now', 'queue delay PIE estimates']);
    expect(words('fq-codel')).toEqual(['flows with packets waiting in FQ-CoDel']);
    const pie = gaugeLines(streamed('pie').data, 7.5).map((l) => l.line);
    expect(pie[0]).toMatch(/^PIE drop probability now \d+\.\d\d %$/);
    expect(pie[1]).toMatch(/^queue delay PIE estimates \d+\.\d ms$/);
  });

  it('the streamed queueing-delay series equals a whole run’s own', () => {
    const { data, scenario } = streamed('codel');
    // The streaming run hands its rows over as it sends them, so the reference is a run of its own.
    const r = runScenario(scenario);
    const whole = r.links[r.aggregate.bottleneck].series!.sojourn;
    const s = data.bottleneck!.data!.sojourn;
    expect(s.length).toBe(whole.t.length);
    expect(Array.from(s.cols.delay.subarray(0, s.length))).toEqual(Array.from(whole.delay));
  });

  it('formats probabilities, counts and times', () => {
    expect(formatGauge('probability', 0.0123)).toBe('1.23 %');
    expect(formatGauge('count', 6.9999)).toBe('7');
    expect(formatGauge('seconds', 0.0052)).toBe('5.2 ms');
    expect(formatGauge('seconds', 12.3456)).toBe('12.346 s');
    expect(formatGauge('state', 0)).toBe('no');
    expect(formatGauge('state', 1)).toBe('yes');
  });
});
