/**
 * ECN through the delay-based AQMs on a whole run: with ECN-capable TCP, CoDel, FQ-CoDel and PIE
 * mark where they would drop, the senders back off on the echoes, and the queueing delay stays
 * near the target without AQM drops.
 */
import { describe, expect, it } from 'vitest';
import { bufferbloat, type BloatQueue } from '../../src/sim-core/scenario/bufferbloat-presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { QueueInput, ScenarioInput } from '../../src/sim-core/scenario/schema';

function withEcn(q: BloatQueue): ScenarioInput {
  const sc = bufferbloat(q);
  if (sc.topology.kind !== 'dumbbell') throw new Error('dumbbell expected');
  const queue = { ...(sc.topology.bottleneck.queue as object), ecn: true } as QueueInput;
  return { ...sc, duration: 20, tcp: { ecn: true }, record: { series: false }, topology: { ...sc.topology, bottleneck: { ...sc.topology.bottleneck, queue } } };
}

describe('ECN with CoDel, FQ-CoDel and PIE', () => {
  for (const [q, reason, hi] of [
    ['codel', 'targetExceeded', 0.01],
    ['fq-codel', 'targetExceeded', 0.01],
    ['pie', 'early', 0.03],
  ] as const) {
    it(`${q}: marks instead of AQM drops, senders reduce on the echoes, delay below ${hi * 1e3} ms`, () => {
      const r = runScenario(withEcn(q));
      const b = r.links[r.aggregate.bottleneck].summary;
      expect(b.drops.ecnMark).toBeGreaterThan(20);
      expect(b.drops[reason]).toBe(0);
      expect(r.flows.reduce((a, f) => a + f.summary.ecnReductions, 0)).toBeGreaterThan(10);
      expect(b.queueDelay.mean).toBeLessThan(hi);
    });
  }
});
