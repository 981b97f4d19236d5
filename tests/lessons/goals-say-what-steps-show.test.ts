/**
 * A lesson's goals (shown again on its completion page) say what its steps showed. The Vegas
 * lesson's summary said "Explain why a loss-based flow takes most of the link when the buffer is
 * large", but every step ran the same 20-packet buffer and none called it large; what varied was
 * the queue (tail drop, then RED with small and with larger thresholds) (phone trial 04:00, step 27).
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { stepScenario } from '../../src/lessons/schema';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';

/** The bottleneck buffers a lesson's steps run ("20 packets"). */
function buffersRun(lesson: (typeof LESSONS)[number]): Set<string> {
  const out = new Set<string>();
  for (const step of lesson.steps) {
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const q = getBottleneck(b.scenario)?.queue as { limit?: number; unit?: string } | undefined;
    if (q?.limit !== undefined) out.add(`${q.limit} ${q.unit ?? 'packets'}`);
  }
  return out;
}

/** A goal that sets a large buffer against a small one. */
const SIZES_THE_BUFFER = /\b(?:large|big|small|short|deep|shallow)\s+(?:\w+\s+)?buffer|buffer\s+is\s+(?:large|big|small|short|deep|shallow)/i;

describe('lesson goals say what the steps showed', () => {
  it('a goal about a large or small buffer belongs to a lesson whose steps run more than one buffer size', () => {
    const bad = LESSONS.flatMap((l) => l.goals.filter((g) => SIZES_THE_BUFFER.test(g) && buffersRun(l).size < 2).map((g) => `${l.id}: ${g} (its steps run ${[...buffersRun(l)].join(', ')})`));
    expect(bad).toEqual([]);
  });

  it('the Vegas lesson\'s goal on the loss-based flow names what its steps varied: tail drop, then RED\'s thresholds', () => {
    const vegas = LESSONS.find((l) => l.id === 'vegas-meets-reno')!;
    expect([...buffersRun(vegas)]).toEqual(['20 packets']);
    const goal = vegas.goals.find((g) => /takes most of the link/.test(g))!;
    expect(goal).toMatch(/tail drop/);
    expect(goal).toMatch(/RED whose thresholds are large for two flows/);
  });
});
