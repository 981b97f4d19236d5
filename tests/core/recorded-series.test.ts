/**
 * The per-packet series are written a row at a time into their columns (metrics/recorded-series.ts);
 * a whole run sizes their storage once from its estimate, within the record budget.
 */
import { describe, expect, it } from 'vitest';
import { RecordedSeries } from '../../src/sim-core/metrics/recorded-series';
import { RecordBudget } from '../../src/sim-core/metrics/record-budget';

function write(s: RecordedSeries<'t' | 'a' | 'b'>, rows: number, from = 0): void {
  for (let r = from; r < from + rows; r++) {
    const i = s.claim();
    s.cols[0][i] = r;
    s.cols[1][i] = 10 * r;
    s.cols[2][i] = -r;
  }
}

describe('RecordedSeries', () => {
  it('reads back every row as columns, in order, past several doublings of its storage', () => {
    const s = new RecordedSeries(['t', 'a', 'b'] as const);
    write(s, 1000);
    expect(s.length).toBe(1000);
    const c = s.toArrays();
    expect(Array.from(c.t)).toEqual(Array.from({ length: 1000 }, (_, r) => r));
    expect(Array.from(c.a)).toEqual(Array.from({ length: 1000 }, (_, r) => 10 * r));
    expect(Array.from(c.b)).toEqual(Array.from({ length: 1000 }, (_, r) => -r));
  });

  it('allocates its expected rows at once and does not grow while they suffice', () => {
    const s = new RecordedSeries(['t', 'a', 'b'] as const, 5000);
    write(s, 1);
    const storage = s.cols[0];
    expect(s.capacity).toBe(5000);
    write(s, 4999, 1);
    expect(s.cols[0]).toBe(storage);
    write(s, 1, 5000);
    expect(s.capacity).toBe(10_000);
    expect(s.toArrays().a[5000]).toBe(50_000);
  });

  it('take hands over the rows since the last take, into buffers from the source, and keeps its storage', () => {
    const s = new RecordedSeries(['t', 'a', 'b'] as const);
    const buffers: ArrayBuffer[] = [];
    const source = (bytes: number) => {
      const b = new ArrayBuffer(bytes + 64);
      buffers.push(b);
      return b;
    };
    write(s, 300);
    const storage = s.cols[1];
    const first = s.take(source);
    expect(first.t.length).toBe(300);
    expect(first.t.buffer).toBe(buffers[0]);
    expect(s.length).toBe(0);
    write(s, 2, 300);
    expect(s.cols[1]).toBe(storage);
    expect(Array.from(s.take().a)).toEqual([3000, 3010]);
  });
});

describe('RecordBudget.presize', () => {
  it('promises all series together no more storage than the budget may store', () => {
    const b = new RecordBudget(1000);
    expect(b.presize(600)).toBe(600);
    expect(b.presize(600)).toBe(400);
    expect(b.presize(10)).toBe(0);
    // Promising storage stores nothing: every value may still be taken.
    expect(b.take(1000, 0)).toBe(true);
  });
});
