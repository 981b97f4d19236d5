import type { Scenario } from '../sim-core/scenario/schema';
import { runScenario } from '../sim-core/scenario/run';
import type { SimResult } from '../sim-core/scenario/result';
import { checkSweep, evaluateCheck, type Check, type SweepPoint, type Verdict } from './check';
import { sweepScenarios } from './step-scenario';

/** The scenario run for a check: series off (checks read summaries only). */
export function summaryOnly(sc: Scenario): Scenario {
  return { ...sc, record: { ...sc.record, series: false } };
}

/** The runs a check needs on `base`: the run itself, or one per sweep value. Throws on a bad sweep value. */
export function checkJobs(check: Check, base: Scenario): { value: number | null; scenario: Scenario }[] {
  const sweep = checkSweep(check);
  if (!sweep) return [{ value: null, scenario: summaryOnly(base) }];
  return sweepScenarios(base, sweep.param, sweep.values).map(({ value, built }) => {
    if (!built.ok) throw new Error(`${sweep.param} = ${value}: ${built.error}`);
    return { value, scenario: summaryOnly(built.scenario) };
  });
}

/** Evaluate a check on `base` in this thread (tests, CLI). The app runs the same jobs in workers. */
export function runCheck(check: Check, base: Scenario): Verdict {
  const jobs = checkJobs(check, base);
  const results: { value: number | null; result: SimResult }[] = jobs.map((j) => ({ value: j.value, result: runScenario(j.scenario) }));
  if (checkSweep(check) === null) return evaluateCheck(check, results[0].result);
  const points: SweepPoint[] = results.map((r) => ({ value: r.value!, result: r.result }));
  return evaluateCheck(check, null, points);
}
