/** Print our figures beside the ns-3 reference runs (fixtures in tests/fixtures/ns3). */
import { readFileSync } from 'node:fs';
import { ns3R7, type R7Queue } from '../src/sim-core/scenario/aqm-presets';
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
if (!only || only === 'r7') {
  // R7: modern AQMs on S2, N = 5. Per discipline, our runs (same seeds) averaged beside ns-3's mean.
  const r7 = csv(new URL('../tests/fixtures/ns3-modern/r7_runs.csv', import.meta.url).pathname);
  const avg = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  console.log('| discipline | utilization | mean queue (pkts) | mean sojourn (ms) | p50 / p95 / p99 sojourn (ms) | drop rate (%) | Jain |');
  console.log('|---|---|---|---|---|---|---|');
  for (const queue of ['fifo', 'codel', 'pie', 'fqcodel'] as R7Queue[]) {
    const rows = r7.filter((r) => r.queue === queue);
    const ref = (c: string) => avg(rows.map((r) => Number(r[c])));
    const rs = rows.map((row) => runScenario({ ...ns3R7(queue, Number(row.rng_run)), record: { series: false } }));
    const b = rs.map((r) => r.links[r.aggregate.bottleneck].summary);
    const our = (f: (s: (typeof b)[number]) => number) => avg(b.map(f));
    const pct = (x: number, y: number) => `${x >= y ? '+' : ''}${((x / y - 1) * 100).toFixed(1)} %`;
    const pair = (x: number, y: number, d: number, rel = true) => `${x.toFixed(d)} / ${y.toFixed(d)}${rel && y !== 0 ? ` (${pct(x, y)})` : ''}`;
    const ms = (x: number) => x * 1e3;
    console.log(
      `| ${queue}${rows.length > 1 ? ` (${rows.length} runs)` : ''} | ${pair(our((s) => s.utilization * 100), ref('utilization') * 100, 2, false)} | ${pair(our((s) => s.meanQueuePackets), ref('avg_qdisc_packets'), 2)} | ${pair(our((s) => ms(s.queueDelay.mean)), ref('mean_sojourn_ms'), 2)} | ${[our((s) => ms(s.queueDelay.p50)), our((s) => ms(s.queueDelay.p95)), our((s) => ms(s.queueDelay.p99))].map((x) => x.toFixed(1)).join(' / ')} vs ${['p50', 'p95', 'p99'].map((p) => ref(`${p}_sojourn_ms`).toFixed(1)).join(' / ')} | ${pair(our((s) => s.dropRate * 100), ref('drop_rate') * 100, 3)} | ${pair(avg(rs.map((r) => r.aggregate.jainGoodput)), ref('jain_index'), 3, false)} |`,
    );
  }
}
