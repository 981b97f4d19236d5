import type { Step } from '../../lessons/schema';

/**
 * A step's texts in the order a student meets them (its set-up, the question, what is said after any answer, the answers' whys,
 * the check, the explanation and its fold, the challenge, a find task): where each glossary term
 * is first named, and so explained (Markup.tsx, term-mentions.ts).
 */
export function stepTextsInOrder(step: Step): string[] {
  const p = step.prediction;
  return [step.text, p?.question, p?.afterAnswer, ...(p?.choices.flatMap((c) => (c.aside ? [c.why, c.aside.text] : [c.why])) ?? []), step.views.lookFor, step.check?.says, step.explanation, step.aside?.text, step.challenge?.task, step.challenge?.hint, step.find?.task, step.find?.hint].filter((t): t is string => t !== undefined);
}
