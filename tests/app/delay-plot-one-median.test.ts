/**
 * Issue 37, finding 1 (bufferbloat trial at 1366×768): the queueing-delay plot showed two medians
 * that disagreed, the legend's "median 298.0 ms (…, in the measurement window)" and, under the
 * chart, the caption's "median 306.1 ms" of every packet of the whole run, start-up included, with
 * no window named; the lesson then had to explain the pair. The plot's words now give each
 * statistic once, from the metric catalogue's definition (the legend's and the caption's median are
 * the same figure, link.queueDelayP50), and every sentence that gives a delay names its window: the
 * measurement window's span for the catalogue's figures, "the whole run" for what is read off the
 * dots (the largest wait). Checked for every step of the bufferbloat lesson and every voice and
 * video call preset (the presets' summary is the same plot and legend).
 */
import { describe, expect, it } from 'vitest';
import { delayMedianItems } from '../../src/app/plots/legend-model';
import { describeDelay } from '../../src/app/plots/text-alternatives';
import { findLesson } from '../../src/lessons/built-in';
import { stepScenario } from '../../src/lessons/schema';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { formatMetric, metricById, readMetric } from '../../src/sim-core';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { streamedScenario } from '../helpers/streamed-run';

const lesson = findLesson('bufferbloat-voice')!;
const CALL_PRESETS = ['voice', 'video'].flatMap((call) => ['fifo', 'codel', 'pie', 'fq-codel'].map((q) => `${call}-${q}`));

const cases: [string, Scenario][] = [
  ...lesson.steps.map((s, k): [string, Scenario] => {
    const b = stepScenario(s);
    if (!b.ok) throw new Error(b.error);
    return [`bufferbloat lesson step ${k + 1}`, b.scenario];
  }),
  ...CALL_PRESETS.map((p): [string, Scenario] => [`preset ${p}`, presetScenario(p)!]),
];

/** A delay figure in words: "298.0 ms". */
const DELAY = /\d+(?:\.\d+)? ms\b/g;
/** The sentences of the plot's words (the legend's items and the caption's). */
const sentencesOf = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z])/);

describe('the queueing-delay plot gives one median, and every delay it gives names its window (issue 37, finding 1)', () => {
  it.each(cases)('%s', (_, scenario) => {
    const run = streamedScenario(scenario, 4000);
    const legend = delayMedianItems(run, { shortLegends: false } as never).map((i) => i.label);
    const caption = describeDelay(run)!;
    const words = [...legend, ...sentencesOf(caption)];
    // Two medians that disagree are one too many: every median said is the catalogue's.
    const p50 = metricById('link.queueDelayP50');
    const median = formatMetric(p50, readMetric(p50, run.summary!));
    const medians = words.flatMap((w) => [...w.matchAll(/median (\d+(?:\.\d+)? ms)/g)].map((m) => m[1]));
    expect(medians.length).toBeGreaterThan(0);
    expect(new Set(medians)).toEqual(new Set([median]));
    // Each sentence with a delay figure says over which window it was counted.
    for (const w of words) if ((w.match(DELAY) ?? []).some((d) => !/^0(\.0)? ms$/.test(d))) expect(w, w).toMatch(/measurement window|whole run/);
  });
});
