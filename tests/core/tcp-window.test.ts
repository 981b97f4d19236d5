/**
 * Window arithmetic of Reno (RFC 5681), NewReno (RFC 6582) and the retransmission timer
 * (RFC 6298 §5, RFC 5681 §3.1), checked on a sender driven by hand-written ACKs.
 *
 * Set-up shared by most cases: the handshake completes at t = 0.1 s (one RTT sample of 0.1 s,
 * so RTO = max(1 s, 0.1 + 4·0.05) = 1 s), the initial window is 20 segments, so 20 segments
 * (0 … 19) are on the wire with cwnd = 20·MSS and no growth noise. Segment 0 is "lost": the
 * receiver answers with duplicate ACKs for sequence 0.
 */
import { describe, expect, it } from 'vitest';
import { Ecn, Flag } from '../../src/sim-core/net/packet';
import type { TcpConfig } from '../../src/sim-core/tcp/config';
import { ackPacket, established, type Bench } from '../helpers/tcp-harness';

/** RFC arithmetic: no limited transmit noise, cwnd = ssthresh exactly when recovery ends. */
const RFC: Partial<TcpConfig> = { initialWindow: 20, limitedTransmit: false, growOnRecoveryExit: false };

function dupAcks(b: Bench, n: number, at: number, ack = 0): void {
  for (let i = 0; i < n; i++) b.deliverAt(at + i * 0.001, ackPacket(ack));
}

describe('the bench itself', () => {
  it('puts exactly the initial window of 20 full segments on the wire after the handshake', () => {
    const b = established(RFC);
    const segs = b.dataSegments();
    expect(segs).toHaveLength(20);
    expect(segs.map((p) => p.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i * b.mss));
    expect(segs.every((p) => p.payload === b.mss && !p.isRetransmission)).toBe(true);
    expect(b.sender.cwnd).toBe(20 * b.mss);
    expect(b.sender.rtt.rto).toBeCloseTo(1, 12);
  });
});

