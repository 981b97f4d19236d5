/**
 * Linux 2.4 sender behaviours the seed-000 presets use, checked on a sender driven by
 * hand-written ACKs: the retransmission timer's restart rules (retransmitTimer: 'linux-2.4') and
 * rate-halving SACK recovery (sackWindow: 'linux-2.4').
 *
 * Bench: handshake at t = 0.1 s (RTT sample 0.1 s, RTO = max(1 s, 0.3 s) = 1 s), 20 segments
 * (0 … 19) on the wire at t = 0.1, segment 0 lost.
 */
import { describe, expect, it } from 'vitest';
import type { TcpConfig } from '../../src/sim-core/tcp/config';
import { ackPacket, established, type Bench } from '../helpers/tcp-harness';

const BASE: Partial<TcpConfig> = { initialWindow: 20, limitedTransmit: false, growOnRecoveryExit: false, recovery: 'sack', sack: true };

/** The receiver has segments 1 … k: a duplicate ACK for 0 with one SACK block. */
const sackDup = (b: Bench, k: number, at: number) => b.deliverAt(at, ackPacket(0, [b.mss, (k + 1) * b.mss]));

describe('retransmission timer, Linux 2.4 rules', () => {
  it('a fast retransmit restarts the timer: RFC 6298 still fires 1 s after the first send, Linux 1 s after the retransmission', () => {
    for (const [timer, timeoutsAt1_5] of [['rfc6298', 1], ['linux-2.4', 0]] as const) {
      const b = established({ ...BASE, retransmitTimer: timer });
      for (let k = 1; k <= 3; k++) sackDup(b, k, 0.9 + k * 0.001);
      expect(b.trace.counters.fastRecoveries, timer).toBe(1);
      b.runTo(1.5);
      expect(b.trace.counters.timeouts, timer).toBe(timeoutsAt1_5);
      b.runTo(1.9031);
      expect(b.trace.counters.timeouts, timer).toBe(1);
    }
  });

  it('an ACK of new data re-arms it RTO + deviation after the oldest outstanding segment was sent, not RTO after now', () => {
    // All 20 segments left at t = 0.1 (RTO 0.3 s with minRto 0.2). The ACK at 0.3 covers segment 0.
    const rfc = established({ ...BASE, retransmitTimer: 'rfc6298', minRto: 0.2 });
    const linux = established({ ...BASE, retransmitTimer: 'linux-2.4', minRto: 0.2 });
    for (const b of [rfc, linux]) b.deliverAt(0.3, ackPacket(b.mss));
    // Samples 0.1 then 0.2: SRTT 0.1125, RTTVAR 0.0625, RTO 0.3625, deviation 4·RTTVAR = 0.25.
    expect(linux.sender.rtt.rto).toBeCloseTo(0.3625, 12);
    expect(linux.sender.rtt.deviation).toBeCloseTo(0.25, 12);
    // RFC: 0.3 + RTO = 0.6625. Linux: segment 1 left at 0.1, so 0.1 + RTO + deviation = 0.7125.
    rfc.runTo(0.6624);
    linux.runTo(0.7124);
    expect([rfc.trace.counters.timeouts, linux.trace.counters.timeouts]).toEqual([0, 0]);
    rfc.runTo(0.6626);
    linux.runTo(0.7126);
    expect([rfc.trace.counters.timeouts, linux.trace.counters.timeouts]).toEqual([1, 1]);
  });
});

describe('retransmission timer, Linux 2.4 rules, on ACKs that also SACK', () => {
  it('an ACK that advances and SACKs new data re-arms the timer too (RFC: it is a duplicate and leaves it)', () => {
    // Segment 1 lost. At 0.3 the ACK covers segment 0 and SACKs segment 2.
    const rfc = established({ ...BASE, retransmitTimer: 'rfc6298', minRto: 0.2 });
    const linux = established({ ...BASE, retransmitTimer: 'linux-2.4', minRto: 0.2 });
    for (const b of [rfc, linux]) b.deliverAt(0.3, ackPacket(b.mss, [2 * b.mss, 3 * b.mss]));
    // RFC keeps the timer armed at the first send: 0.1 + 0.3. Linux: 0.1 + 0.3625 + 0.25.
    rfc.runTo(0.4001);
    linux.runTo(0.7124);
    expect([rfc.trace.counters.timeouts, linux.trace.counters.timeouts]).toEqual([1, 0]);
    linux.runTo(0.7126);
    expect(linux.trace.counters.timeouts).toBe(1);
  });
});

