/**
 * TCP Tahoe: fast retransmit without fast recovery. After the third duplicate ACK the window
 * collapses to the loss window (seed 003: 2 segments) and the sender slow-starts again from the
 * first unacknowledged segment; no window inflation on further duplicates.
 */
import { describe, expect, it } from 'vitest';
import { ackPacket, established, type Bench } from '../helpers/tcp-harness';
import type { TcpConfig } from '../../src/sim-core/tcp/config';
import { variantSettings } from '../../src/sim-core/tcp/registry';

const TAHOE: Partial<TcpConfig> = { ...variantSettings('tahoe'), initialWindow: 20, limitedTransmit: false, lossWindow: 2 };

function dupAcks(b: Bench, n: number, at: number): void {
  for (let i = 0; i < n; i++) b.deliverAt(at + i * 0.001, ackPacket(0));
}

describe('Tahoe after three duplicate ACKs', () => {
  it('halves ssthresh, drops cwnd to the loss window and goes back to the lost segment', () => {
    const b = established(TAHOE);
    const before = b.dataSegments().length;
    dupAcks(b, 3, 0.2);
    expect(b.sender.ssthresh).toBe(10 * b.mss);
    expect(b.sender.cwnd).toBe(2 * b.mss);
    const sent = b.dataSegments().slice(before);
    // Go-back-N: segment 0 again, then segment 1 (which the receiver may already hold).
    expect(sent.map((p) => p.seq)).toEqual([0, b.mss]);
    expect(sent.every((p) => p.isRetransmission)).toBe(true);
  });

  it('does not inflate the window on further duplicates, and slow-starts on the next new ACK', () => {
    const b = established(TAHOE);
    dupAcks(b, 10, 0.2);
    expect(b.sender.cwnd).toBe(2 * b.mss);
    const n = b.dataSegments().length;
    b.deliverAt(0.3, ackPacket(20 * b.mss)); // the retransmission filled the hole
    expect(b.sender.cwnd).toBe(3 * b.mss);
    expect(b.sender.inRecovery).toBe(false);
    expect(b.dataSegments().length - n).toBe(3); // new data from segment 20 on
    expect(b.dataSegments().at(-1)!.seq).toBe(22 * b.mss);
  });

  it('a loss window of 1 gives classic Tahoe', () => {
    const b = established({ ...TAHOE, lossWindow: 1 });
    dupAcks(b, 3, 0.2);
    expect(b.sender.cwnd).toBe(b.mss);
  });

  it('Reno, by contrast, keeps half its window (fast recovery)', () => {
    const b = established({ ...variantSettings('reno'), initialWindow: 20, limitedTransmit: false });
    dupAcks(b, 3, 0.2);
    expect(b.sender.cwnd).toBe(13 * b.mss);
  });

  it('the window never exceeds maxCwnd', () => {
    const b = established({ ...TAHOE, initialWindow: 2, maxCwnd: 4 });
    let ack = 0;
    for (let i = 0; i < 20; i++) {
      ack += b.mss;
      b.deliverAt(0.2 + i * 0.01, ackPacket(ack));
      expect(b.sender.cwnd).toBeLessThanOrEqual(4 * b.mss);
    }
    expect(b.sender.cwnd).toBe(4 * b.mss);
  });
});
