import { SEED001_TCP } from '../scenario/seed001-presets';
import { runToEnd } from '../scenario/run';
import { parseScenario } from '../scenario/validate';
import { baselineQueue } from '../queues/registry';

/** A buffer no load here can fill: nothing queues long, nothing drops. */
const BIG = baselineQueue(100000, 'packets');

/**
 * Seed 001's offered-load measurement: web traffic at a connection rate on an uncongested
 * 100 Mbit/s dumbbell (nothing queues, nothing drops), after a 20 s warm-up. Returns the load of
 * each bottleneck direction as a fraction of 10 Mbit/s, and the drops (which must be none).
 */
export function measureUncongestedLoad(connectionsPerSecond: number, seconds: number, seed: number): { perDirection: number[]; drops: number } {
  const sc = parseScenario({
    version: 1,
    seed,
    duration: 20 + seconds,
    measure: { from: 20 },
    tcp: SEED001_TCP,
    topology: { kind: 'dumbbell', bottleneck: { rate: 100e6, delay: 0, queue: BIG, reverseQueue: BIG }, access: { rate: 1e9, delay: 0, queue: BIG } },
    flows: [{ kind: 'web', rate: connectionsPerSecond, variant: 'reno' }],
    record: { series: false },
    maxEvents: 200_000_000,
  });
  const r = runToEnd(sc);
  const bottleneck = r.links.filter((l) => (l.from === 'R1' && l.to === 'R2') || (l.from === 'R2' && l.to === 'R1'));
  return { perDirection: bottleneck.map((l) => l.summary.throughputBps / 10e6), drops: r.links.reduce((s, l) => s + l.summary.dropRate, 0) };
}
