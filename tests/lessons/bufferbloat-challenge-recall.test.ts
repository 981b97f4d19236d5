/**
 * Bloat-0055 confusion 10: step 6 said "the challenge's 50-packet buffer" to a student who had
 * passed step 5's challenge with 40, and where the 50 came from was not said. The step now says the
 * 50 is one bandwidth-delay product, worked out (bloat-0315 confusion 6), and once the student passed with another buffer, theirs beside it.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { challengeRecallLine } from '../../src/lessons/challenge-recall';
import { stepScenario } from '../../src/lessons/schema';
import { evaluateCheck } from '../../src/lessons/check';
import { runScenario } from '../../src/sim-core/scenario/run';
import { markupToText } from '../../src/lessons/markup';

const lesson = findLesson('bufferbloat-voice')!;
const challengeStep = lesson.steps[4];
const step = lesson.steps[5];

function withBuffer(packets: number) {
  const b = stepScenario(challengeStep);
  if (!b.ok) throw new Error(b.error);
  const sc = structuredClone(b.scenario);
  (sc.topology as { bottleneck: { queue: { limit: number } } }).bottleneck.queue.limit = packets;
  return sc;
}

describe("step 6 says the student's own passing buffer beside its 50 packets (bloat-0055 confusion 10)", () => {
  // Bloat-0315 confusion 6: "(the challenge hint's size)" pointed at a hint the student may never
  // have opened; the text names the size itself, worked out as the hint works it out.
  it('the text no longer calls 50 "the challenge\'s" nor "the challenge hint\'s": it names the size, one bandwidth-delay product worked out', () => {
    const text = markupToText(step.text);
    expect(text).not.toContain("the challenge's 50-packet buffer");
    expect(text).not.toContain('hint');
    expect(text).toContain('a 50-packet buffer, about one bandwidth-delay product at 10 Mbit/s (10 Mbit/s × 60 ms ≈ 75 kB, 50 packets of 1500 bytes)');
    expect(markupToText(challengeStep.challenge!.hint!)).toContain('about 50 packets');
  });

  it('a student who passed with 40 packets reads theirs beside the step\'s 50', () => {
    const passed = withBuffer(40);
    // 40 packets does pass step 5's challenge, as the trial's student found.
    expect(evaluateCheck(challengeStep.challenge!.test, runScenario(passed)).pass).toBe(true);
    expect(challengeRecallLine(step, passed)).toBe("You passed step 5's challenge with Buffer 40 packets; this step runs Buffer 50 packets, so its figures are for 50, not your 40.");
  });

  it('nothing before a pass, nor when the student passed with the step\'s own 50', () => {
    expect(challengeRecallLine(step, null)).toBeNull();
    expect(challengeRecallLine(step, withBuffer(50))).toBeNull();
  });
  // Bloat-0230 confusion 5: a student who passed with 80 read "Step 6: Why an AQM, if 50 packets
  // will do?" and "the 50 packets that passed step 5". Where step 6 speaks of what passed step 5
  // it names theirs; its own 50 is said as the step's buffer, not as the one that passed.
  it('a student who passed with 80 packets: every sentence of the step that says what passed step 5 names their 80, and the title gives no count', () => {
    const passed = withBuffer(80);
    expect(evaluateCheck(challengeStep.challenge!.test, runScenario(passed)).pass).toBe(true);
    const recall = challengeRecallLine(step, passed)!;
    expect(recall).toContain('Buffer 80 packets');
    const texts = [step.title, step.text, step.explanation ?? '', step.aside?.text ?? '', step.check?.says ?? '', ...(step.prediction?.choices.flatMap((c) => [c.text, c.why]) ?? [])].map(markupToText);
    const saysPassed = [...texts, recall].flatMap((t) => t.split(/(?<=[.?!])\s+/)).filter((sentence) => /\bpassed\b/.test(sentence));
    expect(saysPassed.length).toBeGreaterThan(0);
    for (const sentence of saysPassed) expect(sentence).toMatch(/\b80\b/);
    expect(markupToText(step.title)).not.toMatch(/\d+ packets/);
  });
});
