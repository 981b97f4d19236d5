/**
 * Vegas as ns-3.48 runs it (VegasConfig.update 'ns3'): one test per point of
 * shared/reference/ns3-behaviour/vegas.md. The expected numbers are worked out by hand from that
 * description (MSS = 1460 bytes, α/β/γ = 1/3/1), not read back from the implementation.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { RttEstimator } from '../../src/sim-core/tcp/rtt-estimator';
import { VegasCongestionControl, VEGAS_DEFAULTS } from '../../src/sim-core/tcp/vegas-cc';
import { Ns3VegasWindow } from '../../src/sim-core/tcp/vegas-ns3';
import { fakeCcState, MSS, type FakeCcState } from '../helpers/cc-state';

const NS3 = { ...VEGAS_DEFAULTS, update: 'ns3' as const, fineGrainedRetransmit: false };

/** A connection in the middle of a transfer: 100 segments acknowledged, `outstanding` in flight. */
function state(cwndSegs: number, ssthreshBytes: number, outstanding = cwndSegs): FakeCcState {
  const s = fakeCcState({ cwnd: cwndSegs * MSS, ssthresh: ssthreshBytes });
  Object.assign(s, { sndUna: 100 * MSS, sndNxt: (100 + outstanding) * MSS, sndMax: (100 + outstanding) * MSS });
  return s;
}

/** One ACK of `segs` new segments whose srtt after the sample is `srtt`. */
function ack(cc: VegasCongestionControl, s: FakeCcState, srtt: number, segs = 1): void {
  Object.assign(s, { sndUna: s.sndUna + segs * MSS, rtt: { hasSample: true, srtt, rttvar: 0.01 } });
  cc.onNewData(s);
  cc.onAck(s, segs * MSS);
}

/**
 * Closes ns-3's initial cycle (m_begSndNxt starts at 0, so the first ACK ends it) with one ACK of
 * no whole segment, giving `srtt` as the first sample if any; the next cycle ends at SND.NXT now.
 */
function start(cc: VegasCongestionControl, s: FakeCcState, srtt?: number): void {
  if (srtt === undefined) cc.onAck(s, 0);
  else ack(cc, s, srtt, 0);
}

/** One cycle: 10 more segments are sent, ACKs carry `srtts`, the last one reaches the SND.NXT the cycle started with. */
function cycle(cc: VegasCongestionControl, s: FakeCcState, srtts: number[]): void {
  const end = s.sndNxt;
  Object.assign(s, { sndNxt: end + 10 * MSS, sndMax: end + 10 * MSS });
  for (const r of srtts.slice(0, -1)) ack(cc, s, r, 0);
  Object.assign(s, { sndUna: end - MSS });
  ack(cc, s, srtts[srtts.length - 1]);
}

