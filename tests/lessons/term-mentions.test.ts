/**
 * A glossary term a lesson text names carries the term's one-line tip at its first mention in the
 * step (phone trial 04:00, step 7: "Gentle RED", `min_th` and `max_th` had no explanation). Which
 * words count as a term's name is read from the glossary (labels and aliases) by a rule, not
 * listed by hand per lesson.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS } from '../../src/glossary/glossary';
import { LESSONS } from '../../src/lessons/catalogue';
import { markupToText } from '../../src/lessons/markup';
import { firstMentions, termMentions } from '../../src/lessons/term-mentions';
import { stepTextsInOrder } from '../../src/app/lessons/step-texts-in-order';

const named = (text: string) => termMentions(text).map((m) => `${m.term}:${text.slice(m.start, m.end)}`);

describe('glossary terms named in lesson texts', () => {
  it('finds code words, acronyms, CamelCase names, phrases (any first-letter case, plural) and the field\'s own words; not everyday words, nor a name inside a longer one', () => {
    expect(named('The same pair with Gentle RED, min_th 4 and max_th 6.')).toEqual(['gentle:Gentle', 'red:RED', 'min-th:min_th', 'max-th:max_th']);
    expect(named('Tail drop keeps a FIFO; early drops and the queueing-delay plot; FQ-CoDel, not CoDel inside it.')).toEqual(['tail-drop:Tail drop', 'tail-drop:FIFO', 'early-drop:early drops', 'queueing-delay:queueing-delay', 'fq-codel:FQ-CoDel', 'codel:CoDel']);
    expect(named('The rate, the delay, the buffer and the window of the queue: on the wire.')).toEqual([]);
    expect(named('RED avg rises')).toEqual(['red-avg:RED avg']);
  });

  it('every term id a mention names is in the glossary', () => {
    const ids = new Set(GLOSSARY_TERMS.map((t) => t.id));
    for (const l of LESSONS) for (const s of l.steps) for (const t of stepTextsInOrder(s)) for (const m of termMentions(markupToText(t))) expect(ids.has(m.term), m.term).toBe(true);
  });

  it('in the Vegas lesson\'s step 2 the step\'s own text is where Gentle, RED, min_th and max_th are first named; the question names none first', () => {
    const step = LESSONS.find((l) => l.id === 'vegas-meets-reno')!.steps[1];
    const first = firstMentions(stepTextsInOrder(step), markupToText);
    for (const term of ['gentle', 'red', 'min-th', 'max-th']) expect(first.get(term), term).toBe(step.text);
    expect([...first.values()].filter((t) => t === step.prediction!.question)).toEqual([]);
  });

  it('every step of every built-in lesson has each term it names explained once, at the first text that names it', () => {
    let steps = 0;
    for (const l of LESSONS)
      for (const s of l.steps) {
        const texts = stepTextsInOrder(s);
        const first = firstMentions(texts, markupToText);
        const all = new Set(texts.flatMap((t) => termMentions(markupToText(t)).map((m) => m.term)));
        expect(new Set(first.keys())).toEqual(all);
        for (const [term, text] of first) expect(texts.slice(0, texts.indexOf(text)).some((t) => termMentions(markupToText(t)).some((m) => m.term === term))).toBe(false);
        if (all.size > 0) steps++;
      }
    expect(steps).toBeGreaterThan(20);
  });
});
