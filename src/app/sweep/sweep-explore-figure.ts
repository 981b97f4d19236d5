import { formatStatistic, readMetric, valueAt, type Metric, type Scenario, type SimResult } from '../../sim-core';
import { sameSetUp } from '../heading/scenario-heading';
import { configScenario, type PlannedSweep } from './sweep-configs';
import type { SweepPoint } from './sweep-stats';

/** The Explore run as the results store holds it: what it ran and what it gave. */
export interface ExploreRun {
  scenario: Scenario;
  summary: SimResult;
}

/**
 * The Explore run's figure beside the sweep's box at the Explore run's own setting, said in the
 * note by the table: a lecturer read tail drop "8.52 [8.48, 8.55]" in the sweep beside 8.88 in
 * the demo's text and found nothing on screen that explained the difference (trial 04:00, s25;
 * the seed note said only that the Explore run "can lie outside the box", below the table).
 * Null when the Explore run is not of the sweep's scenario or no configuration runs its queue;
 * `cell` writes a value in the table's unit, `unit` is that unit ('' for none), `setting` names a
 * value of the swept setting.
 */
export function exploreBesideSweep(plan: PlannedSweep, run: ExploreRun | null, points: readonly SweepPoint[], m: Metric, flow: number, cell: (v: number) => string, unit: string, setting: (stored: number) => string): string | null {
  if (!run || !sameSetUp(run.scenario, plan.basis)) return null;
  const config = plan.choice.configs.find((c) => {
    try {
      return sameSetUp(configScenario(c, plan.basis), plan.basis);
    } catch {
      return false;
    }
  });
  if (!config) return null;
  const own = valueAt(plan.basis, plan.param);
  if (typeof own !== 'number') return null;
  const v = m.scope === 'flow' ? readMetric(m, run.summary, { flow }) : readMetric(m, run.summary, {});
  if (!Number.isFinite(v)) return null;
  const at = plan.values.find((x) => Math.abs(x - own) <= 1e-9 * Math.max(1, Math.abs(own)));
  const point = at === undefined ? undefined : points.find((p) => p.config === config.name && p.value === at);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  // The configuration as the legend and the table heads name it, with its queue's parameters (config-label.ts; phone-0510 confusion 9).
  const name = plan.configs.find((c) => c.name === config.name)?.label ?? config.name;
  const explore = `The Explore run gave ${withUnit(cell(v))} for ${name} at ${setting(own)}`;
  if (at === undefined) return `${explore}, a setting this sweep did not run.`;
  if (!point) return `${explore}.`;
  // The table's cell without its count: "7.48 [7.47, 7.48]".
  return `${explore}; this sweep’s median there is ${withUnit(formatStatistic(m, point.stats, cell).replace(/ \([^)]*\)$/, ''))}.`;
}
