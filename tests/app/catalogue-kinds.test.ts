import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { DEMO_GROUPS, groupedCatalog } from '../../src/app/landing/demo-groups';
import { lessonKindWords, lessonMinutesSpan, lessonsOf, liveDemosOf } from '../../src/app/landing/catalogue-kinds';

const { groups } = groupedCatalog();

describe('what a lesson and a demo are for, and the links between them (landing page, lecturer trial 10:30 steps 1–2)', () => {
  it('a lesson card says its steps and minutes from the lesson’s own data', () => {
    for (const l of LESSONS) expect(lessonKindWords(l)).toBe(`Lesson · ${l.steps.length} steps · ~${l.minutes} min`);
    expect(lessonMinutesSpan(LESSONS)).toBe(`${Math.min(...LESSONS.map((l) => l.minutes))}–${Math.max(...LESSONS.map((l) => l.minutes))} min`);
    expect(lessonMinutesSpan([{ minutes: 20 }, { minutes: 20 }])).toBe('20 min');
  });

  it('every lesson leads to a demo group of its topic, a teaching demo’s where one exists', () => {
    for (const l of LESSONS) {
      const live = liveDemosOf(l, groups);
      expect(live.length, l.id).toBeGreaterThan(0);
      expect(new Set(live.map((g) => g.section)).size, l.id).toBe(1);
    }
    // The Wi-Fi lesson opens seed 003's runs, but its live demo is the Wi-Fi pair.
    expect(liveDemosOf(LESSONS.find((l) => l.id === 'loss-not-congestion')!, groups).map((g) => g.id)).toEqual(['lossy-links']);
    expect(liveDemosOf(LESSONS.find((l) => l.id === 'bufferbloat-voice')!, groups).map((g) => g.id)).toEqual(['bufferbloat']);
  });

  it('a group lists back exactly the lessons that lead to it, and names only lessons that exist', () => {
    const ids = new Set(LESSONS.map((l) => l.id));
    for (const g of DEMO_GROUPS) for (const id of g.lessons ?? []) expect(ids.has(id), `${g.id} names ${id}`).toBe(true);
    for (const g of groups) for (const l of lessonsOf(g, LESSONS, groups)) expect(liveDemosOf(l, groups)).toContain(g);
    expect(lessonsOf(groups.find((g) => g.id === 'lossy-links')!, LESSONS, groups).map((l) => l.id)).toEqual(['loss-not-congestion']);
  });
});
