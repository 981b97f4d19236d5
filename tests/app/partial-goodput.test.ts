/**
 * Lecturer trial 9, finding 1: while the lossy Wi-Fi demo computed, its goodput read above the
 * link's rate. The last time bin of a streaming run was taken as a rate over the sliver of it
 * simulated so far (0.01 s of a 2 s bin: the few packets a repaired hole releases at once read as
 * megabits per second). A partial run's figures now cover only the simulated time they span in
 * full: each flow's goodput, per bin and over its active time, and the flows' sum per bin stay at
 * or under the bottleneck's rate at every batch.
 */
import { describe, expect, it } from 'vitest';
import { plotBins } from '../../src/app/plots/throughput';
import { RunData } from '../../src/app/results/run-data';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { rebin } from '../../src/sim-core/metric-catalogue/series-metrics';
import { StreamingRun } from '../../src/worker/streaming-run';

describe("a partial run's goodput never exceeds the bottleneck's rate", () => {
  it('wifi-red, batch by batch: every flow’s goodput per bin and over its active time, and the flows’ sum per bin, are at most the link rate', () => {
    const sc = presetScenario('wifi-red')!;
    sc.duration = 40;
    let clock = 0;
    const run = new StreamingRun(1, sc, () => (clock += 1));
    const data = new RunData(1, sc);
    let batches = 0;
    let worst = 0;
    let unfinishedBins = 0;
    while (!run.finished) {
      data.append(run.step(2, 700));
      if (data.done) break;
      batches++;
      const s = data.summary!;
      const rate = s.links[s.aggregate.bottleneck].rateBps;
      const bins = plotBins(data.seriesSource!, data.flows.length, data.timeEnd, undefined, true)!;
      // Only bins the run has passed the end of are shown while it streams.
      for (const g of bins.goodput!) unfinishedBins += (g?.length ?? 0) * bins.width > data.now + 1e-9 ? 1 : 0;
      const sum = new Float64Array(Math.ceil(sc.duration / bins.width) + 1);
      for (const g of bins.goodput!) g?.forEach((v, k) => (sum[k] += v));
      for (const f of s.flows) if (Number.isFinite(f.summary.activeGoodputBps)) worst = Math.max(worst, f.summary.activeGoodputBps / rate);
      worst = Math.max(worst, ...Array.from(sum, (v) => v / rate));
    }
    expect(batches).toBeGreaterThan(20);
    expect(worst).toBeGreaterThan(0.5);
    expect(worst).toBeLessThanOrEqual(1);
    expect(unfinishedBins).toBe(0);
  }, 120_000);

  it('rebin leaves a streaming run’s unfinished wide bin out, and keeps a finished run’s last bin cut at its end', () => {
    const s = { binWidth: 0.5, values: Float64Array.from([8e6, 8e6, 8e6, 8e6, 8e6]) };
    // 2.01 s simulated: bins [0, 1) and [1, 2) are whole; [2, 3) holds 0.01 s of a released burst.
    const burst = { binWidth: 0.5, values: Float64Array.from([8e6, 8e6, 8e6, 8e6, 400e6]) };
    expect(Array.from(rebin(burst, 2, 2.01, true).values)).toEqual([8e6, 8e6]);
    expect(Array.from(rebin(s, 2, 2.5).values)).toEqual([8e6, 8e6, 8e6]);
  });
});
