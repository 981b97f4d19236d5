/**
 * BBR v1: its filters, gains and state machine on synthetic ACK streams (one round trip per
 * ACK, chosen delivery rates and RTTs), and pacing in the sender.
 */
import { describe, expect, it } from 'vitest';
import { RandomStreams } from '../../src/sim-core/engine/random';
import { BBR_DEFAULTS, BBR_NS3, BbrCongestionControl, BbrMode, bbrStartPhases, type BbrConfig } from '../../src/sim-core/tcp/bbr-cc';
import type { AckSample } from '../../src/sim-core/tcp/congestion-control';
import { WindowedMax } from '../../src/sim-core/tcp/windowed-max';
import { fakeCcState, MSS } from '../helpers/cc-state';
import { ackPacket, established } from '../helpers/tcp-harness';

/** BBR's tests start from a 50 ms smoothed RTT and a 10-segment initial window. */
function state() {
  return fakeCcState({ rtt: { hasSample: true, srtt: 0.05, rttvar: 0.01 } }, { initialWindow: 10 });
}

/** Feeds one ACK per round trip: each starts a new round (prior delivered = the last total). */
class AckStream {
  delivered = 0;
  constructor(
    readonly cc: BbrCongestionControl,
    readonly s: ReturnType<typeof state>,
  ) {}

  /** One round of `rtt` seconds delivering at `rate` bit/s. */
  round(rate: number, rtt: number, over: Partial<AckSample> = {}): void {
    const bytes = Math.round((rate * rtt) / 8);
    const prior = this.delivered;
    this.delivered += bytes;
    this.s.now += rtt;
    this.cc.onAckSample(this.s, { newlyDelivered: bytes, delivered: this.delivered, priorDelivered: prior, deliveryRate: rate, interval: rtt, rtt, appLimited: false, priorInFlight: this.s.flight, newlyLost: 0, ...over });
  }
}

function bbr(cfg: Partial<BbrConfig> = {}, seed = 1) {
  const s = state();
  const cc = new BbrCongestionControl({ ...BBR_DEFAULTS, ...cfg }, new RandomStreams(seed).stream('cc:0'));
  cc.onRttSample(s, 0.05);
  return { s, cc, acks: new AckStream(cc, s) };
}

describe('windowed max filter', () => {
  it('holds the best sample for the window, then falls to the best of the newer ones', () => {
    const f = new WindowedMax(10);
    f.update(0, 10);
    for (let r = 1; r <= 10; r++) expect(f.update(r, 5 + (r === 6 ? 2 : 0))).toBe(10);
    // Round 11: the 10 from round 0 is more than 10 rounds old.
    expect(f.update(11, 5)).toBe(7);
    // Round 17: the 7 from round 6 has expired too.
    expect(f.update(17, 5)).toBe(5);
  });
  it('a higher sample replaces the maximum at once', () => {
    const f = new WindowedMax(10);
    f.update(0, 10);
    expect(f.update(1, 12)).toBe(12);
  });
});

describe('BBR gains and phases', () => {
  it('STARTUP gain 2/ln 2 ≈ 2.885 for pacing and cwnd; the PROBE_BW cycle is 1.25, 0.75, then six 1s', () => {
    const { cc } = bbr();
    expect(cc.mode).toBe(BbrMode.Startup);
    expect(cc.pacingGain).toBeCloseTo(2 / Math.LN2, 3);
    expect(cc.cwndGain).toBeCloseTo(2 / Math.LN2, 3);
    expect(BBR_DEFAULTS.pacingGainCycle).toEqual([1.25, 0.75, 1, 1, 1, 1, 1, 1]);
    expect(BBR_DEFAULTS.cwndGain).toBe(2);
  });
  it('start phases: Linux any but the 0.75 phase, ns-3 phase 0 or 3–7', () => {
    expect(bbrStartPhases('linux', 8)).toEqual([0, 2, 3, 4, 5, 6, 7]);
    expect(bbrStartPhases('ns3', 8)).toEqual([0, 3, 4, 5, 6, 7]);
  });
});

