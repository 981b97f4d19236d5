/**
 * Bloat-2045 C7: the FQ-CoDel step asks about the call's delay, yet its "Why" turned to the
 * downloads' cwnd ("the fast-retransmit marks ▼ come in pairs… 58 of their 72 window halvings…
 * within 50 ms") on cwnd strips about 25 px tall at 1366×768: "off-topic for what does AQM do for
 * my call". The call's delay stays in the visible why and explanation, and "Now look at" stays on
 * the delay plot; the downloads' halvings are folded under the right answer's why, whose title says
 * what they explain (the link's lower utilization), and which is shown under a wrong answer too.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';

const fq = findLesson('bufferbloat-voice')!.steps.find((s) => s.title.startsWith('FQ-CoDel'))!;
const right = fq.prediction!.choices.find((c) => c.ifCheck === 'pass')!;
/** Words about the downloads' windows, not the call's delay. */
const CWND_DETAIL = /cwnd|▼|halving|fast-retransmit|window halved/i;

describe('the FQ-CoDel step keeps the call\'s delay in view and folds the downloads\' window detail (bloat-2045 C7)', () => {
  it('the right answer\'s visible why and the explanation say the call\'s delay and the cost, with no cwnd detail', () => {
    expect(markupToText(right.why)).toMatch(/95th percentile/);
    expect(markupToText(right.why)).toMatch(/The downloads pay a little for it/);
    expect(markupToText(right.why)).not.toMatch(CWND_DETAIL);
    expect(markupToText(fq.explanation!)).not.toMatch(CWND_DETAIL);
    // The explanation names the fold by its title, so a student who skipped it can find it.
    expect(markupToText(fq.explanation!)).toContain(`"${right.aside!.title.split(':')[0]}"`);
  });

  it('the window detail is folded under the right answer\'s why, titled by what it explains, and "Now look at" is the delay plot', () => {
    expect(right.aside!.title).toBe("Why the link is less busy: the downloads' halvings");
    const fold = markupToText(right.aside!.text);
    expect(fold).toMatch(/window halvings/);
    expect(fold).toMatch(/in the cwnd plot at 15–18 s/);
    expect(fq.views.highlight).toBe('delay');
  });
});
