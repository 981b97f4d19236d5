import { describe, expect, it } from 'vitest';
import { abStores, compareResults } from '../../src/app/compare/compare-controller';
import { useCompareStore } from '../../src/app/compare/compare-store';
import { results } from '../../src/app/results/results-store';
import { VIEW_FIELDS } from '../../src/app/controller/view-fields';

describe('pinning A to a preset', () => {
  it('A is the editor\'s run until pinned; pinned, the preset\'s run (the compare worker) is A and the editor\'s is B', () => {
    expect(abStores(null)).toEqual({ a: results, b: compareResults });
    expect(abStores('seed000-red')).toEqual({ a: compareResults, b: results });
    useCompareStore.getState().setPinA('seed000-red');
    expect(abStores().a).toBe(compareResults);
    useCompareStore.getState().setPinA(null);
    expect(abStores().a).toBe(results);
  });

  it('a link keeps the pin under `pina` (since view version 5) and refuses an unknown preset', () => {
    const f = VIEW_FIELDS.find((x) => x.key === 'pina')!;
    expect(f.since).toBe(5);
    expect(f.schema.safeParse('seed000-red').success).toBe(true);
    expect(f.schema.safeParse('dumbbell-7-red').success).toBe(true);
    expect(f.schema.safeParse('nope').success).toBe(false);
    useCompareStore.getState().setPinA('voice-fifo');
    expect(f.read()).toBe('voice-fifo');
    f.apply(undefined, { embedByQuery: false });
    expect(useCompareStore.getState().pinA).toBeNull();
  });
});
