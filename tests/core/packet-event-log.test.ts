import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../src/sim-core/metrics/buffer-pool';
import { NO_REASON, PACKET_EVENT_BYTES, PacketEventKind, PacketEventLog, packetEventBuffers, type PacketEventColumns } from '../../src/sim-core/metrics/packet-events';

/** Every row of a log as plain objects (NaN compared as NaN by toEqual). */
function rows(c: PacketEventColumns): object[] {
  return Array.from(c.t, (t, i) => ({ t, kind: c.kind[i], flow: c.flow[i], seq: c.seq[i], bytes: c.bytes[i], reason: c.reason[i], prob: c.prob[i], flags: c.flags[i] }));
}

/** A mix of drops (with a reason and a probability) and plain events, as a busy RED link logs them. */
function fill(log: PacketEventLog, n: number, from = 0): void {
  for (let i = from; i < from + n; i++) {
    if (i % 3 === 0) log.push(i, PacketEventKind.Drop, 1, i, 1500, 7, 0.25, 0);
    else if (i % 3 === 1) log.pushPlain(i, PacketEventKind.TxStart, 2, i, 1538, 1);
    else log.pushPassThrough(i, 3, i, 52, 4);
  }
}

describe('PacketEventLog: events without a reason or probability leave those columns blank', () => {
  it('a plain event reads NO_REASON and NaN even in reused storage that held drops', () => {
    const pool = new BufferPool(1 << 24, 'exact');
    const first = new PacketEventLog(1 << 20, null, 64, pool.take);
    for (let i = 0; i < 64; i++) first.push(i, PacketEventKind.Drop, 1, i, 1500, 9, 0.5, 0);
    pool.give(packetEventBuffers(first.toArrays()).map((b) => b));
    // The same sizes come back from the pool, their rows still saying "drop, reason 9, p 0.5".
    const second = new PacketEventLog(1 << 20, null, 64, pool.take);
    second.pushPlain(1, PacketEventKind.Enqueue, 1, 1, 1500, 0);
    second.pushPassThrough(2, 1, 2, 1500, 0);
    const c = second.toArrays();
    expect(Array.from(c.reason)).toEqual([NO_REASON, NO_REASON, NO_REASON]);
    expect(Array.from(c.prob).every(Number.isNaN)).toBe(true);
  });

  it('a pass-through writes the same rows as its enqueue and dequeue pushed one by one, also when the log grows or rolls between them', () => {
    for (const budgetRows of [7, 8, 9, 64]) {
      const pair = new PacketEventLog(budgetRows * PACKET_EVENT_BYTES);
      const single = new PacketEventLog(budgetRows * PACKET_EVENT_BYTES);
      for (let i = 0; i < 40; i++) {
        pair.pushPassThrough(i, 2, i, 70000, 4);
        single.push(i, PacketEventKind.Enqueue, 2, i, 70000, NO_REASON, Number.NaN, 4);
        single.push(i, PacketEventKind.Dequeue, 2, i, 70000, NO_REASON, Number.NaN, 4);
      }
      expect(rows(pair.toArrays())).toEqual(rows(single.toArrays()));
      expect([pair.windowStart, pair.carried, pair.generation]).toEqual([single.windowStart, single.carried, single.generation]);
    }
  });

  it('rows freed by a roll or a take are blank again: the next plain events read no reason', () => {
    const log = new PacketEventLog(12 * PACKET_EVENT_BYTES);
    fill(log, 30);
    expect(log.generation).toBeGreaterThan(0);
    // After the rolls, rows that held drops hold later plain events: only the drops have a reason.
    for (const r of rows(log.toArrays()) as { kind: number; reason: number; prob: number }[]) {
      expect(r.reason).toBe(r.kind === PacketEventKind.Drop ? 7 : NO_REASON);
      expect(Number.isNaN(r.prob)).toBe(r.kind !== PacketEventKind.Drop);
    }
    const taken = log.take();
    expect(rows(taken).some((r) => (r as { reason: number }).reason === 7)).toBe(true);
    for (let i = 0; i < 10; i++) log.pushPlain(100 + i, PacketEventKind.TxStart, 2, i, 1538, 0);
    const c = log.toArrays();
    expect(Array.from(c.reason).every((r) => r === NO_REASON)).toBe(true);
    expect(Array.from(c.prob).every(Number.isNaN)).toBe(true);
  });

  it('a drop keeps its reason and probability among plain events', () => {
    const log = new PacketEventLog(1 << 20);
    fill(log, 9);
    const drops = rows(log.toArrays()).filter((r) => (r as { kind: number }).kind === PacketEventKind.Drop);
    expect(drops).toHaveLength(3);
    for (const d of drops) expect(d).toMatchObject({ reason: 7, prob: 0.25 });
  });
});
