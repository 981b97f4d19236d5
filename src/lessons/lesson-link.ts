import type { Scenario } from '../sim-core/scenario/schema';
import { decodeCompact, encodeCompact } from '../compact/compact';
import { diffLeaves, formatLeaf } from '../sim-core/scenario/overrides';
import { findLesson, isBuiltInLesson, registerLesson } from './built-in';
import { parseLesson, stepScenario, type Lesson } from './schema';
import { applyEdits } from './step-scenario';

/**
 * Lesson links: `v=1&lesson=<id>&step=<n>` plus the student's edits relative to that step's
 * scenario (same path=value syntax as preset links), or `s=<compact>` when the scenario no
 * longer has the step's shape. A lesson that is not built in travels in the link as
 * `lessonData=<compact JSON>` and is validated like a file. Steps count from 1, as shown.
 */
export interface LessonPlace {
  id: string;
  /** 1-based. */
  step: number;
}

export type LessonLinkDecode = { kind: 'ok'; scenario: Scenario; preset: string | null; lesson: LessonPlace } | { kind: 'error'; error: string };

const OWN = new Set(['v', 'lesson', 'step', 's', 'lessonData']);

export function isBuiltIn(lesson: Lesson): boolean {
  return isBuiltInLesson(lesson);
}

function fail(error: string): LessonLinkDecode {
  return { kind: 'error', error };
}

/** Decode the lesson part of a link (the caller checked `v`). Never throws. */
export function decodeLessonLink(params: URLSearchParams): LessonLinkDecode {
  const data = params.get('lessonData');
  let carried: string | null = null;
  if (data !== null) {
    const d = decodeCompact(data);
    if (!d.ok) return fail(`the lesson in the link could not be read: ${d.error}`);
    const p = parseLesson(d.value);
    if (!p.ok) return fail(`the lesson in the link is invalid: ${p.errors.slice(0, 4).join('; ')}`);
    registerLesson(p.lesson);
    carried = p.lesson.id;
    if (params.get('lesson') !== null && params.get('lesson') !== p.lesson.id) return fail('the link names one lesson and carries another');
  }
  const id = params.get('lesson') ?? carried ?? '';
  const lesson = findLesson(id);
  if (!lesson) return fail(`there is no lesson called "${id.slice(0, 60)}"`);
  const stepText = params.get('step') ?? '1';
  if (!/^[1-9][0-9]?$/.test(stepText) || Number(stepText) > lesson.steps.length) {
    return fail(`lesson "${lesson.title}" has steps 1 to ${lesson.steps.length}, not "${stepText.slice(0, 10)}"`);
  }
  const step = Number(stepText);
  const s = lesson.steps[step - 1];
  const base = stepScenario(s);
  if (!base.ok) return fail(`step ${step} of the lesson does not build: ${base.error}`);
  const compact = params.get('s');
  const edits = [...params].filter(([k]) => !OWN.has(k));
  if (compact !== null) {
    if (edits.length) return fail('an encoded-scenario link takes no other settings');
    const d = decodeCompact(compact);
    if (!d.ok) return fail(d.error);
    const r = applyEdits(d.value as Scenario, []);
    if (!r.ok) return fail(`the scenario in the link is invalid: ${r.error}`);
    // Still the step's demo, edited: the page says "Edited from: …" of it, as the sender's did. With
    // no preset the heading fell back to the scenario's own name, the demo's "… 1000-packet FIFO
    // (tail drop)", and its description, over a CoDel run at 2 Mbit/s, and the editor said "Preset:
    // Custom scenario" (bloat-2235 confusion 15). The step's demo, as the readable form gives it.
    return { kind: 'ok', scenario: r.scenario, preset: s.scenario.preset, lesson: { id: lesson.id, step } };
  }
  const r = applyEdits(base.scenario, edits);
  if (!r.ok) return fail(r.error.slice(0, 300));
  return { kind: 'ok', scenario: r.scenario, preset: s.scenario.preset, lesson: { id: lesson.id, step } };
}

/** The fragment (without '#') for a lesson step and the scenario the student has now. */
export function encodeLessonLink(scenario: Scenario, place: LessonPlace, version: number): string {
  const lesson = findLesson(place.id);
  const parts = [`v=${version}`, `lesson=${encodeURIComponent(place.id)}`, `step=${place.step}`];
  if (lesson && !isBuiltIn(lesson)) parts.push(`lessonData=${encodeCompact(lesson)}`);
  const step = lesson?.steps[place.step - 1];
  const base = step ? stepScenario(step) : null;
  const diff = base && base.ok ? diffLeaves(base.scenario, scenario) : null;
  if (diff === null) parts.push(`s=${encodeCompact(scenario)}`);
  else for (const [path, v] of diff) parts.push(`${path}=${encodeURIComponent(formatLeaf(v))}`);
  return parts.join('&');
}
