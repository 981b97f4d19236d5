/**
 * CUBIC (RFC 9438) on vectors computed by hand from the RFC's equations, HyStart's exit rules,
 * and the congestion control on a synthetic connection state.
 */
import { describe, expect, it } from 'vitest';
import type { AckSample } from '../../src/sim-core/tcp/congestion-control';
import { CUBIC_DEFAULTS, CUBIC_NS3, CubicCongestionControl } from '../../src/sim-core/tcp/cubic-cc';
import { cubicK, cubicWindow, renoFriendlyAckCount, renoFriendlyAlpha, renoFriendlyWindow, wMaxAfterLoss } from '../../src/sim-core/tcp/cubic-window';
import { HYSTART_LINUX, HyStart, hystartDelayThreshold } from '../../src/sim-core/tcp/hystart';
import { fakeCcState, MSS } from '../helpers/cc-state';

const state = fakeCcState;

describe('RFC 9438 window function', () => {
  it('K = cbrt(W_max(1 − β)/C): W_max 100, β 0.7, C 0.4 → K = cbrt(75) = 4.2172 s', () => {
    expect(cubicK(100, 70, 0.4)).toBeCloseTo(4.2172, 4);
  });
  it('W(0) = β·W_max, W(K) = W_max, W(K + 1 s) = W_max + C: 70, 100, 100.4 segments', () => {
    const k = cubicK(100, 70, 0.4);
    expect(cubicWindow(0, 100, k, 0.4)).toBeCloseTo(70, 9);
    expect(cubicWindow(k, 100, k, 0.4)).toBeCloseTo(100, 9);
    expect(cubicWindow(k + 1, 100, k, 0.4)).toBeCloseTo(100.4, 9);
  });
  it('W(2 s) for W_max 100: 100 − 0.4·(4.2172 − 2)³ = 95.64 (concave part)', () => {
    const k = cubicK(100, 70, 0.4);
    expect(cubicWindow(2, 100, k, 0.4)).toBeCloseTo(100 - 0.4 * Math.pow(k - 2, 3), 9);
    expect(cubicWindow(2, 100, k, 0.4)).toBeCloseTo(95.64, 2);
  });
  it('fast convergence: a loss at W 80 below W_max 100 remembers 80·(1 + 0.7)/2 = 68; at W 120, W_max = 120', () => {
    expect(wMaxAfterLoss(80, 100, 0.7, true)).toBeCloseTo(68, 9);
    expect(wMaxAfterLoss(120, 100, 0.7, true)).toBe(120);
    expect(wMaxAfterLoss(80, 100, 0.7, false)).toBe(80);
  });
  it('Reno-friendly: α = 3(1 − β)/(1 + β) = 0.5294; W_est after 10 RTTs from 70 = 75.29', () => {
    expect(renoFriendlyAlpha(0.7)).toBeCloseTo(0.529412, 6);
    expect(renoFriendlyWindow(1, 70, 0.1, 0.7)).toBeCloseTo(75.294, 3);
  });
  it("Linux's integer Reno estimate: one segment per ⌊15·W/8⌋ ACKed segments (W 100 → 187)", () => {
    expect(renoFriendlyAckCount(100, 0.7)).toBe(187);
  });
});