describe('SACK recovery window, Linux 2.4 rate halving', () => {
  it('one recovery step per ACK, also for an ACK that both advances and SACKs new data', () => {
    const b = established({ ...BASE, sackWindow: 'linux-2.4' });
    const M = b.mss;
    // Segments 0 and 5 lost: the receiver holds 1 … 4, then 6 … 19.
    for (let k = 1; k <= 4; k++) sackDup(b, k, 0.2 + k * 0.001);
    expect(b.sender.inRecovery).toBe(true);
    const rec = b.sender.recovery;
    let steps = 0;
    const onNewAck = rec.onNewAck.bind(rec);
    const onDupAck = rec.onDupAck.bind(rec);
    rec.onNewAck = (s, n) => (steps++, onNewAck(s, n));
    rec.onDupAck = (s) => (steps++, onDupAck(s));
    // Segment 0's retransmission arrives: the ACK moves to 5 and SACKs 6 and 7.
    b.deliverAt(0.4, ackPacket(5 * M, [6 * M, 8 * M]));
    expect(b.sender.sndUna).toBe(5 * M);
    expect(steps).toBe(1);
  });


  it('ssthresh is half of cwnd, but cwnd only shrinks one segment per two ACKs and never above in flight + 1', () => {
    const b = established({ ...BASE, sackWindow: 'linux-2.4' });
    const M = b.mss;
    for (let k = 1; k <= 3; k++) sackDup(b, k, 0.2 + k * 0.001);
    expect(b.sender.ssthresh).toBe(10 * M);
    // The first two SACKs let segments 20 and 21 out (RFC 6675 pipe). At the third: 22 out, 3
    // SACKed, 0 presumed lost, so 18 in flight and cwnd = 19; the retransmission fills it.
    expect(b.sender.cwnd).toBe(19 * M);
    const before = b.dataSegments().length;
    const cwnds: number[] = [];
    for (let k = 4; k <= 13; k++) {
      sackDup(b, k, 0.3 + k * 0.001);
      cwnds.push(b.sender.cwnd / M);
      expect(b.sender.cwnd).toBeLessThanOrEqual(b.sender.board.pipe(b.sender) + M);
    }
    // Ten more duplicate ACKs: five new segments (one per two ACKs), cwnd down by five.
    expect(b.dataSegments().length - before).toBe(5);
    expect(cwnds).toEqual([18, 18, 17, 17, 16, 16, 15, 15, 14, 14]);
  });

  it('recovery ends with cwnd = min(cwnd, ssthresh); RFC 6675 sets cwnd = ssthresh at once', () => {
    // RFC 6675 takes ssthresh from the pipe (18 segments → 9), Linux from cwnd (20 → 10).
    for (const [win, ssthresh, cwndInRecovery] of [['rfc6675', 9, 9], ['linux-2.4', 10, 19]] as const) {
      const b = established({ ...BASE, sackWindow: win });
      const M = b.mss;
      for (let k = 1; k <= 3; k++) sackDup(b, k, 0.2 + k * 0.001);
      expect(b.sender.ssthresh / M, win).toBe(ssthresh);
      expect(b.sender.cwnd / M, win).toBe(cwndInRecovery);
      b.deliverAt(0.5, ackPacket(b.sender.sndMax));
      expect(b.sender.cwnd, win).toBe(ssthresh * M);
    }
  });

  it('several losses in one window leave cwnd far below ssthresh, regained in slow start after recovery', () => {
    const b = established({ ...BASE, sackWindow: 'linux-2.4' });
    const M = b.mss;
    // Segments 0 and 2 … 9 lost: the receiver only holds 1 and 10 … 19.
    for (let k = 10; k <= 19; k++) b.deliverAt(0.2 + k * 0.001, ackPacket(0, [M, 2 * M, 10 * M, (k + 1) * M]));
    expect(b.sender.ssthresh).toBe(10 * M);
    expect(b.sender.cwnd).toBeLessThan(10 * M);
    b.deliverAt(0.5, ackPacket(b.sender.sndMax));
    expect(b.sender.inRecovery).toBe(false);
    const after = b.sender.cwnd;
    expect(after).toBeLessThan(b.sender.ssthresh);
    // Out of recovery with cwnd < ssthresh: the next ACK grows cwnd by a whole segment.
    b.deliverAt(0.6, ackPacket(b.sender.sndMax));
    expect(b.sender.cwnd).toBe(after + M);
  });
});
