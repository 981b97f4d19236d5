import { runScenario } from '../../src/sim-core/scenario/run';
import type { SimResult } from '../../src/sim-core/scenario/result';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { SEED002_PACKET, SEED002_TCP } from '../../src/sim-core/scenario/seed002-presets';

export const run = (sc: ScenarioInput): SimResult => runScenario(sc);

/** The R1 → R2 queue, where the thesis counts arrivals and drops. */
export function routerQueue(r: SimResult) {
  return r.links.find((l) => l.from === 'R1' && l.to === 'R2')!;
}

export function queueDrops(r: SimResult): number {
  const d = routerQueue(r).summary.dropsWholeRun;
  return d.overflow + d.forced + d.early;
}

/** Per-flow throughput in kbit/s of 1000-byte packets, as the thesis counts it. */
export function kbps(r: SimResult, i: number): number {
  return (r.flows[i].summary.goodputBps * SEED002_PACKET) / SEED002_TCP.mss / 1000;
}

export function totalKbps(r: SimResult): number {
  return r.flows.reduce((a, _f, i) => a + kbps(r, i), 0);
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

/** Time-average of the R1 → R2 queue (packets) over [from, to). */
export function meanQueue(r: SimResult, from: number, to: number): number {
  const q = routerQueue(r).series!.queue;
  let area = 0;
  for (let i = 0; i < q.t.length; i++) {
    const a = Math.max(q.t[i], from);
    const b = Math.min(i + 1 < q.t.length ? q.t[i + 1] : to, to);
    if (b > a) area += q.packets[i] * (b - a);
  }
  return area / (to - from);
}
