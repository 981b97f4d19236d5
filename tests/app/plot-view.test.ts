import * as d3 from 'd3';
import { beforeEach, describe, expect, it } from 'vitest';
import { results } from '../../src/app/results/results-store';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';
import { cwndSeries } from '../../src/app/plots/cwnd-plot';
import { flowAlpha, flowEndTime, shownFlowOrder, DIMMED_ALPHA } from '../../src/app/plot-base/flow-view';
import { fillColumns, traceStep } from '../../src/app/plot-base/series-draw';
import { fittedTop, timeQuantile, visibleMax, type StepSeries } from '../../src/app/plots/y-fit';
import { levelLabels, linkRateItems, queueLegendItems, seqLegendItems } from '../../src/app/plots/legend-model';
import { drawsTotal, runBins, throughputTop } from '../../src/app/plots/throughput';
import { describeThroughput } from '../../src/app/plots/text-alternatives';
import { useViewStore } from '../../src/app/state/view-store';
import { THEMES } from '../../src/app/theme/theme';
import type { RunData } from '../../src/app/results/run-data';

/** Stream a preset into the results store and return its run. */
function streamed(preset: string): RunData {
  const sc = presetScenario(preset)!;
  let t = 0;
  const run = new StreamingRun(1, sc, () => (t += 1));
  results.clear();
  results.begin(1, sc);
  while (!run.finished) results.receive(run.step(50));
  return results.current!;
}

/** A 2D context stand-in that records the path's points. */
function recorder() {
  const pts: [number, number][] = [];
  const ctx = { moveTo: (x: number, y: number) => pts.push([x, y]), lineTo: (x: number, y: number) => pts.push([x, y]) };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, pts };
}

beforeEach(() => {
  useViewStore.setState({ hiddenFlows: [], highlightFlow: null, cwndUnit: 'bytes', yRange: 'fit', zoom: null });
});

describe('per-flow lines end where the flow ends', () => {
  const run = streamed('seed000-droptail');

  it('cwnd series of a finished flow end at first SYN + elapsed time, not at the end of the run', () => {
    const finished = run.summary!.flows.filter((f) => f.summary.completed && f.start + f.summary.elapsedTime < run.now - 0.5);
    expect(finished.length).toBeGreaterThan(0);
    for (const f of finished) {
      const end = f.start + f.summary.elapsedTime;
      expect(flowEndTime(run, f.index)).toBeCloseTo(end, 12);
      const s = cwndSeries(run, f.index);
      expect(s.end).toBeCloseTo(end, 12);
      // The drawn line's last point is at the flow's end, left of the run's end.
      const x = d3.scaleLinear().domain([0, run.timeEnd]).range([0, 1000]);
      const y = d3.scaleLinear().domain([0, 1e6]).range([100, 0]);
      const { ctx, pts } = recorder();
      traceStep(ctx, s.t, s.v, s.n, x, y, s.end);
      const lastX = pts[pts.length - 1][0];
      expect(lastX).toBeCloseTo(x(end), 6);
      expect(lastX).toBeLessThan(x(run.now) - 1);
    }
  });
});

describe('y range fitted to the visible data', () => {
  // 1 s of slow-start overshoot at 300 kB, then 59 s of a 20–60 kB sawtooth (one row per 0.1 s).
  const t: number[] = [];
  const v: number[] = [];
  for (let k = 0; k < 10; k++) {
    t.push(k * 0.1);
    v.push(300_000);
  }
  for (let k = 10; k < 600; k++) {
    t.push(k * 0.1);
    v.push(20_000 + ((k % 50) / 50) * 40_000);
  }
  const s: StepSeries = { t: Float64Array.from(t), v: Float64Array.from(v), n: t.length, end: 60 };

  it('an overshoot lasting 1/60 of the time does not set the top', () => {
    const top = fittedTop(visibleMax(s, 0, 60), timeQuantile(s, 0, 60));
    expect(top).toBeGreaterThan(55_000); // the sawtooth's peaks stay visible
    expect(top).toBeLessThan(100_000); // and the overshoot does not flatten it
  });

  it('zoomed onto the overshoot, the top follows it', () => {
    expect(fittedTop(visibleMax(s, 0, 1.2), timeQuantile(s, 0, 1.2))).toBe(300_000);
  });

  it('without an outlier the whole range is shown', () => {
    expect(fittedTop(visibleMax(s, 10, 60), timeQuantile(s, 10, 60))).toBe(visibleMax(s, 10, 60));
  });

  it('in packets the same series is divided by the MSS', () => {
    expect(visibleMax({ ...s, per: 1000 }, 10, 60)).toBeCloseTo(visibleMax(s, 10, 60) / 1000, 9);
  });
});

