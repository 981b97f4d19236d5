/**
 * The event heap orders the events' slot numbers, not the event objects (engine/event-queue.ts):
 * an event object is stored once when it joins the heap, however many levels it sifts, because
 * every object stored while V8's collector marks costs a write-barrier call (docs/benchmarks.md,
 * issue 38, eleventh session). The order is the (time, sequence) order as before.
 */
import { describe, expect, it } from 'vitest';
import { EventQueue, type ScheduledEvent } from '../../src/sim-core/engine/event-queue';
import { RandomStreams } from '../../src/sim-core/engine/random';

const event = (time: number, seq: number): ScheduledEvent => ({ time, seq, tag: 0, run: () => {}, cancelled: false, pooled: false, lane: null, keyed: null });

/** Replace every array the queue holds by one that counts the objects stored into it. */
function countObjectStores(q: EventQueue): { stores: number } {
  const counter = { stores: 0 };
  const fields = q as unknown as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (!Array.isArray(value)) continue;
    fields[key] = new Proxy(value, {
      set(target, prop, v) {
        if (typeof v === 'object' && v !== null) counter.stores++;
        return Reflect.set(target, prop, v);
      },
    });
  }
  return counter;
}

describe('EventQueue', () => {
  it('stores each event object once, however far it sifts, and gives the events back in (time, sequence) order', () => {
    const q = new EventQueue();
    const counter = countObjectStores(q);
    const rng = new RandomStreams(7).stream('event-queue');
    const out: ScheduledEvent[] = [];
    let seq = 0;
    let joined = 0;
    // A heap of up to a few hundred events (past its first growth), pushes, pops and replaced tops mixed.
    for (let step = 0; step < 3000; step++) {
      const u = rng.uniform();
      if (q.size === 0 || u < 0.45) {
        q.push(event(Math.floor(rng.uniform() * 50) / 10, seq++));
        joined++;
      } else if (u < 0.7) {
        out.push(q.peek()!);
        q.replaceTop(event(out[out.length - 1].time + Math.floor(rng.uniform() * 20) / 10, seq++));
        joined++;
      } else out.push(q.pop()!);
    }
    while (q.size > 0) out.push(q.pop()!);
    expect(counter.stores).toBe(joined);
    expect(out.length).toBe(joined);
    expect(new Set(out.map((e) => e.seq)).size).toBe(joined);
  });

  it('pops in (time, sequence) order', () => {
    const q = new EventQueue();
    const rng = new RandomStreams(11).stream('event-queue-order');
    const evs = Array.from({ length: 500 }, (_, i) => event(Math.floor(rng.uniform() * 40) / 4, i));
    for (const e of evs) q.push(e);
    const popped: ScheduledEvent[] = [];
    while (q.size > 0) popped.push(q.pop()!);
    const sorted = [...evs].sort((a, b) => a.time - b.time || a.seq - b.seq);
    expect(popped).toEqual(sorted);
  });
});
