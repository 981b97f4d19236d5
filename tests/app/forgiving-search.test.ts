import { describe, expect, it } from 'vitest';
import { foundLessons, foundText, landingPlan } from '../../src/app/landing/landing-search';
import { byRank, groupHits, presetMatches, rankGroups } from '../../src/app/landing/preset-search';
import { groupedCatalog } from '../../src/app/landing/demo-groups';
import { LESSONS } from '../../src/lessons/catalogue';

/** What the start page lists for a query, as Landing does: lessons, then each section's groups' demos in rank order. */
function search(query: string) {
  const plan = landingPlan(query, LESSONS);
  const words = plan.query;
  if (words === '') return { plan, lessons: [], demos: [], status: foundText(0, [], words, plan) };
  const all = groupedCatalog();
  const groups = rankGroups(all.groups.map((g) => ({ ...g, entries: groupHits(g, g.entries, words) })), words).filter((g) => g.entries.length > 0);
  const ungrouped = byRank(all.ungrouped.filter((e) => presetMatches(e, words)), words);
  const teaching = [...groups.filter((g) => g.section === 'teaching').flatMap((g) => g.entries), ...ungrouped];
  const rest = groups.filter((g) => g.section !== 'teaching').flatMap((g) => g.entries);
  const lessons = foundLessons(LESSONS, words);
  const status = foundText(lessons.length, [...groups, { section: 'teaching' as const, entries: ungrouped }], words, plan);
  return { plan, lessons: lessons.map((l) => l.title), demos: [...teaching, ...rest].map((e) => `${e.name}: ${e.title}`), status };
}

describe('the start page search is forgiving and still precise (lecturer trial 05:10, step 25)', () => {
  it('"wifi red worse" lists the Wi-Fi RED demo first and says which word it left out, if any', () => {
    const r = search('wifi red worse');
    expect(r.demos[0]).toMatch(/^wifi-(red|droptail):/);
    expect(r.status).not.toMatch(/Nothing found/);
  });

  it('"red worse" ranks the Wi-Fi RED demo (its text says RED’s drops cost more) above unrelated hits', () => {
    const r = search('red worse');
    expect(r.demos[0]).toMatch(/^wifi-/);
  });

  it('"wifi red nonsenseword" says the word it ignored and shows the Wi-Fi finds', () => {
    const r = search('wifi red qwxzy');
    expect(r.plan.ignored).toEqual(['qwxzy']);
    expect(r.status).toMatch(/^No match for ‘qwxzy’; showing results for wifi red\. /);
    expect(r.demos[0]).toMatch(/^wifi-/);
  });

  it('"vegas" keeps its top hit, the lesson "Vegas meets Reno", and ignores nothing', () => {
    const r = search('vegas');
    expect(r.lessons[0]).toBe('Vegas meets Reno');
    expect(r.plan.ignored).toEqual([]);
  });

  it('"bufferbloat video call" lists the bufferbloat lesson first', () => {
    const r = search('bufferbloat video call');
    const bloat = LESSONS.find((l) => l.id === 'bufferbloat-voice')!.title;
    expect(r.lessons[0]).toBe(bloat);
  });

  it('a nonsense word alone finds nothing', () => {
    const r = search('qwxzy');
    expect(r.lessons).toEqual([]);
    expect(r.demos).toEqual([]);
    expect(r.status).toMatch(/^Nothing found/);
  });
});

