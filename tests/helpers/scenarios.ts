/** Small hand-written scenarios shared by the determinism and validation tests. */
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';

/** Three finite flows and one CBR burst through a 2 Mbit/s RED bottleneck: many early drops. */
export function smallRedDumbbell(seed = 1): ScenarioInput {
  return {
    version: 1,
    name: 'determinism: small RED dumbbell',
    seed,
    duration: 20,
    stopAfterComplete: 0.5,
    topology: {
      kind: 'dumbbell',
      bottleneck: {
        rate: '2Mbit',
        delay: '10ms',
        queue: { type: 'red', limit: 30, unit: 'packets', minTh: 3, maxTh: 12, maxP: 0.2, wq: 0.02, gentle: true },
      },
      access: { rate: '100Mbit', delay: '2ms' },
    },
    flows: [
      { kind: 'tcp', start: 0, bytes: 300_000, variant: 'newreno' },
      { kind: 'tcp', start: 0.05, bytes: 250_000, variant: 'sack' },
      { kind: 'tcp', start: 0.5, bytes: 120_000, variant: 'reno' },
      { kind: 'cbr', start: 1, rate: '300kbit', packetSize: 500, duration: 2 },
    ],
  };
}

/** The same network with tail drop (no randomness anywhere). */
export function smallTailDropDumbbell(seed = 1): ScenarioInput {
  const s = smallRedDumbbell(seed);
  const t = s.topology;
  if (t.kind !== 'dumbbell') throw new Error('unreachable');
  return { ...s, name: 'determinism: small tail-drop dumbbell', topology: { ...t, bottleneck: { ...t.bottleneck, queue: { type: 'droptail', limit: 12, unit: 'packets' } } } };
}