describe('HyStart exit conditions', () => {
  it("delay threshold: Linux clamp(minRTT/8, 4, 16 ms) → 7.7 ms at 61.5 ms, 4 ms at 20 ms, 16 ms at 200 ms; ns-3 clamp(minRTT, 4, 1000 ms)", () => {
    expect(hystartDelayThreshold(0.0615, 'linux')).toBeCloseTo(0.0076875, 9);
    expect(hystartDelayThreshold(0.02, 'linux')).toBe(0.004);
    expect(hystartDelayThreshold(0.2, 'linux')).toBe(0.016);
    expect(hystartDelayThreshold(0.0615, 'ns3')).toBe(0.0615);
  });
  it('delay: after 8 samples a round RTT above minRTT + threshold ends slow start, one at or below does not', () => {
    const cfg = { ...HYSTART_LINUX, detect: 'delay' as const };
    const h = new HyStart(cfg);
    h.resetRound(0, 1000);
    for (let i = 0; i < 8; i++) expect(h.onSample(0.01 * i, 0.1 + 0.012, 0.1)).toBe(false);
    // 12 ms rise = exactly the threshold (clamp(100/8 = 12.5 ms)): 12 ms is below it.
    expect(h.onSample(0.1, 0.112, 0.1)).toBe(false);
    const g = new HyStart(cfg);
    g.resetRound(0, 1000);
    for (let i = 0; i < 8; i++) g.onSample(0.01 * i, 0.113, 0.1);
    expect(g.onSample(0.1, 0.113, 0.1)).toBe(true);
  });
  it('ACK train: ACKs ≤ 2 ms apart lasting past minRTT/2 end slow start (Linux); ns-3 needs a whole minRTT', () => {
    const linux = new HyStart({ ...HYSTART_LINUX, detect: 'ack-train' });
    const ns3 = new HyStart({ ...HYSTART_LINUX, detect: 'ack-train', ackTrainLength: 'ns3' });
    linux.resetRound(0, 1000);
    ns3.resetRound(0, 1000);
    let linuxAt = -1;
    let ns3At = -1;
    for (let ms = 1; ms < 200; ms++) {
      const t = ms / 1000;
      if (linuxAt < 0 && linux.onSample(t, 0.1, 0.1)) linuxAt = t;
      if (ns3At < 0 && ns3.onSample(t, 0.1, 0.1)) ns3At = t;
    }
    expect(linuxAt).toBeCloseTo(0.051, 6);
    expect(ns3At).toBeCloseTo(0.101, 6);
  });
  it('ACK train: a gap > 2 ms breaks the train for the rest of the round', () => {
    const h = new HyStart({ ...HYSTART_LINUX, detect: 'ack-train' });
    h.resetRound(0, 1000);
    expect(h.onSample(0.005, 0.1, 0.1)).toBe(false);
    for (let ms = 6; ms < 200; ms++) expect(h.onSample(ms / 1000, 0.1, 0.1)).toBe(false);
  });
});

