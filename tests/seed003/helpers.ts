import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import type { SimResult } from '../../src/sim-core/scenario/result';

/** Run without recording series (only counters and summaries are needed). */
export function runQuiet(s: ScenarioInput): SimResult {
  return runScenario({ ...s, record: { series: false } });
}

export const mbps = (bps: number) => bps / 1e6;
export const systemGoodput = (r: SimResult) => mbps(r.aggregate.totalGoodputBps);
export const protocolGoodput = (r: SimResult, v: string) => mbps(r.aggregate.goodputByVariant[v]?.goodputBps ?? 0);
