import type { EventLane } from './event-lane';

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
  /** Owned by the simulator's pool: recycled after it runs, never handed out. */
  pooled: boolean;
  /** The lane it waits in (its successor there joins the heap when it leaves), or null. */
  lane: EventLane | null;
}

export class EventQueue {
  private heap: ScheduledEvent[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(ev: ScheduledEvent): void {
    const h = this.heap;
    h.push(ev);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = h[parent];
      if (p.time < ev.time || (p.time === ev.time && p.seq < ev.seq)) break;
      h[i] = p;
      i = parent;
    }
    h[i] = ev;
  }

  peek(): ScheduledEvent | undefined {
    return this.heap[0];
  }

  pop(): ScheduledEvent | undefined {
    const h = this.heap;
    const n = h.length;
    if (n === 0) return undefined;
    const top = h[0];
    const last = h.pop()!;
    if (n > 1) this.siftDown(last);
    return top;
  }

  /**
   * Remove the top event and add `ev` in one pass (one sift instead of a pop's and a push's):
   * for a lane, whose next event takes its head's place. Same result as pop() then push(ev).
   */
  replaceTop(ev: ScheduledEvent): void {
    this.siftDown(ev);
  }

  /** Place `ev` at the root's slot and sift it down to where it belongs. */
  private siftDown(ev: ScheduledEvent): void {
    const h = this.heap;
    const size = h.length;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const r = l + 1;
      let c = l;
      let cv = h[l];
      if (r < size) {
        const rv = h[r];
        if (rv.time < cv.time || (rv.time === cv.time && rv.seq < cv.seq)) {
          c = r;
          cv = rv;
        }
      }
      if (ev.time < cv.time || (ev.time === cv.time && ev.seq < cv.seq)) break;
      h[i] = cv;
      i = c;
    }
    h[i] = ev;
  }
}