describe("ns-3's Vegas: RTT input", () => {
  it('reads srtt on every ACK of new data, not the raw sample, and counts ACKs without a valid sample too', () => {
    const w = new Ns3VegasWindow(NS3);
    const s = fakeCcState({ rtt: { hasSample: true, srtt: 0.12, rttvar: 0.01 } });
    const cc = new VegasCongestionControl(NS3);
    cc.onRttSample(s, 0.05); // a raw sample below srtt is not Vegas's input
    w.onNewData(s);
    w.onNewData(s); // an ACK whose segment was retransmitted (no sample) still counts, with the same srtt
    expect([w.baseRtt, w.minRtt, w.cntRtt]).toEqual([0.12, 0.12, 2]);
  });

  it("srtt starts from the SYN exchange's sample: baseRTT after the first data ACK is 7/8 · 40 ms + 1/8 · 60 ms = 42.5 ms", () => {
    const est = new RttEstimator(1, 3, 60, 0.001);
    est.sample(0.04); // SYN / SYN-ACK, 48-byte packets
    est.sample(0.06); // first data segment
    const w = new Ns3VegasWindow(NS3);
    w.onNewData(fakeCcState({ rtt: est }));
    expect(w.baseRtt).toBeCloseTo(0.0425, 12);
  });

  it("in a run with ns-3's stack and Vegas profiles the sender's srtt starts from the SYN exchange: 60.09 ms, then 7/8 of it + 1/8 of the first data RTT", () => {
    // Path: 2 × (5 + 20 + 5) ms of propagation; a 48-byte SYN's transmission times add 0.09 ms, a 1500-byte segment's about 1.5 ms.
    const r = runScenario({
      version: 3,
      duration: 0.5,
      tcp: { profile: 'ns3', vegas: { profile: 'ns3' } },
      topology: { kind: 'dumbbell', bottleneck: { rate: 10e6, delay: 0.02, queue: { type: 'droptail', limit: 100, unit: 'packets' } }, access: { rate: 100e6, delay: 0.005 } },
      flows: [{ kind: 'tcp', cc: 'vegas', start: 0.1 }],
    } as ScenarioInput);
    const { t, srtt } = r.flows[0].series!.rtt;
    expect(t[0] - 0.1).toBeCloseTo(srtt[0], 9); // the first sample is the handshake's, taken when the SYN-ACK arrives
    expect(srtt[0]).toBeGreaterThan(0.06);
    expect(srtt[0]).toBeLessThan(0.0602);
    const firstData = (srtt[1] - (7 / 8) * srtt[0]) * 8; // the raw sample the second srtt folded in
    expect(firstData).toBeGreaterThan(0.0612); // a data segment's RTT, above the SYN's
    expect(srtt[1]).toBeLessThan(firstData);
  });

  it('baseRTT is the minimum srtt since the start, minRTT the minimum of the cycle (reset at its end)', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    start(cc, s);
    cycle(cc, s, [0.11, 0.1, 0.12]); // baseRTT = minRTT = 0.1: diff 0 < α, cwnd 11 segments
    expect(s.cwnd).toBe(11 * MSS);
    // Only higher srtt now: minRTT 0.13 of this cycle, baseRTT still 0.1.
    // W = 11, target = ⌊11 · 0.1 / 0.13⌋ = ⌊8.46⌋ = 8, diff = 3: within [α, β], cwnd unchanged.
    // (Had minRTT not been reset, or baseRTT been reset, diff would be 0 and cwnd 12 segments.)
    cycle(cc, s, [0.14, 0.13, 0.15]);
    expect(s.cwnd).toBe(11 * MSS);
  });
});

