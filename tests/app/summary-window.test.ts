/**
 * Issue 30, "the window": the bufferbloat trial read "overflow 527" in the queue plot's legend
 * (the whole run) against "Drops in the window: overflow 0" in the summary, and "target exceeded"
 * 116 against 84. The summary now says what its measurement window is, every tooltip of a window
 * figure states its span, and whole-run counts stand beside window counts where they differ.
 */
import { describe, expect, it } from 'vitest';
import { summaryModel, windowWords } from '../../src/app/summary/summary-model';
import { glossaryTerm } from '../../src/glossary/glossary';
import { metricById } from '../../src/sim-core/metric-catalogue/registry';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';

const run = (name: string) => runScenario(PRESETS.find((p) => p.name === name)!.build());

describe('the measurement window, defined once and stated wherever a figure uses it', () => {
  const codel = run('bufferbloat-codel');
  const model = summaryModel(codel, true);

  it('the glossary defines it, and says why legend and whole-run counts can be larger', () => {
    const t = glossaryTerm('measurement-window')!;
    expect(t.topic).toBe('measure');
    expect(t.body).toContain('whole-run counts');
    expect(t.body).toContain('legend');
  });

  it('the summary names its span (5–30 s of a 30 s run) and that it is part of the run', () => {
    expect(model.window).toEqual({ text: '5.00–30.00 s', partial: true });
    expect(summaryModel(run('seed000-droptail'), true).window.partial).toBe(false);
  });

  it('a window figure’s tooltip words give the span; other windows keep their own words', () => {
    expect(windowWords(metricById('link.utilization'), codel)).toBe("the measurement window, 5.00–30.00 s of the run's 0.00–30.00 s");
    expect(windowWords(metricById('flow.retransmits'), codel)).toBe('the whole run');
  });

  it('drops in the window come with the whole run’s counts where they differ (slow start’s drops fall before 5 s)', () => {
    const drops = model.lines.find((l) => l.cells.some((c) => c.metric.id === 'link.drops.targetExceeded'))!;
    const whole = codel.links[codel.aggregate.bottleneck].summary.dropsWholeRun;
    expect(drops.wholeRun).toBeDefined();
    expect(drops.wholeRun!.map((c) => [c.metric.id, c.value])).toEqual(drops.cells.map((c) => [c.metric.id, whole[c.metric.id.slice('link.drops.'.length)]]));
    expect(drops.wholeRun!.some((c, k) => c.value > drops.cells[k].value)).toBe(true);
    // A run measured over all of it has nothing to add.
    for (const l of summaryModel(run('seed000-droptail'), true).lines) expect(l.wholeRun, l.label).toBeUndefined();
  });
});
