import { describe, expect, it } from 'vitest';
import { bufferbloatVoice } from '../../src/lessons/content/bufferbloat-voice';
import { parseLesson } from '../../src/lessons/schema';
import { queuesTableFigures, queuesTableScenarios } from '../../src/lessons/queues-table';
import { readMetric } from '../../src/lessons/check';
import { runScenario } from '../../src/sim-core/scenario/run';
import { CALL_DELAY_BAR_MS } from '../../src/sim-core/metrics/call-delay-bar';

/**
 * Bloat8, item 1: the bufferbloat lesson ends with FIFO, CoDel, PIE and FQ-CoDel side by side for
 * the call (its mean one-way delay, its share over the call's bar, the link's utilization, what the
 * downloads deliver), every cell read from the presets' runs, and points to the video demos with
 * the same figures.
 */
describe('the bufferbloat lesson\'s closing table', () => {
  const parsed = parseLesson(bufferbloatVoice);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const last = parsed.lesson.steps.at(-1)!;
  const table = last.queuesTable;

  it('the last step has the table: the four queues of steps 1–4 as its rows, video FIFO and CoDel beside', () => {
    expect(table).toBeDefined();
    expect(table!.rows.map((r) => r.preset)).toEqual(parsed.lesson.steps.slice(0, 4).map((s) => s.scenario.preset));
    expect(table!.rows.every((r) => r.set.length === 0)).toBe(true);
    expect(table!.columns.map((c) => c.metric)).toEqual(['flow.oneWayDelayMean', 'flow.oneWayLateShare', 'link.utilization', 'run.systemGoodput']);
    expect(table!.seeAlso?.rows.map((r) => r.preset)).toEqual(['video-fifo', 'video-codel']);
  });

  it('its cells are the runs\' figures, and they say what the lesson concludes: only the FIFO keeps the call over the bar', () => {
    const scenarios = queuesTableScenarios(table!);
    const runs = scenarios.map((s) => runScenario(s));
    const { main, seeAlso } = queuesTableFigures(table!, runs);
    const delay = table!.columns[0];
    const late = table!.columns[1];
    // Each cell is the catalogue's figure of its row's run, at the digits the checks show.
    main.rows.forEach((row, i) => {
      expect(parseFloat(row.cells[0])).toBeCloseTo(readMetric(delay, runs[i]), 1);
      expect(parseFloat(row.cells[1])).toBeCloseTo(readMetric(late, runs[i]), 1);
    });
    console.log(main.heads, main.rows.map((r) => `${r.name}: ${r.cells.join(' | ')}`), seeAlso!.heads, seeAlso!.rows.map((r) => `${r.name}: ${r.cells.join(' | ')}`));
    const [fifo, ...aqms] = runs.slice(0, 4);
    expect(readMetric(delay, fifo)).toBeGreaterThan(CALL_DELAY_BAR_MS);
    expect(readMetric(late, fifo)).toBeGreaterThan(50);
    for (const r of aqms) {
      expect(readMetric(delay, r)).toBeLessThan(CALL_DELAY_BAR_MS);
      expect(readMetric(late, r)).toBe(0);
    }
    // The video stream waits the same way: over the bar behind the FIFO, under it with CoDel.
    expect(readMetric(delay, runs[4])).toBeGreaterThan(CALL_DELAY_BAR_MS);
    expect(readMetric(delay, runs[5])).toBeLessThan(CALL_DELAY_BAR_MS);
    expect(seeAlso!.heads[0]).toMatch(/video/);
    expect(main.heads[0]).toMatch(/voice/);
  }, 120_000);

  it('bloat9 finding 4: a line under each table says how evenly each queue shares the link between the downloads, their goodput lowest–highest, from the same runs', () => {
    expect(table!.spread).toEqual({ metric: 'flow.goodput', kind: 'tcp', who: 'the downloads' });
    const runs = queuesTableScenarios(table!).map((s) => runScenario(s));
    const { main, seeAlso } = queuesTableFigures(table!, runs);
    const names = [...table!.rows, ...table!.seeAlso!.rows].map((r) => r.name);
    const lines = [main.spread!, seeAlso!.spread!];
    for (const line of lines) expect(line).toMatch(/^How evenly each queue shares the link between the downloads \(goodput, lowest–highest\): /);
    const spans = runs.map((r) => {
      const xs = r.flows.flatMap((f, i) => (f.kind === 'tcp' ? [readMetric({ metric: 'flow.goodput', flow: i }, r)] : []));
      expect(xs).toHaveLength(4);
      return [Math.min(...xs), Math.max(...xs)].map((x) => x / 1000); // kbit/s → Mbit/s, the summary's unit here
    });
    spans.forEach(([lo, hi], i) => {
      const line = i < table!.rows.length ? lines[0] : lines[1];
      const m = line.match(new RegExp(`${names[i].replace(/[()]/g, '\\$&')} ([\\d.]+)–([\\d.]+) Mbit/s`));
      expect(m, names[i]).not.toBeNull();
      // The downloads' own digits (three significant), not widened for the call's 70.7 kbit/s beside them ("0.9877–3.8815").
      expect(m![1], names[i]).toMatch(/^\d\.\d{3}$/);
      expect(m![2], names[i]).toMatch(/^\d\.\d{3}$/);
      expect(parseFloat(m![1])).toBeCloseTo(lo, 2);
      expect(parseFloat(m![2])).toBeCloseTo(hi, 2);
    });
    // What it shows: the 1000-packet FIFO shares most unevenly (its first download gets about four
    // times its last), FQ-CoDel most evenly.
    const ratio = spans.slice(0, 4).map(([lo, hi]) => hi / lo);
    expect(ratio[0]).toBeGreaterThan(3);
    expect(Math.min(...ratio)).toBe(ratio[3]);
    expect(ratio[3]).toBeLessThan(1.05);
  }, 120_000);
});
