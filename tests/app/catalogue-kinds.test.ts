import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { DEMO_GROUPS, groupedCatalog } from '../../src/app/landing/demo-groups';
import { lessonDemosIn, lessonKindWords, lessonMinutesSpan, lessonsOf, liveDemosOf } from '../../src/app/landing/catalogue-kinds';
import { lessonLiveRun } from '../../src/app/landing/group-comparison';
import { BUFFERBLOAT_PRESETS } from '../../src/sim-core/scenario/bufferbloat-presets';
import { countWord } from '../../src/sim-core/scenario/count-word';
import { presetScenario } from '../../src/scenario-edit/catalog';

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

describe('a lesson with no teaching demos names one run or one pair as its live demo, not a study of many runs (phone-1740, steps 2–3)', () => {
  it('"Vegas meets Reno" points at the pair its steps open, gentle RED 4/6 against tail drop, not at Chang (2004)’s 28 runs', () => {
    const vegas = LESSONS.find((l) => l.id === 'vegas-meets-reno')!;
    expect(lessonLiveRun(vegas, groups)).toEqual({ a: 'seed002-a-vr-red', b: 'seed002-a-vr-droptail' });
  });

  it('a lesson whose topic has teaching demos keeps pointing at their groups', () => {
    expect(lessonLiveRun(LESSONS.find((l) => l.id === 'loss-not-congestion')!, groups)).toBeNull();
  });

  it('every lesson has a live demo: teaching groups, or one run or pair', () => {
    for (const l of LESSONS) {
      const teaching = liveDemosOf(l, groups).every((g) => g.section === 'teaching');
      expect(teaching || lessonLiveRun(l, groups) !== null, l.id).toBe(true);
    }
  });

  it('bloat9 finding 5: the bufferbloat card\'s download count is its scenario\'s, and its live-demo line names which of the group\'s demos are the lesson\'s', () => {
    const lesson = LESSONS.find((l) => l.id === 'bufferbloat-voice')!;
    // Every demo title says as many downloads as its scenario has TCP flows.
    for (const p of BUFFERBLOAT_PRESETS) {
      const n = presetScenario(p.name)!.flows.filter((f) => f.kind === 'tcp').length;
      expect(p.title, p.name).toContain(`${countWord(n)} downloads`);
    }
    // The card's summary says the count of the downloads in the steps' scenario.
    const counts = new Set(lesson.steps.map((st) => presetScenario(st.scenario.preset)!.flows.filter((f) => f.kind === 'tcp').length));
    expect(counts.size).toBe(1);
    const [n] = counts;
    expect(lesson.summary).toContain(`with ${countWord(n)} downloads`);
    // The group it leads to opens with demos of another count: the card names the lesson's own.
    const g = liveDemosOf(lesson, groups)[0];
    expect(g.entries[0].title).not.toContain(`${countWord(n)} downloads`);
    expect(lessonDemosIn(lesson, g)).toBe(`Voice call beside ${countWord(n)} downloads`);
    expect(g.entries.filter((e) => e.title.startsWith(lessonDemosIn(lesson, g)!)).map((e) => e.name)).toEqual(expect.arrayContaining([...new Set(lesson.steps.map((st) => st.scenario.preset))]));
  });
});
