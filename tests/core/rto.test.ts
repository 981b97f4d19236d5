/**
 * RFC 6298 retransmission timer arithmetic: SRTT/RTTVAR with gains 1/8 and 1/4,
 * RTO = max(minRto, SRTT + max(G, 4·RTTVAR)), exponential back-off capped at maxRto.
 */
import { describe, expect, it } from 'vitest';
import { RttEstimator } from '../../src/sim-core/tcp/rtt-estimator';

const G = 0.001;

describe('RFC 6298 RTT estimator', () => {
  it('before any sample, the RTO is the initial RTO (§2.1)', () => {
    const e = new RttEstimator(1, 3, 60, G);
    expect(e.hasSample).toBe(false);
    expect(e.rto).toBe(3);
  });

  it('first sample R: SRTT = R, RTTVAR = R/2, RTO = SRTT + max(G, 4·RTTVAR) (§2.2)', () => {
    const e = new RttEstimator(0.2, 1, 60, G);
    e.sample(0.5);
    expect(e.hasSample).toBe(true);
    expect(e.srtt).toBe(0.5);
    expect(e.rttvar).toBe(0.25);
    expect(e.rto).toBeCloseTo(0.5 + 4 * 0.25, 12);
  });

  it('the clock granularity G wins when 4·RTTVAR is smaller', () => {
    const e = new RttEstimator(0.001, 1, 60, 0.5);
    e.sample(0.1); // 4·RTTVAR = 0.2 < G = 0.5
    expect(e.rto).toBeCloseTo(0.1 + 0.5, 12);
  });

  it('the RTO is rounded up to minRto (§2.4: 1 s)', () => {
    const e = new RttEstimator(1, 3, 60, G);
    e.sample(0.1); // 0.1 + 0.2 = 0.3 → 1
    expect(e.rto).toBe(1);
  });

  it('subsequent samples: RTTVAR ← ¾·RTTVAR + ¼·|SRTT − R| first, then SRTT ← ⅞·SRTT + ⅛·R (§2.3)', () => {
    const e = new RttEstimator(0.01, 1, 60, G);
    e.sample(0.5);
    e.sample(0.3);
    // RTTVAR uses the old SRTT (0.5): 0.75·0.25 + 0.25·0.2 = 0.2375.
    expect(e.rttvar).toBeCloseTo(0.2375, 12);
    expect(e.srtt).toBeCloseTo(0.475, 12);
    expect(e.rto).toBeCloseTo(0.475 + 4 * 0.2375, 12);
    e.sample(0.9);
    const rttvar = 0.75 * 0.2375 + 0.25 * Math.abs(0.475 - 0.9);
    const srtt = 0.875 * 0.475 + 0.125 * 0.9;
    expect(e.rttvar).toBeCloseTo(rttvar, 12);
    expect(e.srtt).toBeCloseTo(srtt, 12);
    expect(e.rto).toBeCloseTo(srtt + 4 * rttvar, 12);
  });

  it('a constant RTT makes RTTVAR decay geometrically by ¾ and SRTT stay put', () => {
    const e = new RttEstimator(0.001, 1, 60, 0);
    e.sample(0.2);
    for (let i = 1; i <= 20; i++) {
      e.sample(0.2);
      expect(e.srtt).toBeCloseTo(0.2, 12);
      expect(e.rttvar).toBeCloseTo(0.1 * Math.pow(0.75, i), 12);
    }
  });

  it('back-off doubles the RTO on each expiry (§5.5) and is capped at maxRto', () => {
    const e = new RttEstimator(1, 1, 60, G);
    e.sample(0.5); // RTO = 1.5
    const seen: number[] = [e.rto];
    for (let i = 0; i < 8; i++) {
      e.backOff();
      seen.push(e.rto);
    }
    expect(seen[0]).toBeCloseTo(1.5, 12);
    expect(seen.slice(1, 6)).toEqual([3, 6, 12, 24, 48]);
    expect(seen.slice(6)).toEqual([60, 60, 60]);
  });

  it('back-off also applies before the first sample (initial RTO 1 s → 2, 4, 8)', () => {
    const e = new RttEstimator(1, 1, 60, G);
    e.backOff();
    expect(e.rto).toBe(2);
    e.backOff();
    expect(e.rto).toBe(4);
  });

  it('a new valid sample ends the back-off: the RTO is recomputed from SRTT/RTTVAR', () => {
    const e = new RttEstimator(0.01, 1, 60, G);
    e.sample(0.5);
    e.backOff();
    e.backOff();
    expect(e.rto).toBeCloseTo(6, 12);
    e.sample(0.5);
    // RTTVAR = 0.75·0.25 = 0.1875, SRTT = 0.5 → RTO = 1.25
    expect(e.rto).toBeCloseTo(0.5 + 4 * 0.1875, 12);
  });

  it('maxRto also caps an RTO computed from a huge sample', () => {
    const e = new RttEstimator(1, 1, 60, G);
    e.sample(40); // 40 + 80 = 120 → 60
    expect(e.rto).toBe(60);
  });
});