describe('Reno fast retransmit / fast recovery (RFC 5681 §3.2)', () => {
  for (const recovery of ['reno', 'newreno'] as const) {
    describe(`${recovery}`, () => {
      it('two duplicate ACKs change nothing; the third halves: ssthresh = FlightSize/2 = 10, cwnd = ssthresh + 3 = 13 segments', () => {
        const b = established({ ...RFC, recovery });
        const M = b.mss;
        dupAcks(b, 2, 0.2);
        expect(b.sender.cwnd).toBe(20 * M);
        expect(b.sender.inRecovery).toBe(false);
        expect(b.dataSegments()).toHaveLength(20);
        b.deliverAt(0.21, ackPacket(0));
        expect(b.sender.inRecovery).toBe(true);
        expect(b.sender.ssthresh).toBe(10 * M);
        expect(b.sender.cwnd).toBe(13 * M);
        expect(b.trace.counters.tripleDupAcks).toBe(1);
        expect(b.trace.counters.fastRecoveries).toBe(1);
      });

      it('fast retransmit: the third duplicate ACK retransmits the lost segment at once, and nothing else', () => {
        const b = established({ ...RFC, recovery });
        dupAcks(b, 2, 0.2);
        const before = b.node.captured.length;
        b.deliverAt(0.21, ackPacket(0));
        const sent = b.capturedSince(before);
        expect(sent).toHaveLength(1);
        expect(sent[0].seq).toBe(0);
        expect(sent[0].isRetransmission).toBe(true);
        expect(b.trace.counters.retransmittedPackets).toBe(1);
      });

      it('each further duplicate ACK inflates cwnd by one MSS; new data flows once cwnd exceeds the 20 segments outstanding', () => {
        const b = established({ ...RFC, recovery });
        const M = b.mss;
        dupAcks(b, 3, 0.2);
        for (let k = 1; k <= 7; k++) {
          b.deliverAt(0.3 + k * 0.001, ackPacket(0));
          expect(b.sender.cwnd).toBe((13 + k) * M);
          expect(b.sender.ssthresh).toBe(10 * M);
        }
        // cwnd = 20 segments: still no room for new data (20 outstanding).
        expect(b.sender.sndMax).toBe(20 * M);
        b.deliverAt(0.31, ackPacket(0)); // cwnd 21 → one new segment
        expect(b.sender.cwnd).toBe(21 * M);
        expect(b.sender.sndMax).toBe(21 * M);
        const last = b.dataSegments().at(-1)!;
        expect(last.seq).toBe(20 * M);
        expect(last.isRetransmission).toBe(false);
      });

      it('the ACK that ends recovery deflates cwnd to ssthresh (10 segments)', () => {
        const b = established({ ...RFC, recovery });
        const M = b.mss;
        dupAcks(b, 5, 0.2);
        expect(b.sender.cwnd).toBe(15 * M);
        b.deliverAt(0.3, ackPacket(20 * M));
        expect(b.sender.inRecovery).toBe(false);
        expect(b.sender.cwnd).toBe(10 * M);
        expect(b.sender.ssthresh).toBe(10 * M);
      });

      it('data sent by limited transmit is not counted in the FlightSize that sets ssthresh (RFC 5681 §3.2 step 2, RFC 3042)', () => {
        const b = established({ ...RFC, recovery, limitedTransmit: true });
        const M = b.mss;
        dupAcks(b, 2, 0.2);
        // RFC 3042: each of the first two duplicate ACKs releases one new segment, cwnd unchanged.
        expect(b.dataSegments()).toHaveLength(22);
        expect(b.sender.cwnd).toBe(20 * M);
        b.deliverAt(0.21, ackPacket(0));
        // "When [RFC3042] is in use, additional data sent in limited transmit MUST NOT be
        // included in this calculation": FlightSize is the 20 segments of the window.
        expect(b.sender.ssthresh).toBe(10 * M);
        expect(b.sender.cwnd).toBe(13 * M);
      });
    });
  }

  it('growOnRecoveryExit (ns-3/Linux behaviour): the recovery ACK also counts as one avoidance ACK, cwnd = ssthresh + MSS²/ssthresh', () => {
    const b = established({ ...RFC, recovery: 'reno', growOnRecoveryExit: true });
    const M = b.mss;
    dupAcks(b, 3, 0.2);
    b.deliverAt(0.3, ackPacket(20 * M));
    expect(b.sender.cwnd).toBe(10 * M + Math.floor((M * M) / (10 * M)));
  });

  it('classic Reno leaves recovery on the first new ACK, even a partial one (one loss per recovery)', () => {
    const b = established({ ...RFC, recovery: 'reno' });
    const M = b.mss;
    dupAcks(b, 4, 0.2);
    const before = b.node.captured.length;
    b.deliverAt(0.3, ackPacket(5 * M)); // segments 0-4 arrived, 5 is a second hole
    expect(b.sender.inRecovery).toBe(false);
    expect(b.sender.cwnd).toBe(10 * M);
    // No retransmission of segment 5 on the partial ACK (that is NewReno's job).
    expect(b.capturedSince(before).some((p) => p.seq === 5 * M)).toBe(false);
  });
});

