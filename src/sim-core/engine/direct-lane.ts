/** What a direct lane's events do when their turn comes (a link's arrival at the far end). */
export interface DirectTarget {
  fire(): void;
}

/**
 * A first-in-first-out line of events that all do the same thing to the same object (a busy
 * link's arrivals), kept out of the simulator's heap altogether: only their keys (time,
 * insertion sequence) are stored, in typed arrays, and the run loop compares the earliest lane's
 * head with the heap's top before each event. An event here needs no event object, no closure and
 * no sift through the heap.
 *
 * Why: on a dumbbell the bottleneck's two directions carry a quarter of all events (one arrival
 * per data packet at the far router, one per ACK at the near one), and each went through a lane
 * (event-lane.ts) whose head took a sift through the heap every time it moved. A simulator keeps
 * at most a few direct lanes (Simulator.directLane): whenever a lane's head leaves, it looks at
 * each of them to find the next first one.
 *
 * Why the order of execution cannot change: the keys are the ones the events would have had in
 * the heap (the sequence is taken from the simulator's counter when the event is posted), times
 * never decrease along a lane (post() refuses otherwise), so a lane's head is its minimum, and
 * the run loop executes whichever of the heap's top and the lanes' heads has the least key.
 */
export class DirectLane {
  private times = new Float64Array(16);
  private seqs = new Float64Array(16);
  private head = 0;
  /** Events waiting (all of them pending: none is in the heap). */
  size = 0;
  /** Time of the latest event posted: a later one must not be earlier. */
  lastTime = Number.NEGATIVE_INFINITY;

  constructor(
    readonly target: DirectTarget,
    /** The events' tag, mixed into the trace hash as a heap event's would be. */
    readonly tag: number,
  ) {}

  /** Key of the earliest event (call only when size > 0). */
  get headTime(): number {
    return this.times[this.head];
  }

  get headSeq(): number {
    return this.seqs[this.head];
  }

  push(time: number, seq: number): void {
    if (!(time >= this.lastTime)) throw new Error(`direct lane: an event at ${time} would run before the lane's last one at ${this.lastTime}`);
    this.lastTime = time;
    if (this.size === this.times.length) this.grow();
    const i = (this.head + this.size) & (this.times.length - 1);
    this.times[i] = time;
    this.seqs[i] = seq;
    this.size++;
  }

  /** Drop the earliest event (its key was read through headTime and headSeq). */
  shift(): void {
    this.head = (this.head + 1) & (this.times.length - 1);
    this.size--;
  }

  private grow(): void {
    const n = this.times.length;
    const times = new Float64Array(n * 2);
    const seqs = new Float64Array(n * 2);
    for (let k = 0; k < this.size; k++) {
      const j = (this.head + k) & (n - 1);
      times[k] = this.times[j];
      seqs[k] = this.seqs[j];
    }
    this.times = times;
    this.seqs = seqs;
    this.head = 0;
  }
}
