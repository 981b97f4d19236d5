/**
 * Issue 30, item 4: the throughput plot draws the metric catalogue's departure series as the
 * worker streams it (worker/protocol.ts DepartureChunk → RunData.departures), and what it draws
 * equals what the catalogue reads from the finished result, including a run that ends when its
 * flows are done and goes on long enough for its bins to be made wider mid-run.
 */
import { describe, expect, it } from 'vitest';
import { plotBins, runBins } from '../../src/app/plots/throughput';
import { RunData } from '../../src/app/results/run-data';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { resultSeriesSource } from '../../src/sim-core/metric-catalogue/series-metrics';
import { DepartureBins, OPEN_ENDED_SPAN } from '../../src/sim-core/metrics/departure-bins';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { StreamingRun } from '../../src/worker/streaming-run';

function streamed(sc: Scenario): RunData {
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(2, 300));
  return data;
}

/** seed 000 with its two big downloads made 2 MB: over 60 s at 143 kbit/s, so its bins are coarsened. */
function longOpenEnded(): Scenario {
  const sc = presetScenario('seed000-droptail')!;
  sc.flows.forEach((f) => f.kind === 'tcp' && f.bytes !== null && f.bytes > 100_000 && (f.bytes = 2_000_000));
  return sc;
}

describe('the throughput plot draws the departure series the worker streams', () => {
  it.each([
    ['dumbbell-droptail (runs its duration)', () => presetScenario('dumbbell-droptail')!, null],
    ['seed000-droptail (ends when its flows are done)', () => presetScenario('seed000-droptail')!, 0.1],
    ['seed000-droptail with 2 MB downloads (bins widened mid-run)', longOpenEnded, 1],
  ] as const)('%s: the streamed bins equal the finished result’s, and so do the plotted ones', (_name, make, width) => {
    const data = streamed(make());
    const whole = new Simulation(make()).runToEnd();
    const b = whole.aggregate.bottleneck;
    const want = whole.links[b].series!.departures;
    const got = data.departures.get(b)!;
    if (width !== null) expect(want.binWidth).toBe(width);
    expect(got.binWidth).toBe(want.binWidth);
    expect(got.flows.map((f) => Array.from(f))).toEqual(want.flows.map((f) => Array.from(f)));
    expect(Array.from(got.other)).toEqual(Array.from(want.other));
    const plotted = plotBins(data.seriesSource!, data.flows.length, data.timeEnd, undefined, true)!;
    expect(runBins(data)!.throughput).toEqual(plotted.throughput);
    const fromResult = plotBins(resultSeriesSource(whole), whole.flows.length, data.timeEnd, undefined, true)!;
    expect(plotted.width).toBe(fromResult.width);
    expect(plotted.throughput.map((s) => Array.from(s ?? []))).toEqual(fromResult.throughput.map((s) => Array.from(s ?? [])));
    expect(plotted.goodput!.map((s) => Array.from(s ?? []))).toEqual(fromResult.goodput!.map((s) => Array.from(s ?? [])));
    // About 40 plotted bins over the run, whatever its recorded width.
    const n = Math.ceil(whole.endTime / plotted.width);
    expect(n).toBeGreaterThanOrEqual(15);
    expect(n).toBeLessThanOrEqual(100);
  }, 60_000);

  it('a run that ends when its flows are done starts with bins for OPEN_ENDED_SPAN s and widens them tenfold when it goes on', () => {
    const bins = new DepartureBins(600, 1, OPEN_ENDED_SPAN);
    bins.add(0, 5.05, 100);
    expect(bins.result(10).binWidth).toBe(0.1);
    bins.add(0, 70.5, 200);
    const d = bins.result(80);
    expect(d.binWidth).toBe(1);
    expect([d.flows[0][5], d.flows[0][70]]).toEqual([100, 200]);
    expect(d.flows[0].reduce((a, x) => a + x, 0)).toBe(300);
  });
});
