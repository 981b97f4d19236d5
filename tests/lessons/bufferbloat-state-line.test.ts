/**
 * Where a bufferbloat step shows the queue plot of a discipline with an internal state (CoDel's
 * dropping state, count, next drop, sojourn), its line under the plot is said in the step's words,
 * each part by the label the line shows and what it means (bloat trial 20:20, s32: "CoDel
 * dropping (1 = yes) 0 · CoDel count 3 · …" read as jargon the lesson never explained). The labels
 * are the discipline registry's, so a renamed label fails here until the lesson follows it.
 */
import { describe, expect, it } from 'vitest';
import { findLesson } from '../../src/lessons/built-in';
import { markupToText } from '../../src/lessons/markup';
import { stepScenario } from '../../src/lessons/schema';
import { queueDiscipline } from '../../src/sim-core';

const steps = findLesson('bufferbloat-voice')!.steps;

describe('the bufferbloat lesson says what each part of a discipline\'s state line is, where it shows one', () => {
  const shown = steps.flatMap((step, k) => {
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const topology = b.scenario.topology as unknown as { bottleneck: { queue: { type: string } } };
    const d = queueDiscipline(topology.bottleneck.queue.type);
    const gauges = d.gauges.filter((g) => g.scale !== 'queue');
    return step.views.show.includes('queue') && gauges.length ? [{ k, step, gauges, prefix: `${d.label} ` }] : [];
  });

  it('at least the CoDel step shows one', () => {
    expect(shown.map((s) => s.k)).toContain(1);
  });

  it.each(shown.map((s) => [s.k + 1, s] as const))('step %i names each part of the line under the queue plot as the line does', (_n, { step, gauges, prefix }) => {
    const words = markupToText(step.explanation ?? '');
    // Bloat-1510 confusion 6 (s17): the line is among the queue plot's controls (plots/registry.tsx),
    // under its title and legend, above its chart; "under the queue plot" sent the student scrolling.
    expect(words).toContain("The line under the queue plot's title and legend, above its chart, is");
    for (const g of gauges) expect(words, g.label).toContain(`"${g.label.startsWith(prefix) ? g.label.slice(prefix.length) : g.label}"`);
  });
});
