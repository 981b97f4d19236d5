/** Agreement with ns-3 scenario S2: the 10 Mbit/s dumbbell, window [10, 60) s. */
import { describe, expect, it } from 'vitest';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { NS3_FIXTURES, readCsv } from '../helpers/csv';

const runs = readCsv(NS3_FIXTURES + 's2_runs.csv');

describe('ns-3 S2 dumbbell: utilization ±2 points, mean queue ±15 %, drop rate ±25 %, Jain ±0.05', () => {
  for (const row of runs) {
    const n = Number(row.n_flows);
    const queue = row.queue as 'droptail' | 'red';
    it(`${queue}, N = ${n}`, () => {
      const r = runScenario(ns3S2(n, queue));
      const b = r.links[r.aggregate.bottleneck].summary;
      expect(Math.abs(b.utilization - Number(row.utilization)) * 100).toBeLessThanOrEqual(2);
      expect(Math.abs(b.meanQueuePackets / Number(row.avg_qdisc_packets) - 1)).toBeLessThanOrEqual(0.15);
      expect(Math.abs(b.dropRate / Number(row.drop_rate) - 1)).toBeLessThanOrEqual(0.25);
      expect(Math.abs(r.aggregate.jainGoodput - Number(row.jain_index))).toBeLessThanOrEqual(0.05);
      if (queue === 'red') {
        expect(b.drops.forced).toBe(Number(row.drops_forced));
        expect(Math.abs(b.gauges.avg.meanAtArrivals / Number(row.avg_red_avg_packets_at_arrivals) - 1)).toBeLessThanOrEqual(0.15);
      }
    });
  }
});
