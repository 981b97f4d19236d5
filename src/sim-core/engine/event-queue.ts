import type { EventLane } from './event-lane';
import type { KeyedLane } from './keyed-lane';
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
  /** The keyed lane it stands for in the heap (keyed-lane.ts): it takes the lane's next key when it leaves. */
  keyed: KeyedLane | null;
}

/**
 * The heap keeps each event's key (time, sequence) in typed arrays beside the events:
 * sifting compares keys, and reading a double field of an object goes through a box (V8 stores
 * such fields as pointers to heap numbers), so comparing objects' fields cost two dependent loads
 * per key and was the largest single cost of a run.
 *
 * The events themselves stay in one slot each of `table` from when they join the heap until they
 * leave it, and the heap orders their slot numbers (an Int32Array): a sift moves small integers,
 * not objects. Why: storing an object into an array while V8's collector is marking costs a call
 * of the write barrier (about 44 instructions), and a series-on run marks through most of its
 * length; moving event objects one level at a time made 1.5 of a run's 4 million such calls
 * (docs/benchmarks.md, issue 38, eleventh session). Now an event is stored once when it joins.
 */
export class EventQueue {
  /** The events in the heap, each at its own slot (set when it joins, cleared when it leaves). */
  private readonly table = objectArray<ScheduledEvent | undefined>();
  /** Heap order: position i holds the slot of its event, and that event's key in `times` and `seqs`. */
  private slots = new Int32Array(64);
  private times = new Float64Array(64);
  private seqs = new Float64Array(64);
  /** Slots of `table` free for the next event (a stack; never more than the heap's capacity). */
  private freeSlots = new Int32Array(64);
  private freeCount = 0;
  private count = 0;

  constructor() {
    // Every path of push, pop and the sifts runs once here, on a dummy event, so that V8 has type
    // feedback for them when it optimizes the run loop, which inlines them. Why: with the busiest
    // links' events out of the heap (direct and keyed lanes) a 50-flow dumbbell's heap holds so
    // few events in its first second that the sifts' deeper paths had not run, and the first deep
    // sift threw the run loop and the heap's methods out ("Insufficient type feedback for generic
    // keyed access"): 3 % more instructions in a process's first run (docs/benchmarks.md, issue
    // 38, fourteenth session). The heap is left empty; which slots its events take changes no order.
    const ev: ScheduledEvent = { time: 0.5, seq: 0, tag: 0, run: () => {}, cancelled: false, pooled: false, lane: null, keyed: null };
    // Several rounds: V8 records feedback only once a function has run a few times.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 16; i++) this.push(ev);
      this.replaceTop(ev);
      while (this.count > 0) this.pop();
    }
  }

  get size(): number {
    return this.count;
  }

  push(ev: ScheduledEvent): void {
    if (this.count === this.times.length) this.grow();
    const t = ev.time;
    const s = ev.seq;
    let slot: number;
    if (this.freeCount > 0) {
      slot = this.freeSlots[--this.freeCount];
      this.table[slot] = ev;
    } else {
      slot = this.table.length;
      this.table.push(ev);
    }
    const times = this.times;
    const seqs = this.seqs;
    const slots = this.slots;
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pt = times[parent];
      if (pt < t || (pt === t && seqs[parent] < s)) break;
      times[i] = pt;
      seqs[i] = seqs[parent];
      slots[i] = slots[parent];
      i = parent;
    }
    times[i] = t;
    seqs[i] = s;
    slots[i] = slot;
  }

  peek(): ScheduledEvent | undefined {
    return this.count > 0 ? this.table[this.slots[0]] : undefined;
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
    const slot = this.slots[0];
    const top = this.table[slot];
    this.table[slot] = undefined; // let it be collected
    this.freeSlots[this.freeCount++] = slot;
    const last = n - 1;
    this.count = last;
    if (last > 0) this.siftDown(this.slots[last], this.times[last], this.seqs[last]);
    return top;
  }

  /**
   * Remove the top event and add `ev` in one pass (one sift instead of a pop's and a push's):
   * for a lane, whose next event takes its head's place (and its slot). Same result as pop()
   * then push(ev).
   */
  replaceTop(ev: ScheduledEvent): void {
    const slot = this.slots[0];
    this.table[slot] = ev;
    this.siftDown(slot, ev.time, ev.seq);
  }

  /** Place the event in `slot`, with key (t, s), at the root's position and sift it down to where it belongs. */
  private siftDown(slot: number, t: number, s: number): void {
    const times = this.times;
    const seqs = this.seqs;
    const slots = this.slots;
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
      slots[i] = slots[c];
      i = c;
    }
    times[i] = t;
    seqs[i] = s;
    slots[i] = slot;
  }

  private grow(): void {
    const n = this.times.length * 2;
    const times = new Float64Array(n);
    const seqs = new Float64Array(n);
    const slots = new Int32Array(n);
    const freeSlots = new Int32Array(n);
    times.set(this.times);
    seqs.set(this.seqs);
    slots.set(this.slots);
    freeSlots.set(this.freeSlots);
    this.times = times;
    this.seqs = seqs;
    this.slots = slots;
    this.freeSlots = freeSlots;
  }
}
