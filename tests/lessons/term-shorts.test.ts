/**
 * Phone trial 15:10, step 7: the Vegas lesson's step 2 said "Gentle RED", `min_th` and `max_th`
 * with no words on screen for them (the tips exist only on a tap). A glossary term with a short
 * form is said in those words (`{short id}`) in the first text of the first step that names it,
 * in every lesson; the words come from the glossary, which builds the term's tip from them too.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS, glossaryTerm } from '../../src/glossary/glossary';
import { LESSON_INPUTS } from '../../src/lessons/content/all';
import { markupToText } from '../../src/lessons/markup';
import { LessonSchema } from '../../src/lessons/schema';
import { buildScenario } from '../../src/lessons/step-scenario';
import { termMentions } from '../../src/lessons/term-mentions';
import { findLesson } from '../../src/lessons/built-in';
import { fillPlaceholders } from '../../src/scenario-edit/placeholders';
import { stepTextsInOrder } from '../../src/app/lessons/step-texts-in-order';

const SHORT_TERMS = GLOSSARY_TERMS.filter((t) => t.short !== undefined);

/** Each step's title and texts in the order a student meets them, placeholders filled, `{short id}` marks kept. */
function stepsAsRead(input: (typeof LESSON_INPUTS)[number]): string[][] {
  return LessonSchema.parse(input).steps.map((s) => {
    const built = buildScenario(s.scenario.preset, s.scenario.set);
    const fill = (t: string) => (built.ok ? fillPlaceholders(t, built.scenario) : t);
    return [s.title, ...stepTextsInOrder(s)].map(fill);
  });
}

const mentions = (text: string, term: string) => termMentions(markupToText(text)).some((m) => m.term === term);

describe('a term with a short form is said in plain words where a lesson first names it', () => {
  it('gentle, min_th and max_th have a short form, and their tip is built from it', () => {
    for (const id of ['gentle', 'min-th', 'max-th']) {
      const t = glossaryTerm(id)!;
      expect(t.short, id).toMatch(/\w+ \w+ \w+/);
      expect(t.tip, id).toContain(t.short!.replace(/\.$/, ''));
    }
  });

  for (const input of LESSON_INPUTS)
    it(`${input.id}: the first text naming each such term says its short form`, () => {
      const steps = stepsAsRead(input);
      for (const term of SHORT_TERMS) {
        const at = steps.findIndex((texts) => texts.some((t) => mentions(t, term.id)));
        if (at < 0) continue;
        // The title names it first in the Vegas lesson ("Gentle RED with small thresholds"): the words go in the first text under it.
        const first = steps[at].slice(1).find((t) => mentions(t, term.id) || t.includes(`{short ${term.id}}`));
        expect(first ?? steps[at][0], `${input.id} step ${at + 1}: ${term.label}`).toContain(`{short ${term.id}}`);
      }
    });

  it("the Vegas lesson's step 2 reads the short forms on screen, filled from the glossary", () => {
    const step = findLesson('vegas-meets-reno')!.steps[1];
    for (const id of ['gentle', 'min-th', 'max-th']) expect(step.text).toContain(glossaryTerm(id)!.short!);
    expect(step.text).not.toContain('{short');
  });
});
