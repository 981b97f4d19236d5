/**
 * CoDel (RFC 8289) with Linux's control law, as ns-3 runs it: 1024 ns time units, the one-step
 * Newton refinement of 1/sqrt(count), the dequeue state machine entering and leaving the
 * dropping state, MinBytes, and ECN marking.
 */
import { describe, expect, it } from 'vitest';
import { Ecn, Packet, Proto } from '../../src/sim-core/net/packet';
import { CoDelController, type CoDelParams } from '../../src/sim-core/queues/codel/codel-controller';
import { CoDelQueue } from '../../src/sim-core/queues/codel/codel-queue';
import { toCodelTime } from '../../src/sim-core/queues/codel/codel-time';
import { controlLaw, newtonStep, REC_INV_SQRT_ONE } from '../../src/sim-core/queues/codel/control-law';

const PARAMS: CoDelParams = { target: 0.005, interval: 0.1, minBytes: 1500, ecn: false };

describe('CoDel time units (1024 ns, truncated)', () => {
  it('target 5 ms = 4882 units, interval 100 ms = 97656 units', () => {
    expect(toCodelTime(0.005)).toBe(4882);
    expect(toCodelTime(0.1)).toBe(97656);
  });
});

describe('control law: next drop = t + interval/sqrt(count)', () => {
  const converged = (count: number) => {
    let r = REC_INV_SQRT_ONE;
    for (let i = 0; i < 30; i++) r = newtonStep(r, count);
    return r;
  };
  for (const [count, ms] of [
    [1, 100],
    [2, 70.71],
    [4, 50],
    [16, 25],
    [100, 10],
  ] as const) {
    it(`count ${count}: interval 100 ms → ${ms} ms (within 0.05 %)`, () => {
      const units = controlLaw(0, toCodelTime(0.1), converged(count));
      expect(Math.abs((units * 1024) / 1e6 / ms - 1)).toBeLessThan(5e-4);
    });
  }

  it('one Newton step per count change: r ← r(3 − count·r²)/2 in 16-bit fixed point', () => {
    // From r = 1 (count 1), one step each as count goes 2, 3, 4, …: 0.5, 0.5625, 0.4878, 0.4415 …
    let r = REC_INV_SQRT_ONE;
    let exact = 1;
    for (let count = 2; count <= 12; count++) {
      r = newtonStep(r, count);
      exact = (exact * (3 - count * exact * exact)) / 2;
      expect(Math.abs(r / 65536 - exact)).toBeLessThan(1e-4);
    }
    expect(newtonStep(REC_INV_SQRT_ONE, 2)).toBe(32769);
    expect(newtonStep(32769, 3)).toBe(36864);
  });
});

/** A queue that always has packets of a given sojourn time and `after` bytes behind the head. */
function bench(params: CoDelParams = PARAMS, after = 3000) {
  const c = new CoDelController(params);
  let sojourn = 0;
  let now = 0;
  let drops = 0;
  let marks = 0;
  const q = {
    take: () => {
      const p = new Packet(0, Proto.Tcp, 0, 1, 1500);
      p.enqueuedAt = now - sojourn;
      p.ecn = params.ecn ? Ecn.Ect0 : Ecn.NotEct;
      return p;
    },
    bytes: after,
    dropped: () => void drops++,
    marked: () => void marks++,
  };
  return {
    c,
    /** Dequeue at time t with the given sojourn; returns the drops that dequeue made. */
    at(t: number, s: number): number {
      now = t;
      sojourn = s;
      const before = drops;
      c.dequeue(t, q);
      return drops - before;
    },
    get marks() {
      return marks;
    },
  };
}

