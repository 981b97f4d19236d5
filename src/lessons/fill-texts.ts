import type { Scenario } from '../sim-core/scenario/schema';
import { fillPlaceholders, unfilledPlaceholders } from '../scenario-edit/placeholders';
import type { Lesson, Step } from './schema';
import { buildScenario } from './step-scenario';
import { fillShorts, unknownShorts } from './term-shorts';

/**
 * A lesson's texts with their placeholders ({queue.minTh}, …) filled from each step's own
 * scenario (scenario-edit/placeholders.ts), so that the sheet states what the step runs.
 * Contrast notes speak about the contrast run and are filled from the step's scenario too only
 * where they use a placeholder; most state the other setting in words, marked {other: …}.
 */

/** Every text field of a step, as [where, get, set] (one list for filling and for checking). */
export function stepTexts(step: Step): [string, string, (v: string) => void][] {
  const out: [string, string, (v: string) => void][] = [
    ['title', step.title, (v) => (step.title = v)],
    ['text', step.text, (v) => (step.text = v)],
  ];
  const p = step.prediction;
  if (p) {
    out.push(['prediction.question', p.question, (v) => (p.question = v)]);
    if (p.afterAnswer) out.push(['prediction.afterAnswer', p.afterAnswer, (v) => (p.afterAnswer = v)]);
    p.choices.forEach((c, i) => {
      out.push([`prediction.choices.${i}.text`, c.text, (v) => (c.text = v)], [`prediction.choices.${i}.why`, c.why, (v) => (c.why = v)]);
      const aside = c.aside;
      if (aside) out.push([`prediction.choices.${i}.aside.title`, aside.title, (v) => (aside.title = v)], [`prediction.choices.${i}.aside.text`, aside.text, (v) => (aside.text = v)]);
    });
  }
  const c = step.check;
  if (c) {
    out.push(['check.says', c.says, (v) => (c.says = v)]);
    if (c.contrast) out.push(['check.contrast.note', c.contrast.note, (v) => (c.contrast!.note = v)]);
  }
  const views = step.views;
  if (views.lookFor) out.push(['views.lookFor', views.lookFor, (v) => (views.lookFor = v)]);
  if (step.explanation) out.push(['explanation', step.explanation, (v) => (step.explanation = v)]);
  const aside = step.aside;
  if (aside) out.push(['aside.title', aside.title, (v) => (aside.title = v)], ['aside.text', aside.text, (v) => (aside.text = v)]);
  const ch = step.challenge;
  if (ch) {
    out.push(['challenge.task', ch.task, (v) => (ch.task = v)]);
    if (ch.hint) out.push(['challenge.hint', ch.hint, (v) => (ch.hint = v)]);
  }
  const f = step.find;
  if (f) {
    out.push(['find.task', f.task, (v) => (f.task = v)]);
    if (f.hint) out.push(['find.hint', f.hint, (v) => (f.hint = v)]);
  }
  return out;
}

/** Placeholders a step's texts use that its scenario cannot fill ("steps.2.text: {queue.minTh}"). */
export function unfilledInStep(step: Step, sc: Scenario, at: string): string[] {
  return stepTexts(step).flatMap(([where, text]) => [
    ...unfilledPlaceholders(text, sc).map((k) => `${at}.${where}: {${k}} does not apply to this step's scenario`),
    ...unknownShorts(text).map((id) => `${at}.${where}: {short ${id}} names no glossary term with a short form`),
  ]);
}

/**
 * A copy of the lesson with every step's placeholders filled (a step whose scenario does not build
 * keeps its placeholders) and glossary short forms said (`{short id}`, term-shorts.ts).
 */
export function withFilledTexts(lesson: Lesson): Lesson {
  const copy = structuredClone(lesson);
  for (const step of copy.steps) {
    const built = buildScenario(step.scenario.preset, step.scenario.set);
    for (const [, text, set] of stepTexts(step)) set(fillShorts(built.ok ? fillPlaceholders(text, built.scenario) : text));
  }
  return copy;
}
