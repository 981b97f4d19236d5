import type { Step } from '../../src/lessons/schema';

/** Every text of a step that may state a figure of its run, with where it is. */
export function stepTexts(step: Step): [string, string][] {
  const out: [string, string][] = [['title', step.title], ['text', step.text]];
  if (step.prediction) {
    out.push(['question', step.prediction.question]);
    step.prediction.choices.forEach((c, i) => {
      out.push([`choice ${i + 1}`, c.text], [`choice ${i + 1} why`, c.why]);
      if (c.aside) out.push([`choice ${i + 1} aside title`, c.aside.title], [`choice ${i + 1} aside`, c.aside.text]);
    });
  }
  if (step.check) out.push(['says', step.check.says], ['contrast note', step.check.contrast.note]);
  if (step.views.lookFor) out.push(['look for', step.views.lookFor]);
  if (step.explanation) out.push(['explanation', step.explanation]);
  if (step.aside) out.push(['aside title', step.aside.title], ['aside', step.aside.text]);
  if (step.challenge) out.push(['task', step.challenge.task], ...(step.challenge.hint ? [['hint', step.challenge.hint] as [string, string]] : []));
  return out;
}
