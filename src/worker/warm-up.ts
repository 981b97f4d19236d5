import { validateScenario, type Scenario } from '../sim-core';
import { dumbbell, seed000ThreeFlows } from '../sim-core/scenario/presets';
import { SLICE_EVENTS, SLICE_SECONDS, StreamingRun } from './streaming-run';

/**
 * What the sim worker runs as soon as it starts, before the page asks for anything: a student's
 * first run in a fresh worker otherwise pays for V8 interpreting the core, collecting its type
 * feedback and compiling it (issue 38: a first run costs 2.7× a warm one in instructions). The
 * warm-up takes the paths a first real run takes — the validator, StreamingRun with series on,
 * tail drop (the app's first preset) and RED — and throws its batches away: it sends nothing.
 */

/**
 * Slices of at most SLICE_EVENTS events each, over all warm-up scenarios: at most 150 000 events,
 * about half of a 60 s 10-flow dumbbell. Chosen by cachegrind (docs/benchmarks.md, "Issue 38: the
 * worker warmed while the page loads"): the hot functions of the core are optimised well within
 * this many events, and more bought little while costing the worker's time on a slow machine.
 */
export const WARM_UP_SLICES = 150;
/** Wall-clock ms the warm-up may take at most (a slow machine stops early: warm-up is only a help). */
export const WARM_UP_MS = 1500;
/** Slices between two collected batches (a real run collects about every 40 ms: a few dozen slices). */
const SLICES_PER_BATCH = 10;

/** The warm-up's scenarios, in order, each with its share of WARM_UP_SLICES. */
export function warmUpScenarios(): { scenario: Scenario; slices: number }[] {
  const inputs = [
    { input: seed000ThreeFlows('droptail', 2), share: 0.4 },
    { input: dumbbell(5, 'droptail'), share: 0.3 },
    { input: dumbbell(5, 'red'), share: 0.3 },
  ];
  return inputs.map(({ input, share }) => {
    const v = validateScenario(input);
    if (!v.ok) throw new Error(`warm-up scenario invalid: ${v.errors.join('; ')}`);
    return { scenario: v.scenario, slices: Math.floor(WARM_UP_SLICES * share) };
  });
}

/**
 * Run the warm-up, one slice at a time, calling `pause` between slices (the worker yields to its
 * event loop there) and stopping as soon as `wanted()` is false (a real run arrived) or WARM_UP_MS
 * has passed. Returns how many slices it ran. Nothing of it is kept: its runs are dropped.
 */
export async function warmUp(wanted: () => boolean, pause: () => Promise<void>, clock: () => number = () => performance.now()): Promise<number> {
  const t0 = clock();
  let slices = 0;
  const over = () => !wanted() || clock() - t0 > WARM_UP_MS;
  for (const { scenario, slices: share } of warmUpScenarios()) {
    if (over()) return slices;
    // Clock 0: each step() below is a single slice, then a batch collected (and dropped).
    const run = new StreamingRun(0, scenario, () => 0);
    for (let k = 1; k <= share && !run.finished; k++) {
      if (k % SLICES_PER_BATCH === 0) run.step(0, SLICE_EVENTS);
      else run.sim.advance(run.sim.now + SLICE_SECONDS, SLICE_EVENTS);
      slices++;
      await pause();
      if (over()) return slices;
    }
  }
  return slices;
}