describe('BBR state machine on a synthetic ACK stream', () => {
  /** STARTUP with the rate doubling for 5 rounds, then flat at 10 Mb/s. */
  function toFullPipe(cfg: Partial<BbrConfig> = {}, seed = 1) {
    const b = bbr(cfg, seed);
    let rate = 10e6 / 32;
    const modes: BbrMode[] = [];
    for (let r = 0; r < 12 && b.cc.mode === BbrMode.Startup; r++) {
      b.s.flight = 200 * MSS; // a queue built by STARTUP: DRAIN cannot end yet
      b.acks.round(rate, 0.05);
      modes.push(b.cc.mode);
      rate = Math.min(10e6, rate * 2);
    }
    return { ...b, modes };
  }

  it('STARTUP ends after 3 rounds without 25 % growth; DRAIN sets ssthresh = InFlight(1) and paces at 1/2.885', () => {
    const { cc, s, modes } = toFullPipe();
    // Rounds 1–6 grow (the 6th reaches 10 Mb/s), 7, 8, 9 do not: DRAIN at the 9th.
    expect(modes.indexOf(BbrMode.Drain)).toBe(8);
    expect(cc.fullBwReached).toBe(true);
    expect(cc.btlBw).toBe(10e6);
    expect(cc.pacingGain).toBeCloseTo(1 / BBR_DEFAULTS.highGain, 9);
    // InFlight(1) = BDP 62 500 B + 3 send quanta (2 segments each at this rate).
    expect(s.ssthresh).toBe(62_500 + 3 * 2 * MSS);
  });

  it('DRAIN → PROBE_BW once in flight ≤ InFlight(1), in a phase other than the 0.75 one', () => {
    const { cc, s, acks } = toFullPipe();
    s.flight = 40 * MSS;
    acks.round(10e6, 0.05);
    expect(cc.mode).toBe(BbrMode.ProbeBw);
    expect(cc.cycleIdx).not.toBe(1);
    expect(cc.cwndGain).toBe(2);
  });

  it('the start phase comes from the seeded stream: 40 seeds use all 6 of ns-3’s phases and never 1 or 2', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const { cc, s, acks } = toFullPipe(BBR_NS3, seed);
      s.flight = 0;
      acks.round(10e6, 0.05);
      seen.add(cc.cycleIdx);
    }
    expect([...seen].sort()).toEqual([0, 3, 4, 5, 6, 7]);
  });

  it('PROBE_BW: a phase lasts one min RTT; target cwnd = 2 × BDP + 3 quanta (+2 MSS in phase 0)', () => {
    const { cc, s, acks } = toFullPipe({ startPhases: 'ns3' }, 3);
    s.flight = 0;
    acks.round(10e6, 0.05);
    const start = cc.cycleIdx;
    s.flight = 60 * MSS;
    acks.round(10e6, 0.051);
    expect(cc.cycleIdx).toBe((start + 1) % 8);
    const bdp = 62_500;
    const extra = cc.cycleIdx === 0 ? 2 * MSS : 0;
    expect(cc.targetCwnd(s)).toBe(2 * bdp + cc.aggregationCwnd() + 3 * 2 * MSS + extra);
  });

  it('PROBE_RTT after 10 s without a lower RTT: cwnd held at 4 segments, left after 200 ms and a round; cwnd restored', () => {
    const { cc, s, acks } = toFullPipe();
    s.flight = 0;
    acks.round(10e6, 0.05);
    s.flight = 100 * MSS;
    while (cc.mode !== BbrMode.ProbeRtt) acks.round(10e6, 0.06);
    expect(s.now).toBeGreaterThan(10);
    const before = cc.mode;
    expect(before).toBe(BbrMode.ProbeRtt);
    expect(s.cwnd).toBe(4 * MSS);
    expect(cc.pacingGain).toBe(1);
    s.flight = 4 * MSS;
    const entered = s.now;
    acks.round(1e6, 0.05); // in flight ≤ 4 segments: the 200 ms timer starts
    while (cc.mode === BbrMode.ProbeRtt) acks.round(1e6, 0.05);
    expect(s.now - entered).toBeGreaterThanOrEqual(0.2);
    expect(s.now - entered).toBeLessThanOrEqual(0.35);
    expect(cc.mode).toBe(BbrMode.ProbeBw);
    expect(s.cwnd).toBeGreaterThan(4 * MSS);
    // PROBE_RTT's low-rate samples are app-limited: BtlBw kept.
    expect(cc.btlBw).toBe(10e6);
  });

  it('recovery: the first round conserves packets (cwnd = in flight + ACKed), the saved cwnd returns at the end', () => {
    const { cc, s, acks } = toFullPipe();
    s.flight = 0;
    acks.round(10e6, 0.05);
    for (let i = 0; i < 20; i++) acks.round(10e6, 0.05);
    const before = s.cwnd;
    cc.ssthreshAfterLoss(s, s.flight);
    s.inRecovery = true;
    s.flight = 30 * MSS;
    acks.round(10e6, 0.005, { newlyDelivered: 2 * MSS, priorDelivered: acks.delivered, rtt: 0.05 });
    expect(s.cwnd).toBe(32 * MSS);
    s.inRecovery = false;
    acks.round(10e6, 0.05);
    expect(s.cwnd).toBeGreaterThanOrEqual(before);
  });
});

describe('pacing in the sender', () => {
  it('a paced flow spaces its segments payload·8/rate apart, with one timer event per held send', () => {
    const b = established({ cc: 'reno', pacing: true, initialWindow: 10 }, 0.1);
    expect(b.dataSegments().length).toBe(10); // the initial window leaves unpaced
    b.deliverAt(0.2, ackPacket(2 * MSS));
    const rate = b.sender.pacingRate;
    // Linux's default for a paced flow without its own rate: 200 % of cwnd/srtt in slow start.
    expect(rate).toBeCloseTo((2 * b.sender.cwnd * 8) / b.sender.rtt.srtt, 3);
    b.runTo(0.3);
    const sent = b.dataSegments().slice(10).map((p) => p.sentAt);
    expect(sent.length).toBeGreaterThan(2);
    for (let i = 1; i < sent.length; i++) expect(sent[i] - sent[i - 1]).toBeCloseTo((MSS * 8) / rate, 9);
  });

  it('an unpaced flow sends what the window allows at once', () => {
    const b = established({ cc: 'reno', initialWindow: 10 }, 0.1);
    b.deliverAt(0.2, ackPacket(2 * MSS));
    const sent = b.dataSegments().slice(10).map((p) => p.sentAt);
    expect(sent.length).toBe(3);
    expect(new Set(sent)).toEqual(new Set([0.2]));
  });
});