describe('CUBIC congestion control', () => {
  const ack = (): AckSample => ({ newlyDelivered: MSS, delivered: 0, priorDelivered: 0, deliveryRate: -1, interval: -1, rtt: -1, appLimited: false, priorInFlight: 0, newlyLost: 0 });

  it('a loss at W = 100 segments: ssthresh = 70 segments (β 0.7), W_max = 100; a second at 80: W_max = 68 (fast convergence)', () => {
    const cc = new CubicCongestionControl(CUBIC_DEFAULTS);
    const s = state({ cwnd: 100 * MSS });
    expect(cc.ssthreshAfterLoss(s, 0)).toBe(70 * MSS);
    expect(cc.wMax).toBe(100);
    s.cwnd = 80 * MSS;
    expect(cc.ssthreshAfterLoss(s, 0)).toBe(56 * MSS);
    expect(cc.wMax).toBe(68);
  });

  it('after a loss at W_max 100 the window climbs concavely to W_max by K ≈ 4.2 s (±1 segment) and stays near it', () => {
    const cc = new CubicCongestionControl({ ...CUBIC_DEFAULTS, renoFriendly: false });
    const s = state({ cwnd: 100 * MSS, ssthresh: 0 });
    cc.onRttSample(s, 0.1);
    s.ssthresh = cc.ssthreshAfterLoss(s, 0);
    s.cwnd = s.ssthresh;
    // One ACK per segment, a window per 100 ms (RTT = minRTT = 0.1 s).
    const at: Record<string, number> = {};
    let t = 0;
    while (t < 5) {
      const perAck = 0.1 / (s.cwnd / MSS);
      t += perAck;
      (s as { now: number }).now = t;
      cc.onAck(s, MSS);
      for (const mark of [1, 2, 4.1]) if (at[mark] === undefined && t >= mark) at[mark] = s.cwnd / MSS;
    }
    const k = cubicK(100, 70, 0.4);
    // cwnd follows W(t + RTT) (the target one RTT ahead), lagging it by at most a segment or so.
    expect(at[1]).toBeGreaterThan(cubicWindow(1, 100, k, 0.4) - 1.5);
    expect(at[1]).toBeLessThanOrEqual(cubicWindow(1.1, 100, k, 0.4) + 1);
    expect(at[2]).toBeGreaterThan(cubicWindow(2, 100, k, 0.4) - 1.5);
    expect(Math.abs(at[4.1] - 100)).toBeLessThanOrEqual(1);
  });

  it('Reno-friendly region: with a tiny C the window grows at Reno-like α ≈ 0.53 segments per RTT', () => {
    const cc = new CubicCongestionControl({ ...CUBIC_DEFAULTS, c: 1e-6 });
    const s = state({ cwnd: 100 * MSS, ssthresh: 0 });
    cc.onRttSample(s, 0.1);
    s.ssthresh = cc.ssthreshAfterLoss(s, 0);
    s.cwnd = s.ssthresh;
    let t = 0;
    let acked = 0;
    while (acked < 70 * 20) {
      t += 0.1 / 70;
      (s as { now: number }).now = t;
      cc.onAck(s, MSS);
      acked++;
    }
    // 20 windows of ACKs: 20 · 8/15 ≈ 10.7 segments of growth.
    expect(s.cwnd / MSS - 70).toBeGreaterThanOrEqual(9);
    expect(s.cwnd / MSS - 70).toBeLessThanOrEqual(12);
  });

  it('no growth when not cwnd-limited', () => {
    const cc = new CubicCongestionControl(CUBIC_DEFAULTS);
    const s = state({ cwnd: 20 * MSS, cwndLimited: false });
    for (let i = 0; i < 100; i++) cc.onAck(s, MSS);
    expect(s.cwnd).toBe(20 * MSS);
  });

  it('slow start grows by segments acknowledged: a delayed ACK of 2 segments adds 2 MSS', () => {
    const cc = new CubicCongestionControl(CUBIC_DEFAULTS);
    const s = state({ cwnd: 4 * MSS });
    cc.onAck(s, 2 * MSS);
    expect(s.cwnd).toBe(6 * MSS);
  });

  it('a timeout forgets W_max (Linux) or keeps it (ns-3)', () => {
    const linux = new CubicCongestionControl(CUBIC_DEFAULTS);
    const ns3 = new CubicCongestionControl(CUBIC_NS3);
    const s = state({ cwnd: 100 * MSS });
    linux.ssthreshAfterLoss(s, 0);
    ns3.ssthreshAfterLoss(s, 0);
    linux.afterTimeout(s);
    ns3.afterTimeout(s);
    expect(linux.wMax).toBe(0);
    expect(ns3.wMax).toBe(100);
  });

  it("ns-3's delay input is srtt on every ACK: HyStart then ends slow start on a smoothed-RTT rise", () => {
    const cc = new CubicCongestionControl({ ...CUBIC_NS3, hystart: { ...CUBIC_NS3.hystart, detect: 'delay' } });
    const s = state({ cwnd: 20 * MSS, sndNxt: 1e6, rtt: { hasSample: true, srtt: 0.06, rttvar: 0.01 } });
    cc.onRttSample(s, 0.06);
    const rtt = s.rtt as { srtt: number };
    for (let i = 0; i < 8; i++) cc.onAckSample(s, ack());
    expect(s.ssthresh).toBe(Number.POSITIVE_INFINITY);
    rtt.srtt = 0.121; // > 0.06 + clamp(0.06, 4 ms, 1 s)
    cc.onAckSample(s, ack());
    expect(s.ssthresh).toBe(Number.POSITIVE_INFINITY); // the round's RTT is the minimum of its first 8
    const fresh = new CubicCongestionControl({ ...CUBIC_NS3, hystart: { ...CUBIC_NS3.hystart, detect: 'delay' } });
    const s2 = state({ cwnd: 20 * MSS, sndNxt: 1e6, rtt: { hasSample: true, srtt: 0.06, rttvar: 0.01 } });
    fresh.onRttSample(s2, 0.06);
    (s2.rtt as { srtt: number }).srtt = 0.121;
    for (let i = 0; i < 9; i++) fresh.onAckSample(s2, ack());
    expect(s2.ssthresh).toBe(20 * MSS);
  });
});
