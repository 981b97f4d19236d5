/**
 * A prediction's verdict names the figure it was judged on (issue 37, phone trial 02:20: after
 * "✓ Your prediction matches the run." the student scrolled the page behind the lesson sheet to
 * find Vegas/Reno 0.811). For every step of every lesson whose prediction is judged on a run's
 * metric, the words name that metric with the value At a glance shows for the same run.
 */
import { describe, expect, it } from 'vitest';
import { evaluateCheck } from '../../src/lessons/check';
import { LESSONS } from '../../src/lessons/catalogue';
import { summaryOnly } from '../../src/lessons/run-check';
import { stepScenario } from '../../src/lessons/schema';
import { METRICS } from '../../src/lessons/metrics';
import { judgedFigureWords } from '../../src/lessons/judged-figure';
import { resolveHeadlines } from '../../src/headlines/headlines';
import { exploreGlance } from '../../src/app/glance/glance-model';
import { runScenario } from '../../src/sim-core/scenario/run';

const judgedOnARun = LESSONS.flatMap((l) =>
  l.steps.flatMap((s, k) => (s.prediction && s.check && 'run' in s.check.test ? [[`${l.id} step ${k + 1}`, l.id, k] as const] : [])),
);

describe('the prediction verdict names the judged figure as At a glance shows it', () => {
  it('there are such steps (the Vegas lesson has three)', () => {
    expect(judgedOnARun.filter(([, id]) => id === 'vegas-meets-reno')).toHaveLength(3);
  });
  it.each(judgedOnARun)('%s', (_t, id, k) => {
    const step = LESSONS.find((l) => l.id === id)!.steps[k];
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const r = runScenario(summaryOnly(b.scenario));
    const check = step.check!.test;
    const words = judgedFigureWords(check, b.scenario, r, evaluateCheck(check, r))!;
    const run = 'run' in check ? check.run : null;
    for (const c of run && 'all' in run ? run.all : [run!]) {
      const ref = { metric: METRICS[c.compare.metric].id, ...(c.compare.flow === undefined ? {} : { flow: c.compare.flow + 1 }) };
      // At a glance with this figure among its headlines, on the same run.
      const [h] = resolveHeadlines(b.scenario, [ref]);
      const glance = exploreGlance({ veiled: false, headlines: [h], run: { done: true, now: r.endTime, summary: r, scenario: b.scenario }, room: 8 });
      expect(glance.state).toBe('final');
      const fig = glance.state === 'final' ? glance.headlines[0] : null;
      // The glance's label is the short name with its unit in brackets ("Utilization (%)"), its cell the number.
      expect(fig!.label.startsWith(h.short)).toBe(true);
      const unit = /^ \((.*)\)$/.exec(fig!.label.slice(h.short.length))?.[1];
      expect(words).toContain(`${h.short} ${fig!.text}${unit ? ` ${unit}` : ''}`);
    }
  });
  it('Vegas meets Reno step 2 says "Vegas/Reno 0.811"', () => {
    const step = LESSONS.find((l) => l.id === 'vegas-meets-reno')!.steps[1];
    const b = stepScenario(step);
    if (!b.ok) throw new Error(b.error);
    const r = runScenario(summaryOnly(b.scenario));
    expect(judgedFigureWords(step.check!.test, b.scenario, r, evaluateCheck(step.check!.test, r))).toBe('Vegas/Reno 0.811');
  });
});
