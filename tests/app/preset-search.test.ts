import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../src/scenario-edit/catalog';
import { groupedCatalog } from '../../src/app/landing/demo-groups';
import { firstFinds, groupHits, presetMatches, searchCatalog } from '../../src/app/landing/preset-search';

const names = (q: string) => searchCatalog(q).flatMap((g) => g.entries.map((e) => e.name));

describe('preset search (the header\'s "Find" field)', () => {
  it('"Wi-Fi" and "wifi" find the lossy Wi-Fi teaching demo first, then every wireless-study preset (a group tag: its titles say "wireless")', () => {
    const group = (id: string) => groupedCatalog().groups.find((g) => g.id === id)!.entries.map((e) => e.name);
    const seed003 = group('seed003');
    expect(seed003.length).toBeGreaterThan(3);
    for (const q of ['Wi-Fi', 'wifi', 'WLAN']) expect(names(q), q).toEqual([...group('lossy-links'), ...seed003]);
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

describe('preset search by the study a preset comes from (screen-reader trial 4: "seed 000" was unfindable)', () => {
  const seed000 = CATALOG.filter((e) => e.name.startsWith('seed000')).map((e) => e.name);
  it('"seed 000", "seed000", "Seed-000" and "seed_000" find exactly the seed 000 presets, the teaching demos built on it included', () => {
    expect(seed000).toEqual(expect.arrayContaining(['seed000-droptail', 'seed000-red', 'seed000-one-flow']));
    for (const q of ['seed 000', 'seed000', 'Seed-000', 'seed_000']) expect([...names(q)].sort(), q).toEqual([...seed000].sort());
  });
  it('a study’s authors find its presets, joined by "&", "and" or commas ("Weigle & Jeffay", "Zhang, Khanna & Tsaoussidis"), and its author with its year', () => {
    const ofSeed = (id: string) => CATALOG.filter((e) => e.name.startsWith(id)).map((e) => e.name).sort();
    // (A word is found anywhere in a word, as before: "Riva" also finds an "arrival".)
    expect(names('Riva')).toEqual(expect.arrayContaining(ofSeed('seed000')));
    for (const q of ['Weigle & Jeffay', 'Weigle and Jeffay', 'weigle jeffay smith']) expect([...names(q)].sort(), q).toEqual(ofSeed('seed001'));
    expect([...names('Zhang, Khanna & Tsaoussidis')].sort()).toEqual(ofSeed('seed003'));
    expect(names('Riva 2003')).toEqual(expect.arrayContaining(ofSeed('seed000')));
    for (const n of names('Riva 2003')) expect(n.startsWith('seed000') || n.startsWith('ns3-s1'), n).toBe(true);
    // An author the registry names for no preset finds nothing (said as "no preset found").
    expect(names('Floyd & Jacobson')).toEqual([]);
  });
  it('the seed number alone is not a word of its own: "seed 001" does not find seed 000 presets through a "20 000-byte" buffer', () => {
    for (const n of names('seed 001')) expect(n.startsWith('seed001')).toBe(true);
    expect(names('seed 001').length).toBeGreaterThan(0);
  });
});

describe('what a search lists and in which order (phone trial 13:30, s02 and s11)', () => {
  it('a demo whose title holds the query as typed comes first: "vegas vs reno" lists "Two flows, Vegas vs Reno" before "Vegas vs Vegas"', () => {
    const titles = searchCatalog('vegas vs reno').flatMap((g) => g.entries.map((e) => e.title));
    expect(titles.slice(0, 2)).toEqual(['Two flows, Vegas vs Reno — tail drop', 'Two flows, Vegas vs Reno — Gentle RED 4/6']);
  });
  it("a group's heading alone does not list its demos where some match on their own words; where none does, the heading's words count", () => {
    const chang = groupedCatalog().groups.find((g) => g.id === 'seed002')!;
    // "delay-based" is the group's tag (each of its demos' word); "under RED" is only in the heading: found demos are those that say RED themselves.
    const hits = groupHits(chang, chang.entries, 'under RED');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThan(chang.entries.length);
    // "Chang 2004 Reno": Chang's demos that name Reno in their own words, not the whole group.
    const reno = groupHits(chang, chang.entries, 'Chang 2004 Reno');
    expect(reno.length).toBeGreaterThan(0);
    expect(reno.length).toBeLessThan(chang.entries.length);
    for (const e of reno) expect(presetMatches(e, 'Reno'), e.title).toBe(true);
  });
});

describe('a search\'s first finds in one group (the start page)', () => {
  it('"Vegas": four distinct set-ups of Chang\'s study first, in rank order, the other 24 after (phone-1215 step 2); a few finds are listed whole', () => {
    const chang = searchCatalog('Vegas').find((g) => g.id === 'seed002')!.entries;
    const { first, rest } = firstFinds(chang, 'Vegas');
    expect(first).toHaveLength(4);
    expect(new Set(first.map((e) => e.title.split(' — ')[0])).size).toBe(4);
    expect(first.map((e) => chang.indexOf(e))).toEqual([...first.map((e) => chang.indexOf(e))].sort((a, b) => a - b));
    expect([...first, ...rest].map((e) => e.name).sort()).toEqual(chang.map((e) => e.name).sort());
    const few = chang.slice(0, 5);
    expect(firstFinds(few, 'Vegas')).toEqual({ first: few, rest: [] });
  });
  it('"vegas vs reno": the two demos so titled first, both, then other set-ups', () => {
    const chang = searchCatalog('vegas vs reno').find((g) => g.id === 'seed002')!.entries;
    expect(chang.length).toBeGreaterThan(5);
    const { first } = firstFinds(chang, 'vegas vs reno');
    expect(first.slice(0, 2).map((e) => e.title)).toEqual(['Two flows, Vegas vs Reno — tail drop', 'Two flows, Vegas vs Reno — Gentle RED 4/6']);
    expect(first).toHaveLength(4);
  });
});
