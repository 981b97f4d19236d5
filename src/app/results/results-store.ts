import type { Scenario } from '../../sim-core';
import type { Batch } from '../../worker/protocol';
import { RunData } from './run-data';
import { RunCache } from './run-cache';

type Listener = () => void;

/** The simulator failed or stopped answering while running a scenario; `link` is the scenario's share link, for reporting it. */
export interface WorkerProblem {
  kind: 'stuck' | 'crashed';
  link: string | null;
}

/** Why the newest run produced no (further) results: its scenario was refused before it started (no `kind`), or a worker problem. */
export type RunProblem = { runId: number; message: string } & (WorkerProblem | { kind?: undefined });

/**
 * The simulation results, kept outside React state: large typed arrays that plots read
 * directly. A new run replaces the shown one when its first batch arrives (so an edit never
 * flashes empty plots). Subscribers are told about every change; `version` counts them.
 */
export class ResultsStore {
  current: RunData | null = null;
  private pending: RunData | null = null;
  /**
   * The run `current` replaced: kept until the next replacement, then its arrays go to the
   * column pool (RunData.release). One run of grace, so a view still holding the run it drew
   * last (an annotation, an export in progress) never reads arrays another run is filling.
   */
  private previous: RunData | null = null;
  /**
   * The last few finished runs (run-cache.ts), shown again at once when their scenario comes back
   * (Back from a demo's control run). A run that leaves it is released unless it is on screen.
   */
  private readonly cache = new RunCache((run) => this.releaseUnlessShown(run));
  version = 0;
  error: RunProblem | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly beginListeners = new Set<Listener>();

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Told when a run is asked for (`newest` changes before any of its results exist): what says
   * whether the run is complete, and how far it has got, reads `newest` then. Not a change of
   * the results (no `version`): the views keep the run they show until its first batch.
   */
  subscribeBegin(fn: Listener): () => void {
    this.beginListeners.add(fn);
    return () => this.beginListeners.delete(fn);
  }

  private emit(): void {
    this.version++;
    for (const fn of [...this.listeners]) fn();
  }

  /**
   * The newest run asked for: the one started and not yet sent a batch, else the current one. A
   * surface saying whether "the run" is complete asks this one: the current run, still the last
   * one (or none) until the new run's first batch, made the playback bar say "run complete" over
   * a run that was computing (lecturer trial 05:10, step 4).
   */
  get newest(): RunData | null {
    return this.pending ?? this.current;
  }

  /** A run was started; its data replaces the current run's at its first batch. */
  begin(runId: number, scenario: Scenario): void {
    this.pending = new RunData(runId, scenario);
    for (const fn of [...this.beginListeners]) fn();
  }

  receive(b: Batch): void {
    if (this.pending && this.pending.runId === b.runId) {
      this.show(this.pending);
      this.pending = null;
    }
    if (!this.current || this.current.runId !== b.runId) return;
    this.current.append(b);
    if (this.current.done) this.cache.put(this.current);
    this.emit();
  }

  /** `run` replaces the current one; the run two replacements old is released, unless kept in the cache. */
  private show(run: RunData): void {
    if (this.previous !== null && this.previous !== this.current && this.previous !== run) this.releaseUnlessKept(this.previous);
    this.previous = this.current;
    this.current = run;
    this.error = null;
  }

  private releaseUnlessKept(run: RunData): void {
    if (!this.cache.holds(run)) run.release();
  }

  private releaseUnlessShown(run: RunData): void {
    if (run !== this.current && run !== this.previous) run.release();
  }

  /** Whether a finished run of `scenario` is kept (reuse would show it). */
  cached(scenario: Scenario): boolean {
    return this.cache.peek(scenario);
  }

  /**
   * The finished run of `scenario` from the recent-runs cache, shown at once as run `runId` (the id
   * of the run it stands in for, so whatever asks whether the newest run has arrived finds it
   * has, and with the scenario object asked for, so whatever finds its run by that object does);
   * false when none is kept, and a run must be started.
   */
  reuse(runId: number, scenario: Scenario): boolean {
    const run = this.cache.get(scenario);
    if (!run) return false;
    this.pending = null;
    run.runId = runId;
    run.scenario = scenario;
    if (run !== this.current) this.show(run);
    for (const fn of [...this.beginListeners]) fn();
    this.emit();
    return true;
  }

  /**
   * The run will send nothing: refused before it started, or (with `problem`) the worker failed;
   * what was received stays on screen, marked as halted.
   */
  fail(runId: number, message: string, problem?: WorkerProblem): void {
    if (this.pending?.runId === runId) this.pending = null;
    if (problem && this.current?.runId === runId) this.current.halt();
    this.error = problem ? { runId, message, ...problem } : { runId, message };
    this.emit();
  }

  /** For tests. */
  clear(): void {
    this.current = null;
    this.pending = null;
    this.previous = null;
    this.cache.clear();
    this.error = null;
    this.emit();
  }
}

export const results = new ResultsStore();
