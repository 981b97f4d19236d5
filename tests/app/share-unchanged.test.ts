import { describe, expect, it } from 'vitest';
import { shareUnchanged } from '../../src/app/util/share-unchanged';
import { useScenarioStore } from '../../src/app/state/scenario-store';

describe('structural sharing of edited scenarios', () => {
  it('keeps the identity of every unchanged part and gives changed parts new objects', () => {
    const prev = { a: { x: 1, y: [1, 2, { z: 3 }] }, b: { c: 'same' }, d: [1, 2] };
    const next = structuredClone(prev);
    (next.a.y[2] as { z: number }).z = 4;
    const out = shareUnchanged(prev, next);
    expect(out).toEqual(next);
    expect(out.b).toBe(prev.b);
    expect(out.d).toBe(prev.d);
    expect(out.a).not.toBe(prev.a);
    expect(out.a.y).not.toBe(prev.a.y);
    expect(out.a.y[0]).toBe(1);
    expect(out.a.y[2]).not.toBe(prev.a.y[2]);
  });

  it('returns prev itself when nothing changed, and next when the shape changed', () => {
    const prev = { a: [1, 2], b: { c: null } };
    expect(shareUnchanged(prev, structuredClone(prev))).toBe(prev);
    const longer = { a: [1, 2, 3], b: { c: null } };
    const out = shareUnchanged(prev, longer);
    expect(out.a).toEqual([1, 2, 3]);
    expect(out.b).toBe(prev.b);
    const fewerKeys = { a: [1, 2] };
    expect(shareUnchanged(prev, fewerKeys)).not.toBe(prev);
    expect(shareUnchanged(prev, fewerKeys)).toEqual(fewerKeys);
  });

  it('an edit of a queue threshold in the store keeps the flows (and the errors list) the same objects', () => {
    const s = useScenarioStore.getState();
    expect(s.loadPreset('dumbbell-red')).toBe(true);
    const before = useScenarioStore.getState();
    useScenarioStore.getState().edit((d) => {
      if (d.topology.kind === 'dumbbell' && d.topology.bottleneck.queue.type === 'red') d.topology.bottleneck.queue.minTh = 20;
    });
    const after = useScenarioStore.getState();
    expect(after.valid).not.toBeNull();
    expect(after.valid).not.toBe(before.valid);
    expect(after.draft.flows).toBe(before.draft.flows);
    expect(after.valid!.flows).toBe(before.valid!.flows);
    expect(after.errors).toBe(before.errors);
    const q = after.valid!.topology.kind === 'dumbbell' ? after.valid!.topology.bottleneck.queue : null;
    expect(q && q.type === 'red' ? q.minTh : null).toBe(20);
    // An edit that changes nothing leaves the valid scenario as it was (no new run).
    useScenarioStore.getState().edit(() => {});
    expect(useScenarioStore.getState().valid).toBe(after.valid);
  });
});
