import * as d3 from 'd3';
import type { PlannedSweep } from './sweep-configs';
import { fifoUnsettled, type FifoFill, type Scenario } from '../../sim-core';

/** The mark beside a figure of a run too short for its FIFO to settle (the note under the table says why). */
export const UNSETTLED_MARK = '†';

export interface Unsettled {
  config: string;
  value: number;
  fill: FifoFill;
}

/**
 * The sweep's configurations and values whose runs are shorter than their FIFO takes to fill
 * (sim-core/scenario/fifo-fill-time.ts, the one rule), from each one's planned scenario: a sweep of
 * the bufferbloat FIFO's buffer up to 2000 packets over a 30 s run read as settled (bloat8, item 4).
 */
export function sweepUnsettled(plan: PlannedSweep): Unsettled[] {
  const out: Unsettled[] = [];
  for (const c of plan.configs)
    for (const value of plan.values) {
      const job = plan.jobs.find((j) => j.config === c.name && j.value === value);
      // A planned job's scenario is a built one with the value set (planSweep: configScenario, gridJobs).
      const fill = job ? fifoUnsettled(job.scenario as Scenario) : null;
      if (fill) out.push({ config: c.name, value, fill });
    }
  return out;
}

const seconds = (s: number) => (s >= 100 ? `${Math.round(s / 10) * 10} s` : `${Math.round(s)} s`);
const list = (xs: readonly string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/**
 * The note under the sweep's table, or null when every run settles: which configuration and
 * values, how long their buffers take to fill, against the window measured, and what that means.
 */
export function unsettledNote(plan: PlannedSweep, unsettled: readonly Unsettled[], setting: (v: number) => string): string | null {
  if (unsettled.length === 0) return null;
  const byConfig = d3.group(unsettled, (u) => u.config);
  const parts = [...byConfig].map(([config, us]) => {
    const label = plan.configs.find((c) => c.name === config)?.label ?? config;
    return `${label} at ${list(us.map((u) => setting(u.value)))} (filling takes about ${list(us.map((u) => seconds(u.fill.fillSeconds)))})`;
  });
  const window = unsettled[0].fill.windowSeconds;
  return `${UNSETTLED_MARK} Not settled: ${list(parts)}. After the start-up's losses each long download's window grows by a fraction of a packet per round trip, and the growing queue lengthens the round trip, so a plain FIFO buffer of that size takes longer to fill than the ${d3.format('~g')(window)} s each run measures: these figures are of the start-up and of a queue still refilling after it, not of the queue the buffer settles at. A longer Run length shows where it settles.`;
}

/** The set of "config\u0000value" keys that are unsettled, for marking the table's cells. */
export function unsettledKeys(unsettled: readonly Unsettled[]): Set<string> {
  return new Set(unsettled.map((u) => `${u.config}\u0000${u.value}`));
}

