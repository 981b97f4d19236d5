import { DOUBLE_MINUS_ONE, DOUBLE_ZERO } from './double-zero';
import { DirectLane, type DirectTarget } from './direct-lane';
import type { EventLane } from './event-lane';
import { EventQueue, type ScheduledEvent } from './event-queue';
import { KeyedLane } from './keyed-lane';
import { objectArray } from './ring';

/** Pooled events a simulator starts with (more are made when they run out). */
const POOL_AT_START = 256;
const idle = (): void => {};

/** Direct lanes a simulator keeps at most (see directLane()). */
export const MAX_DIRECT_LANES = 4;

/** Why run() returned: queue empty, time reached, event budget spent, stop() called, or the slice's event count done. */
export type RunOutcome = 'finished' | 'until' | 'budget' | 'stopped' | 'slice';

/**
 * Discrete-event simulator: a clock, an event queue and a running hash of every executed
 * event (time and tag), which is how tests prove two runs took the identical path.
 */
export class Simulator {
  now = DOUBLE_ZERO;
  executed = 0;
  /** Insertion sequence of the event being run (with `now`, its place in the order of execution). */
  currentSeq = DOUBLE_MINUS_ONE;
  private readonly queue = new EventQueue();
  private nextSeq = 0;
  private stopRequested = false;
  private readonly free = objectArray<ScheduledEvent>();
  /** Events waiting in lanes behind their lane's head (pending, but not in the heap). */
  private laneBacklog = 0;
  /** Lanes kept out of the heap (direct-lane.ts), and how many events wait in them. */
  private readonly direct: DirectLane[] = [];
  private directPending = 0;
  /**
   * The direct lane whose head comes first, and that head's key (Infinity: none waits). Kept up
   * to date when a lane's head changes (a post to an empty lane, a shift), so that the run loop
   * compares one key with the heap's top instead of looking at every lane for every event.
   */
  private firstDirect: DirectLane | null = null;
  private firstDirectTime = Number.POSITIVE_INFINITY;
  private firstDirectSeq = DOUBLE_ZERO;
  // Two 32-bit lanes (FNV-1a and a murmur-style mix) make a 64-bit trace hash.
  private h1 = 0x811c9dc5;
  private h2 = 0x9747b28c;

  constructor(readonly eventBudget = Number.POSITIVE_INFINITY) {
    // The pool starts full: a simulator whose pool is empty creates events on a path that the
    // optimized code of the previous run in the same process never took, and V8 throws that code
    // out the first time it does ("insufficient type feedback"; docs/benchmarks.md, issue 38,
    // seventh session). Pooled events are reset when handed out, so results do not depend on it.
    for (let i = 0; i < POOL_AT_START; i++) this.free.push({ time: 0.5, seq: 0, tag: 0, run: idle, cancelled: false, pooled: true, lane: null, keyed: null });
  }

  /** Schedule `run` after `delay` seconds (delay ≥ 0). */
  schedule(delay: number, tag: number, run: () => void): ScheduledEvent {
    return this.at(this.now + delay, tag, run);
  }

  at(time: number, tag: number, run: () => void): ScheduledEvent {
    if (!(time >= this.now)) throw new Error(`cannot schedule in the past (${time} < ${this.now})`);
    const ev: ScheduledEvent = { time, seq: this.nextSeq++, tag, run, cancelled: false, pooled: false, lane: null, keyed: null };
    this.queue.push(ev);
    return ev;
  }

  /**
   * schedule() in `lane` (see event-lane.ts): for timers that are set a fixed time ahead and
   * mostly cancelled, such as delayed ACKs. Runs exactly when schedule() would have run it.
   */
  scheduleInLane(lane: EventLane, delay: number, tag: number, run: () => void): ScheduledEvent {
    const time = this.now + delay;
    if (!(time >= this.now)) throw new Error(`cannot schedule in the past (${time} < ${this.now})`);
    const ev: ScheduledEvent = { time, seq: this.nextSeq++, tag, run, cancelled: false, pooled: false, lane: null, keyed: null };
    this.enqueueInLane(lane, ev);
    return ev;
  }

  /**
   * scheduleInLane() for a timer whose owner drops its handle once it has cancelled the timer or
   * the timer has run (a receiver's delayed ACK, set every other segment): the event object is
   * then reused, as post()'s are. Left to the garbage collector, most of these objects would still
   * be alive at a collection (they wait ~200 ms of simulated time) and have to be moved.
   */
  recycledTimerInLane(lane: EventLane, delay: number, tag: number, run: () => void): ScheduledEvent {
    const time = this.now + delay;
    if (!(time >= this.now)) throw new Error(`cannot schedule in the past (${time} < ${this.now})`);
    const ev = this.free.pop();
    if (ev === undefined) {
      const fresh: ScheduledEvent = { time, seq: this.nextSeq++, tag, run, cancelled: false, pooled: true, lane: null, keyed: null };
      this.enqueueInLane(lane, fresh);
      return fresh;
    }
    ev.time = time;
    ev.seq = this.nextSeq++;
    ev.tag = tag;
    ev.run = run;
    this.enqueueInLane(lane, ev);
    return ev;
  }

