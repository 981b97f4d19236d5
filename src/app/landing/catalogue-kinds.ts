import type { Lesson } from '../../lessons/schema';
import type { DemoGroup } from './demo-groups';

/**
 * What each kind of thing on the start page is for and how long it takes, said where it is
 * offered: a lecturer found the lesson "When loss is not congestion" and the demos "Lossy links:
 * RED on Wi-Fi" on the same topic, and nothing said which fits a 5-minute live slot (lecturer
 * trial 10:30, steps 1–2). A lesson's length and steps are its own data; a demo is one run.
 */
export const KINDS = {
  lesson: { name: 'Lesson', use: 'students predict, run and check, step by step' },
  demo: { name: 'Demo', use: 'one run to project and talk through' },
} as const;

/**
 * A teaching demo's time in a lecture: the set-up said, the one run replayed, the result talked
 * over (the lecturer trials' live demos, A/B and a 2× replay included, took about this long).
 */
export const DEMO_MINUTES = 5;

/** A lesson's card: "Lesson · 4 steps · ~20 min" (what a lesson is for is said once, over the cards). */
export function lessonKindWords(lesson: Pick<Lesson, 'steps' | 'minutes'>): string {
  return `${KINDS.lesson.name} · ${lesson.steps.length} steps · ~${lesson.minutes} min`;
}

/** "Demo · one run to project and talk through · ~5 min". */
export function demoKindWords(): string {
  return `${KINDS.demo.name} · ${KINDS.demo.use} · ~${DEMO_MINUTES} min`;
}

/** The lessons' lengths: "15–20 min" (or "20 min" when they agree). */
export function lessonMinutesSpan(lessons: readonly Pick<Lesson, 'minutes'>[]): string {
  const m = lessons.map((l) => l.minutes);
  if (m.length === 0) return '';
  const lo = Math.min(...m);
  const hi = Math.max(...m);
  return lo === hi ? `${lo} min` : `${lo}–${hi} min`;
}

/** The presets a lesson's steps open. */
function lessonPresets(lesson: Lesson): Set<string> {
  return new Set(lesson.steps.map((s) => s.scenario.preset));
}

/** Whether a demo group and a lesson are on the same topic: the lesson's steps open its demos, or the group names the lesson. */
function sameTopic(group: DemoGroup, lesson: Lesson): boolean {
  if (group.lessons?.includes(lesson.id)) return true;
  const presets = lessonPresets(lesson);
  return group.entries.some((e) => presets.has(e.name));
}

/**
 * The demo groups to show a lesson's topic live: its teaching demos' groups when it has any (a
 * study's reproductions are many runs to choose among), else the studies' groups its steps open.
 */
export function liveDemosOf(lesson: Lesson, groups: readonly DemoGroup[]): DemoGroup[] {
  const same = groups.filter((g) => g.entries.length > 0 && sameTopic(g, lesson));
  const teaching = same.filter((g) => g.section === 'teaching');
  return teaching.length > 0 ? teaching : same;
}

/** The lessons on a demo group's topic (the other side of liveDemosOf). */
export function lessonsOf(group: DemoGroup, lessons: readonly Lesson[], groups: readonly DemoGroup[]): Lesson[] {
  return lessons.filter((l) => liveDemosOf(l, groups).some((g) => g.id === group.id));
}

/**
 * Which of a group's demos are a lesson's own set-up, when the group holds others too: the words
 * its steps' demos' titles share before " — " ("Voice call beside four downloads"). The bufferbloat
 * lesson's card said "four downloads" and led to a group whose first demos have five (bloat9,
 * finding 5). Null when the lesson opens none of them, all of them, or titles that differ.
 */
export function lessonDemosIn(lesson: Lesson, group: DemoGroup): string | null {
  const presets = lessonPresets(lesson);
  const own = group.entries.filter((e) => presets.has(e.name));
  if (own.length === 0 || own.length === group.entries.length) return null;
  const heads = new Set(own.map((e) => e.title.split(' — ')[0]));
  if (heads.size !== 1) return null;
  const [head] = heads;
  return head === own[0].title || group.entries.every((e) => e.title.startsWith(head)) ? null : head;
}
