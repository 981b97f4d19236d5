/**
 * `npm run bench`: the reference dumbbell of shared/reference/ns3 (S2: 10 Mbit/s, 20 ms,
 * 100-packet buffer, long NewReno/SACK flows, 60 simulated seconds) for N = 10 and 50, tail drop
 * and RED. Reports events/s, bottleneck packets per wall-second and simulated seconds per
 * wall-second, and the ratio to ns-3 (optimized build: ≈27 000 bottleneck packets per wall-second
 * for N = 10 tail drop on a 2-core machine). Then one CUBIC and one BBR flow on the same
 * dumbbell as ns-3's R8 runs (ns-3: 2.23 s of wall clock each). Writes bench/results/bench.json.
 * Not a test.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { ns3R8, ns3S2 } from '../src/sim-core/scenario/presets';
import { Simulation } from '../src/sim-core/scenario/simulation';
import { parseScenario } from '../src/sim-core/scenario/validate';

const NS3_PKTS_PER_WALL_S = 27_000;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);

interface Row {
  n: number;
  /** Bottleneck queue (S2), or the congestion control of the single R8 flow. */
  queue: string;
  series: boolean;
  wallS: number;
  events: number;
  bottleneckPackets: number;
  eventsPerS: number;
  packetsPerWallS: number;
  simSecondsPerWallS: number;
  ratioToNs3: number;
}

function once(n: number, queue: 'droptail' | 'red' | 'cubic' | 'bbr', series: boolean): Row {
  const input = (queue === 'cubic' || queue === 'bbr' ? ns3R8(queue) : ns3S2(n, queue)) as Record<string, unknown>;
  const sc = parseScenario({ ...input, record: { series } });
  const t0 = performance.now();
  const sim = new Simulation(sc);
  const r = sim.runToEnd();
  const wallS = (performance.now() - t0) / 1000;
  const pkts = r.links[r.aggregate.bottleneck].summary.txPackets;
  return {
    n,
    queue,
    series,
    wallS,
    events: r.events,
    bottleneckPackets: pkts,
    eventsPerS: r.events / wallS,
    packetsPerWallS: pkts / wallS,
    simSecondsPerWallS: r.endTime / wallS,
    ratioToNs3: pkts / wallS / NS3_PKTS_PER_WALL_S,
  };
}

const rows: Row[] = [];
// Warm up the JIT on every code path the measured runs take.
for (const q of ['droptail', 'red'] as const) for (const series of [true, false]) once(10, q, series);
const CASES = [
  [10, 'droptail'],
  [10, 'red'],
  [50, 'droptail'],
  [50, 'red'],
  [1, 'cubic'],
  [1, 'bbr'],
] as const;
for (const [n, queue] of CASES) {
  {
    for (const series of [true, false]) {
      const runs = Array.from({ length: REPEATS }, () => once(n, queue, series)).sort((a, b) => a.wallS - b.wallS);
      const best = runs[Math.floor(runs.length / 2)]; // median
      rows.push(best);
      console.log(
        `N=${String(n).padEnd(3)} ${queue.padEnd(8)} series ${series ? 'on ' : 'off'}  wall ${best.wallS.toFixed(3)} s  ${(best.eventsPerS / 1e6).toFixed(2)} M events/s  ${Math.round(best.packetsPerWallS).toLocaleString('en')} bottleneck pkts/s  ${best.simSecondsPerWallS.toFixed(1)} sim-s/wall-s  ×${best.ratioToNs3.toFixed(1)} ns-3`,
      );
    }
  }
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL('./results/bench.json', import.meta.url);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model, repeats: REPEATS, ns3PacketsPerWallS: NS3_PKTS_PER_WALL_S, rows }, null, 2));
console.log(`wrote ${file.pathname}`);
