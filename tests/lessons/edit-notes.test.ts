import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { describeEdits, editsText } from '../../src/lessons/edit-notes';
import { stepScenario } from '../../src/lessons/schema';
import type { Scenario } from '../../src/sim-core';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';

const step = LESSONS.find((l) => l.id === 'vegas-meets-reno')!.steps[1];
const own = (): Scenario => {
  const r = stepScenario(step);
  if (!r.ok) throw new Error('step scenario');
  return structuredClone(r.scenario);
};

describe('what a student changed, in words', () => {
  it('RED thresholds and ECN switched on (the editor also sets every flow’s ECN, a setting the step leaves unset) are named, not "flows or links added or removed"', () => {
    const sc = own();
    const q = getBottleneck(sc)!.queue;
    setBottleneck(sc, { queue: { ...q, minTh: 2, maxTh: 4, ecn: true } as typeof q });
    sc.tcp = { ...(sc.tcp ?? {}), ecn: true };
    const text = editsText(describeEdits(step, sc, step.scenario.preset ?? null));
    expect(text).toContain('ECN false → true');
    expect(text).toContain('min_th 4 → 2 packets');
    expect(text).toContain('TCP ECN (every flow) not set → true');
    expect(text).not.toContain('added or removed');
  });

  it('a flow added is still "flows or links added or removed"', () => {
    const sc = own();
    sc.flows.push(structuredClone(sc.flows[0]));
    expect(editsText(describeEdits(step, sc, step.scenario.preset ?? null))).toBe('flows or links added or removed');
  });

  it('the step’s own scenario has no edits', () => {
    expect(describeEdits(step, own(), step.scenario.preset ?? null)).toEqual({ kind: 'none' });
  });
});

describe('an edit is said in the unit its editor field shows', () => {
  const voice = LESSONS.find((l) => l.id === 'bufferbloat-voice')!;
  const pie = voice.steps[2];
  const pieOwn = (): Scenario => {
    const r = stepScenario(pie);
    if (!r.ok) throw new Error('step scenario');
    return structuredClone(r.scenario);
  };

  it('PIE’s target in ms (the field is in ms), not "0.015 → 0.2 s"', () => {
    const sc = pieOwn();
    const q = getBottleneck(sc)!.queue;
    setBottleneck(sc, { queue: { ...q, target: 0.2 } as typeof q });
    expect(editsText(describeEdits(pie, sc, pie.scenario.preset ?? null))).toBe('Target 15 → 200 ms');
  });

  it('rates in kbit/s and the bottleneck delay in ms, as the editor shows them', () => {
    const sc = pieOwn();
    setBottleneck(sc, { rate: 5e6, delay: 0.03 });
    const f = sc.flows[4];
    if (f.kind !== 'cbr') throw new Error('the voice flow is a CBR flow');
    sc.flows[4] = { ...f, rate: 64_000 };
    const text = editsText(describeEdits(pie, sc, pie.scenario.preset ?? null));
    expect(text).toContain('Bottleneck rate 10000 → 5000 kbit/s');
    expect(text).toContain('Bottleneck propagation delay 20 → 30 ms');
    expect(text).toContain('flow 5 (voice) rate 80 → 64 kbit/s');
  });

  it('thresholds alone (Vegas step 3) are named, not "flows or links added or removed" (phone trial s34)', () => {
    const s3 = LESSONS.find((l) => l.id === 'vegas-meets-reno')!.steps[2];
    const r = stepScenario(s3);
    if (!r.ok) throw new Error('step scenario');
    const sc = structuredClone(r.scenario);
    const q = getBottleneck(sc)!.queue;
    setBottleneck(sc, { queue: { ...q, minTh: 2, maxTh: 4 } as typeof q });
    expect(editsText(describeEdits(s3, sc, s3.scenario.preset ?? null))).toBe('min_th 10 → 2 packets; max_th 18 → 4 packets');
  });
});
