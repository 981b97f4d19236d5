import { describe, expect, it } from 'vitest';
import { runPool } from '../../src/app/sweep/job-pool';
import { supervisedRunner } from '../../src/app/sweep/supervised-runner';
import { SimClient } from '../../src/worker/client';
import { SupervisedWorker, type WorkerFailure } from '../../src/worker/supervised-worker';
import { Watchdog, WATCHDOG_TICK_MS, WORKER_SILENCE_MS, type WatchdogClock } from '../../src/worker/watchdog';
import * as Comlink from 'comlink';
import { presetScenario } from '../../src/scenario-edit/catalog';
import type { Batch } from '../../src/worker/protocol';

/** A clock whose time moves only when the test says so; intervals fire at their due times. */
class FakeClock implements WatchdogClock {
  t = 0;
  private timers: { every: number; next: number; fn: () => void }[] = [];
  now = () => this.t;
  every = (ms: number, fn: () => void) => {
    const timer = { every: ms, next: this.t + ms, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((x) => x !== timer);
    };
  };
  /** Advance by `ms`, firing each interval when due (in time order). */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.t = due.next;
      due.next += due.every;
      due.fn();
    }
    this.t = end;
  }
  /** The page was busy for `ms`: time passes, then the overdue interval fires once, late. */
  block(ms: number): void {
    this.t += ms;
    for (const x of [...this.timers]) {
      if (x.next > this.t) continue;
      x.next = this.t + x.every;
      x.fn();
    }
  }
  get active(): number {
    return this.timers.length;
  }
}

