import { describe, expect, it } from 'vitest';
import { groupedCatalog } from '../../src/app/landing/demo-groups';
import { comparisonHref, groupComparison } from '../../src/app/landing/group-comparison';

/** Lecturer-1130, step 3: a group that is one pair its study compares is offered as the comparison. */
describe('a demo group that is a pair its study compares (from the presets’ comparedWith)', () => {
  it('the Wi-Fi pair opens A/B with the study’s subject, gentle RED, as A and tail drop, its counterpart, as B', () => {
    const c = groupComparison(['wifi-droptail', 'wifi-red']);
    expect(c).toEqual({ a: 'wifi-red', b: 'wifi-droptail' });
    expect(comparisonHref(c!)).toBe('#v=1&preset=wifi-red&mode=compare');
    expect(comparisonHref(c!, true)).toBe('#v=1&preset=wifi-red&mode=compare&present=1');
  });

  it('only groups of exactly such a pair are offered one: on the start page, the Wi-Fi group', () => {
    const offered = groupedCatalog().groups.filter((g) => groupComparison(g.entries.map((e) => e.name)) !== null).map((g) => g.id);
    expect(offered).toEqual(['lossy-links']);
    // Two presets that do not name each other are no pair.
    expect(groupComparison(['bufferbloat-pie', 'bufferbloat-fifo'])).toBeNull();
  });
});
