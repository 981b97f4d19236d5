import { describe, expect, it } from 'vitest';
import { foundText } from '../../src/app/landing/landing-search';
import { DEMO_SECTIONS, GROUP_COUNTED, groupedCatalog } from '../../src/app/landing/demo-groups';
import { groupHits } from '../../src/app/landing/preset-search';

const { groups } = groupedCatalog();
const found = (q: string) => groups.map((g) => ({ section: g.section, entries: groupHits(g, g.entries, q) }));

describe('what the landing search says it found, counted per section under each section’s own name (phone-1740, steps 2–3)', () => {
  it('"Vegas" finds one lesson and 28 runs of published studies, not "28 demos" that the teaching demos section does not hold', () => {
    const said = foundText(1, found('Vegas'), 'Vegas');
    expect(said).toMatch(/^1 lesson and 28 runs of published studies in 1 group found[ .]/);
    expect(said).not.toMatch(/demos? found/);
  });

  it('each section with finds is counted apart, in the order of the page', () => {
    const said = foundText(0, [
      { section: 'studies', entries: groups.find((g) => g.id === 'seed003')!.entries.slice(0, 1) },
      { section: 'teaching', entries: groups.find((g) => g.id === 'lossy-links')!.entries },
      { section: 'checks', entries: groups.find((g) => g.id === 'ns3')!.entries.slice(0, 3) },
    ]);
    expect(said).toMatch(/^0 lessons, 4 teaching demos in 1 group, 1 run of a published study and 3 ns-3 cross-checks in 1 group found\./); // the Wi-Fi pair and its control pair (lecturer-2045)
  });

  it('the demos are counted with the groups the page lists them in, where fewer: "4 teaching demos in 1 group" (lecturer trial 9, finding 9)', () => {
    const wifi = groups.find((g) => g.id === 'lossy-links')!;
    expect(wifi.entries).toHaveLength(4);
    expect(foundText(0, [{ section: 'teaching', entries: wifi.entries }])).toMatch(/^0 lessons and 4 teaching demos in 1 group found\./);
    const two = groups.filter((g) => g.section === 'teaching').slice(0, 2).map((g) => ({ section: g.section, entries: g.entries.slice(0, 1) }));
    expect(foundText(0, two)).toMatch(/^0 lessons and 2 teaching demos found\./);
    expect(`${GROUP_COUNTED.one}/${GROUP_COUNTED.many}`).toBe('group/groups');
  });

  it('the lossy Wi-Fi demo says its point on its heading, where it is picked (lecturer trial 9, finding 8)', () => {
    expect(groups.find((g) => g.id === 'lossy-links')!.point).toBe('It’s the round trip, not the Wi-Fi');
  });

  it('with no demo found it says so in words', () => {
    expect(foundText(2, [], 'x')).toMatch(/^2 lessons and no demos found\./);
  });

  it('every section has its count words (one definition of each section’s name)', () => {
    for (const s of DEMO_SECTIONS) expect(s.counted.one && s.counted.many, s.id).toBeTruthy();
  });
});
