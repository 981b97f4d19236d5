/**
 * Seed 002's tables 3.1 and 4.1–4.4, our numbers: per-flow throughput (kbit/s of 1000-byte IP
 * packets, as the thesis counts), Vegas/Reno ratio, Jain, drops and arrivals at the bottleneck
 * router, utilization. `npx tsx scripts/seed002-tables.ts [a|b|c|d|e] [--seeds N]` averages
 * the ratio over seeds 1..N (default 1) and prints each seed's ratio too.
 */
import { SEED002_PACKET, SEED002_TCP, seed002ExpA, seed002ExpBC, seed002ExpD, seed002ExpE } from '../src/sim-core/scenario/seed002-presets';
import { runScenario } from '../src/sim-core/scenario/run';
import type { ScenarioInput } from '../src/sim-core/scenario/schema';
import type { SimResult } from '../src/sim-core/scenario/result';

const args = process.argv.slice(2);
const only = args.find((a) => /^[a-e]$/.test(a));
const seedsArg = args.indexOf('--seeds');
const nSeeds = seedsArg >= 0 ? Number(args[seedsArg + 1]) : 1;

/** IP-level kbit/s: goodput counts payload, the thesis counts 1000-byte packets. */
const ipScale = SEED002_PACKET / SEED002_TCP.mss;

/** The link whose arrivals and drops the thesis reports (R1 → R2 in every topology). */
function routerLink(r: SimResult) {
  return r.links.find((l) => l.from === 'R1' && l.to === 'R2')!;
}

function column(label: string, build: (seed: number) => ScenarioInput): string[] {
  const ratios: number[] = [];
  let first: SimResult | null = null;
  for (let seed = 1; seed <= nSeeds; seed++) {
    const r = runScenario(build(seed));
    first ??= r;
    ratios.push(r.aggregate.vegasRenoRatio);
  }
  const r = first!;
  const l = routerLink(r);
  const flows = r.flows.map((f) => `${f.name} ${((f.summary.goodputBps * ipScale) / 1000).toFixed(0)}`);
  const total = r.flows.reduce((a, f) => a + f.summary.goodputBps * ipScale, 0) / 1000;
  const drops = l.summary.drops;
  const meanRatio = ratios.filter(Number.isFinite).reduce((a, x) => a + x, 0) / Math.max(1, ratios.filter(Number.isFinite).length);
  return [
    `${label}`,
    `  arrivals ${l.summary.arrivals}, drops ${drops.overflow + drops.forced + drops.early} (overflow ${drops.overflow}, forced ${drops.forced}, early ${drops.early}), mean queue ${l.summary.meanQueuePackets.toFixed(1)}`,
    `  ${flows.join(', ')}`,
    `  total ${total.toFixed(0)} kbit/s, utilization ${l.summary.utilization.toFixed(4)}, Jain ${r.aggregate.jainGoodput.toFixed(3)}, Vegas/Reno ${r.aggregate.vegasRenoRatio.toFixed(4)}` +
      (nSeeds > 1 ? `; over ${nSeeds} seeds mean ${meanRatio.toFixed(3)} [${ratios.map((x) => x.toFixed(2)).join(' ')}]` : ''),
  ];
}

const out: string[] = [];
if (!only || only === 'a') {
  out.push('Table 3.1 (Exp A): 2 flows, 1.5 Mbit/s, buffer 20, RED 4/6');
  for (const q of ['droptail', 'red'] as const) for (const m of ['vv', 'vr', 'rr'] as const) out.push(...column(`${q} ${m}`, (s) => seed002ExpA(m, q, s)));
}
if (!only || only === 'b') {
  out.push('Table 4.1 (Exp B): 5 flows, 1.5 Mbit/s, buffer 100, RED 15/20');
  for (const q of ['droptail', 'red'] as const) for (const m of ['5v', '4v1r', '1v4r']) out.push(...column(`${q} ${m}`, (s) => seed002ExpBC(m, q, s)));
}
if (!only || only === 'c') {
  out.push('Table 4.2 (Exp C): 10 flows, 2 Mbit/s, buffer 100, RED 30/40');
  for (const q of ['droptail', 'red'] as const) for (const m of ['9v1r', '5v5r', '1v9r']) out.push(...column(`${q} ${m}`, (s) => seed002ExpBC(m, q, s)));
}
if (!only || only === 'd') {
  out.push('Table 4.3 (Exp D): 8V2R, inaccurate n, 70–100 s');
  out.push(...column('droptail', (s) => seed002ExpD('droptail', 0, s)));
  for (const e of [0.2, 0.1, 0, -0.1, -0.2]) out.push(...column(`RED n ${e >= 0 ? '+' : ''}${e * 100} %`, (s) => seed002ExpD('red', e, s)));
}
if (!only || only === 'e') {
  out.push('Table 4.4 (Exp E): gradual deployment, 100–200 s');
  for (const d of ['droptail', 'r1', 'r3', 'all'] as const) out.push(...column(d, (s) => seed002ExpE(d, s)));
}
console.log(out.join('\n'));
