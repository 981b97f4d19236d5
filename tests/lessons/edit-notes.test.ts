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
