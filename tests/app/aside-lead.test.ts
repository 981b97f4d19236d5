import { describe, expect, it } from 'vitest';
import { asideLead } from '../../src/app/lessons/aside-lead';
import { LESSONS } from '../../src/lessons/catalogue';

/**
 * A lesson aside's point stands outside its fold (AsideFold): its first sentence, cut outside any
 * {run …} mark. Testers missed answers folded whole under "Why …?".
 */
const asides = LESSONS.flatMap((l) =>
  l.steps.flatMap((s, k) => [
    ...(s.aside ? [[`${l.id} step ${k + 1}: ${s.aside.title}`, s.aside.text] as const] : []),
    ...(s.prediction?.choices ?? []).flatMap((c) => (c.aside ? [[`${l.id} step ${k + 1} answer: ${c.aside.title}`, c.aside.text] as const] : [])),
  ]),
);

describe('an aside’s first sentence is its point, outside the fold', () => {
  it('the lessons have asides (else the test proves nothing)', () => expect(asides.length).toBeGreaterThanOrEqual(5));
  it('a full stop inside a {run …} mark does not end the sentence', () => {
    expect(asideLead('The call gets {run flow.goodput#5: 68.8 kbit/s}. The rest follows.')).toEqual({ lead: 'The call gets {run flow.goodput#5: 68.8 kbit/s}.', rest: 'The rest follows.' });
  });
  it('one sentence: all lead, nothing folded', () => expect(asideLead('Only this.')).toEqual({ lead: 'Only this.', rest: '' }));
  it.each(asides)('%s', (_name, text) => {
    const { lead, rest } = asideLead(text);
    expect(lead.length).toBeGreaterThan(20);
    expect(lead).toMatch(/[.!?)}]$/);
    // Every mark the lead opens, it closes.
    expect(lead.split('{').length).toBe(lead.split('}').length);
    expect(`${lead} ${rest}`.replace(/\s+/g, ' ').trim()).toBe(text.replace(/\s+/g, ' ').trim());
  });
});
