/**
 * Event lanes (src/sim-core/engine/event-lane.ts) keep events outside the simulator's heap until
 * their turn: a run that schedules through lanes must execute exactly the same events in the same
 * order as one that puts every event in the heap, and report the same pending count throughout.
 */
import { describe, expect, it } from 'vitest';
import { EventLane } from '../../src/sim-core/engine/event-lane';
import type { ScheduledEvent } from '../../src/sim-core/engine/event-queue';
import { RandomStream } from '../../src/sim-core/engine/random';
import { MAX_DIRECT_LANES, Simulator } from '../../src/sim-core/engine/simulator';

interface Trace {
  order: string[];
  /** (time, order of scheduling) of each executed event. */
  keys: [number, number][];
  pending: number[];
  hash: string;
  executed: number;
}

/**
 * A random workload of the kinds lanes serve: packets propagating with a fixed delay (posted,
 * never cancelled), timers set a fixed time ahead and mostly cancelled, timers with a varying
 * timeout (sometimes earlier than the lane's last one), and plain events, several at equal times.
 * The same seed draws the same decisions as long as events run in the same order.
 */
function workload(useLanes: boolean, wireLanes: 'none' | 'direct' | 'keyed' = 'none'): Trace {
  const sim = new Simulator();
  const direct = wireLanes !== 'none';
  // Direct lanes (engine/direct-lane.ts) or keyed lanes (engine/keyed-lane.ts): two wires, each
  // firing its oldest waiting arrival, as a link does.
  const wires = [0.003, 0.0021].map((delay) => {
    const waiting: (() => void)[] = [];
    const target = { fire: () => waiting.shift()!() };
    const lane = wireLanes === 'direct' ? sim.directLane(target, 2) : null;
    const keyedLane = wireLanes === 'keyed' ? sim.keyedLane(target, 2) : null;
    const post = (arrival: () => void): void => {
      if (lane !== null) {
        waiting.push(arrival);
        sim.postDirect(lane, sim.now + delay);
      } else if (keyedLane !== null) {
        waiting.push(arrival);
        sim.postKeyed(keyedLane, sim.now + delay);
      } else sim.post(delay, 2, arrival);
    };
    return post;
  });
  const rng = new RandomStream(7);
  const order: string[] = [];
  const pending: number[] = [];
  const wire = new EventLane(0.003);
  const timers = new EventLane();
  const varying = new EventLane();
  let pendingTimer: ScheduledEvent | null = null;
  let id = 0;
  // Every event is scheduled through `keyed`, which numbers them in scheduling order.
  const keys: [number, number][] = [];
  let scheduled = 0;
  const keyed = (run: () => void): (() => void) => {
    const k = scheduled++;
    return () => {
      keys.push([sim.now, k]);
      run();
    };
  };
  const step = (name: string): void => {
    order.push(`${name}@${sim.now}`);
    pending.push(sim.pending);
    if (id > 4000) return;
    const r = rng.uniform();
    const n = id++;
    const arrival = keyed(() => step(`arrive${n}`));
    if (r < 0.35) {
      if (direct) wires[0](arrival);
      else if (useLanes) sim.postInLane(wire, 2, arrival);
      else sim.post(0.003, 2, arrival);
    }
    // A second wire, whose arrivals interleave with the first's.
    if (r > 0.75) wires[1](keyed(() => step(`cross${n}`)));
    if (r < 0.6) {
      // A delayed-ACK-like timer: replaced (cancelled) by most later steps.
      sim.cancel(pendingTimer);
      const fire = keyed(() => step(`timer${n}`));
      pendingTimer = useLanes ? sim.scheduleInLane(timers, 0.2, 5, fire) : sim.schedule(0.2, 5, fire);
    }
    if (r > 0.5) {
      const delay = 0.001 + 0.01 * rng.uniform();
      const fire = keyed(() => step(`vary${n}`));
      if (useLanes) sim.scheduleInLane(varying, delay, 6, fire);
      else sim.schedule(delay, 6, fire);
    }
    // Events at the very same time as others: their order is the order they were scheduled in.
    if (r > 0.9) sim.schedule(0, 1, keyed(() => step(`now${n}`)));
  };
  for (let i = 0; i < 5; i++) sim.at(0.001 * i, 3, keyed(() => step(`start${i}`)));
  while (sim.run(sim.now + 0.05, 97) !== 'finished') pending.push(sim.pending);
  return { order, keys, pending, hash: sim.traceHash, executed: sim.executed };
}

