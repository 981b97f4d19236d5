import type { EventLane } from './event-lane';
import { objectArray } from './ring';

/**
 * Binary min-heap of scheduled events ordered by (time, insertion sequence).
 * The sequence number makes ties deterministic: events at the same instant run in the order
 * they were scheduled, in Node and in the browser alike.
 */
export interface ScheduledEvent {
  time: number;
  seq: number;
  /** Small integer naming the kind of event; folded into the trace hash. */
  tag: number;
  run: () => void;
  cancelled: boolean;
  /**
   * Owned by the simulator's pool: recycled once it has run (or, cancelled, been discarded).
   * Handed out only by recycledTimerInLane, whose callers have dropped the handle by then.
   */
  pooled: boolean;
  /** The lane it waits in (its successor there joins the heap when it leaves), or null. */
  lane: EventLane | null;
}

/**
 * The heap keeps each event's key (time, sequence) in typed arrays beside the array of events:
 * sifting compares keys, and reading a double field of an object goes through a box (V8 stores
 * such fields as pointers to heap numbers), so comparing objects' fields cost two dependent loads
 * per key and was the largest single cost of a run.
 */
export class EventQueue {
  private events = objectArray<ScheduledEvent | undefined>();
  private times = new Float64Array(64);
  private seqs = new Float64Array(64);
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(ev: ScheduledEvent): void {
    if (this.count === this.times.length) this.grow();
    const t = ev.time;
    const s = ev.seq;
    const times = this.times;
    const seqs = this.seqs;
    const events = this.events;
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pt = times[parent];
      if (pt < t || (pt === t && seqs[parent] < s)) break;
      times[i] = pt;
      seqs[i] = seqs[parent];
      events[i] = events[parent];
      i = parent;
    }
    times[i] = t;
    seqs[i] = s;
    events[i] = ev;
  }

  peek(): ScheduledEvent | undefined {
    return this.count > 0 ? this.events[0] : undefined;
  }

  /** Time of the earliest event (the top's key; call only when size > 0). */
  get topTime(): number {
    return this.times[0];
  }

  /** Insertion sequence of the earliest event (call only when size > 0). */
  get topSeq(): number {
    return this.seqs[0];
  }

  pop(): ScheduledEvent | undefined {
    const n = this.count;
    if (n === 0) return undefined;
    const top = this.events[0];
    const last = n - 1;
    this.count = last;
    if (last > 0) this.siftDown(this.events[last]!, this.times[last], this.seqs[last]);
    this.events[last] = undefined; // let it be collected
    return top;
  }

  /**
   * Remove the top event and add `ev` in one pass (one sift instead of a pop's and a push's):
   * for a lane, whose next event takes its head's place. Same result as pop() then push(ev).
   */
  replaceTop(ev: ScheduledEvent): void {
    this.siftDown(ev, ev.time, ev.seq);
  }

  /** Place the event with key (t, s) at the root's slot and sift it down to where it belongs. */
  private siftDown(ev: ScheduledEvent, t: number, s: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const events = this.events;
    const size = this.count;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const r = l + 1;
      let c = l;
      let ct = times[l];
      if (r < size) {
        const rt = times[r];
        if (rt < ct || (rt === ct && seqs[r] < seqs[l])) {
          c = r;
          ct = rt;
        }
      }
      if (t < ct || (t === ct && s < seqs[c])) break;
      times[i] = ct;
      seqs[i] = seqs[c];
      events[i] = events[c];
      i = c;
    }
    times[i] = t;
    seqs[i] = s;
    events[i] = ev;
  }

  private grow(): void {
    const times = new Float64Array(this.times.length * 2);
    const seqs = new Float64Array(this.seqs.length * 2);
    times.set(this.times);
    seqs.set(this.seqs);
    this.times = times;
    this.seqs = seqs;
  }
}