  /**
   * post() in `lane` (see event-lane.ts), `lane.delay` ahead (the links' arrivals used it before keyed lanes). Runs exactly when
   * post(lane.delay, …) would have run it.
   */
  postInLane(lane: EventLane, tag: number, run: () => void): void {
    this.postInLaneAt(lane, this.now + lane.delay, tag, run);
  }

  /** postInLane() at an absolute time, which must not be earlier than the lane's last event. */
  postInLaneAt(lane: EventLane, time: number, tag: number, run: () => void): void {
    const ev = this.free.pop();
    if (ev === undefined) {
      this.enqueueInLane(lane, { time, seq: this.nextSeq++, tag, run, cancelled: false, pooled: true, lane: null, keyed: null });
      return;
    }
    ev.time = time;
    ev.seq = this.nextSeq++;
    ev.tag = tag;
    ev.run = run;
    this.enqueueInLane(lane, ev);
  }

  private enqueueInLane(lane: EventLane, ev: ScheduledEvent): void {
    if (!lane.active) {
      lane.active = true;
      lane.lastTime = ev.time;
      ev.lane = lane;
      this.queue.push(ev);
    } else if (ev.time >= lane.lastTime) {
      lane.lastTime = ev.time;
      ev.lane = lane;
      lane.waiting.push(ev);
      this.laneBacklog++;
    } else {
      // Earlier than the lane's last event: it cannot wait behind it, so it goes to the heap alone.
      ev.lane = null;
      this.queue.push(ev);
    }
  }

  /**
   * A lane kept out of the heap for `target`'s events (direct-lane.ts), or null when the
   * simulator already has MAX_DIRECT_LANES of them (each is looked at whenever a direct event runs).
   */
  directLane(target: DirectTarget, tag: number): DirectLane | null {
    if (this.direct.length >= MAX_DIRECT_LANES) return null;
    const lane = new DirectLane(target, tag);
    this.direct.push(lane);
    return lane;
  }

  /** postAt() in a direct lane: `lane.target.fire()` at `time`, which must not be earlier than the lane's last event. */
  postDirect(lane: DirectLane, time: number): void {
    this.postDirectReserved(lane, time, this.nextSeq++);
  }

  /** postDirect() with a sequence from reserveSeq(), which must be later than the lane's last event's. */
  postDirectReserved(lane: DirectLane, time: number, seq: number): void {
    lane.push(time, seq);
    this.directPending++;
    // Behind other events of its lane it changes no head; alone in it, it may come first.
    if (lane.size === 1 && (time < this.firstDirectTime || (time === this.firstDirectTime && seq < this.firstDirectSeq))) {
      this.firstDirect = lane;
      this.firstDirectTime = time;
      this.firstDirectSeq = seq;
    }
  }

  /** A lane of keys whose head waits in the heap (keyed-lane.ts), for `target`'s events. */
  keyedLane(target: DirectTarget, tag: number): KeyedLane {
    return new KeyedLane(target, tag);
  }

  /** postAt() in a keyed lane: `lane.target.fire()` at `time`, which must not be earlier than the lane's last event. */
  postKeyed(lane: KeyedLane, time: number): void {
    const seq = this.nextSeq++;
    lane.push(time, seq);
    if (lane.size === 1) {
      const ev = lane.event;
      ev.time = time;
      ev.seq = seq;
      this.queue.push(ev);
    } else this.laneBacklog++;
  }

  /** Find the direct lane whose head comes first, after a head left. */
  private findFirstDirect(): void {
    const lanes = this.direct;
    let best: DirectLane | null = null;
    let bt = Number.POSITIVE_INFINITY;
    let bs = 0;
    for (let i = 0; i < lanes.length; i++) {
      const lane = lanes[i];
      if (lane.size === 0) continue;
      const t = lane.headTime;
      if (best === null || t < bt || (t === bt && lane.headSeq < bs)) {
        best = lane;
        bt = t;
        bs = lane.headSeq;
      }
    }
    this.firstDirect = best;
    this.firstDirectTime = bt;
    this.firstDirectSeq = bs;
  }

