/**
 * Bloat-0510 confusion 3: three queue-delay figures for one run — the headline's flow 5 one-way
 * delay, the delay plot's "median 298.0 ms (queueing delay, 50th percentile)" and A/B's "A's queue
 * added 320.3 ms to each round trip (mean)" — and the last two did not say whose packets or which
 * window. Each now says both, in the metric catalogue's words.
 */
import { describe, expect, it } from 'vitest';
import { delayMedianItems } from '../../src/app/plots/legend-model';
import { whereTheBusyTimeWent } from '../../src/app/compare/compare-rows';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { headlineRefs, resolveHeadlines, withSystemGoodput } from '../../src/headlines/headlines';

/** The bufferbloat lesson's last step as the trial edited it: 2 Mbit/s, 1000 packets. */
function at2Mbit(preset: string) {
  const s = structuredClone(presetScenario(preset)!);
  if (s.topology.kind !== 'dumbbell') throw new Error(s.topology.kind);
  s.topology.bottleneck.rate = 2e6;
  (s.topology.bottleneck.queue as { limit: number }).limit = 1000;
  return s;
}
const scenario = at2Mbit('voice-fifo');
const fifo = new Simulation(scenario).runToEnd();
const codel = new Simulation(at2Mbit('voice-codel')).runToEnd();

describe('the queue-delay figures name their packets and window (bloat-0510 confusion 3)', () => {
  it('the delay plot\'s median: all flows\' packets that left the queue, the measurement window', () => {
    const [item] = delayMedianItems({ done: true, now: fifo.endTime, summary: fifo, scenario } as never, { shortLegends: false } as never);
    expect(item.label).toMatch(/^median \d+\.\d ms \(queueing delay, 50th percentile, every packet that left the queue, all flows, in the measurement window\)$/);
  });

  it('A/B\'s "queue added … to each round trip": the mean of every packet that left the queue, all flows, in the measurement window', () => {
    const hs = resolveHeadlines(scenario, withSystemGoodput(headlineRefs(scenario, 'voice-fifo')));
    const line = whereTheBusyTimeWent(summaryRows(hs, fifo, codel).rows);
    expect(line).toMatch(/A's queue added \d+\.\d ms to each round trip \(mean of every packet that left the queue, all flows, in the measurement window\)/);
  });
});
