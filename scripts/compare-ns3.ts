/** Print our figures beside the ns-3 reference runs (fixtures in tests/fixtures/ns3). */
import { readFileSync } from 'node:fs';
import { ns3S1, ns3S2 } from '../src/sim-core/scenario/presets';
import { runScenario } from '../src/sim-core/scenario/run';

function csv(path: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}
const dir = new URL('../tests/fixtures/ns3/', import.meta.url).pathname;
const s1 = csv(dir + 's1_flows.csv');
const s2 = csv(dir + 's2_runs.csv');
const only = process.argv[2];

if (!only || only === 's1') {
  for (const queue of ['droptail', 'red_nowait'] as const) {
    for (const d of [0, 2, 5]) {
      const seeds = queue === 'droptail' ? [1] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
      const ours = [0, 0, 0];
      const oursRetx = [0, 0, 0];
      for (const seed of seeds) {
        const r = runScenario(ns3S1(queue, d, seed));
        r.flows.forEach((f, i) => {
          ours[i] += f.summary.dataTransmitTime + f.summary.handshakeTime;
          oursRetx[i] += f.summary.retransmittedPackets;
        });
      }
      const ref = [1, 2, 3].map((fl) => {
        const rows = s1.filter((r) => r.queue === queue && Number(r.d_s) === d && Number(r.flow) === fl);
        return rows.reduce((a, r) => a + Number(r.fct_ack_s), 0) / rows.length;
      });
      const refRetx = [1, 2, 3].map((fl) => {
        const rows = s1.filter((r) => r.queue === queue && Number(r.d_s) === d && Number(r.flow) === fl);
        return rows.reduce((a, r) => a + Number(r.retransmitted_segments), 0) / rows.length;
      });
      const line = [0, 1, 2]
        .map((i) => `f${i + 1} ${(ours[i] / seeds.length).toFixed(2)}/${ref[i].toFixed(2)} (${(((ours[i] / seeds.length) / ref[i] - 1) * 100).toFixed(1)}%) rx ${(oursRetx[i] / seeds.length).toFixed(1)}/${refRetx[i].toFixed(1)}`)
        .join('  ');
      console.log(`S1 ${queue.padEnd(10)} d=${d}: ${line}`);
    }
  }
}
if (!only || only === 's2') {
  for (const row of s2) {
    const n = Number(row.n_flows);
    const queue = row.queue as 'droptail' | 'red';
    const r = runScenario(ns3S2(n, queue));
    const b = r.links[r.aggregate.bottleneck].summary;
    console.log(
      `S2 ${queue.padEnd(8)} N=${String(n).padEnd(2)} util ${(b.utilization * 100).toFixed(2)}/${(Number(row.utilization) * 100).toFixed(2)}  q ${b.meanQueuePackets.toFixed(2)}/${Number(row.avg_qdisc_packets).toFixed(2)}  drop ${(b.dropRate * 100).toFixed(3)}/${(Number(row.drop_rate) * 100).toFixed(3)}%  jain ${r.aggregate.jainGoodput.toFixed(3)}/${Number(row.jain_index).toFixed(3)}  avg ${b.gauges.avg?.meanAtArrivals.toFixed(2)}/${Number(row.avg_red_avg_packets_at_arrivals).toFixed(2)} drops e/f/o ${b.drops.early}/${b.drops.forced}/${b.drops.overflow} vs ${row.drops_early}/${row.drops_forced}/${row.drops_overflow} tx ${r.links[r.aggregate.bottleneck].summary.txPackets}/${row.bottleneck_tx_packets_total}`,
    );
  }
}
