import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { markupToText } from '../../src/lessons/markup';
import { stepScenario, type Step } from '../../src/lessons/schema';
import { lintText } from '../../src/lessons/text-lint';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { PRESETS } from '../../src/sim-core/scenario/presets';

/** The texts of a step that speak about its own scenario (contrast notes and challenges speak about others). */
function ownTexts(step: Step): [string, string][] {
  const out: [string, string][] = [['title', step.title], ['text', step.text]];
  if (step.prediction) {
    out.push(['question', step.prediction.question]);
    step.prediction.choices.forEach((c, i) => out.push([`choice ${i + 1}`, c.text], [`choice ${i + 1} why`, c.why]));
  }
  if (step.check) out.push(['says', step.check.says]);
  if (step.explanation) out.push(['explanation', step.explanation]);
  return out;
}

describe('lesson and preset text agrees with its scenario', () => {
  it('fails on a planted mismatch: a heading that says RED 4/6 over a step that runs min_th 5000 bytes', () => {
    const sc = presetScenario('seed000-red')!;
    expect(lintText('RED with `min_th` 4 and `max_th` 6', sc).map((m) => m.setting)).toEqual(['min_th', 'max_th']);
    expect(lintText('thresholds 4 and 6 packets', sc)).toHaveLength(2);
    expect(lintText('a 100-packet buffer', sc)).toHaveLength(1); // its buffer is 20 000 bytes
    expect(lintText('the 10 Mbit/s link', sc)).toHaveLength(1); // its bottleneck is 143 kbit/s
    expect(lintText('`min_th` 5000 bytes, `max_th` 18 000 bytes, `max_p` 0.1, a 20 000-byte buffer', sc)).toEqual([]);
    // Marked as another configuration: not held to this scenario, and shown without the marker.
    expect(lintText('{other: Floyd recommends `max_th` 3 × `min_th`, e.g. min_th 5 and max_th 15}', sc)).toEqual([]);
    expect(markupToText('{other: `min_th` 4} here')).toBe('min_th 4 here');
  });

  it('takes its setting words from the queue’s registry entry: every code word of its discipline, its threshold pair, any discipline’s name before "buffer"', () => {
    const sc = presetScenario('seed000-red')!;
    const withWq = structuredClone(sc);
    (withWq.topology as unknown as { bottleneckQueue: { wq?: number } }).bottleneckQueue.wq = 0.002;
    expect(lintText('w_q = 0.5', withWq).map((m) => m.setting)).toEqual(['w_q']);
    expect(lintText('w_q = 0.002', withWq)).toEqual([]);
    expect(lintText('a 100-packet drop-tail buffer', sc)).toHaveLength(1);
    expect(lintText('a 100-packet RED buffer', sc)).toHaveLength(1);
    // A code word the queue's discipline does not have is not held to this scenario.
    const fifo = presetScenario('seed000-droptail')!;
    expect(lintText('min_th 4 and max_p 0.5', fifo)).toEqual([]);
    expect(lintText('thresholds 4 and 6 packets', fifo)).toEqual([]);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('lesson %s: every number next to a setting word is the step’s own', (_id, lesson) => {
    lesson.steps.forEach((step, k) => {
      const built = stepScenario(step);
      if (!built.ok) throw new Error(built.error);
      for (const [where, text] of ownTexts(step)) expect(lintText(text, built.scenario), `step ${k + 1} ${where}: ${text}`).toEqual([]);
    });
  });

  it.each(PRESETS.map((p) => p.name))('preset %s: its description states its own settings', (name) => {
    const sc = presetScenario(name)!;
    expect(lintText(sc.description ?? '', sc)).toEqual([]);
  });
});
