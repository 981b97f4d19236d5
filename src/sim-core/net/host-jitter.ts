import { Tag } from '../engine/event-tags';
import type { RandomStream } from '../engine/random';
import type { Simulator } from '../engine/simulator';
import type { Packet } from './packet';

/**
 * Host processing jitter: on a real host the time from an application's (or TCP's) send to the
 * network interface varies a little with OS scheduling and interrupts. Each packet a host
 * originates waits a uniform random time in [0, max] before it leaves, and packets keep their
 * order. This is what makes replications of a testbed experiment differ (seed 000 ran every
 * scenario 20 times); with max = 0 nothing is delayed.
 */
export class HostJitter {
  private lastDeparture = 0;
  /** Packets waiting to leave (conservation checks count them as in flight). */
  held = 0;

  constructor(
    private readonly sim: Simulator,
    private readonly rng: RandomStream,
    private readonly max: number,
    private readonly leave: (p: Packet) => void,
  ) {}

  send(p: Packet): void {
    const now = this.sim.now;
    const t = Math.max(this.lastDeparture, now + this.rng.uniform() * this.max);
    this.lastDeparture = t;
    this.held++;
    // At t exactly: several packets may share one departure time, and now + (t − now) rounds
    // differently for each, which reordered them (found by the run-time fuzz test).
    this.sim.postAt(t, Tag.HostJitter, () => {
      this.held--;
      this.leave(p);
    });
  }
}