describe('CoDel state machine (RFC 8289 §5)', () => {
  it('enters the dropping state only after the sojourn time stayed above target for one interval', () => {
    const b = bench();
    const dropsAt: number[] = [];
    for (let ms = 0; ms <= 120; ms++) if (b.at(ms / 1000, 0.01) > 0) dropsAt.push(ms);
    // Above target from t = 0: first_above = 0 + 97656 units; the first dequeue after it (101 ms) drops.
    expect(dropsAt[0]).toBe(101);
    expect(b.c.dropping).toBe(true);
    expect(b.c.count).toBe(1);
  });

  it('while dropping, drops are spaced interval, then interval·r with r refined once per drop (100, 50, 56.25, 48.8 ms)', () => {
    const b = bench();
    const dropsAt: number[] = [];
    for (let us = 0; us <= 400_000; us += 100) if (b.at(us / 1e6, 0.01) > 0) dropsAt.push(us / 1000);
    const gaps = dropsAt.slice(1, 5).map((t, i) => t - dropsAt[i]);
    // Spacing in whole 1024 ns units, polled every 0.1 ms.
    [100, 50, 56.25, 48.78].forEach((g, i) => expect(Math.abs(gaps[i] - g)).toBeLessThanOrEqual(0.2));
    expect(b.c.count).toBe(dropsAt.length);
  });

  it('leaves the dropping state as soon as a head packet is below target', () => {
    const b = bench();
    for (let ms = 0; ms <= 300; ms++) b.at(ms / 1000, 0.01);
    expect(b.c.dropping).toBe(true);
    expect(b.at(0.301, 0.004)).toBe(0);
    expect(b.c.dropping).toBe(false);
  });

  it('leaves the dropping state when the queue is empty', () => {
    const q = new CoDelQueue({ limit: 100, unit: 'packets' }, PARAMS);
    q.controller.dropping = true;
    expect(q.dequeue(1)).toBeNull();
    expect(q.controller.dropping).toBe(false);
  });

  it('re-entering within 16 intervals resumes at count − lastcount; later it restarts at 1', () => {
    const run = (gap: number) => {
      const b = bench();
      let t = 0;
      for (; t <= 1.0; t += 0.001) b.at(t, 0.01);
      const countBefore = b.c.count;
      b.at(t, 0.001); // below target: leave
      expect(b.c.dropping).toBe(false);
      for (t += gap; !b.c.dropping; t += 0.001) b.at(t, 0.01);
      return { countBefore, count: b.c.count };
    };
    const soon = run(0.1);
    expect(soon.countBefore).toBeGreaterThan(2);
    expect(soon.count).toBe(soon.countBefore - 1); // lastcount was 1 when the state was entered
    const late = run(2.0);
    expect(late.count).toBe(1);
  });

  it('MinBytes: never drops while fewer than 1500 bytes stay behind the head', () => {
    const b = bench(PARAMS, 1499);
    let drops = 0;
    for (let ms = 0; ms <= 1000; ms++) drops += b.at(ms / 1000, 0.05);
    expect(drops).toBe(0);
    expect(b.c.dropping).toBe(false);
  });

  it('ECN: marks ECN-capable packets instead of dropping them, on the same schedule', () => {
    const b = bench({ ...PARAMS, ecn: true });
    let drops = 0;
    for (let ms = 0; ms <= 400; ms++) drops += b.at(ms / 1000, 0.01);
    expect(drops).toBe(0);
    expect(b.marks).toBe(b.c.count);
    expect(b.marks).toBeGreaterThanOrEqual(4);
  });
});

describe('CoDel queue', () => {
  it('refuses arrivals only at the hard limit (a limit drop), and drops at dequeue as AQM (target exceeded) drops not counted as arrivals', () => {
    const q = new CoDelQueue({ limit: 3, unit: 'packets' }, PARAMS);
    const seen: [string, boolean][] = [];
    q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (_p, _t, kind, fromQueue) => void seen.push([kind, fromQueue ?? false]) };
    for (let i = 0; i < 4; i++) q.enqueue(new Packet(0, Proto.Tcp, 0, 1, 1500), 0);
    expect(seen).toEqual([['overflow', false]]);
    expect(q.packets).toBe(3);
    q.dequeue(0.01); // above target: first_above = 10 ms + interval
    const sent = q.dequeue(0.2); // past it: the head is dropped, the next one is sent
    expect(sent).not.toBeNull();
    expect(seen).toEqual([
      ['overflow', false],
      ['targetExceeded', true],
    ]);
    expect(q.packets).toBe(0);
  });
});
