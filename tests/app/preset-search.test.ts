import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/scenario-edit/catalog';
import { groupedCatalog } from '../../src/app/landing/demo-groups';
import { presetMatches, searchCatalog } from '../../src/app/landing/preset-search';

const names = (q: string) => searchCatalog(q).flatMap((g) => g.entries.map((e) => e.name));

describe('preset search (the header\'s "Find" field)', () => {
  it('"Wi-Fi" and "wifi" find every wireless-study preset (a group tag: its titles say "wireless")', () => {
    const seed003 = groupedCatalog().groups.find((g) => g.id === 'seed003')!.entries.map((e) => e.name);
    expect(seed003.length).toBeGreaterThan(3);
    for (const q of ['Wi-Fi', 'wifi', 'WLAN']) expect(names(q), q).toEqual(seed003);
  });
  it('words in a preset\'s description find it, every word must match, and case does not matter', () => {
    expect(names('video call')).toEqual(expect.arrayContaining(['voice-fifo']));
    expect(names('VEGAS reno').length).toBeGreaterThan(0);
    for (const n of names('vegas reno')) expect(n.startsWith('seed002-')).toBe(true);
    expect(names('vegas zzzz-nothing')).toEqual([]);
  });
  it('an empty query finds every preset', () => {
    expect(CATALOG.every((e) => presetMatches(e, '  '))).toBe(true);
  });
});
