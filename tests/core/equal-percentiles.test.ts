/**
 * Compare trial, problem 2: p95 and p99 side by side read the same ("92.4 / 92.4 ms") and looked
 * like a bug. Where they are equal as shown, a note says why, computed from the run: the full buffer
 * (every packet among the slowest 5 % waited behind a whole queue) or one bin of the binned
 * percentiles. Never when they differ.
 */
import { describe, expect, it } from 'vitest';
import { equalPercentilesNote, EQUAL_PERCENTILES_WORDS, PERCENTILE_PAIRS } from '../../src/sim-core/metric-catalogue/equal-percentiles';
import { formatMetric, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import type { SimResult } from '../../src/sim-core';
import { summaryModel } from '../../src/app/summary/summary-model';
import { equalPercentileNotes } from '../../src/app/compare/equal-percentile-notes';
import { summaryRows } from '../../src/app/compare/summary-rows';

const run = (name: string): SimResult => runScenario({ ...findPreset(name)!.build(), record: { series: false } } as ScenarioInput);
const [FLOW, LINK] = PERCENTILE_PAIRS;

describe('a note where p95 = p99, computed from the run', () => {
  it('tail drop on the Wi-Fi demo: the queue is full, so both are the full buffer’s wait (125 packets at 10 Mbit/s)', () => {
    const r = run('wifi-droptail');
    const [p95, p99] = [readMetric(LINK.p95, r), readMetric(LINK.p99, r)];
    expect(formatMetric(LINK.p95, p95)).toBe(formatMetric(LINK.p99, p99));
    expect(equalPercentilesNote(r, LINK)).toBe(EQUAL_PERCENTILES_WORDS.fullBuffer(formatMetric(LINK.p99, p99), '104.0 ms', 'the full buffer, 125 packets', '10.00 Mbit/s', false));
    expect(equalPercentilesNote(r, FLOW, { flow: 4 })).toContain('104.0 ms, on top of the path’s own delay)');
    // The summary says it under its lines (both the p95 and the p99 line are there).
    expect(summaryModel(r, true).percentileNote).toBe(equalPercentilesNote(r, LINK));
  }, 60_000);

  it('gentle RED on the same path keeps the queue short: its p95 and p99 differ and no note is made', () => {
    const r = run('wifi-red');
    expect(formatMetric(LINK.p95, readMetric(LINK.p95, r))).not.toBe(formatMetric(LINK.p99, readMetric(LINK.p99, r)));
    expect(equalPercentilesNote(r, LINK)).toBeNull();
    expect(summaryModel(r, true).percentileNote).toBeNull();
  }, 60_000);

  it('where the queue is not at its longest, equal percentiles are said to share one bin', () => {
    const r = run('seed002-a-vv-droptail');
    const p99 = readMetric(FLOW.p99, r, { flow: 0 });
    expect(equalPercentilesNote(r, FLOW, { flow: 0 })).toBe(EQUAL_PERCENTILES_WORDS.oneBin(formatMetric(FLOW.p99, p99)));
    expect(EQUAL_PERCENTILES_WORDS.oneBin('65.8 ms')).toContain('binned to within 0.4 %');
  }, 60_000);

  it('A/B: the note follows the later of a flow’s p95 and p99 rows, one line per side whose two are equal', () => {
    const [a, b] = [run('wifi-red'), run('wifi-droptail')];
    const { rows } = summaryRows([], a, b);
    const notes = equalPercentileNotes(rows, a, b);
    expect(notes.size).toBeGreaterThan(0);
    for (const [k, lines] of notes) {
      const row = rows[k];
      expect([FLOW.p95, FLOW.p99, LINK.p95, LINK.p99]).toContain(row.metric.id);
      for (const l of lines) expect(l).toMatch(/^[AB]: p95 = p99 \(/);
      // Tail drop (B) is at its full buffer; RED (A) never is.
      expect(lines.some((l) => l.startsWith('B: ') && l.includes('full buffer'))).toBe(true);
    }
  }, 120_000);
});
