import { findPreset, validateScenario, type Scenario } from '../sim-core';
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
 * about half of a 60 s 10-flow dumbbell (303 235 events), so that the core's hot paths have run
 * long enough for V8 to optimise them. Measured at this one value (docs/benchmarks.md, "Issue 38:
 * the worker warmed while the page loads": a first run then costs 0.46–0.63× a cold one in
 * instructions); not tuned by a sweep. WARM_UP_MS bounds its wall time on a slow machine.
 */
export const WARM_UP_SLICES = 150;
/** Wall-clock ms the warm-up may take at most (a slow machine stops early: warm-up is only a help). */
export const WARM_UP_MS = 1500;
/** Slices between two collected batches (a real run collects about every 40 ms: a few dozen slices). */
const SLICES_PER_BATCH = 10;

/** The warm-up's scenarios, in order, each with its share of WARM_UP_SLICES. */
export function warmUpScenarios(): { scenario: Scenario; slices: number }[] {
  const inputs = [
    { preset: 'seed000-droptail', share: 0.4 },
    { preset: 'dumbbell-droptail', share: 0.3 },
    { preset: 'dumbbell-red', share: 0.3 },
  ];
  return inputs.map(({ preset, share }) => {
    const v = validateScenario(findPreset(preset)?.build());
    if (!v.ok) throw new Error(`warm-up scenario invalid: ${v.errors.join('; ')}`);
    return { scenario: v.scenario, slices: Math.floor(WARM_UP_SLICES * share) };
  });
}

/**
 * The warm-up's progress, kept between idle spells: the page's first run (its default preset,
 * asked for as the worker loads) preempts the warm-up at once, and the warm-up goes on from
 * where it stopped when the worker is idle again (sim-api.ts).
 */
export class WarmUp {
  private readonly plan = warmUpScenarios();
  private index = 0;
  private done = 0;
  private run: StreamingRun | null = null;
  /** Slices run so far, over all spells. */
  slices = 0;
  private spent = 0;
  /** A spell is under way (a second one at the same time would only interleave with it). */
  private busy = false;

  get finished(): boolean {
    return this.index >= this.plan.length || this.spent > WARM_UP_MS;
  }

  /**
   * Run slices, calling `pause` after each (the worker yields to its event loop there), until
   * `wanted()` is false (a real run arrived), the plan is done or WARM_UP_MS of wall time has
   * been spent over all spells. Nothing of it is kept or sent: its batches are dropped.
   */
  async spell(wanted: () => boolean, pause: () => Promise<void>, clock: () => number = () => performance.now()): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.slicesWhile(wanted, pause, clock);
    } finally {
      this.busy = false;
    }
  }

  private async slicesWhile(wanted: () => boolean, pause: () => Promise<void>, clock: () => number): Promise<void> {
    while (!this.finished && wanted()) {
      const { scenario, slices: share } = this.plan[this.index];
      // Clock 0: step() runs a single slice, then collects a batch (dropped).
      this.run ??= new StreamingRun(0, scenario, () => 0);
      const t0 = clock();
      this.done++;
      if (this.done % SLICES_PER_BATCH === 0) this.run.step(0, SLICE_EVENTS);
      else this.run.sim.advance(this.run.sim.now + SLICE_SECONDS, SLICE_EVENTS);
      this.spent += clock() - t0;
      this.slices++;
      if (this.run.finished || this.done >= share) {
        // The real runs after the warm-up take its packets (Simulation.releasePackets).
        this.run.sim.releasePackets();
        this.run = null;
        this.done = 0;
        this.index++;
      }
      await pause();
    }
  }
}

/** The whole warm-up in one spell (Node benchmarks and tests); returns the slices it ran. */
export async function warmUp(wanted: () => boolean, pause: () => Promise<void>, clock: () => number = () => performance.now()): Promise<number> {
  const w = new WarmUp();
  await w.spell(wanted, pause, clock);
  return w.slices;
}
