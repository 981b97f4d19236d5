import { EventQueue, type ScheduledEvent } from './event-queue';

export type RunOutcome = 'finished' | 'until' | 'budget' | 'stopped';

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
  private hash = 0x811c9dc5;

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
    const ev = this.free.pop();
    if (ev === undefined) {
      this.queue.push({ time: this.now + delay, seq: this.nextSeq++, tag, run, cancelled: false, pooled: true });
      return;
    }
    ev.time = this.now + delay;
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

  /** FNV-1a style hash over (time in ns, tag) of every executed event, as 8 hex digits. */
  get traceHash(): string {
    return (this.hash >>> 0).toString(16).padStart(8, '0');
  }

  /** Mix an extra observable value into the trace hash (e.g. a drop decision). */
  mix(v: number): void {
    this.hash = Math.imul(this.hash ^ (v | 0), 0x01000193);
  }

  /** Execute events with time ≤ `until`. */
  run(until = Number.POSITIVE_INFINITY): RunOutcome {
    const q = this.queue;
    this.stopRequested = false;
    for (;;) {
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
      // Time in nanoseconds modulo 2^32 (ToUint32), then the tag: cheap and order-sensitive.
      const h = Math.imul(this.hash ^ ((next.time * 1e9) >>> 0), 0x01000193);
      this.hash = Math.imul(h ^ next.tag, 0x01000193);
      next.run();
      if (next.pooled) this.free.push(next);
      if (this.stopRequested) return 'stopped';
    }
  }
}
