/**
 * Run-time fuzzing (issue 12): 2 000 scenarios (mutated presets as links carry them, random
 * scenarios at the schema's limits, small valid ones) are validated and the valid ones run under
 * small budgets (tests/helpers/run-fuzz.ts). Each must be refused with a message or end,
 * completed or cut by a budget with a reason, within a bounded number of event slices, without
 * throwing, with packets conserved, every queue within its limit, utilization ≤ 1 on unshaped
 * links, delivery never going back and UDP packets received in order.
 * scripts/run-fuzz.ts runs the same for 100 000 scenarios and prints figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzScenarioArb, runFuzzCase } from '../helpers/run-fuzz';

const RUNS = 2000;

describe('run-time fuzzing', () => {
  it(`${RUNS} mutated and random scenarios: refused in words or run to an end (completed or cut by a budget), invariants intact`, () => {
    const seen = { refused: 0, completed: 0, cut: 0 };
    fc.assert(
      fc.property(fuzzScenarioArb, (input) => {
        const o = runFuzzCase(input);
        if (o.kind === 'refused') seen.refused++;
        else if (o.result.stop.reason === 'completed') seen.completed++;
        else seen.cut++;
      }),
      { numRuns: RUNS, seed: 20261124, endOnFailure: true },
    );
    // The generators must reach every outcome, or the test would be testing little.
    expect(seen.refused + seen.completed + seen.cut).toBe(RUNS);
    expect(seen.completed).toBeGreaterThan(RUNS / 5);
    expect(seen.cut).toBeGreaterThan(RUNS / 10);
    expect(seen.refused).toBeGreaterThan(RUNS / 10);
  }, 600_000);
});
