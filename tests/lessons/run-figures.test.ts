/**
 * What a lesson says about its own run is the run's (issue 37, item 5; phone trial 0330): every
 * `{run …}` figure in a step's texts is compared with the metric catalogue's figure of the step's
 * run, every `{contrast …}` figure with the run of the check's contrast, every `{beside …}` figure
 * with the run of the step's `besideRun`, and the words a step
 * shows before the prediction state none. The settings a text names are held to the scenario by
 * text-lint.test.ts; the numbers here come from running it.
 */
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { markupToText } from '../../src/lessons/markup';
import { summaryOnly } from '../../src/lessons/run-check';
import { runFigureProblem, runFigures, withRunFigureWords, type RunFigure } from '../../src/lessons/run-figures';
import { stepScenario, variantScenario } from '../../src/lessons/schema';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { runScenario } from '../../src/sim-core/scenario/run';
import { stepTexts } from './step-texts';
import type { SimResult } from '../../src/sim-core/scenario/result';


function runOf(b: ReturnType<typeof stepScenario>): SimResult {
  if (!b.ok) throw new Error(b.error);
  return runScenario(summaryOnly(b.scenario));
}

const withFigures = LESSONS.flatMap((l) => l.steps.map((step, k) => ({ lesson: l.id, k, step, figures: stepTexts(step).flatMap(([where, text]) => runFigures(text).map((f) => ({ where, f }))) }))).filter((x) => x.figures.length > 0);

describe('figures a lesson states about its runs are the runs\' (computed, not asserted by hand)', () => {
  it('the mark shows as its words, and a planted wrong figure is caught with the run\'s value', () => {
    expect(markupToText('a queue of {run link.meanQueue: about 270 packets} on average')).toBe('a queue of about 270 packets on average');
    expect(withRunFigureWords('{contrast run.systemGoodput: the FIFO\'s 9.27 Mbit/s}')).toBe('the FIFO\'s 9.27 Mbit/s');
    expect(markupToText('{beside flow.oneWayDelayMean#5: 2755 ms} on average')).toBe('2755 ms on average');
    expect(runFigures('{beside flow.oneWayDelayMean#5: 2755 ms}')).toEqual([{ mark: '{beside flow.oneWayDelayMean#5: 2755 ms}', of: 'beside', metric: 'flow.oneWayDelayMean', flow: 5, words: '2755 ms' }]);
    const r = runScenario(summaryOnly(presetScenario('voice-fifo')!));
    const f = (words: string, metric = 'link.meanQueue', flow?: number): RunFigure => ({ mark: `{run ${metric}: ${words}}`, of: 'run', metric, flow, words });
    expect(runFigureProblem(f('about 270 packets'), r)).toBeNull();
    // "full": the text said a 1000-packet buffer was full while the run's mean queue is 268.
    expect(runFigureProblem(f('about 1000 packets'), r)).toMatch(/about 1000 .*268/);
    expect(runFigureProblem(f('over 150 ms', 'flow.oneWayDelayMean', 5), r)).toBeNull();
    expect(runFigureProblem(f('under 150 ms', 'flow.oneWayDelayMean', 5), r)).toMatch(/under 150/);
    expect(runFigureProblem(f('0.36 s', 'flow.oneWayDelayMean', 5), r)).toBeNull();
    expect(runFigureProblem(f('1035', 'flow.retransmits', 1), r)).toBeNull();
    expect(runFigureProblem(f('1036', 'flow.retransmits', 1), r)).toMatch(/says 1036/);
    expect(() => runFigureProblem(f('1035', 'flow.retransmits'), r)).toThrow(/names its flow/);
    expect(() => runFigureProblem(f('many', 'link.meanQueue'), r)).toThrow(/no number/);
  });

  it('the bufferbloat and Vegas lessons are among the lessons whose figures are checked', () => {
    expect(new Set(withFigures.map((x) => x.lesson))).toContain('bufferbloat-voice');
  });

  it.each(withFigures.map((x) => [`${x.lesson} step ${x.k + 1}`, x] as const))('%s: each stated figure agrees with its run', (_name, x) => {
    const own = runOf(stepScenario(x.step));
    const contrast = x.step.check ? runOf(variantScenario(x.step, x.step.check.contrast)) : null;
    const beside = x.step.besideRun ? runOf(variantScenario(x.step, x.step.besideRun)) : null;
    for (const { where, f } of x.figures) {
      const r = f.of === 'run' ? own : f.of === 'contrast' ? contrast : beside;
      if (!r) throw new Error(`${where}: ${f.mark} names the ${f.of === 'contrast' ? 'contrast, and the step has no check' : 'beside run, and the step has no besideRun'}`);
      expect(runFigureProblem(f, r), `${where}: ${f.mark}`).toBeNull();
    }
  }, 120_000);

  it('no step states a figure of its run before the prediction is answered (title, text, question, choices)', () => {
    for (const l of LESSONS)
      l.steps.forEach((s, k) => {
        if (!s.prediction) return;
        const before = [s.title, s.text, s.prediction.question, ...s.prediction.choices.map((c) => c.text)];
        for (const t of before) expect(runFigures(t), `${l.id} step ${k + 1}: ${t}`).toEqual([]);
      });
  });
});
