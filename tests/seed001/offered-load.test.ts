/**
 * Offered load as seed 001 defines it (§4.3): the connection rate that gives X % of 10 Mbit/s on
 * an uncongested link. Asking for 80 % must measure 80 % ± 3 points there (on average: see below).
 */
import { describe, expect, it } from 'vitest';
import { SEED001_TCP } from '../../src/sim-core/scenario/seed001-presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { connectionRateForLoad } from '../../src/sim-core/traffic/offered-load';
import { measureUncongestedLoad } from '../../src/sim-core/experiments/uncongested-load';
import { WEB_GENERATOR_VERSION } from '../../src/sim-core/traffic/packmime-tables';
import { WEB_CALIBRATION } from '../../src/sim-core/traffic/web-calibration';

const BIG = { type: 'droptail' as const, limit: 100000, unit: 'packets' as const };

function measuredLoad(load: number, seconds: number, seed: number) {
  return measureUncongestedLoad(connectionRateForLoad(load, 10e6, true), seconds, seed);
}

describe('offered-load calibration', () => {
  it('is for this generator version', () => {
    expect(WEB_CALIBRATION.generatorVersion).toBe(WEB_GENERATOR_VERSION);
  });

  it('80 % of 10 Mbit/s is ≈ 100 new connections per second per direction (the digest estimates ~100)', () => {
    const rate = connectionRateForLoad(0.8, 10e6, true);
    expect(rate).toBeGreaterThan(90);
    expect(rate).toBeLessThan(115);
  });

  it('without congestion, the wire bytes are exactly what the calibration counts per connection (handshake, one ACK per segment, FINs): within 1 %', () => {
    const sc = parseScenario({
      version: 1,
      seed: 1,
      duration: 100,
      tcp: SEED001_TCP,
      topology: { kind: 'dumbbell', bottleneck: { rate: 100e6, delay: 0, queue: BIG, reverseQueue: BIG }, access: { rate: 1e9, delay: 0, queue: BIG } },
      flows: [{ kind: 'web', rate: 100, twoWay: false, rtt: 0.01, variant: 'reno' }],
      record: { series: false },
    });
    const r = new Simulation(sc).runToEnd();
    const w = r.web[0];
    expect(w.completed).toBeGreaterThan(0.99 * w.started);
    // Response direction per connection: SYN-ACK 48 B, an ACK per request segment (~1.46), the
    // response segments with 40 B of headers each, the ACK of the client's FIN.
    let predicted = 0;
    for (const b of w.responseBytes) predicted += 48 + 40 * 1.461 + b + 40 * Math.ceil(b / 1420) + 40;
    const fwd = r.links.find((l) => l.from === 'R1' && l.to === 'R2')!;
    const measured = (fwd.summary.throughputBps * 100) / 8;
    expect(measured / predicted).toBeGreaterThan(0.99);
    expect(measured / predicted).toBeLessThan(1.01);
  });

  // Finite runs scatter: with the Pareto tail (index 1.23, 100 MB cap) the mean response size of
  // one direction's ~60 000 responses in 600 s still varies by several percent, so a single
  // direction measures 74–96 % (docs/validation.md). Averaged over four seeds and both directions
  // (eight independent 600 s measurements) the offered load must be the requested one ± 3 points.
  it('"80 % load" measures 80 % ± 3 points on an uncongested 100 Mbit/s link (mean of 4 seeds × 2 directions, 600 s each)', () => {
    const all: number[] = [];
    for (const seed of [1, 2, 3, 4]) {
      const m = measuredLoad(0.8, 600, seed);
      expect(m.drops).toBe(0);
      all.push(...m.perDirection);
    }
    const mean = all.reduce((a, x) => a + x, 0) / all.length;
    expect(Math.abs(mean - 0.8)).toBeLessThanOrEqual(0.03);
    // About 50 s of work on an idle 2-core machine; the limit only stops a hung run. It was 300 s,
    // and a run beside five other jobs (load average 21) took 878 s and failed for time alone.
  }, 1_500_000);
});
