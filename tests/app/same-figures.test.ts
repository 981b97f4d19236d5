/**
 * Bloat trial 02:20, confusion 5: in the bufferbloat lesson's step 6 a student put CoDel on the
 * 2 Mbit/s link, then moved the buffer from 50 to 1000 packets; every figure stayed the same and
 * nothing said so, and they took the edit for not applied. A re-run after an edit that shows the
 * very figures of the run before it says so, and, where the edit is the buffer alone and the queue
 * never came near either size, why.
 */
import { describe, expect, it } from 'vitest';
import { exploreGlance } from '../../src/app/glance/glance-model';
import { peakQueue, sameFiguresNote, shownFigures, type ShownRun } from '../../src/app/glance/same-figures';
import { resolveHeadlines } from '../../src/headlines/headlines';
import { findLesson } from '../../src/lessons/built-in';
import { buildScenario } from '../../src/lessons/step-scenario';
import { streamedScenario } from '../helpers/streamed-run';

const step6 = findLesson('bufferbloat-voice')!.steps[5];
const PRESET = step6.scenario.preset;

/** Step 6's link with CoDel (the step's "Try") and the given buffer, run as the app runs it and read as At a glance shows it. */
function shown(set: string[]): ShownRun {
  const b = buildScenario(PRESET, [...step6.scenario.set, 'topology.bottleneck.queue.type=codel', ...set]);
  if (!b.ok) throw new Error(b.error);
  const run = streamedScenario(b.scenario, 4000);
  const model = exploreGlance({ veiled: false, headlines: resolveHeadlines(b.scenario, step6.headlines ?? []), run, room: 9 });
  if (model.state !== 'final') throw new Error('the run did not finish');
  return { scenario: b.scenario, preset: PRESET, figures: shownFigures(model), peakQueue: peakQueue(run) };
}

describe('a re-run after an edit that gives the same figures says so', () => {
  const small = shown(['topology.bottleneck.queue.limit=50']);
  const big = shown(['topology.bottleneck.queue.limit=1000']);

  it('step 6 with CoDel, buffer 50 → 1000 packets: the same figures, said with the run compared with (CoDel, 50 packets, bloat-1215 step 27) and why (the queue stayed under 50 packets)', () => {
    expect(big.figures).toEqual(small.figures);
    expect(small.peakQueue!.value).toBeLessThan(50);
    expect(sameFiguresNote(small, big)).toBe(
      `Same figures as your previous run (CoDel, buffer 50 packets): your change, Buffer 50 → 1000 packets, made no difference, as the queue stayed under 50 packets (at most ${small.peakQueue!.value}).`,
    );
  });

  it('says nothing when the figures changed (tail drop put back on the 1000-packet buffer)', () => {
    const b = buildScenario(PRESET, [...step6.scenario.set, 'topology.bottleneck.queue.limit=1000']);
    if (!b.ok) throw new Error(b.error);
    const run = streamedScenario(b.scenario, 4000);
    const model = exploreGlance({ veiled: false, headlines: resolveHeadlines(b.scenario, step6.headlines ?? []), run, room: 9 });
    if (model.state !== 'final') throw new Error('the run did not finish');
    const fifo: ShownRun = { scenario: b.scenario, preset: PRESET, figures: shownFigures(model), peakQueue: peakQueue(run) };
    expect(sameFiguresNote(big, fifo)).toBeNull();
  });

  it('another edit with the same figures gets the generic line', () => {
    const other = { ...big, scenario: { ...big.scenario, duration: big.scenario.duration + 1 } };
    expect(sameFiguresNote(big, other)).toMatch(/^Same figures as your previous run \(CoDel, buffer 1000 packets\): your change, Run length 30 → 31 s, made no difference: the run never reached what you changed\.$/);
  });
});
