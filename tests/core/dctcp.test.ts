/**
 * DCTCP (RFC 8257; tcp/dctcp-cc.ts, tcp/dctcp-echo.ts): the α estimate, the window reduction in
 * Linux's and ns-3's arithmetic, the receiver's per-segment ECE with delayed ACKs, and the
 * profile. The ns-3 run it is checked against is tests/agreement/ns3-r10-l4s.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { Ecn, Packet, Proto } from '../../src/sim-core/net/packet';
import { CongestionEvent } from '../../src/sim-core/tcp/congestion-event-kinds';
import { ns3R10a } from '../../src/sim-core/scenario/ns3r10-presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { resolveTcpConfig } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import type { TcpCcState } from '../../src/sim-core/tcp/congestion-control';
import { TCP_DEFAULTS } from '../../src/sim-core/tcp/config';
import { DCTCP_DEFAULTS, DCTCP_NS3, DctcpCongestionControl, type DctcpConfig } from '../../src/sim-core/tcp/dctcp-cc';
import { DctcpEcho } from '../../src/sim-core/tcp/dctcp-echo';

const MSS = 1460;

/** The part of a sender DCTCP reads. */
function state(cwndSegs: number): TcpCcState {
  return { cwnd: cwndSegs * MSS, ssthresh: Number.POSITIVE_INFINITY, cfg: { ...TCP_DEFAULTS, mss: MSS }, sndUna: 0, sndNxt: 0, sndMax: 0, cwndLimited: true } as unknown as TcpCcState;
}

describe('DCTCP sender', () => {
  it('updates α once per window of data: α ← (1 − g)·α + g·F with F the ECE-acknowledged fraction', () => {
    const cc = new DctcpCongestionControl(DCTCP_DEFAULTS);
    const s = state(10) as { -readonly [K in keyof TcpCcState]: TcpCcState[K] };
    s.sndNxt = 10 * MSS;
    // First ACK fixes the window end at SND.NXT = 10 segments; 10 segments ACKed, 4 of them with ECE.
    for (let i = 1; i <= 10; i++) {
      s.sndUna = i * MSS;
      if (i === 10) s.sndNxt = 20 * MSS;
      cc.onEcnFeedback(s, MSS, i <= 4, false);
    }
    expect(cc.alpha).toBeCloseTo((15 / 16) * 1 + (1 / 16) * 0.4, 12);
    // The next window, unmarked: α decays by 15/16 at its end and not before.
    for (let i = 11; i < 20; i++) {
      s.sndUna = i * MSS;
      cc.onEcnFeedback(s, MSS, false, false);
    }
    const before = cc.alpha;
    expect(before).toBeCloseTo((15 / 16) * 1 + (1 / 16) * 0.4, 12);
    s.sndUna = 20 * MSS;
    cc.onEcnFeedback(s, MSS, false, false);
    expect(cc.alpha).toBeCloseTo((15 / 16) * before, 12);
  });

  it('cuts cwnd × (1 − α/2): in whole segments with a 2-segment floor (Linux), in bytes without a floor (ns-3)', () => {
    const linux = new DctcpCongestionControl({ ...DCTCP_DEFAULTS, alphaInit: 1 });
    expect(linux.ssthreshAfterLoss(state(10), 0, 'ecn')).toBe(5 * MSS);
    expect(linux.ssthreshAfterLoss(state(3), 0, 'ecn')).toBe(2 * MSS);
    expect(linux.ssthreshAfterLoss(state(2), 0, 'ecn')).toBe(2 * MSS);
    const lin2 = new DctcpCongestionControl({ ...DCTCP_DEFAULTS, alphaInit: 0.1 });
    expect(lin2.ssthreshAfterLoss(state(70), 0, 'ecn')).toBe((70 - 3) * MSS); // floor(70·0.1/2) = 3
    const ns3 = new DctcpCongestionControl({ ...DCTCP_NS3, alphaInit: 0.1 });
    expect(ns3.ssthreshAfterLoss(state(70), 0, 'ecn')).toBe(Math.floor(0.95 * 70 * MSS));
    const ns3one = new DctcpCongestionControl({ ...DCTCP_NS3, alphaInit: 1 });
    expect(ns3one.ssthreshAfterLoss(state(2), 0, 'ecn')).toBe(MSS);
  });

  it('answers a loss by halving (Linux, RFC 8257 §3.5) or by (1 − α/2) (ns-3)', () => {
    expect(new DctcpCongestionControl({ ...DCTCP_DEFAULTS, alphaInit: 0.2 }).ssthreshAfterLoss(state(40), 0, 'loss')).toBe(20 * MSS);
    expect(new DctcpCongestionControl({ ...DCTCP_NS3, alphaInit: 0.2 }).ssthreshAfterLoss(state(40), 0, 'loss')).toBe(Math.floor(0.9 * 40 * MSS));
  });

  it('does not grow while a reduction is in progress (CWR), and grows +1 MSS per cwnd of ACKed segments after it', () => {
    const cc = new DctcpCongestionControl(DCTCP_DEFAULTS);
    const s = state(10) as { -readonly [K in keyof TcpCcState]: TcpCcState[K] };
    s.ssthresh = 10 * MSS;
    s.sndMax = 30 * MSS;
    s.ssthresh = cc.ssthreshAfterLoss(s, 0, 'ecn');
    s.cwnd = s.ssthresh;
    s.sndUna = 30 * MSS;
    cc.onAck(s, 2 * MSS);
    expect(s.cwnd).toBe(5 * MSS);
    s.sndUna = 31 * MSS;
    for (let i = 0; i < 5; i++) cc.onAck(s, MSS);
    expect(s.cwnd).toBe(6 * MSS);
  });

  it('sends every data packet with its configured codepoint (ECT(1) here) and reports α as telemetry', () => {
    const cc = new DctcpCongestionControl({ ...DCTCP_DEFAULTS, ect: 'ect1' });
    expect(cc.ecnCodepoint).toBe(Ecn.Ect1);
    expect(cc.ectOnRetransmit).toBe(true);
    const into = new Float64Array(1);
    cc.telemetry(into);
    expect([...into]).toEqual([1]);
  });
});

