import { describe, expect, it } from 'vitest';
import { compareFinishedText, completionText, runFinishedText, sweepProgressText, VEILED_RUN_TEXT } from '../../src/app/a11y/announcement-text';
import { documentTitle } from '../../src/app/header/document-title';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { runScenario } from '../../src/sim-core/scenario/run';
import { formatMetric } from '../../src/lessons/metrics';

describe('live-region words', () => {
  const r = runScenario(presetScenario('seed000-droptail')!);

  it('a finished run names the time simulated and every flow by number and name, with the catalogue’s completion times', () => {
    const text = runFinishedText(r);
    expect(text.startsWith(`Run finished: ${r.endTime.toFixed(1)} s simulated; `)).toBe(true);
    for (const f of r.flows) {
      expect(f.summary.completed).toBe(true);
      expect(text).toContain(`flow ${f.index + 1} (${f.name}) took ${formatMetric('flow.elapsed', f.summary.elapsedTime)}`);
    }
    expect(text).toContain('flow 3 (third) took ');
  });

  it('unlimited flows are not listed; many flows are said as a range with the slowest named', () => {
    const many = runScenario(presetScenario('seed000-droptail')!);
    // Eight copies of the finished flows: more than are named one by one.
    const flows = Array.from({ length: 8 }, (_, i) => ({ ...many.flows[i % 3], index: i, name: `f${i + 1}` }));
    const times = flows.map((f) => f.summary.elapsedTime);
    const text = completionText({ ...many, flows });
    expect(text).toMatch(/^8 of 8 flows finished, between /);
    const slowest = times.lastIndexOf(Math.max(...times));
    expect(text).toContain(`the slowest, flow ${slowest + 1} (f${slowest + 1}) took ${formatMetric('flow.elapsed', times[slowest])}`);
    const unlimited = completionText({ ...many, flows: many.flows.map((f) => ({ ...f, bytes: null })) });
    expect(unlimited).toBe('');
    expect(runFinishedText({ ...many, flows: many.flows.map((f) => ({ ...f, bytes: null })) })).toBe(`Run finished: ${many.endTime.toFixed(1)} s simulated.`);
  });

  it('A/B names each side’s queue; the veiled text has no digit; sweep progress counts runs', () => {
    const red = runScenario(presetScenario('seed000-red')!);
    const text = compareFinishedText(r, red, 'tail drop', 'RED');
    expect(text).toMatch(/^A\/B runs finished\. A, tail drop: .*flow 3 \(third\) took .* B, RED: .*flow 3 \(third\) took /);
    expect(VEILED_RUN_TEXT).not.toMatch(/\d/);
    expect(sweepProgressText(10, 40)).toBe('Sweep: 10 of 40 runs done.');
  });
});

describe('document title', () => {
  const base = { landing: false, presenting: false, mode: 'explore' as const, scenario: 'Late flow vs two downloads — tail drop', lesson: null };
  it('names the view, most specific first', () => {
    expect(documentTitle(base)).toBe('Late flow vs two downloads — tail drop · Congestion Lab');
    expect(documentTitle({ ...base, mode: 'compare' })).toBe('Late flow vs two downloads — tail drop — Compare A/B · Congestion Lab');
    expect(documentTitle({ ...base, landing: true })).toBe('Lessons and demos · Congestion Lab');
    expect(documentTitle({ ...base, presenting: true })).toBe('Presentation: Late flow vs two downloads — tail drop · Congestion Lab');
    const lesson = { title: 'Tail drop and the late flow', step: 2, steps: 4, stepTitle: 'Move the late flow', ending: false };
    expect(documentTitle({ ...base, lesson })).toBe('Step 2 of 4: Move the late flow — Tail drop and the late flow · Congestion Lab');
    expect(documentTitle({ ...base, lesson: { ...lesson, ending: true } })).toBe('Finished — Tail drop and the late flow · Congestion Lab');
  });
});
