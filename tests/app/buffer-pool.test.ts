import { describe, expect, it, vi } from 'vitest';
import { results } from '../../src/app/results/results-store';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { BufferPool } from '../../src/sim-core/metrics/buffer-pool';
import { batchBuffers, type Batch } from '../../src/worker/protocol';
import { StreamingRun } from '../../src/worker/streaming-run';

/** A clock that advances 1 ms per reading, so every step() is one or a few slices. */
function fakeClock() {
  let t = 0;
  return () => (t += 1);
}

/** What postMessage with a transfer list does to a batch: the receiver gets it, the sender's buffers are detached (throws on a buffer listed twice). */
function transfer(b: Batch): Batch {
  return structuredClone(b, { transfer: batchBuffers(b) });
}

describe('buffer pool', () => {
  it('gives a buffer at least as large as asked, and a handed-back one again', () => {
    const pool = new BufferPool();
    const a = pool.take(10_000);
    expect(a.byteLength).toBeGreaterThanOrEqual(10_000);
    pool.give([a]);
    expect(pool.bytesHeld).toBe(a.byteLength);
    expect(pool.take(9_000)).toBe(a);
    expect(pool.bytesHeld).toBe(0);
  });

  it('does not hand out a buffer much larger than asked, nor one too small', () => {
    const pool = new BufferPool();
    const big = pool.take(1 << 20);
    pool.give([big]);
    const small = pool.take(1000);
    expect(small).not.toBe(big);
    expect(pool.take(2 << 20)).not.toBe(big);
    expect(pool.bytesHeld).toBe(big.byteLength);
  });

  it('keeps no more than its bound, skips detached buffers and the same buffer twice', () => {
    const pool = new BufferPool(64 * 1024);
    const bufs = [pool.take(30_000), pool.take(30_000), pool.take(30_000)];
    expect(bufs[0].byteLength).toBe(32 * 1024);
    pool.give(bufs);
    // Two fit within 64 KiB; the third is left to the collector.
    expect(pool.bytesHeld).toBe(64 * 1024);
    pool.give([bufs[0]]);
    expect(pool.bytesHeld).toBe(64 * 1024);
    pool.take(30_000);
    pool.give([bufs[0]]);
    expect(pool.bytesHeld).toBe(64 * 1024);
    const detached = new ArrayBuffer(8192);
    structuredClone(detached, { transfer: [detached] });
    expect(detached.byteLength).toBe(0);
    pool.give([detached]);
    expect(pool.bytesHeld).toBe(64 * 1024);
  });

  it("'exact' gives a kept buffer of exactly the size asked, none of another size, and skips one handed back twice", () => {
    const pool = new BufferPool(1 << 20, 'exact');
    const a = pool.take(1000);
    const b = pool.take(2000);
    expect([a.byteLength, b.byteLength]).toEqual([1000, 2000]);
    pool.give([a, b, a]);
    expect(pool.bytesHeld).toBe(3000);
    expect(pool.take(999)).not.toBe(a);
    expect(pool.take(2000)).toBe(b);
    expect(pool.take(1000)).toBe(a);
    expect(pool.take(1000)).not.toBe(a);
    expect(pool.bytesHeld).toBe(0);
  });

  // A whole 50-flow run's recording takes 685 buffers of 162 sizes: a take that read every
  // kept buffer's size cost ~10 M instructions a run (docs/benchmarks.md, issue 38, twenty-first session).
  it("'exact' finds a kept buffer without reading the size of the others", () => {
    const pool = new BufferPool(1 << 30, 'exact');
    const kept = Array.from({ length: 500 }, (_, i) => pool.take(1024 + 8 * i));
    pool.give(kept);
    const size = vi.spyOn(ArrayBuffer.prototype, 'byteLength', 'get');
    try {
      expect(pool.take(1024 + 8 * 250)).toBe(kept[250]);
      expect(size.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      size.mockRestore();
    }
  });
});

describe('streaming with recycled buffers', () => {
  it('batches written into handed-back buffers carry the same rows, and the buffers are reused', () => {
    const name = 'dumbbell-red';
    const pool = new BufferPool();
    const run = new StreamingRun(1, presetScenario(name)!, fakeClock(), pool.take);
    results.clear();
    results.begin(1, presetScenario(name)!);
    let batches = 0;
    let reused = 0;
    while (!run.finished) {
      const before = pool.bytesHeld;
      const sent = run.step(20);
      if (before > 0 && pool.bytesHeld < before) reused++;
      // Sender → app (transfer), the app copies, app → sender (transfer back), as SimClient does.
      const received = transfer(sent);
      results.receive(received);
      const back = structuredClone(batchBuffers(received), { transfer: batchBuffers(received) });
      pool.give(back);
      batches++;
    }
    expect(batches).toBeGreaterThan(5);
    expect(reused).toBeGreaterThan(batches / 2);
    // Within a batch every array has a buffer of its own (transfer() above would throw otherwise).

    const whole = new Simulation(presetScenario(name)!).runToEnd();
    const data = results.current!;
    expect(data.summary!.traceHash).toBe(whole.traceHash);
    whole.flows.forEach((f, i) => {
      const d = data.flows[i];
      expect(Array.from(d.seq.cols.seq.subarray(0, d.seq.length))).toEqual(Array.from(f.series!.seq.seq));
      expect(Array.from(d.seq.cols.t.subarray(0, d.seq.length))).toEqual(Array.from(f.series!.seq.t));
      expect(Array.from(d.cwnd.cols.cwnd.subarray(0, d.cwnd.length))).toEqual(Array.from(f.series!.cwnd.cwnd));
    });
    const b = whole.aggregate.bottleneck;
    const q = data.links.get(b)!;
    const wq = whole.links[b].series!;
    for (const col of Object.keys(wq.queue) as (keyof typeof wq.queue)[]) {
      expect(Array.from(q.queue.cols[col].subarray(0, q.queue.length)), col).toEqual(Array.from(wq.queue[col]));
    }
    expect(Array.from(q.sojourn.cols.delay.subarray(0, q.sojourn.length))).toEqual(Array.from(wq.sojourn.delay));
  });
});