describe("ns-3's Vegas: the cycle's decision", () => {
  it('a cycle with cntRTT ≤ 2 applies the NewReno increase: + ⌊MSS²/cwnd⌋ = 146 bytes at 10 segments', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    start(cc, s, 0.1);
    cycle(cc, s, [0.2, 0.2]); // two samples whose ratio would otherwise say diff = 5 > β
    expect(s.cwnd).toBe(10 * MSS + 146);
  });

  it('with cntRTT = 3 Vegas decides: W = 10, target = ⌊10 · 0.1/0.2⌋ = 5, diff 5 > β: cwnd 9 segments', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    start(cc, s, 0.1);
    cycle(cc, s, [0.2, 0.2, 0.2]);
    expect(s.cwnd).toBe(9 * MSS);
  });

  it('W and diff are whole segments: cwnd 10.5 segments, minRTT 5 % above baseRTT gives diff 1 (not 0.5): cwnd unchanged', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    s.cwnd = 10 * MSS + 730;
    start(cc, s, 0.1);
    // target = ⌊10 · 0.1/0.105⌋ = ⌊9.52⌋ = 9, diff = 1 = α: hold. A real-valued diff,
    // 10.5 · 0.005/0.105 = 0.5 < α, would grow.
    cycle(cc, s, [0.105, 0.105, 0.105]);
    expect(s.cwnd).toBe(10 * MSS + 730);
  });

  it('diff < α only when minRTT equals baseRTT: then cwnd = W + 1 segments (the half segment is dropped)', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    s.cwnd = 10 * MSS + 730;
    start(cc, s, 0.1);
    cycle(cc, s, [0.1, 0.1, 0.1]);
    expect(s.cwnd).toBe(11 * MSS);
  });

  it('congestion avoidance above β: cwnd W − 1, ssthresh max(min(ssthresh, cwnd − MSS), 2·MSS) then the ¾·cwnd floor', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    start(cc, s, 0.1);
    cycle(cc, s, [0.15, 0.15, 0.15]); // target ⌊10 · 2/3⌋ = 6, diff 4 > 3
    expect(s.cwnd).toBe(9 * MSS);
    // min(5 MSS, 8 MSS) = 7300, then the floor ⌊3 · 13140 / 4⌋ = 9855.
    expect(s.ssthresh).toBe(9855);
  });

  it('slow start with diff > γ: cwnd min(W, target + 1) = 17 segments, ssthresh 16 segments', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(20, Number.POSITIVE_INFINITY);
    start(cc, s, 0.1);
    cycle(cc, s, [0.125, 0.125, 0.125]); // W = 20, target = ⌊20 · 0.8⌋ = 16, diff 4 > γ
    expect(s.cwnd).toBe(17 * MSS);
    // max(min(∞, 17 MSS − MSS), 2 MSS) = 16 MSS; ¾ · 17 MSS = 18615 is lower.
    expect(s.ssthresh).toBe(16 * MSS);
  });

  it('slow start with diff ≤ γ grows one MSS at the cycle end; between cycle ends one MSS per ACK in slow start and nothing in avoidance', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(20, Number.POSITIVE_INFINITY);
    start(cc, s, 0.1);
    const end = s.sndNxt;
    ack(cc, s, 0.1); // between cycle ends, slow start: +1 MSS
    expect(s.cwnd).toBe(21 * MSS);
    ack(cc, s, 0.1, 2); // a delayed ACK of two segments: still +1 MSS
    expect(s.cwnd).toBe(22 * MSS);
    Object.assign(s, { sndUna: end - MSS, sndNxt: end + 10 * MSS });
    ack(cc, s, 0.1); // cycle end, 3 samples, diff 0 ≤ γ: slow start +1 MSS
    expect(s.cwnd).toBe(23 * MSS);
    expect(s.ssthresh).toBe(Number.POSITIVE_INFINITY);
    const ca = state(10, 5 * MSS);
    const cc2 = new VegasCongestionControl(NS3);
    start(cc2, ca, 0.1);
    ack(cc2, ca, 0.1);
    ack(cc2, ca, 0.1);
    expect(ca.cwnd).toBe(10 * MSS);
  });
});

