import { describe, expect, it } from 'vitest';
import { setLeafFromText as applyOverride, diffLeaves, flattenLeaves, parseLeaf } from '../../src/sim-core/scenario/overrides';

describe('readable overrides', () => {
  it('flattens to dotted paths', () => {
    const m = flattenLeaves({ a: 1, b: { c: [true, null] }, d: [], e: 'x', u: undefined });
    expect([...m.keys()]).toEqual(['a', 'b.c.0', 'b.c.1', 'd', 'e']);
  });

  it('diffs same-shaped values and refuses shape changes', () => {
    expect(diffLeaves({ a: 1, b: [1, 2] }, { a: 2, b: [1, 2] })).toEqual([['a', 2]]);
    expect(diffLeaves({ a: null }, { a: 5 })).toEqual([['a', 5]]);
    expect(diffLeaves({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2, 3] })).toBeNull();
    expect(diffLeaves({ a: 1 }, { a: 1, z: 2 })).toBeNull();
    expect(diffLeaves({ a: 1 }, { a: 'x' })).toBeNull();
  });

  it('parses values by the type they replace', () => {
    expect(parseLeaf('2.5', 1)).toEqual({ ok: true, value: 2.5 });
    expect(parseLeaf('null', 1)).toEqual({ ok: true, value: null });
    expect(parseLeaf('', 1).ok).toBe(false);
    expect(parseLeaf('Infinity', 1).ok).toBe(false);
    expect(parseLeaf('true', false)).toEqual({ ok: true, value: true });
    expect(parseLeaf('1', 'a')).toEqual({ ok: true, value: '1' });
  });

  it('applies in place, only to existing leaves', () => {
    const o = { flows: [{ start: 0 }], q: { minTh: 5 } };
    expect(applyOverride(o, 'flows.0.start', '3')).toBeNull();
    expect(o.flows[0].start).toBe(3);
    expect(applyOverride(o, 'flows.1.start', '3')).toMatch(/not a setting/);
    expect(applyOverride(o, 'q.toString', '3')).toMatch(/not a setting/);
    expect(applyOverride(o, 'q', '3')).toMatch(/group/);
    expect(applyOverride(o, 'q..minTh', '3')).toMatch(/not a setting/);
  });
});
