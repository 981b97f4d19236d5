/**
 * Agreement with ns-3 run R7: CoDel, PIE, FQ-CoDel and a 1000-packet FIFO on the S2 dumbbell
 * (N = 5), window [10, 60) s. PIE's drops are random: our three seeds are averaged and compared
 * with the mean of ns-3's three runs.
 */
import { describe, expect, it } from 'vitest';
import { ns3R7, type R7Queue } from '../../src/sim-core/scenario/aqm-presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { FqCoDelQueue } from '../../src/sim-core/queues/fq-codel/fq-codel-queue';
import { readCsv } from '../helpers/csv';

const runs = readCsv(new URL('../fixtures/ns3-modern/r7_runs.csv', import.meta.url).pathname);
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

interface Figures {
  utilization: number;
  meanQueue: number;
  meanSojournMs: number;
  dropRate: number;
  jain: number;
  limitDrops: number;
}

function reference(queue: R7Queue): Figures & { seeds: number[] } {
  const rows = runs.filter((r) => r.queue === queue);
  const col = (c: string) => mean(rows.map((r) => Number(r[c])));
  return {
    seeds: rows.map((r) => Number(r.rng_run)),
    utilization: col('utilization'),
    meanQueue: col('avg_qdisc_packets'),
    meanSojournMs: col('mean_sojourn_ms'),
    dropRate: col('drop_rate'),
    jain: col('jain_index'),
    limitDrops: col('drops_limit'),
  };
}

function ours(queue: R7Queue, seeds: number[]): Figures {
  const rs = seeds.map((seed) => {
    const sc = ns3R7(queue, seed);
    sc.record = { series: false };
    return runScenario(sc);
  });
  const b = rs.map((r) => r.links[r.aggregate.bottleneck].summary);
  return {
    utilization: mean(b.map((s) => s.utilization)),
    meanQueue: mean(b.map((s) => s.meanQueuePackets)),
    meanSojournMs: mean(b.map((s) => s.queueDelay.mean * 1e3)),
    dropRate: mean(b.map((s) => s.dropRate)),
    jain: mean(rs.map((r) => r.aggregate.jainGoodput)),
    limitDrops: mean(b.map((s) => s.drops.overflow)),
  };
}

describe('ns-3 R7 (S2 dumbbell, N = 5): utilization ±2 points, mean queue and mean sojourn ±15 %, drop rate ±25 %, Jain ±0.05, limit drops as in ns-3', () => {
  for (const queue of ['fifo', 'codel', 'pie', 'fqcodel'] as const) {
    it(queue, () => {
      const ref = reference(queue);
      const got = ours(queue, ref.seeds);
      expect(Math.abs(got.utilization - ref.utilization) * 100).toBeLessThanOrEqual(2);
      expect(Math.abs(got.meanQueue / ref.meanQueue - 1)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(got.meanSojournMs / ref.meanSojournMs - 1)).toBeLessThanOrEqual(0.15);
      // FIFO: ns-3 drops nothing in the window, so ±25 % of 0 means none.
      expect(Math.abs(got.dropRate - ref.dropRate)).toBeLessThanOrEqual(0.25 * ref.dropRate);
      expect(Math.abs(got.jain - ref.jain)).toBeLessThanOrEqual(0.05);
      expect(got.limitDrops).toBe(ref.limitDrops);
    });
  }
});

describe('ns-3 R7 FQ-CoDel flow queues', () => {
  it('creates as many flow queues as ns-3 (5: one per TCP flow, no hash collision)', () => {
    const v = validateScenario({ ...ns3R7('fqcodel'), duration: 2, measure: { from: 0 }, record: { series: false } });
    if (!v.ok) throw new Error(v.errors.join('; '));
    const sim = new Simulation(v.scenario);
    sim.runToEnd();
    const q = sim.topo.net.links.map((l) => l.qdisc).find((d) => d instanceof FqCoDelQueue) as FqCoDelQueue;
    expect(q.flowQueuesCreated).toBe(Number(runs.find((r) => r.queue === 'fqcodel')!.fq_flow_queues));
  });
});