describe('NewReno partial acknowledgements (RFC 6582 §3.2)', () => {
  it('a partial ACK retransmits the next hole, deflates cwnd by the data acknowledged less one MSS, and stays in recovery', () => {
    const b = established({ ...RFC, recovery: 'newreno' });
    const M = b.mss;
    dupAcks(b, 3, 0.2);
    expect(b.sender.recover).toBe(20 * M);
    const before = b.node.captured.length;
    b.deliverAt(0.25, ackPacket(5 * M));
    expect(b.sender.inRecovery).toBe(true);
    // cwnd 13 − 5 acknowledged + 1 = 9 segments.
    expect(b.sender.cwnd).toBe(9 * M);
    expect(b.sender.ssthresh).toBe(10 * M);
    const sent = b.capturedSince(before);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent[0].seq).toBe(5 * M);
    expect(sent[0].isRetransmission).toBe(true);
    // Flight after the partial ACK: 15 segments outstanding > cwnd 9, so nothing new goes out.
    expect(sent.every((p) => p.isRetransmission)).toBe(true);
  });

  it('a second partial ACK repairs the next hole too, and the full ACK (≥ recover) sets cwnd = ssthresh', () => {
    const b = established({ ...RFC, recovery: 'newreno' });
    const M = b.mss;
    dupAcks(b, 3, 0.2);
    b.deliverAt(0.25, ackPacket(5 * M));
    const before = b.node.captured.length;
    b.deliverAt(0.26, ackPacket(8 * M));
    expect(b.sender.inRecovery).toBe(true);
    expect(b.capturedSince(before)[0].seq).toBe(8 * M);
    expect(b.sender.cwnd).toBe(9 * M - 3 * M + M);
    b.deliverAt(0.3, ackPacket(20 * M));
    expect(b.sender.inRecovery).toBe(false);
    expect(b.sender.cwnd).toBe(10 * M);
    expect(b.trace.counters.fastRecoveries).toBe(1);
  });

  it('after a timeout, duplicate ACKs for data sent before it do not start a fast retransmit (recover guard, RFC 6582 §3.2 step 1)', () => {
    const b = established({ ...RFC, recovery: 'newreno' });
    b.runTo(1.2); // RTO at 1.1 s: recover = 20 segments
    expect(b.trace.counters.timeouts).toBe(1);
    dupAcks(b, 4, 1.3);
    expect(b.sender.inRecovery).toBe(false);
    expect(b.trace.counters.fastRecoveries).toBe(0);
  });
});

describe('retransmission timeout (RFC 5681 §3.1, RFC 6298 §5)', () => {
  it('does not fire before RTO = 1 s has elapsed since the window was sent', () => {
    const b = established({ ...RFC, recovery: 'reno' });
    b.runTo(1.0999);
    expect(b.trace.counters.timeouts).toBe(0);
    expect(b.dataSegments()).toHaveLength(20);
  });

  for (const recovery of ['reno', 'newreno', 'sack'] as const) {
    it(`${recovery}: on expiry cwnd = 1 MSS (loss window), ssthresh = FlightSize/2 = 10 segments, the first segment is resent, RTO doubles`, () => {
      const b = established({ ...RFC, recovery, sack: recovery === 'sack' });
      const M = b.mss;
      const before = b.node.captured.length;
      b.runTo(1.1001);
      expect(b.trace.counters.timeouts).toBe(1);
      expect(b.sender.cwnd).toBe(M);
      expect(b.sender.ssthresh).toBe(10 * M);
      expect(b.sender.rtt.rto).toBeCloseTo(2, 12);
      const sent = b.capturedSince(before);
      expect(sent).toHaveLength(1);
      expect(sent[0].seq).toBe(0);
      expect(sent[0].isRetransmission).toBe(true);
    });
  }

  it('the backed-off timer fires 2 s later, then 4 s later; repeated timeouts keep ssthresh (RFC 5681 §3.1 note)', () => {
    const b = established({ ...RFC, recovery: 'reno' });
    const M = b.mss;
    b.runTo(1.1001);
    b.runTo(3.0999);
    expect(b.trace.counters.timeouts).toBe(1);
    b.runTo(3.1001);
    expect(b.trace.counters.timeouts).toBe(2);
    expect(b.sender.rtt.rto).toBeCloseTo(4, 12);
    expect(b.sender.ssthresh).toBe(10 * M);
    expect(b.sender.cwnd).toBe(M);
    b.runTo(7.0999);
    expect(b.trace.counters.timeouts).toBe(2);
    b.runTo(7.1001);
    expect(b.trace.counters.timeouts).toBe(3);
    expect(b.sender.rtt.rto).toBeCloseTo(8, 12);
  });

  it('the loss window is a parameter: 2 segments (seed 003 Tahoe)', () => {
    const b = established({ ...RFC, recovery: 'reno', lossWindow: 2 });
    b.runTo(1.1001);
    expect(b.sender.cwnd).toBe(2 * b.mss);
  });

  it('Karn: an ACK of a retransmitted segment gives no RTT sample, so the back-off stays', () => {
    const b = established({ ...RFC, recovery: 'reno' });
    const M = b.mss;
    b.runTo(1.1001);
    const srtt = b.sender.rtt.srtt;
    b.deliverAt(1.15, ackPacket(M)); // acknowledges the retransmitted segment 0 only
    expect(b.sender.rtt.srtt).toBe(srtt);
    expect(b.sender.rtt.rto).toBeCloseTo(2, 12);
  });

  it('after the timeout the sender slow-starts from 1 MSS: +1 MSS per ACK up to ssthresh', () => {
    const b = established({ ...RFC, recovery: 'reno' });
    const M = b.mss;
    b.runTo(1.1001);
    b.deliverAt(1.15, ackPacket(M));
    expect(b.sender.cwnd).toBe(2 * M);
    b.deliverAt(1.16, ackPacket(2 * M));
    expect(b.sender.cwnd).toBe(3 * M);
  });
});

