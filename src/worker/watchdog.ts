/** Time source and repeating timer (the browser's by default; tests pass a fake one). */
export interface WatchdogClock {
  now(): number;
  every(ms: number, fn: () => void): () => void;
}

export const browserClock: WatchdogClock = {
  now: () => performance.now(),
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

/** A worker that sends nothing for this long while it owes an answer is taken to be stuck. */
export const WORKER_SILENCE_MS = 2000;
/** How often the watchdog looks (the detection happens within one tick after the bound). */
export const WATCHDOG_TICK_MS = 100;

/**
 * Counts how long a worker has been silent while it owes an answer, and calls `onSilent` once
 * that reaches the bound. Only time in which this (main) thread was free to receive counts: a
 * tick that comes late because the page was busy (or the tab hidden) adds at most one tick, so
 * a long frame on the main thread, whose messages are queued behind it, is never taken for a
 * silent worker.
 */
export class Watchdog {
  private silence = 0;
  private lastTick = 0;
  private stopTimer: (() => void) | null = null;

  constructor(
    private readonly onSilent: (silentMs: number) => void,
    private readonly clock: WatchdogClock = browserClock,
    private boundMs = WORKER_SILENCE_MS,
    private readonly tickMs = WATCHDOG_TICK_MS,
  ) {}

  /** The worker owes an answer from now on (a run or a job was sent); `boundMs` may change per job. */
  expect(boundMs = this.boundMs): void {
    this.boundMs = boundMs;
    this.silence = 0;
    this.lastTick = this.clock.now();
    this.stopTimer ??= this.clock.every(this.tickMs, this.tick);
  }

  /** Something arrived from the worker. */
  heard(): void {
    this.silence = 0;
    this.lastTick = this.clock.now();
  }

  /** Nothing is owed any more (run finished, job answered, worker terminated). */
  rest(): void {
    this.stopTimer?.();
    this.stopTimer = null;
    this.silence = 0;
  }

  get watching(): boolean {
    return this.stopTimer !== null;
  }

  /** Silent time counted so far (ms). */
  get silentMs(): number {
    return this.silence;
  }

  private readonly tick = (): void => {
    const now = this.clock.now();
    // 1.5 ticks: timer jitter still counts in full, a late tick after a busy page counts little.
    this.silence += Math.min(now - this.lastTick, 1.5 * this.tickMs);
    this.lastTick = now;
    if (this.silence >= this.boundMs) {
      const silent = this.silence;
      this.rest();
      this.onSilent(silent);
    }
  };
}
