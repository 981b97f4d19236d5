import { describe, expect, it } from 'vitest';
import * as d3 from 'd3';
import { labelsClear, spacedTicks, Y_NICE_COUNT, yAxisTicks } from '../../src/app/plot-base/tick-spacing';

const seconds = (t: number) => `${d3.format('~g')(t)} s`;

describe('axis ticks spaced by their labels (tick-spacing.ts)', () => {
  it('at a phone\'s 390 px the "Flows over time" axis (0–100 s over 250 px) drops ticks until "80 s" and "100 s" no longer touch', () => {
    const x = d3.scaleLinear().domain([0, 100]).range([74, 324]);
    const o = { maxCount: 4, charWidth: 0.62 * 12, endAnchorFrom: 324 - 24, gap: 0.62 * 12 };
    // The width-only count the timeline used: "80 s" centred at 274 px runs into "100 s" ending at 324 px.
    const naive = x.ticks(4).map((value) => ({ value, x: x(value), text: seconds(value), anchor: x(value) > o.endAnchorFrom ? ('end' as const) : ('middle' as const) }));
    expect(labelsClear(naive, o.charWidth, o.gap)).toBe(false);
    const ticks = spacedTicks(x, seconds, o);
    expect(labelsClear(ticks, o.charWidth, o.gap)).toBe(true);
    expect(ticks.map((t) => t.text)).toEqual(['0 s', '50 s', '100 s']);
    expect(ticks.at(-1)!.anchor).toBe('end');
  });

  it('a wide axis keeps every tick its width allows', () => {
    const x = d3.scaleLinear().domain([0, 100]).range([74, 1300]);
    const ticks = spacedTicks(x, seconds, { maxCount: 10, charWidth: 8, endAnchorFrom: 1276, gap: 8 });
    expect(ticks.length).toBe(x.ticks(10).length);
  });
});

describe('yAxisTicks (lecturer-0510 steps 24–25: one y top whatever the panel height)', () => {
  it('keeps the top rounded at Y_NICE_COUNT and thins the ticks to fit, always ending on the top', () => {
    const y = d3.scaleLinear().domain([0, 10.6e6]).nice(Y_NICE_COUNT);
    expect(y.domain()[1]).toBe(12e6);
    expect(yAxisTicks(y, 10)).toEqual([0, 2e6, 4e6, 6e6, 8e6, 10e6, 12e6]);
    expect(yAxisTicks(y, 4)).toEqual([0, 4e6, 8e6, 12e6]);
    expect(yAxisTicks(y, 3)).toEqual([0, 6e6, 12e6]);
    expect(yAxisTicks(y, 2)).toEqual([0, 12e6]);
  });

  it('an axis of five intervals with room for four ticks gets evenly spaced ones ending on the top, not the bottom and top alone', () => {
    const y = d3.scaleLinear().domain([0, 9.3]).nice(Y_NICE_COUNT);
    expect(y.domain()[1]).toBe(10);
    expect(yAxisTicks(y, 4)).toEqual([0, 5, 10]);
  });
});

describe('a y axis with room for 4 ticks carries at least 4 (bloat-0430 confusion 4: "0" and "1400" alone)', () => {
  it('0–1400 (seven steps of 200) and a zoomed 0–25 (five steps of 5) get 4 ticks, ending on the top', async () => {
    const d3 = await import('d3');
    expect(yAxisTicks(d3.scaleLinear().domain([0, 1400]).range([138, 0]), 4)).toEqual([0, 500, 1000, 1400]);
    expect(yAxisTicks(d3.scaleLinear().domain([0, 25]).range([138, 0]), 4)).toEqual([0, 10, 20, 25]);
    // The trial's tops (the FIFO's 1400, CoDel's 120, the zoom's 25) and 140 (seven steps of 20).
    for (const top of [25, 120, 140, 1400]) {
      const t = yAxisTicks(d3.scaleLinear().domain([0, top]).range([120, 0]), 4);
      expect(t.length, `0–${top}`).toBeGreaterThanOrEqual(4);
      expect(t.at(-1)).toBe(top);
    }
  });
});