describe("ns-3's Vegas: loss and states", () => {
  it('a loss sets ssthresh max(min(ssthresh, cwnd − MSS), 2·MSS): 19 segments from slow start, 2 at cwnd 2', () => {
    const cc = new VegasCongestionControl(NS3);
    expect(cc.ssthreshAfterLoss(state(20, Number.POSITIVE_INFINITY), 20 * MSS)).toBe(19 * MSS);
    expect(cc.ssthreshAfterLoss(state(20, 16 * MSS), 20 * MSS)).toBe(16 * MSS);
    expect(cc.ssthreshAfterLoss(state(2, Number.POSITIVE_INFINITY), 2 * MSS)).toBe(2 * MSS);
  });

  it('with the ¾·cwnd floor of every cycle end a fast recovery cuts cwnd to 3/4, not 1/2', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(20, 2 * MSS);
    start(cc, s, 0.1);
    // minRTT 0.11: target ⌊20/1.1⌋ = 18, diff 2 in [α, β]: hold; ssthresh ← ¾ · 20 MSS = 15 MSS.
    cycle(cc, s, [0.11, 0.11, 0.11]);
    expect(s.ssthresh).toBe(15 * MSS);
    expect(cc.ssthreshAfterLoss(s, 20 * MSS)).toBe(15 * MSS);
  });

  it('outside Open it follows NewReno, and the return to Open restarts the cycle (earlier samples are dropped)', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    start(cc, s, 0.1);
    const end = s.sndNxt;
    Object.assign(s, { sndNxt: end + 10 * MSS, sndMax: end + 10 * MSS });
    for (let i = 0; i < 5; i++) ack(cc, s, 0.2, 0);
    cc.onDuplicateAck(s); // Disorder
    // The next ACK returns to Open and restarts the cycle at the current SND.NXT, so this ACK,
    // which reaches the old cycle's end, is between cycle ends: no change in avoidance.
    Object.assign(s, { sndUna: end - MSS });
    ack(cc, s, 0.2);
    expect(s.cwnd).toBe(10 * MSS);
    // The new cycle ends with 2 samples of its own (the 5 before Disorder are gone): NewReno,
    // where 7 samples of 0.2 against baseRTT 0.1 would have cut cwnd by a segment.
    ack(cc, s, 0.2, 0);
    Object.assign(s, { sndUna: end + 9 * MSS });
    ack(cc, s, 0.2);
    expect(s.cwnd).toBe(10 * MSS + 146);
  });

  it('after a timeout it grows as NewReno until the data outstanding then is acknowledged', () => {
    const cc = new VegasCongestionControl(NS3);
    const s = state(10, 5 * MSS);
    start(cc, s, 0.1);
    for (let i = 0; i < 5; i++) ack(cc, s, 0.1, 0);
    s.ssthresh = cc.ssthreshAfterLoss(s, 10 * MSS); // max(min(5, 9), 2) = 5 segments
    cc.afterTimeout(s, 10 * MSS);
    // Loss state: NewReno, so slow start +1 MSS per ACK and, once cwnd ≥ ssthresh, + ⌊MSS²/cwnd⌋
    // per ACK (Vegas would leave cwnd alone between cycle ends in avoidance).
    s.cwnd = MSS;
    ack(cc, s, 0.1);
    expect(s.cwnd).toBe(2 * MSS);
    s.cwnd = 6 * MSS;
    ack(cc, s, 0.1);
    expect(s.cwnd).toBe(6 * MSS + 243); // ⌊1460² / 8760⌋ = 243
    expect(s.ssthresh).toBe(5 * MSS);
  });
});

/** Two ns-3 Vegas flows on 10 Mbit/s, 20 ms, a 100-packet tail-drop queue, with or without delayed ACKs. */
function twoFlows(delayedAck: boolean): ScenarioInput {
  return {
    version: 3,
    duration: 40,
    measure: { from: 10 },
    tcp: { mss: 1448, delayedAck, delAckCount: 2, vegas: { update: 'ns3', fineGrainedRetransmit: false } },
    topology: { kind: 'dumbbell', bottleneck: { rate: 10e6, delay: 0.02, queue: { type: 'droptail', limit: 100, unit: 'packets' } }, access: { rate: 100e6, delay: 0.001 } },
    flows: [{ kind: 'tcp', cc: 'vegas' }, { kind: 'tcp', cc: 'vegas' }],
  } as ScenarioInput;
}

describe("ns-3's Vegas in a run (the sender feeds srtt on every ACK of new data)", () => {
  it('without delayed ACKs two flows fill the link and keep at most β = 3 packets each queued', () => {
    const r = runScenario(twoFlows(false));
    const b = r.links[r.aggregate.bottleneck].summary;
    expect(b.utilization).toBeGreaterThanOrEqual(0.99);
    expect(b.meanQueuePackets).toBeLessThanOrEqual(6);
  });

  it("with delayed ACKs growth stops below capacity (vegas.md's last point: any delay in the cycle's minimum srtt gives diff ≥ α)", () => {
    const r = runScenario(twoFlows(true));
    expect(r.links[r.aggregate.bottleneck].summary.utilization).toBeLessThan(0.8);
  });
});
