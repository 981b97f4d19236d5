import { describe, expect, it } from 'vitest';
import { recordYRange, yRangeChangeNote, yRangeNote, yRangeWords } from '../../src/app/plots/y-range-change';

const ms = (v: number) => String(v);

describe('a plot says when its y axis changed scale from the previous run (bufferbloat trial 20:10, s15)', () => {
  it('FIFO 0–1 200 ms then CoDel 0–100 ms: "y axis now 0–100 ms; was 0–1 200 ms"', () => {
    const fifo = { run: 1, top: 1200, words: yRangeWords(1200, ms, 'ms') };
    const codel = { run: 2, top: 100, words: yRangeWords(100, ms, 'ms') };
    expect(yRangeChangeNote(fifo, codel)).toBe('y axis now 0–100 ms; was 0–1 200 ms');
  });

  it('within 3× either way, or the same run redrawn: nothing said', () => {
    expect(yRangeChangeNote({ run: 1, top: 100, words: 'a' }, { run: 2, top: 300, words: 'b' })).toBeNull();
    expect(yRangeChangeNote({ run: 1, top: 300, words: 'a' }, { run: 2, top: 100, words: 'b' })).toBeNull();
    expect(yRangeChangeNote({ run: 1, top: 1200, words: 'a' }, { run: 1, top: 100, words: 'b' })).toBeNull();
    expect(yRangeChangeNote(null, { run: 1, top: 100, words: 'b' })).toBeNull();
  });

  it('the note lasts until the next run is shown, and a zoom of the same run keeps it', () => {
    recordYRange('delay', { run: 1, top: 1200, words: '0–1 200 ms' });
    expect(yRangeNote('delay')).toBeNull();
    recordYRange('delay', { run: 2, top: 100, words: '0–100 ms' });
    expect(yRangeNote('delay')).toBe('y axis now 0–100 ms; was 0–1 200 ms');
    recordYRange('delay', { run: 2, top: 80, words: '0–80 ms' });
    expect(yRangeNote('delay')).toBe('y axis now 0–100 ms; was 0–1 200 ms');
    recordYRange('delay', { run: 3, top: 90, words: '0–90 ms' });
    expect(yRangeNote('delay')).toBeNull();
  });
});

describe('an axis in another unit', () => {
  it('says nothing when the unit changed (a buffer in packets after one in bytes: "0–1k packets; was 0–20k B" compared nothing)', () => {
    expect(yRangeChangeNote({ run: 1, top: 20000, words: '0–20k B', unit: 'B' }, { run: 2, top: 1000, words: '0–1k packets', unit: 'packets' })).toBeNull();
    expect(yRangeChangeNote({ run: 1, top: 1200, words: '0–1 200 ms', unit: 'ms' }, { run: 2, top: 100, words: '0–100 ms', unit: 'ms' })).toBe('y axis now 0–100 ms; was 0–1 200 ms');
  });
});
