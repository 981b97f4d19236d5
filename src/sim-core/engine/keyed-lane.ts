import { DirectLane, type DirectTarget } from './direct-lane';
import type { ScheduledEvent } from './event-queue';

/**
 * A direct lane (direct-lane.ts) whose head waits in the simulator's heap: the events' keys (time,
 * insertion sequence) in typed arrays, and one event object, kept by the lane, standing in the
 * heap for whichever event is the lane's head. When the head runs, the same object takes the next
 * key and goes back into the heap in one sift (EventQueue.replaceTop); when the lane is empty it
 * is out of the heap until the next post. For the arrivals of the links that have no direct lane
 * (the simulator keeps few of those): every access link of a dumbbell, both ways.
 *
 * Why: such a link's arrivals waited in an event lane (event-lane.ts) as pooled event objects,
 * each taken from the pool, filled, stored in the lane's ring and, when its turn came, moved into
 * the heap and returned to the pool; a store of an object into an array also costs V8's write
 * barrier. Here an arrival is two numbers in a typed array (docs/benchmarks.md, issue 38,
 * fourteenth session).
 *
 * Why the order of execution cannot change: the keys are the ones the events had (the sequence is
 * taken from the simulator's counter when the event is posted), times never decrease along a lane
 * (push refuses otherwise), so the head is the lane's minimum, and it is in the heap, as an
 * event lane's head is.
 */
export class KeyedLane extends DirectLane {
  /** The lane's head in the heap (while the lane is not empty). */
  readonly event: ScheduledEvent;

  constructor(target: DirectTarget, tag: number) {
    super(target, tag);
    // 0.5: the field holds a double from the start (engine/double-zero.ts says why).
    this.event = { time: 0.5, seq: 0, tag, run: () => target.fire(), cancelled: false, pooled: false, lane: null, keyed: this };
  }
}
