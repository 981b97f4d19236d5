import { describe, expect, it } from 'vitest';
import { mechanismLayout } from '../../src/app/mechanism/mechanism-view';
import { redStateAt } from '../../src/app/mechanism/RedPanel';
import { historyPaths } from '../../src/app/mechanism/red-history';
import { probabilityAxisTop, probabilityPaths } from '../../src/app/plot-base/probability-history';
import { RunData } from '../../src/app/results/run-data';
import { presetScenario } from '../../src/scenario-edit/catalog';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { StreamingRun } from '../../src/worker/streaming-run';

function streamed(sc: Scenario): RunData {
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(2));
  return data;
}

describe('the animated view lays out for its width and flow count', () => {
  it('draws every flow while they fit, grows with them up to a cap, then draws the first ones and says how many (readout)', () => {
    for (const font of [11, 15]) {
      const few = mechanismLayout(1366, 3, font);
      expect(few.flowsDrawn).toBe(3);
      if (font === 11) expect(few.h).toBe(230); // the old fixed height, kept when it suffices
      const ten = mechanismLayout(390, 10, font);
      expect(ten.flowsDrawn).toBe(10);
      expect(ten.narrow).toBe(true);
      // One row of at least the type size per flow end: labels cannot overlap.
      expect((ten.bottom - ten.line - ten.top) / ten.flowsDrawn).toBeGreaterThanOrEqual(font);
      const many = mechanismLayout(1366, 60, font);
      expect(many.flowsDrawn).toBeLessThan(60);
      expect(many.h).toBeLessThanOrEqual(400);
      expect((many.bottom - many.line - many.top) / many.flowsDrawn).toBeGreaterThanOrEqual(font);
      // The ACK lane stays inside the canvas, above the bottom labels.
      for (const L of [few, ten, many]) expect(L.ackY + 16).toBeLessThanOrEqual(L.bottom);
    }
  });
});

describe('RED panel reads the recorded series', () => {
  const data = streamed(presetScenario('seed000-red')!);
  const q = data.bottleneck!.data!.queue;
  const c = q.cols as Record<string, Float64Array>;

  it('count, p_a, avg and max_p at the cursor are the queue series’ row at or before it', () => {
    for (const t of [0.5, 3, 8, 12.25, 20, 30]) {
      const s = redStateAt(data, t)!;
      const i = q.lowerBound(t + 1e-12) - 1;
      expect(s.count).toBe(c.count[i]);
      expect(s.pa).toBe(c.pa[i]);
      expect(s.avg).toBe(c.avg[i]);
      expect(s.maxP).toBe(c.maxP[i]);
      expect(s.queue).toBe(c.bytes[i]); // a byte-limited RED counts bytes
    }
  });

  it('the queue/average history has at most one column per pixel and stops at the cursor', () => {
    const end = data.timeEnd;
    const box = { w: 420, h: 96, m: { left: 44, right: 12, top: 8, bottom: 18 } };
    const all = historyPaths(data, end, box, end);
    expect(all.points).toBe(420 - 44 - 12);
    const half = historyPaths(data, end / 2, box, end);
    expect(half.points).toBeGreaterThan(all.points / 2 - 2);
    expect(half.points).toBeLessThan(all.points / 2 + 2);
    expect(half.cursorX).toBeCloseTo(44 + (420 - 56) / 2, 6);
    expect(all.d.thresholds.split('M').length - 1).toBe(2);
  });

  it('dynamic RED: the thresholds are drawn as steps through the recorded changes', () => {
    const dyn = streamed(presetScenario('seed002-d-red-exact')!);
    const th = dyn.bottleneck!.data!.thresholds;
    expect(th.length).toBeGreaterThan(1);
    const p = historyPaths(dyn, dyn.timeEnd, { w: 420, h: 96, m: { left: 44, right: 12, top: 8, bottom: 18 } }, dyn.timeEnd);
    // Two step lines (min_th, max_th), each with one vertical move per recorded change after the first.
    expect((p.d.thresholds.match(/V/g) ?? []).length).toBe(2 * (th.length - 1));
    const mid = th.cols.t[Math.floor(th.length / 2)];
    const s = redStateAt(dyn, mid)!;
    expect(s.minTh).toBe((th.cols as Record<string, Float64Array>).minTh[Math.floor(th.length / 2)]);
  });
});

describe("the drop/mark probabilities panel (PIE, DualPI2) reads the discipline's probability gauges", () => {
  const data = streamed(presetScenario('l4s-dctcp-cubic-dualpi2')!);
  const box = { w: 420, h: 100, m: { left: 40, right: 10, top: 5, bottom: 15 } };

  it("draws DualPI2's p′, p_C and p_L, with p_C = p′² at every recorded row and the statistics of the rows up to the cursor", () => {
    const end = data.timeEnd;
    const all = probabilityPaths(data, end, box, end);
    expect(all.lines.map((l) => l.gauge.key)).toEqual(['pBase', 'pC', 'pL']);
    const q = data.bottleneck!.data!.queue;
    const c = q.cols as Record<string, Float64Array>;
    for (let i = 0; i < q.length; i += 97) expect(c.pC[i]).toBeCloseTo(c.pBase[i] ** 2, 12);
    const [pBase, pC] = all.lines;
    expect(pBase.max).toBeGreaterThan(0);
    expect(pC.max).toBeCloseTo(pBase.max ** 2, 12);
    expect(pBase.mean).toBeGreaterThan(0);
    expect(pBase.mean).toBeLessThan(pBase.max);
    // The axis is the smallest 1–2–5 step above everything drawn.
    expect(all.top).toBeGreaterThanOrEqual(Math.max(...all.lines.map((l) => l.max)));
    expect(probabilityAxisTop(0.3)).toBe(0.5);
    expect(probabilityAxisTop(0.5)).toBe(0.5);
    expect(probabilityAxisTop(0.51)).toBe(1);
    expect(probabilityAxisTop(0.0004)).toBe(0.001);
    // Up to 5 s: only the rows recorded by then count, and the path stops at the cursor.
    const early = probabilityPaths(data, 5, box, end);
    const rows = q.lowerBound(5 + 1e-12);
    let max = 0;
    for (let i = 0; i < rows; i++) max = Math.max(max, c.pBase[i]);
    expect(early.lines[0].max).toBe(max);
    expect(early.lines[0].d.length).toBeLessThan(all.lines[0].d.length);
    expect(early.cursorX).toBeCloseTo(box.m.left + (5 / end) * (box.w - box.m.left - box.m.right), 9);
  });

  it("says nothing for a discipline without probability gauges (tail drop)", () => {
    const drop = streamed(presetScenario('seed000-droptail')!);
    expect(probabilityPaths(drop, drop.timeEnd, box, drop.timeEnd).lines).toEqual([]);
  });
});
