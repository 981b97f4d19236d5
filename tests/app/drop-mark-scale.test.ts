import { describe, expect, it } from 'vitest';
import { markFullCount, markSizeFor, projectedMarkSizes, projectedStripRow, PROJECTED_LANES } from '../../src/app/plots/drop-mark-scale';
import { markScaleWords } from '../../src/app/plots/legend-model';

describe('drop strip marks sized by their drops (lecturer-1815, confusion 2)', () => {
  it('a column with five times the drops draws a mark five times as tall, on one scale for every kind', () => {
    // The Wi-Fi A/B's RED side: about 57 early drops and 12 link losses in a 5.9 s column.
    // 17 columns of early drops, 17 of link losses and the start-up's burst of 300: the burst draws
    // a full mark, and does not shrink the others to dots of one size.
    const full = markFullCount([...Array(17).fill(57), ...Array(17).fill(12), 300]);
    expect(full).toBe(64);
    const early = markSizeFor(57, full, 10);
    const losses = markSizeFor(12, full, 10);
    expect(early).toBeGreaterThan(losses);
    expect(early / losses).toBeCloseTo(57 / 12, 5);
    // The busiest column is at most a full mark; one drop stays visible.
    expect(markSizeFor(64, full, 6)).toBe(6);
    expect(markSizeFor(300, full, 6)).toBe(6);
    expect(markSizeFor(1, full, 6)).toBeGreaterThanOrEqual(1.5);
  });

  it('projected at 1920 × 1080 (24-px axis type), no mark under 10 px and a full one twice that, three lanes of them in the row (lecturer-2235, confusion 7)', () => {
    const { least, full } = projectedMarkSizes(24);
    expect(2 * least).toBeGreaterThanOrEqual(10);
    expect(full).toBeCloseTo(2 * least);
    // The Wi-Fi demo's link losses (12 in a column of a 64-drop scale) were a 3-px speck; now the least.
    expect(2 * markSizeFor(12, 64, full, least)).toBeGreaterThanOrEqual(10);
    expect(markSizeFor(64, 64, full, least)).toBe(full);
    expect(projectedStripRow(24)).toBeGreaterThanOrEqual(PROJECTED_LANES * 2 * full);
  });

  it('marks of one drop each keep their full size', () => {
    expect(markFullCount([1, 1, 1])).toBe(1);
    expect(markSizeFor(1, 1, 6)).toBe(6);
  });

  it('the legend says the marks\' scale with their span, and no count while numbers are held', () => {
    // It says the scale is fitted: to the run, or in A/B to both runs (phone-2235, confusion 6).
    expect(markScaleWords(64)).toBe('full mark = 64 drops or more, fitted to this run');
    expect(markScaleWords(64, true, false, true)).toBe('full mark = 64 drops or more, fitted to A and B');
    expect(markScaleWords(64, false)).toBe('sized by its drops');
    expect(markScaleWords(1)).toBeNull();
    // Presented, in a student's words (the title has the rest): "full = 64+ drops" was cryptic (present8, item 7).
    expect(markScaleWords(64, true, true)).toBe('full size at 64+');
  });
});
