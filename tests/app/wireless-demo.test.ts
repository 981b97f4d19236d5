/**
 * The lossy Wi-Fi demo is a teaching demo, found by the words a student types ("wifi",
 * "wireless", "lossy"), not only under the paper's title; A/B compares its tail drop with the
 * study's gentle RED (issue 37).
 */
import { describe, expect, it } from 'vitest';
import { groupedCatalog } from '../../src/app/landing/demo-groups';
import { searchCatalog } from '../../src/app/landing/preset-search';
import { autoBQueue } from '../../src/app/state/compare-scenario';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';

describe('the lossy Wi-Fi teaching demo', () => {
  it('is in a teaching group', () => {
    const g = groupedCatalog().groups.find((x) => x.entries.some((e) => e.name === 'wifi-droptail'));
    expect(g?.section).toBe('teaching');
    // With its control pair, the same run with no Wi-Fi errors (lecturer-2045, confusion 9).
    expect(g?.entries.map((e) => e.name)).toEqual(['wifi-droptail', 'wifi-red', 'wifi-noerrors-droptail', 'wifi-noerrors-red']);
  });

  it.each(['wifi', 'Wi-Fi', 'wireless', 'lossy'])('"%s" finds it among the teaching demos', (q) => {
    const found = searchCatalog(q);
    const teaching = found.filter((g) => g.section === 'teaching').flatMap((g) => g.entries.map((e) => e.name));
    expect(teaching).toEqual(expect.arrayContaining(['wifi-droptail', 'wifi-red']));
  });

  it('A/B compares tail drop with the pair’s gentle RED', () => {
    const a = presetScenario('wifi-droptail')!;
    expect(getBottleneck(a)!.queue.type).toBe('droptail');
    expect(autoBQueue(a, 'wifi-droptail')).toEqual(getBottleneck(presetScenario('wifi-red')!)!.queue);
    expect(autoBQueue(a, 'wifi-droptail')).toMatchObject({ type: 'red', gentle: true });
  });
});