  /**
   * Take the heap's top event out; a lane's head is replaced there by the lane's next event, if
   * any, and a keyed lane's event takes the lane's next key. Every way out that leaves the heap
   * one event shorter ends at the one pop() below, and `active` is stored whichever way the lane
   * goes: in a run's first seconds the delayed-ACK lanes are the only event lanes, and they seldom
   * empty, so a path of its own for that had no type feedback when V8 optimized the run loop, and
   * the first lane to empty threw the optimized run loop out (`--trace-deopt`, "Insufficient type
   * feedback"; docs/benchmarks.md, issue 38, fourteenth session).
   */
  private popTop(top: ScheduledEvent): void {
    const keyed = top.keyed;
    if (keyed !== null) {
      keyed.shift();
      if (keyed.size !== 0) {
        this.laneBacklog--;
        top.time = keyed.headTime;
        top.seq = keyed.headSeq;
        this.queue.replaceTop(top);
        return;
      }
    } else {
      const lane = top.lane;
      if (lane !== null) {
        const next = lane.waiting.shift();
        lane.active = next !== undefined;
        if (next !== undefined) {
          this.laneBacklog--;
          this.queue.replaceTop(next);
          return;
        }
      }
    }
    this.queue.pop();
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
    this.postReserved(time, this.nextSeq++, tag, run);
  }

  /**
   * Take an insertion sequence now for an event that may be scheduled later (postReserved): it
   * then runs exactly where it would have run had it been scheduled now. A link's end of
   * transmission is scheduled so, only when a packet waits for it (see link.ts).
   */
  reserveSeq(): number {
    return this.nextSeq++;
  }

  /** postAt() with a sequence from reserveSeq() (postAt takes the next one). */
  postReserved(time: number, seq: number, tag: number, run: () => void): void {
    const ev = this.free.pop();
    if (ev === undefined) {
      this.queue.push({ time, seq, tag, run, cancelled: false, pooled: true, lane: null, keyed: null });
      return;
    }
    ev.time = time;
    ev.seq = seq;
    ev.tag = tag;
    ev.run = run;
    ev.lane = null;
    this.queue.push(ev);
  }

  /**
   * Whether an event at (time, seq) would already have run by now: true while the current
   * event comes after it in the order of execution.
   */
  isPast(time: number, seq: number): boolean {
    return time < this.now || (time === this.now && seq < this.currentSeq);
  }

  cancel(ev: ScheduledEvent | null | undefined): void {
    if (ev) ev.cancelled = true;
  }

  stop(): void {
    this.stopRequested = true;
  }

  /** Scheduled events not yet run or discarded (cancelled ones included, until their time comes). */
  get pending(): number {
    return this.queue.size + this.laneBacklog + this.directPending;
  }

  /**
   * 64-bit hash (16 hex digits) over every executed event (time in ns, kind) and every value
   * mixed in by the model (each transmission's flow and sequence number).
   */
  get traceHash(): string {
    return (this.h1 >>> 0).toString(16).padStart(8, '0') + (this.h2 >>> 0).toString(16).padStart(8, '0');
  }

  /**
   * Mix two observable values into the trace hash. Only their low 32 bits count (`| 0`, `^`), so
   * the run loop passes a time in ns as `| 0`, a small integer, rather than `>>> 0`, the same bits
   * as an unsigned number that above 2^31 is a heap number (V8 threw out the optimized run loop,
   * "not a Smi", once the clock passed 2.147 s).
   */
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
      const dt = this.firstDirectTime;
      if (dt !== Number.POSITIVE_INFINITY && (next === undefined || dt < q.topTime || (dt === q.topTime && this.firstDirectSeq < q.topSeq))) {
        if (dt > until) {
          this.now = until;
          return 'until';
        }
        const lane = this.firstDirect!;
        const seq = this.firstDirectSeq;
        lane.shift();
        this.directPending--;
        this.findFirstDirect();
        if (this.executed >= this.eventBudget) return 'budget';
        this.now = dt;
        this.currentSeq = seq;
        this.executed++;
        this.mix((dt * 1e9) | 0, lane.tag);
        lane.target.fire();
        if (this.stopRequested) return 'stopped';
        continue;
      }
      if (next === undefined) return 'finished';
      // The key kept by the heap (equal to next.time, without reading the event's boxed field).
      const time = q.topTime;
      if (time > until) {
        this.now = until;
        return 'until';
      }
      // Read before popTop: a keyed lane's event takes its lane's next key there.
      const seq = q.topSeq;
      this.popTop(next);
      if (next.cancelled) {
        // A cancelled pooled event (a recycled timer): back to the pool, ready for reuse.
        if (next.pooled) {
          next.cancelled = false;
          this.free.push(next);
        }
        continue;
      }
      if (this.executed >= this.eventBudget) return 'budget';
      this.now = time;
      this.currentSeq = seq;
      this.executed++;
      // Time in nanoseconds modulo 2^32 (ToUint32), and the tag: cheap and order-sensitive.
      this.mix((time * 1e9) | 0, next.tag);
      next.run();
      if (next.pooled) this.free.push(next);
      if (this.stopRequested) return 'stopped';
    }
  }
}
