import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { describeEdits, editsText } from '../../src/lessons/edit-notes';
import { stepScenario, type Step } from '../../src/lessons/schema';
import { DISCIPLINES, changeDiscipline, disciplineOf } from '../../src/scenario-edit/queue-edit';
import { validateScenario } from '../../src/sim-core/scenario/validate';
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

  it('every flow’s ECN set off where the step leaves it unset (CoDel’s "Use them") is no edit: every flow had it off (bloat trial 11:45, confusion 8)', () => {
    const sc = own();
    sc.tcp = { ...(sc.tcp ?? {}), ecn: false };
    expect(describeEdits(step, sc, step.scenario.preset ?? null)).toEqual({ kind: 'none' });
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

describe('a step whose queues are classes (not in the editor\'s Queue list)', () => {
  it('every step\'s own scenario has no edits, class-based queues too (A/B threw on voice-beside-download)', () => {
    for (const lesson of LESSONS)
      for (const s of lesson.steps) {
        const r = stepScenario(s);
        if (!r.ok) continue;
        expect(describeEdits(s, structuredClone(r.scenario), s.scenario.preset).kind, `${lesson.id}: ${s.title}`).toBe('none');
      }
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

describe('a switched queue is one plain change, without the settings that came with the switch (issue 37, bloat trial 20:10 s21)', () => {
  const voice = LESSONS.find((l) => l.id === 'bufferbloat-voice')!;
  const codelStep = voice.steps[1];
  /** The step's scenario after the editor's Queue menu switch (and any further queue edit), validated as the store does. */
  const switched = (step: Step, to: string, more: Record<string, unknown> = {}): Scenario => {
    const r = stepScenario(step);
    if (!r.ok) throw new Error('step scenario');
    const sc = structuredClone(r.scenario);
    const q = getBottleneck(sc)!.queue;
    setBottleneck(sc, { queue: { ...changeDiscipline(q, to), ...more } as typeof q });
    const v = validateScenario(sc);
    if (!v.ok) throw new Error(v.errors.join('; '));
    return v.scenario;
  };

  it('CoDel → Tail drop reads "Queue CoDel → Tail drop" and nothing else (no config paths, no "Linux 2.4 admission not set → fits")', () => {
    expect(editsText(describeEdits(codelStep, switched(codelStep, 'droptail'), null))).toBe('Queue CoDel → Tail drop');
  });

  it('a setting the student changed after the switch is listed beside it, from the step’s value', () => {
    expect(editsText(describeEdits(codelStep, switched(codelStep, 'pie', { limit: 50 }), null))).toBe('Queue CoDel → PIE; Buffer 1000 → 50 packets');
  });

  it.each(LESSONS.flatMap((l) => l.steps.map((s, k) => [`${l.id} step ${k + 1}`, s] as const)))('%s: every discipline of the Queue menu, switched to, is named in words', (_name, step) => {
    const r = stepScenario(step);
    if (!r.ok) throw new Error('step scenario');
    const q = getBottleneck(r.scenario)?.queue;
    if (!q) return;
    for (const d of DISCIPLINES.filter((x) => x.value !== disciplineOf(q))) {
      const e = describeEdits(step, switched(step, d.value), null);
      expect(e.kind === 'changes' ? e.changes : e, d.value).toEqual([{ label: 'Queue', from: DISCIPLINES.find((x) => x.value === disciplineOf(q))!.label, to: d.label }]);
    }
  });
});
