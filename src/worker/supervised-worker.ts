import { browserClock, Watchdog, WORKER_SILENCE_MS, type WatchdogClock } from './watchdog';

/** The part of a Worker the supervisor uses (a fake in tests). */
export interface WorkerLike {
  addEventListener(type: 'message' | 'error' | 'messageerror', fn: (e: Event) => void): void;
  terminate(): void;
}

/** Why a worker was given up on: it stopped answering, or it failed outside any call. */
export type WorkerFailure = { kind: 'stuck'; silentMs: number } | { kind: 'crashed'; detail: string };

/**
 * One worker under a watchdog. Callers say when the worker owes an answer (`owe`) and when it
 * has given it (`settle`); every message from the worker counts as a sign of life, and so does
 * `alive()` for messages on other channels. If it stays silent past the bound while owing, or
 * reports an uncaught error or an unreadable message, the supervisor terminates it, starts a
 * fresh one (`current` changes) and calls `onFailure`.
 */
export class SupervisedWorker<W extends WorkerLike> {
  private worker: W;
  private owed = 0;
  private dead = false;
  private readonly dog: Watchdog;

  constructor(
    private readonly spawn: () => W,
    private readonly onFailure: (f: WorkerFailure) => void,
    clock: WatchdogClock = browserClock,
    private readonly defaultBoundMs = WORKER_SILENCE_MS,
    /** Start a fresh worker after a failure (a pool that stops at its first failure does not). */
    private readonly restart = true,
  ) {
    this.dog = new Watchdog((silentMs) => this.fail({ kind: 'stuck', silentMs }), clock, defaultBoundMs);
    this.worker = this.start();
  }

  /** The live worker (a new object after each restart). */
  get current(): W {
    return this.worker;
  }

  /** Answers owed now. */
  get owing(): number {
    return this.owed;
  }

  private start(): W {
    this.dead = false;
    const w = this.spawn();
    w.addEventListener('message', () => {
      if (w === this.worker) this.dog.heard();
    });
    w.addEventListener('error', (e) => {
      if (w !== this.worker || this.dead) return;
      // An ErrorEvent says what was thrown; a plain error event (a script that failed to load) does not.
      const msg = (e as ErrorEvent).message;
      e.preventDefault();
      this.fail({ kind: 'crashed', detail: msg ? `uncaught error: ${msg}` : 'the simulator could not be started' });
    });
    w.addEventListener('messageerror', () => {
      if (w === this.worker && !this.dead) this.fail({ kind: 'crashed', detail: 'a message from the simulator could not be read' });
    });
    return w;
  }

  /**
   * A sign of life that came another way than the worker's own port (a callback proxied over a
   * MessageChannel, as Comlink does for the run's batches).
   */
  alive(): void {
    this.dog.heard();
  }

  /** The worker owes one more answer (bounded by `boundMs` of silence). */
  owe(boundMs = this.defaultBoundMs): void {
    this.owed++;
    this.dog.expect(boundMs);
  }

  /** One owed answer arrived (or will never be needed). */
  settle(): void {
    this.owed = Math.max(0, this.owed - 1);
    if (this.owed === 0) this.dog.rest();
    else this.dog.heard();
  }

  /** Give up on the worker: terminate it and (with `restart`) start a fresh one, which owes nothing. */
  fail(f: WorkerFailure): void {
    this.terminate();
    if (this.restart) this.worker = this.start();
    this.onFailure(f);
  }

  terminate(): void {
    this.dog.rest();
    this.owed = 0;
    this.worker.terminate();
    this.dead = true;
  }
}
