import type { ScheduledEvent } from './event-queue';
import { Ring } from './ring';

/**
 * A first-in-first-out line of scheduled events whose times never decrease: a receiver's
 * delayed-ACK timers (each set one fixed timeout ahead, most of them cancelled soon after); a
 * link's packets in propagation were one too, until they became keys in a keyed lane
 * (keyed-lane.ts: they are never cancelled, so they need no event object each). Only the lane's
 * head waits in the simulator's heap; the next event joins the heap when the head leaves it.
 *
 * Why: such events were most of the heap (a 5-flow dumbbell held ~120 events, ~40 of them
 * propagating packets and ~70 cancelled delayed-ACK timers), and every push and pop walks the
 * heap's depth. With lanes it holds about 20 (30 for ten flows).
 *
 * Why the order of execution cannot change: events run in (time, insertion sequence) order. A
 * lane's events are in that order already (times never decrease, sequences always increase), so
 * its head is its minimum; the heap holds every lane's head, hence the minimum of all pending
 * events is always in the heap. An event that would be earlier than the lane's last one (a
 * variable timeout that shrank) does not join the lane: the simulator puts it in the heap
 * directly, where it needs no ordering with the lane.
 */
export class EventLane {
  constructor(
    /**
     * For post(): how far ahead every event of the lane is scheduled (a link's propagation
     * delay). Kept here rather than passed per event: a number passed to a call the compiler
     * does not inline is boxed, one allocation per packet and hop.
     */
    readonly delay = 0,
  ) {}

  /** Events behind the head, in order (the head is in the heap). */
  readonly waiting = new Ring<ScheduledEvent>();
  /** An event of this lane is in the heap (the lane's head). */
  active = false;
  /** Time of the latest event that joined the lane: a later one must not be earlier. */
  lastTime = Number.NEGATIVE_INFINITY;
}