/** A receiver's sequence of data segments through the echo, recording the extra ACKs it asks for. */
function echoRun(cfg: Pick<DctcpConfig, 'receiverEcho'>, marks: boolean[], delAckCount = 2) {
  const extra: { ack: number; ece: boolean }[] = [];
  const acks: { ack: number; ece: boolean }[] = [];
  let rcvNxt = 0;
  let unacked = 0;
  // As the receiver does (receiver.ts sendExtraAck): the extra ACK ends the delayed-ACK wait.
  const echo = new DctcpEcho(cfg, (ack, ece) => {
    extra.push({ ack, ece });
    unacked = 0;
  });
  marks.forEach((ce, i) => {
    const p = new Packet(1, Proto.Tcp, 0, 1, 1500);
    p.seq = i * MSS;
    p.seqLen = MSS;
    p.ecn = ce ? Ecn.Ce : Ecn.Ect0;
    echo.onSegment(p, rcvNxt, unacked > 0);
    rcvNxt += MSS;
    if (echo.ackNow || ++unacked >= delAckCount) {
      if (!echo.ackNow) echo.delayedAckEvent(false);
      unacked = 0;
      acks.push({ ack: rcvNxt, ece: echo.ce });
    } else echo.delayedAckEvent(true);
  });
  return { extra, acks };
}

describe('DCTCP receiver (RFC 8257 §3.2)', () => {
  it('Linux: a CE change with an ACK held sends the held data with the old state, then ACKs the new segment at once', () => {
    // Segments 0 (not CE, held), 1 (CE): extra ACK for 0 without ECE, then ACK of 1 with ECE.
    const { extra, acks } = echoRun({ receiverEcho: 'linux' }, [false, true, true, true, false]);
    expect(extra).toEqual([{ ack: MSS, ece: false }]);
    expect(acks).toEqual([
      { ack: 2 * MSS, ece: true },
      { ack: 4 * MSS, ece: true },
      { ack: 5 * MSS, ece: false },
    ]);
    // Segment 4 (not CE) found nothing held: no extra ACK, but it is ACKed at once without ECE.
    // So every CE segment was acknowledged with ECE and every other without.
  });

  it("ns-3: the extra ACK is for the RCV.NXT seen at the previous segment, restarts the delayed-ACK count, and the segment follows the delayed-ACK rule", () => {
    const { extra, acks } = echoRun({ receiverEcho: 'ns3' }, [false, true, true, true, false]);
    // Segment 1 (CE) arrives with 0 held: extra ACK for RCV.NXT at segment 0 (0) without ECE.
    // It zeroes the count (ns-3's SendEmptyPacket), so segment 1 is held and segment 2 releases both.
    // Segment 4 (not CE) arrives with 3 held: extra ACK for RCV.NXT at segment 3 with ECE, and 4 waits.
    expect(extra).toEqual([
      { ack: 0, ece: false },
      { ack: 3 * MSS, ece: true },
    ]);
    expect(acks).toEqual([{ ack: 3 * MSS, ece: true }]);
  });
});

describe('DCTCP in a run', () => {
  it('the "ns3" profile is DCTCP_NS3, and a DCTCP flow always runs with ECN', () => {
    const flow = { cc: 'dctcp', recovery: 'sack', tcp: { dctcp: { profile: 'ns3' } } } as Parameters<typeof resolveTcpConfig>[0];
    const cfg = resolveTcpConfig(flow, { ecn: false });
    expect(cfg.dctcp).toEqual(DCTCP_NS3);
    expect(cfg.ecn).toBe(true);
  });

  it('reduces at most once per window of data: ECN reductions at least one base RTT (61.5 ms) apart', () => {
    const sc = ns3R10a();
    sc.duration = 12;
    const r = runScenario(sc);
    const c = r.flows[0].series!.congestion;
    const at: number[] = [];
    for (let i = 0; i < c.t.length; i++) if (c.kind[i] === CongestionEvent.EcnEcho) at.push(c.t[i]);
    expect(at.length).toBeGreaterThan(10);
    for (let i = 1; i < at.length; i++) expect(at[i] - at[i - 1]).toBeGreaterThan(0.0615);
    const alpha = r.flows[0].series!.cc!.alpha;
    expect(Math.min(...alpha)).toBeGreaterThan(0);
    expect(alpha[alpha.length - 1]).toBeLessThan(0.5);
  });

  it('a step marker (min_th = max_th) validates; adaptive RED with equal thresholds is refused', () => {
    expect(validateScenario(ns3R10a()).ok).toBe(true);
    const bad = ns3R10a();
    if (bad.topology.kind !== 'dumbbell') throw new Error('dumbbell');
    bad.topology.bottleneck.queue = { ...(bad.topology.bottleneck.queue as object), adaptive: true } as never;
    const v = validateScenario(bad);
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).toContain('adaptive RED needs min_th');
  });
});
