import { describe, expect, it } from 'vitest';
import { markYRangeSeen, recordYRange, yRangeChangeNote, yRangeNote, yRangeWords } from '../../src/app/plots/y-range-change';

const ms = (v: number) => String(v);

describe('a plot says when its y axis changed scale from the previous run (bufferbloat trial 20:10, s15)', () => {
  it('FIFO 0–1 200 ms then CoDel 0–100 ms: the note says the factor, "a 12× smaller scale than before" (trial 20:20, s15)', () => {
    const fifo = { run: 1, top: 1200, words: yRangeWords(1200, ms, 'ms') };
    const codel = { run: 2, top: 100, words: yRangeWords(100, ms, 'ms') };
    expect(yRangeChangeNote(fifo, codel)).toBe('y axis now 0–100 ms: a 12× smaller scale than before (0–1 200 ms)');
    expect(yRangeChangeNote(codel, fifo)).toBe('y axis now 0–1 200 ms: a 12× larger scale than before (0–100 ms)');
    expect(yRangeChangeNote({ ...codel, top: 20, words: '0–20 ms' }, { ...fifo, top: 70, words: '0–70 ms' })).toBe('y axis now 0–70 ms: a 3.5× larger scale than before (0–20 ms)');
  });

  it('any change of the top, small ones too: cwnd 0–50k B (tail drop) then 0–30k B (RED) is "a 1.7× smaller scale" (phone trial 08:20)', () => {
    const tail = { run: 1, top: 50000, words: '0–50k B', unit: 'B' };
    const red = { run: 2, top: 30000, words: '0–30k B', unit: 'B' };
    expect(yRangeChangeNote(tail, red)).toBe('y axis now 0–30k B: a 1.7× smaller scale than before (0–50k B)');
    expect(yRangeChangeNote({ run: 1, top: 100, words: '0–100 ms' }, { run: 2, top: 120, words: '0–120 ms' })).toBe('y axis now 0–120 ms: a 1.2× larger scale than before (0–100 ms)');
  });

  it('the same top, or the same run redrawn: nothing said', () => {
    expect(yRangeChangeNote({ run: 1, top: 300, words: 'a' }, { run: 2, top: 300, words: 'b' })).toBeNull();
    expect(yRangeChangeNote({ run: 1, top: 1200, words: 'a' }, { run: 1, top: 100, words: 'b' })).toBeNull();
    expect(yRangeChangeNote(null, { run: 1, top: 100, words: 'b' })).toBeNull();
  });

  it('the note lasts until the next run is shown, hidden while a zoom of the same run shows another axis (bloat-1815, step 19)', () => {
    recordYRange('delay', { run: 1, top: 1200, words: '0–1 200 ms' });
    expect(yRangeNote('delay')).toBeNull();
    recordYRange('delay', { run: 2, top: 100, words: '0–100 ms' });
    expect(yRangeNote('delay')).toBe('y axis now 0–100 ms: a 12× smaller scale than before (0–1 200 ms)');
    // Zoomed: the axis reads 0–80, so "now 0–100 ms" is not said.
    recordYRange('delay', { run: 2, top: 80, words: '0–80 ms' });
    expect(yRangeNote('delay')).toBeNull();
    // The whole run again: its note again.
    recordYRange('delay', { run: 2, top: 100, words: '0–100 ms' });
    expect(yRangeNote('delay')).toBe('y axis now 0–100 ms: a 12× smaller scale than before (0–1 200 ms)');
    recordYRange('delay', { run: 2, top: 80, words: '0–80 ms' });
    recordYRange('delay', { run: 3, top: 80, words: '0–80 ms' });
    expect(yRangeNote('delay')).toBeNull();
  });
});

describe('an axis in another unit', () => {
  it('says nothing when the unit changed (a buffer in packets after one in bytes: "0–1k packets; was 0–20k B" compared nothing)', () => {
    expect(yRangeChangeNote({ run: 1, top: 20000, words: '0–20k B', unit: 'B' }, { run: 2, top: 1000, words: '0–1k packets', unit: 'packets' })).toBeNull();
    expect(yRangeChangeNote({ run: 1, top: 1200, words: '0–1 200 ms', unit: 'ms' }, { run: 2, top: 100, words: '0–100 ms', unit: 'ms' })).toMatch(/^y axis now 0–100 ms: a 12× smaller/);
  });
});

describe('only a change the student saw happen (bufferbloat trial 20:20, s10: "was 0–20k B", a run drawn before the lesson began)', () => {
  it('a run drawn out of sight (off screen, or under the lesson veil) is not the "before": the note compares with the last axis seen', () => {
    recordYRange('queue-a', { run: 10, top: 20, words: '0–20 packets', unit: 'packets', seen: true });
    // Drawn while the student could not see it: 0–1k packets.
    recordYRange('queue-a', { run: 11, top: 1000, words: '0–1k packets', unit: 'packets', seen: false });
    // The next run, seen, is 0–1k packets too: against what was seen (0–20) that is 50× larger.
    recordYRange('queue-a', { run: 12, top: 1000, words: '0–1k packets', unit: 'packets', seen: true });
    expect(yRangeNote('queue-a')).toBe('y axis now 0–1k packets: a 50× larger scale than before (0–20 packets)');
  });

  it('nothing seen before (the first run the student sees after one drawn unseen): nothing said', () => {
    recordYRange('queue-b', { run: 20, top: 20, words: '0–20 packets', unit: 'packets', seen: false });
    recordYRange('queue-b', { run: 21, top: 1000, words: '0–1k packets', unit: 'packets', seen: true });
    expect(yRangeNote('queue-b')).toBeNull();
  });

  it('a run drawn unseen and then scrolled to (or unveiled) counts as seen', () => {
    recordYRange('queue-c', { run: 30, top: 1200, words: '0–1 200 ms', unit: 'ms', seen: false });
    markYRangeSeen('queue-c', 30);
    recordYRange('queue-c', { run: 31, top: 100, words: '0–100 ms', unit: 'ms', seen: true });
    expect(yRangeNote('queue-c')).toBe('y axis now 0–100 ms: a 12× smaller scale than before (0–1 200 ms)');
  });
});