/** A worker that receives messages and never answers unless the test makes it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  posted = 0;
  private listeners = new Map<string, ((e: Event) => void)[]>();
  constructor() {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type: string, fn: (e: Event) => void): void {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((f) => f !== fn));
  }
  postMessage(): void {
    this.posted++;
  }
  terminate(): void {
    this.terminated = true;
  }
  emit(type: string, e: Partial<ErrorEvent> = {}): void {
    const ev = { type, data: {}, preventDefault: () => {}, ...e } as unknown as Event;
    for (const fn of this.listeners.get(type) ?? []) fn(ev);
  }
}

function supervised(clock: FakeClock) {
  FakeWorker.made = [];
  const failures: WorkerFailure[] = [];
  const sw = new SupervisedWorker(() => new FakeWorker(), (f) => failures.push(f), clock);
  return { sw, failures };
}

describe('watchdog', () => {
  it('calls onSilent once the worker owing an answer has been silent for the bound, not before', () => {
    const clock = new FakeClock();
    let fired = 0;
    const dog = new Watchdog(() => fired++, clock);
    dog.expect();
    clock.advance(WORKER_SILENCE_MS - WATCHDOG_TICK_MS);
    expect(fired).toBe(0);
    clock.advance(WATCHDOG_TICK_MS);
    expect(fired).toBe(1);
    expect(dog.watching).toBe(false);
    clock.advance(10 * WORKER_SILENCE_MS);
    expect(fired).toBe(1);
  });

  it('every message restarts the count; resting stops the timer', () => {
    const clock = new FakeClock();
    let fired = 0;
    const dog = new Watchdog(() => fired++, clock);
    dog.expect();
    for (let k = 0; k < 50; k++) {
      clock.advance(WORKER_SILENCE_MS * 0.9);
      dog.heard();
    }
    expect(fired).toBe(0);
    dog.rest();
    expect(clock.active).toBe(0);
    clock.advance(10 * WORKER_SILENCE_MS);
    expect(fired).toBe(0);
  });

  it('time in which the page itself was blocked counts as at most 1.5 ticks', () => {
    const clock = new FakeClock();
    let fired = 0;
    const dog = new Watchdog(() => fired++, clock);
    dog.expect();
    clock.block(5 * WORKER_SILENCE_MS);
    expect(fired).toBe(0);
    expect(dog.silentMs).toBe(1.5 * WATCHDOG_TICK_MS);
  });
});

describe('supervised worker', () => {
  it('a silent worker is terminated, a fresh one started, and the failure reported as stuck', () => {
    const clock = new FakeClock();
    const { sw, failures } = supervised(clock);
    const first = sw.current;
    sw.owe();
    clock.advance(WORKER_SILENCE_MS + WATCHDOG_TICK_MS);
    expect(first.terminated).toBe(true);
    expect(sw.current).not.toBe(first);
    expect(sw.current.terminated).toBe(false);
    expect(failures).toEqual([{ kind: 'stuck', silentMs: WORKER_SILENCE_MS }]);
    expect(sw.owing).toBe(0);
  });

  it('a worker that keeps sending messages, or owes nothing, is left alone', () => {
    const clock = new FakeClock();
    const { sw, failures } = supervised(clock);
    sw.owe();
    for (let k = 0; k < 100; k++) {
      clock.advance(100);
      sw.current.emit('message');
    }
    sw.settle();
    clock.advance(60_000);
    expect(failures).toEqual([]);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('an uncaught error or an unreadable message is reported as a crash (with the error) and the worker replaced', () => {
    const clock = new FakeClock();
    const { sw, failures } = supervised(clock);
    sw.current.emit('error', { message: 'RangeError: Maximum call stack size exceeded' });
    const second = sw.current;
    second.emit('messageerror');
    expect(failures).toEqual([
      { kind: 'crashed', detail: 'uncaught error: RangeError: Maximum call stack size exceeded' },
      { kind: 'crashed', detail: 'a message from the simulator could not be read' },
    ]);
    expect(FakeWorker.made.map((w) => w.terminated)).toEqual([true, true, false]);
  });

  it('messages and errors from a worker already replaced are ignored', () => {
    const clock = new FakeClock();
    const { sw, failures } = supervised(clock);
    const old = sw.current;
    sw.owe();
    clock.advance(WORKER_SILENCE_MS + WATCHDOG_TICK_MS);
    sw.owe();
    old.emit('message');
    old.emit('error', { message: 'late' });
    clock.advance(WORKER_SILENCE_MS - WATCHDOG_TICK_MS);
    expect(failures).toHaveLength(1);
    clock.advance(2 * WATCHDOG_TICK_MS);
    expect(failures).toHaveLength(2);
  });
});

describe('SimClient', () => {
  it('a run whose worker never answers is reported as stuck to that run, and the next run goes to a fresh worker', () => {
    const clock = new FakeClock();
    FakeWorker.made = [];
    const lost: [number, WorkerFailure][] = [];
    const client = new SimClient({ onBatch: () => {}, onError: () => {}, onFailure: (id, f) => lost.push([id, f]) }, () => new FakeWorker(), clock);
    const sc = presetScenario('seed000-droptail')!;
    const id = client.start(sc);
    expect(FakeWorker.made[0].posted).toBe(1);
    clock.advance(WORKER_SILENCE_MS + WATCHDOG_TICK_MS);
    expect(lost).toEqual([[id, { kind: 'stuck', silentMs: WORKER_SILENCE_MS }]]);
    expect(FakeWorker.made[0].terminated).toBe(true);
    const next = client.start(sc);
    expect(next).toBe(id + 1);
    expect(FakeWorker.made[1].posted).toBe(1);
    client.terminate();
    expect(FakeWorker.made[1].terminated).toBe(true);
  });
});

describe('SimClient with a worker that streams', () => {
  it('batches (which come over their own channel) keep a long run alive; the run is released when it returns', async () => {
    const clock = new FakeClock();
    const BATCHES = 60; // 6 s of fake time at 100 ms per batch: three times the bound
    const ports: MessagePort[] = [];
    // The worker side: an in-process Comlink endpoint that streams BATCHES batches.
    const spawn = () => {
      const ch = new MessageChannel();
      Comlink.expose(
        {
          async run(_sc: unknown, runId: number, onBatch: (b: Batch) => Promise<void>) {
            for (let k = 0; k < BATCHES; k++) await onBatch({ runId, now: k, done: k === BATCHES - 1, flows: [], links: [] } as unknown as Batch);
            return 'done';
          },
          cancel() {},
        },
        ch.port2,
      );
      ports.push(ch.port1, ch.port2);
      return Object.assign(ch.port1, { terminate: () => ch.port1.close() });
    };
    const got: number[] = [];
    const lost: WorkerFailure[] = [];
    let finished!: () => void;
    const allIn = new Promise<void>((r) => (finished = r));
    const client = new SimClient(
      {
        onBatch: (b) => {
          got.push(b.now);
          clock.advance(100);
          if (b.done) finished();
        },
        onError: () => {},
        onFailure: (_id, f) => lost.push(f),
      },
      spawn as never,
      clock,
    );
    client.start(presetScenario('seed000-droptail')!);
    await allIn;
    expect(got).toHaveLength(BATCHES);
    expect(lost).toEqual([]);
    // run() has returned: nothing is owed, so any silence from now on is fine.
    await new Promise((r) => setTimeout(r, 20));
    clock.advance(60_000);
    expect(lost).toEqual([]);
    client.terminate();
    for (const p of ports) p.close();
  });
});

describe('pool runner', () => {
  it('a job not answered within its bound fails the pool with the job named and the worker terminated', async () => {
    const clock = new FakeClock();
    FakeWorker.made = [];
    const runner = supervisedRunner<number, number>(
      () => new FakeWorker(),
      () => new Promise<number>(() => {}),
      () => 3000,
      (job, f) => Object.assign(new Error(`job ${job}: ${f.kind}`), { link: `#job-${job}` }),
      clock,
    );
    const pool = runPool([7, 8], [runner.run], () => {});
    clock.advance(3000 - WATCHDOG_TICK_MS);
    expect(FakeWorker.made[0].terminated).toBe(false);
    clock.advance(2 * WATCHDOG_TICK_MS);
    expect(await pool.finished).toEqual({ kind: 'error', message: 'job 7: stuck', link: '#job-7' });
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('a job that throws fails the pool the same way', async () => {
    const clock = new FakeClock();
    FakeWorker.made = [];
    const runner = supervisedRunner<number, number>(
      () => new FakeWorker(),
      () => Promise.reject(new Error('boom')),
      () => 3000,
      (job, f) => new Error(`job ${job}: ${f.kind === 'crashed' ? f.detail : f.kind}`),
      clock,
    );
    const pool = runPool([7], [runner.run], () => {});
    expect(await pool.finished).toEqual({ kind: 'error', message: 'job 7: boom' });
    expect(FakeWorker.made[0].terminated).toBe(true);
  });
});