describe('window growth (RFC 5681 §3.1, per-ACK counting)', () => {
  it('slow start: +1 MSS per ACK of new data while cwnd < ssthresh', () => {
    const b = established({ initialWindow: 2, growOnRecoveryExit: false, windowGrowth: 'per-ack' });
    const M = b.mss;
    b.deliverAt(0.2, ackPacket(M));
    expect(b.sender.cwnd).toBe(3 * M);
    b.deliverAt(0.21, ackPacket(2 * M));
    expect(b.sender.cwnd).toBe(4 * M);
  });

  it('congestion avoidance: +MSS²/cwnd per ACK, about one MSS per window of ACKs', () => {
    const b = established({ initialWindow: 10, initialSsthresh: 5 * 1460, windowGrowth: 'per-ack' });
    const M = b.mss;
    let cwnd = 10 * M;
    for (let k = 1; k <= 10; k++) {
      b.deliverAt(0.2 + k * 0.001, ackPacket(k * M));
      cwnd += Math.max(1, Math.floor((M * M) / cwnd));
      expect(b.sender.cwnd).toBe(cwnd);
    }
    expect(b.sender.cwnd).toBeGreaterThan(10.9 * M);
    expect(b.sender.cwnd).toBeLessThan(11 * M);
  });
});

describe('ECN at the sender (RFC 3168 §6.1.2)', () => {
  const ece = (ack: number) => {
    const p = ackPacket(ack);
    p.flags |= Flag.ECE;
    return p;
  };

  it('data goes out ECN-capable (ECT); retransmissions do not (§6.1.5)', () => {
    const b = established({ ...RFC, recovery: 'newreno', ecn: true });
    expect(b.dataSegments().every((p) => p.ecn === Ecn.Ect0)).toBe(true);
    dupAcks(b, 3, 0.2);
    const retx = b.dataSegments().filter((p) => p.isRetransmission);
    expect(retx).toHaveLength(1);
    expect(retx[0].ecn).toBe(Ecn.NotEct);
  });

  it('an ECN-Echo halves the window once per window of data, and the next new segment carries CWR', () => {
    const b = established({ ...RFC, initialWindow: 10, recovery: 'newreno', ecn: true });
    const M = b.mss;
    b.deliverAt(0.2, ece(M)); // 9 segments still in flight
    expect(b.trace.counters.ecnReductions).toBe(1);
    expect(b.sender.ssthresh).toBe(Math.floor((9 * M) / 2));
    expect(b.sender.cwnd).toBe(b.sender.ssthresh);
    // More ECN-Echo for the same window of data: no second reduction.
    b.deliverAt(0.21, ece(2 * M));
    b.deliverAt(0.22, ece(3 * M));
    expect(b.trace.counters.ecnReductions).toBe(1);
    expect(b.sender.ssthresh).toBe(Math.floor((9 * M) / 2));
    const before = b.node.captured.length;
    b.deliverAt(0.23, ackPacket(8 * M));
    const fresh = b.capturedSince(before).filter((p) => p.payload > 0 && !p.isRetransmission);
    expect(fresh.length).toBeGreaterThanOrEqual(1);
    expect(fresh[0].flags & Flag.CWR).toBeTruthy();
    expect(fresh.slice(1).every((p) => (p.flags & Flag.CWR) === 0)).toBe(true);
    // ECN-Echo for data sent after the reduction: a new window, a new reduction.
    b.deliverAt(0.4, ece(b.sender.sndMax));
    expect(b.trace.counters.ecnReductions).toBe(2);
  });
});
