/**
 * The bufferbloat and voice presets show what their descriptions say: a 1000-packet FIFO holds
 * hundreds of milliseconds of queue, CoDel and FQ-CoDel hold it near 5 ms and PIE near 15 ms;
 * FQ-CoDel serves a small voice flow almost without queueing and without loss.
 */
import { describe, expect, it } from 'vitest';
import { bufferbloat, voiceBesideBulk, type BloatQueue } from '../../src/sim-core/scenario/bufferbloat-presets';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';

const run = (sc: ScenarioInput) => runScenario({ ...sc, record: { series: false } } as ScenarioInput);
const bottleneckDelay = (sc: ScenarioInput) => {
  const r = run(sc);
  return r.links[r.aggregate.bottleneck].summary.queueDelay;
};

describe('bufferbloat presets', () => {
  it('are in the preset list under plain names', () => {
    for (const q of ['fifo', 'codel', 'pie', 'fq-codel']) {
      expect(findPreset(`bufferbloat-${q}`)).toBeDefined();
      expect(findPreset(`voice-${q}`)).toBeDefined();
    }
  });

  const bands: [BloatQueue, number, number][] = [
    ['fifo', 0.2, 2],
    ['codel', 0.0025, 0.01],
    ['pie', 0.01, 0.025],
    ['fq-codel', 0.0025, 0.01],
  ];
  for (const [q, lo, hi] of bands)
    it(`${q}: mean queueing delay between ${lo * 1e3} and ${hi * 1e3} ms`, () => {
      const d = bottleneckDelay(bufferbloat(q));
      expect(d.mean).toBeGreaterThan(lo);
      expect(d.mean).toBeLessThan(hi);
    });
});

describe('voice beside bulk flows', () => {
  const voice = (q: BloatQueue) => run(voiceBesideBulk(q)).flows.find((f) => f.kind === 'cbr')!.summary;
  // Propagation alone: 5 + 20 + 5 ms, plus three transmissions of a 200-byte packet.
  const PATH = 0.03;

  it('FIFO: the voice packets wait hundreds of milliseconds', () => {
    expect(voice('fifo').oneWayDelay.mean - PATH).toBeGreaterThan(0.2);
  });

  it('FQ-CoDel: voice queueing under 2 ms on average, below CoDel’s shared queue, and no voice packet lost', () => {
    const fq = voice('fq-codel');
    const codel = voice('codel');
    expect(fq.oneWayDelay.mean - PATH).toBeLessThan(0.002);
    expect(fq.oneWayDelay.mean).toBeLessThan(codel.oneWayDelay.mean);
    expect(fq.packetsReceived).toBe(fq.packetsSent);
  });
});

describe('bufferbloat presets are comparable', () => {
  it('every one has the same 1000-packet buffer, and no queue marks ECN (the flows are not ECN-capable)', () => {
    for (const q of ['fifo', 'codel', 'pie', 'fq-codel'] as const)
      for (const sc of [bufferbloat(q), voiceBesideBulk(q)]) {
        const queue = (sc.topology as { bottleneck: { queue: { limit: number; ecn?: boolean } } }).bottleneck.queue;
        expect(queue.limit, `${q}: ${sc.name}`).toBe(1000);
        expect(queue.ecn ?? false, `${q}: ${sc.name}`).toBe(false);
      }
  });
});
