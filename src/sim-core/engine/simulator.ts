import { EventQueue, type ScheduledEvent } from './event-queue';

/** Why run() returned: queue empty, time reached, event budget spent, stop() called, or the slice's event count done. */
export type RunOutcome = 'finished' | 'until' | 'budget' | 'stopped' | 'slice';

/**
 * Discrete-event simulator: a clock, an event queue and a running hash of every executed
 * event (time and tag), which is how tests prove two runs took the identical path.
 */
export class Simulator {
  now = 0;
  executed = 0;
  private readonly queue = new EventQueue();
  private nextSeq = 0;
  private stopRequested = false;
  private readonly free: ScheduledEvent[] = [];
  // Two 32-bit lanes (FNV-1a and a murmur-style mix) make a 64-bit trace hash.
  private h1 = 0x811c9dc5;
  private h2 = 0x9747b28c;

  constructor(readonly eventBudget = Number.POSITIVE_INFINITY) {}

  /** Schedule `run` after `delay` seconds (delay ≥ 0). */
  schedule(delay: number, tag: number, run: () => void): ScheduledEvent {
    return this.at(this.now + delay, tag, run);
  }

  at(time: number, tag: number, run: () => void): ScheduledEvent {
    if (!(time >= this.now)) throw new Error(`cannot schedule in the past (${time} < ${this.now})`);
    const ev: ScheduledEvent = { time, seq: this.nextSeq++, tag, run, cancelled: false, pooled: false };
    this.queue.push(ev);
    return ev;
  }

  /**
   * Schedule an event that is never cancelled (packet transmissions and arrivals). Its object is
   * recycled once it has run, which spares the garbage collector most of the event churn.
   */
  post(delay: number, tag: number, run: () => void): void {
    this.postAt(this.now + delay, tag, run);
  }

  /**
   * post() at an absolute time: events that must keep an order (a host's queued departures) are
   * scheduled at exactly the time computed for them, since now + (t − now) may round below t.
   */
  postAt(time: number, tag: number, run: () => void): void {
    const ev = this.free.pop();
    if (ev === undefined) {
      this.queue.push({ time, seq: this.nextSeq++, tag, run, cancelled: false, pooled: true });
      return;
    }
    ev.time = time;
    ev.seq = this.nextSeq++;
    ev.tag = tag;
    ev.run = run;
    this.queue.push(ev);
  }

  cancel(ev: ScheduledEvent | null | undefined): void {
    if (ev) ev.cancelled = true;
  }

  stop(): void {
    this.stopRequested = true;
  }

  get pending(): number {
    return this.queue.size;
  }

  /**
   * 64-bit hash (16 hex digits) over every executed event (time in ns, kind) and every value
   * mixed in by the model (each transmission's flow and sequence number).
   */
  get traceHash(): string {
    return (this.h1 >>> 0).toString(16).padStart(8, '0') + (this.h2 >>> 0).toString(16).padStart(8, '0');
  }

  /** Mix two observable values into the trace hash. */
  mix(a: number, b: number): void {
    this.h1 = Math.imul(Math.imul(this.h1 ^ (a | 0), 0x01000193) ^ (b | 0), 0x01000193);
    this.h2 = Math.imul(this.h2 ^ Math.imul(a ^ (b << 7), 0x5bd1e995), 0x85ebca6b);
    this.h2 ^= this.h2 >>> 15;
  }

  /**
   * Execute events with time ≤ `until`, at most `maxEvents` of them in this call (so a caller can
   * bound the work of one slice whatever the scenario; slicing never changes the trace).
   */
  run(until = Number.POSITIVE_INFINITY, maxEvents = Number.POSITIVE_INFINITY): RunOutcome {
    const q = this.queue;
    this.stopRequested = false;
    for (let left = maxEvents; ; left--) {
      if (left <= 0) return 'slice';
      const next = q.peek();
      if (next === undefined) return 'finished';
      if (next.time > until) {
        this.now = until;
        return 'until';
      }
      q.pop();
      if (next.cancelled) continue;
      if (this.executed >= this.eventBudget) return 'budget';
      this.now = next.time;
      this.executed++;
      // Time in nanoseconds modulo 2^32 (ToUint32), and the tag: cheap and order-sensitive.
      this.mix((next.time * 1e9) >>> 0, next.tag);
      next.run();
      if (next.pooled) this.free.push(next);
      if (this.stopRequested) return 'stopped';
    }
  }
}
