/**
 * Issue 37: under CoDel the queue plot's legend said "target exceeded 116" while the summary said
 * "queue drops 116" for the same drops. Every count of drops or marks by cause has one name (the
 * registry's `name`, in the plural by the catalogue's dropCountName), and the legend, the
 * summary table, the CSV, the CLI and the glossary all use it. Walks every leaf discipline.
 */
import { describe, expect, it } from 'vitest';
import { summaryTable } from '../../src/app/export/csv';
import { queueLegendItems } from '../../src/app/plots/legend-model';
import { summaryModel } from '../../src/app/summary/summary-model';
import { THEMES } from '../../src/app/theme/theme';
import { summaryText } from '../../src/cli/output';
import { glossaryTerm } from '../../src/glossary/glossary';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { metricById } from '../../src/sim-core/metric-catalogue/registry';
import { dropReasonsOf, LEAF_QUEUE_DISCIPLINES } from '../../src/sim-core/queues/registry';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { seed001Web } from '../../src/sim-core/scenario/seed001-presets';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { streamedScenario } from '../helpers/streamed-run';

function preset(name: string, duration: number): Scenario {
  const sc = presetScenario(name)!;
  sc.duration = duration;
  return sc;
}

function aredWithEcn(): Scenario {
  const v = validateScenario(seed001Web({ load: 1.05, queue: 'ared5-ecn', variant: 'reno', warmup: 2, measured: 10 }));
  if (!v.ok) throw new Error(v.errors.join('\n'));
  return v.scenario;
}

/** One run per leaf discipline (a run that drops, or marks, for the discipline's own reasons), and a RED run that marks. */
const CASES: Record<string, () => Scenario> = {
  droptail: () => preset('dumbbell-10-droptail', 20),
  red: () => preset('dumbbell-10-red', 20), // gentle RED: early, forced, overflow
  ared: aredWithEcn, // Adaptive RED with ECN marks
  'dynamic-red': () => preset('seed002-c-1v9r-red', 60),
  codel: () => preset('bufferbloat-codel', 30),
  pie: () => preset('bufferbloat-pie', 30),
  'fq-codel': () => preset('bufferbloat-fq-codel', 30),
  dualpi2: () => preset('l4s-dctcp-cubic-dualpi2', 20),
};

const streamed = (sc: Scenario) => streamedScenario(sc, 50);

describe('a count of drops or marks by cause has one name on every surface', () => {
  it('every leaf discipline has a case here', () => {
    expect(LEAF_QUEUE_DISCIPLINES.map((d) => d.name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: the legend, the summary table, the CSV, the CLI and the glossary name each count alike', (kind) => {
    const run = streamed(CASES[kind]());
    const r = run.summary!;
    const link = r.links[r.aggregate.bottleneck];
    expect(link.queueKind).toBe(kind);
    const model = summaryModel(r, true);
    const lines = model.lines;
    const csv = summaryTable(run).header;
    const cli = summaryText(r);
    // The legend's drop and mark items ("target exceeded drops 143"): name, then the whole run's
    // count, and the window's after it where the two differ ("116 over the whole run, 84 in the window").
    const marks = queueLegendItems(run, THEMES.default, 0, Number.POSITIVE_INFINITY).filter((i) => i.shape !== null);
    expect(marks.length, 'the run drops or marks').toBeGreaterThan(0);
    const reasons = dropReasonsOf([kind]);
    for (const item of marks) {
      const [, name, count, inWindow] = /^(.*?) (\d+)(?: over the whole run, (\d+) in the window)?$/.exec(item.label)!;
      const reason = reasons.find((x) => name.startsWith(x.label));
      expect(reason, `legend "${item.label}" is one of the discipline's reasons`).toBeDefined();
      // The name is the catalogue's: the count's metric's short name.
      const metric = metricById(`link.drops.${reason!.id}`);
      expect(name).toBe(metric.short);
      // The summary table shows the same count under the same name, and its whole-run value is the legend's.
      const line = lines.find((l) => l.cells.some((c) => c.metric.id === metric.id))!;
      expect(line, `summary line of ${name}`).toBeDefined();
      const k = line.cells.findIndex((c) => c.metric.id === metric.id);
      expect(line.label.split(/ \/ | in the window$/).filter(Boolean)).toContain(name);
      expect((line.wholeRun ?? line.cells)[k].value).toBe(Number(count));
      // Where the summary gives a count over the window and another over the whole run, the legend
      // gives both, in its words, and they are its figures (bloat trial 07:10: 116 beside 84).
      if (line.wholeRun && line.wholeRun[k].value !== line.cells[k].value) expect(Number(inWindow), `"${item.label}" gives the window's count`).toBe(line.cells[k].value);
      else expect(inWindow, `"${item.label}": one count, the same over the window and the whole run`).toBeUndefined();
      // The CSV column is the count's (the catalogue metric's column), the CLI's link table names it alike.
      expect(csv).toContain(metric.column);
      expect(cli).toContain(`${name}*`);
      // The glossary term the legend links to has the name of one such event.
      expect(glossaryTerm(reason!.glossary)?.label).toBe(reason!.name);
      if (reason!.queueDrop) {
        // The queue drops line says which counts it sums, by their names.
        const total = lines.find((l) => l.cells[0].metric.id === 'link.queueDrops')!;
        expect(total.label).toContain(name);
      }
    }
  });
});
