import type { Scenario } from '../../sim-core';
import type { RunData } from './run-data';

/** How many finished runs a results store keeps besides the one shown. */
export const RUN_CACHE_RUNS = 3;
/** At most this many bytes of series kept (per store); a run larger than this alone is not kept. */
export const RUN_CACHE_BYTES = 160 * 1024 * 1024;

/** The key a run is kept under: its validated scenario, as JSON (the same scenario simulates to the same result: the core is deterministic). */
export function runKey(scenario: Scenario): string {
  return JSON.stringify(scenario);
}

/**
 * The last few finished runs, by scenario: going back from a demo's control run to the demo
 * recomputed its 100 s run for about 20 s in front of the class (lecturer trial 9, finding 2);
 * a run kept here is shown again at once. Bounded by count (RUN_CACHE_RUNS, least recently used
 * first out) and by the bytes of its series (RUN_CACHE_BYTES). `evicted` is told of each run that
 * leaves, so its arrays can go back to the column pool when nothing shows it.
 */
export class RunCache {
  private readonly runs = new Map<string, RunData>();

  constructor(
    private readonly evicted: (run: RunData) => void,
    private readonly maxRuns = RUN_CACHE_RUNS,
    private readonly maxBytes = RUN_CACHE_BYTES,
  ) {}

  /** The finished run of `scenario`, if kept (it becomes the most recently used). */
  get(scenario: Scenario): RunData | null {
    const key = runKey(scenario);
    const run = this.runs.get(key);
    if (!run) return null;
    this.runs.delete(key);
    this.runs.set(key, run);
    return run;
  }

  /** Whether a run of `scenario` is kept (without making it the most recently used). */
  peek(scenario: Scenario): boolean {
    return this.runs.has(runKey(scenario));
  }

  /** Whether `run` is kept (its arrays must not be released). */
  holds(run: RunData): boolean {
    return this.runs.get(runKey(run.scenario)) === run;
  }

  /** Keep a finished run (one that halted, or was released, is not kept). */
  put(run: RunData): void {
    if (!run.done || run.halted || run.released) return;
    const key = runKey(run.scenario);
    const old = this.runs.get(key);
    this.runs.delete(key);
    if (old && old !== run) this.evicted(old);
    if (run.bytes > this.maxBytes) {
      this.evicted(run);
      return;
    }
    this.runs.set(key, run);
    let bytes = 0;
    for (const r of this.runs.values()) bytes += r.bytes;
    for (const [k, r] of this.runs) {
      if (this.runs.size <= this.maxRuns && bytes <= this.maxBytes) break;
      if (r === run) continue;
      this.runs.delete(k);
      bytes -= r.bytes;
      this.evicted(r);
    }
  }

  get size(): number {
    return this.runs.size;
  }

  clear(): void {
    this.runs.clear();
  }
}
