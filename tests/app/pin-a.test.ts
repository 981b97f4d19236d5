import { describe, expect, it } from 'vitest';
import { abStores, compareResults } from '../../src/app/results/ab-results';
import { useCompareStore } from '../../src/app/state/compare-store';
import { results } from '../../src/app/results/results-store';
import { VIEW_FIELDS } from '../../src/app/controller/view-fields';
import { openStep } from '../../src/app/lessons/lesson-controller';

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

  it('opening a lesson step unpins A and forgets B\'s queue (a pin from the Vegas lesson leaked into the bufferbloat lesson\'s A/B)', () => {
    useCompareStore.getState().setPinA('seed002-a-vr-droptail');
    useCompareStore.getState().setBQueue({ type: 'codel' } as never);
    expect(openStep('bufferbloat-voice', 1)).toBe(true);
    expect(useCompareStore.getState().pinA).toBeNull();
    expect(useCompareStore.getState().bQueue).toBeNull();
  });
});