describe('event lanes', () => {
  it('run the same events in the same order, with the same pending counts, as the heap alone', () => {
    const heap = workload(false);
    const lanes = workload(true);
    expect(heap.executed).toBeGreaterThan(4000);
    expect(lanes.order).toEqual(heap.order);
    expect(lanes.pending).toEqual(heap.pending);
    expect(lanes.hash).toBe(heap.hash);
    expect(lanes.executed).toBe(heap.executed);
  });

  it.each([
    ['two direct lanes beside the heap and lanes', 'direct'],
    ['two keyed lanes in the heap beside lanes', 'keyed'],
  ] as const)('run the same events in the same order, with the same pending counts, with %s', (_, wires) => {
    const heap = workload(false);
    const lanes = workload(true, wires);
    expect(lanes.order).toEqual(heap.order);
    expect(lanes.pending).toEqual(heap.pending);
    expect(lanes.hash).toBe(heap.hash);
    expect(lanes.executed).toBe(heap.executed);
  });

  it('refuse a direct lane beyond the simulator’s few, and an arrival earlier than the lane’s last', () => {
    const sim = new Simulator();
    const lanes = Array.from({ length: MAX_DIRECT_LANES + 1 }, () => sim.directLane({ fire: () => {} }, 2));
    expect(lanes.filter((l) => l !== null)).toHaveLength(MAX_DIRECT_LANES);
    expect(lanes[MAX_DIRECT_LANES]).toBeNull();
    sim.postDirect(lanes[0]!, 0.5);
    expect(() => sim.postDirect(lanes[0]!, 0.4)).toThrow(/before the lane's last/);
  });

  it('run events in (time, order of scheduling) order, lanes and heap together', () => {
    const { keys } = workload(true);
    expect(keys.length).toBeGreaterThan(4000);
    const outOfOrder = keys.filter((k, i) => i > 0 && (k[0] < keys[i - 1][0] || (k[0] === keys[i - 1][0] && k[1] < keys[i - 1][1])));
    expect(outOfOrder).toEqual([]);
  });

  it('hold at most the head of each lane in the heap', () => {
    const sim = new Simulator();
    const lane = new EventLane(1);
    for (let i = 0; i < 100; i++) sim.postInLane(lane, 2, () => {});
    const heapSize = (sim as unknown as { queue: { size: number } }).queue.size;
    expect(heapSize).toBe(1);
    expect(lane.waiting.size).toBe(99);
    expect(sim.pending).toBe(100);
    sim.run();
    expect(sim.executed).toBe(100);
    expect(sim.pending).toBe(0);
    expect(lane.active).toBe(false);
  });

  it('reuse a cancelled recycled timer only after its turn, and the reused event runs', () => {
    const sim = new Simulator();
    const lane = new EventLane();
    let fired = 0;
    const timer = sim.recycledTimerInLane(lane, 0.2, 5, () => fired++);
    sim.cancel(timer);
    // Still pending (and not reused) until its time comes.
    expect(sim.pending).toBe(1);
    sim.post(0.1, 2, () => {});
    sim.run(0.15);
    expect(sim.pending).toBe(1);
    sim.run(0.3);
    expect(fired).toBe(0);
    expect(sim.pending).toBe(0);
    // The next post takes the cancelled timer's object from the pool: it must run.
    let ran = 0;
    sim.post(0.1, 2, () => ran++);
    sim.post(0.1, 2, () => ran++);
    sim.run();
    expect(ran).toBe(2);
    expect(sim.executed).toBe(3);
  });
});