describe('flow selection in the view store', () => {
  it('hidden flows are left out and the highlighted one is drawn last, the others dimmed', () => {
    useViewStore.getState().toggleFlow(2);
    useViewStore.getState().setHighlightFlow(0);
    expect(shownFlowOrder(5)).toEqual([1, 3, 4, 0]);
    expect(flowAlpha(0)).toBe(1);
    expect(flowAlpha(1)).toBe(DIMMED_ALPHA);
    // Hiding the highlighted flow ends the highlight.
    useViewStore.getState().toggleFlow(0);
    expect(useViewStore.getState().highlightFlow).toBeNull();
    expect(useViewStore.getState().hiddenFlows).toEqual([0, 2]);
  });

  it('the fields are plain JSON (links can carry them)', () => {
    useViewStore.setState({ hiddenFlows: [3, 1], highlightFlow: 4, cwndUnit: 'packets', yRange: 'full' });
    const s = useViewStore.getState();
    const saved = JSON.parse(JSON.stringify({ hiddenFlows: s.hiddenFlows, highlightFlow: s.highlightFlow, cwndUnit: s.cwndUnit, yRange: s.yRange }));
    expect(saved).toEqual({ hiddenFlows: [3, 1], highlightFlow: 4, cwndUnit: 'packets', yRange: 'full' });
    useViewStore.getState().setHiddenFlows([3, 1, 3, -1, 1.5]);
    expect(useViewStore.getState().hiddenFlows).toEqual([1, 3]);
  });
});

describe('legends list what the plot draws', () => {
  const theme = THEMES.default;

  it('tail drop: no RED average, thresholds, early/forced or ECN items', () => {
    const run = streamed('dumbbell-10-droptail');
    const labels = queueLegendItems(run, theme, 0, Infinity).map((i) => i.label);
    expect(labels.some((l) => /RED|min_th|max_th|early|forced|ECN/i.test(l))).toBe(false);
    expect(labels).toContain('buffer limit');
    const overflow = labels.find((l) => l.startsWith('overflow'));
    // The whole run's count, then the window's where they differ, both the summary's (trial-plots14).
    const link = run.summary!.links[run.summary!.aggregate.bottleneck].summary;
    const [whole, inWindow] = [link.dropsWholeRun.overflow, link.drops.overflow];
    expect(overflow).toBe(whole === inWindow ? `overflow drops ${whole}` : `overflow drops ${whole} over the whole run, ${inWindow} in the window`);
  });

  it('gentle RED: the 2·max_th line is labelled; early and forced only when they happen in view', () => {
    const run = streamed('dumbbell-10-red');
    const items = queueLegendItems(run, theme, 0, Infinity);
    const labels = items.map((i) => i.label);
    expect(labels).toContain('2·max_th (gentle)');
    expect(labels).toContain('RED avg');
    const d = run.summary!.links[run.summary!.aggregate.bottleneck].summary.dropsWholeRun;
    for (const id of ['early', 'forced', 'overflow', 'ecnMark'])
      expect(labels.some((l) => l.startsWith(id === 'ecnMark' ? 'ECN' : id)), id).toBe(d[id] > 0);
    // A window without events lists no drop kinds.
    expect(queueLegendItems(run, theme, 0, 0.01).some((i) => i.shape !== null)).toBe(false);
  });

  it('levels beyond the thresholds are named as multiples of them', () => {
    expect(levelLabels([{ key: 'minTh', label: 'min_th' }, { key: 'maxTh', label: 'max_th' }], { minTh: 15, maxTh: 45 }, [15, 45, 90])).toEqual(['min_th', 'max_th', '2·max_th']);
  });

  it('time–sequence: a kind of event is listed only when the shown flow has it', () => {
    const run = streamed('dumbbell-droptail');
    const labels = seqLegendItems(run, theme, [0], 0, Infinity).map((i) => i.label);
    expect(labels).toContain('cumulative ACK');
    expect(labels.some((l) => /ECN|link loss/.test(l))).toBe(false);
  });

  it('throughput: the link-rate line (and its legend item) only when the y range includes it', () => {
    expect(throughputTop(1e6, 10e6, 'fit')).toEqual({ top: 1e6, rateShown: false });
    expect(throughputTop(1e6, 10e6, 'full')).toEqual({ top: 10e6, rateShown: true });
    expect(throughputTop(6e6, 10e6, 'fit')).toEqual({ top: 10e6, rateShown: true });
    const run = streamed('dumbbell-10-droptail');
    // Eight of the ten flows shown: one line each, each far below the rate.
    useViewStore.getState().setHiddenFlows([8, 9]);
    expect(drawsTotal(run)).toBe(false);
    expect(linkRateItems(run, theme, 0, Infinity, 'fit')).toEqual([]);
    expect(linkRateItems(run, theme, 0, Infinity, 'full').map((i) => i.label)).toEqual(['bottleneck rate']);
  });
  it('throughput with more than 8 flows shown draws the bottleneck\'s total output (the catalogue\'s link output series), with the rate line in range, and its text alternative says so', () => {
    const run = streamed('dumbbell-10-droptail');
    expect(drawsTotal(run)).toBe(true);
    const bins = runBins(run)!;
    const link = run.summary!.links[run.summary!.aggregate.bottleneck];
    // The total is the link's output: near its rate once the flows are going, never above it by more than a packet per bin.
    const mid = bins.total![Math.floor(bins.total!.length / 2)];
    expect(mid).toBeGreaterThan(0.8 * link.rateBps);
    expect(mid).toBeLessThanOrEqual(link.rateBps * 1.01 + (1500 * 8) / bins.width);
    expect(linkRateItems(run, theme, 0, Infinity, 'fit').map((i) => i.label)).toEqual(['bottleneck rate']);
    expect(describeThroughput(run)).toMatch(/^Throughput of all 10 flows together \(bits leaving the bottleneck per [\d.]+ s bin.*\): one line, every packet leaving the bottleneck, highest /);
  });
});

