/** T002-10: dynamic RED's thresholds step +3/+4 per arriving connection and stay clamped at B. */
import { describe, expect, it } from 'vitest';
import { seed002ExpD } from '../../src/sim-core/scenario/seed002-presets';
import { routerQueue, run } from './helpers';

/** Thresholds in force just before time t. */
function thresholdsAt(th: Record<string, Float64Array>, t: number) {
  let k = -1;
  for (let i = 0; i < th.t.length && th.t[i] < t; i++) k = i;
  return k < 0 ? null : { minTh: th.minTh[k], maxTh: th.maxTh[k] };
}

describe('T002-10: thresholds follow the number of connections (Exp D)', () => {
  it('step up by 3/4 packets per arriving flow, to 30/40 once all ten are in', () => {
    const r = run(seed002ExpD('red', 0));
    const th = routerQueue(r).series!.thresholds;
    // Vegas arrive in pairs at 0, 10, 20, 30 s; the two Reno flows at 40 s.
    const expected = [
      [9.9, 6, 8],
      [19.9, 12, 16],
      [29.9, 18, 24],
      [39.9, 24, 32],
      [100, 30, 40],
    ];
    for (const [t, lo, hi] of expected) expect(thresholdsAt(th, t)).toEqual({ minTh: lo, maxTh: hi });
    // Every change is a whole number of arrivals: +3k / +4k.
    for (let i = 1; i < th.t.length; i++) {
      const k = (th.minTh[i] - th.minTh[i - 1]) / 3;
      expect(Number.isInteger(k) && k > 0).toBe(true);
      expect(th.maxTh[i] - th.maxTh[i - 1]).toBe(4 * k);
    }
    expect(r.links[r.aggregate.bottleneck].queueInfo.settings.activeFlows).toBe(10);
  });

  it('a 20 % overestimate ends at 36/48 (Table 4.3)', () => {
    const th = routerQueue(run(seed002ExpD('red', 0.2))).series!.thresholds;
    const end = thresholdsAt(th, 100)!;
    expect(end.minTh).toBeCloseTo(36, 9);
    expect(end.maxTh).toBeCloseTo(48, 9);
  });

  it('stay clamped at the buffer when β·n ≥ B, and RED then makes no decisions', () => {
    const sc = seed002ExpD('red', 0);
    const q = (sc.topology as { bottleneck: { queue: { limit: number } } }).bottleneck.queue;
    q.limit = 20;
    const r = run(sc);
    const th = routerQueue(r).series!.thresholds;
    // n = 6 at 20 s: MinThresh 18, MaxThresh clamped to 20; n = 8 at 30 s: both at 20.
    expect(thresholdsAt(th, 29.9)).toEqual({ minTh: 18, maxTh: 20 });
    expect(thresholdsAt(th, 100)).toEqual({ minTh: 20, maxTh: 20 });
    const ev = routerQueue(r).series!.events;
    for (let i = 0; i < ev.t.length; i++) if (ev.t[i] >= 30.5) expect(ev.kind[i]).toBe(0); // only overflow drops
  });
});