describe('dense step series are filled column by column (strokeStep)', () => {
  // 20 000 rows of a sawtooth with random jumps over 60 s, drawn 600 px wide: ~33 rows per column.
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const n = 20_000;
  const t = new Float64Array(n);
  const v = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    t[i] = (i * 60) / n + rnd() * 0.001;
    v[i] = rnd() < 0.01 ? 10_000 : 20_000 + ((i % 700) / 700) * 40_000 + rnd() * 500;
  }
  // A quiet stretch (no rows for 3 s): the last value holds across those columns.
  for (let i = 10_000; i < 11_000; i++) t[i] = t[9_999] + ((i - 9_999) * 3) / 1000;
  for (let i = 11_000; i < n; i++) t[i] = Math.max(t[i], t[10_999] + (i - 10_999) * 1e-3);
  const x = d3.scaleLinear().domain([0, 70]).range([0, 600]);
  const y = d3.scaleLinear().domain([0, 70_000]).range([200, 0]);
  const lw = 1.25;
  const tEnd = 70;
  const rects: [number, number, number, number][] = [];
  fillColumns((a, b, c, d) => rects.push([a, b, c, d]), lw, t, v, 0, n, x, y, x(tEnd));

  /** The step series' lowest and highest y (px) within pixel column c, the value held into it included. */
  function expected(c: number): [number, number] | null {
    let lo = Infinity;
    let hi = -Infinity;
    let held: number | null = null;
    for (let i = 0; i < n; i++) {
      const col = Math.floor(x(t[i]));
      if (col < c) held = y(v[i]);
      else if (col === c) {
        lo = Math.min(lo, y(v[i]));
        hi = Math.max(hi, y(v[i]));
      } else break;
    }
    if (held !== null) {
      lo = Math.min(lo, held);
      hi = Math.max(hi, held);
    }
    return Number.isFinite(lo) ? [lo, hi] : null;
  }

  it('every column from the first row to the end is covered from its lowest to its highest value, widened by half the line', () => {
    const first = Math.floor(x(t[0]));
    let checked = 0;
    for (let c = first; c < Math.floor(x(tEnd)); c += 3) {
      const e = expected(c)!;
      const covering = rects.filter(([a, , w]) => a <= c + 0.5 && a + w >= c + 0.5);
      expect(covering.length, `column ${c}`).toBeGreaterThan(0);
      const top = Math.min(...covering.map(([, b]) => b));
      const bottom = Math.max(...covering.map(([, b, , h]) => b + h));
      expect(top).toBeCloseTo(e[0] - lw / 2, 6);
      expect(bottom).toBeCloseTo(e[1] + lw / 2, 6);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('uses about one rectangle per column, not one per row', () => {
    expect(rects.length).toBeLessThan(700);
    expect(rects.length).toBeGreaterThan(400);
  });
});
