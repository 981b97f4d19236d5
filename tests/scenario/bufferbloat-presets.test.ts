/**
 * The bufferbloat and voice presets show what their descriptions say: a 1000-packet FIFO holds
 * hundreds of milliseconds of queue, CoDel and FQ-CoDel hold it near 5 ms and PIE near 15 ms;
 * FQ-CoDel serves a small voice flow almost without queueing and without loss.
 */
import { describe, expect, it } from 'vitest';
import { bufferbloat, videoBesideBulk, voiceBesideBulk, type BloatQueue } from '../../src/sim-core/scenario/bufferbloat-presets';
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
      expect(findPreset(`video-${q}`)).toBeDefined();
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

describe('a video call beside bulk flows (bufferbloat trial 05:10: "bufferbloat video call" found only voice)', () => {
  const video = (q: BloatQueue) => run(videoBesideBulk(q)).flows.find((f) => f.kind === 'cbr')!;
  // Propagation 30 ms plus three transmissions of a 1200-byte packet (100, 10 and 100 Mbit/s).
  const PATH = 0.03 + 3 * 1200 * 8 / 100e6 + 1200 * 8 / 10e6 - 2 * 1200 * 8 / 100e6;

  it('is flow 5, named "video", at 1.5 Mbit/s for the whole window (it does not stop before the run ends)', () => {
    const sc = videoBesideBulk('fifo');
    const f = sc.flows[4] as { kind: string; name?: string; rate: number; start: number; duration: number };
    expect([f.kind, f.name, f.rate]).toEqual(['cbr', 'video', 1.5e6]);
    expect(f.start + f.duration).toBe(sc.duration);
  });
  it('FIFO: its packets wait hundreds of milliseconds; CoDel and FQ-CoDel: under 10 ms on average', () => {
    expect(video('fifo').summary.oneWayDelay.mean - PATH).toBeGreaterThan(0.2);
    for (const q of ['codel', 'fq-codel'] as const) expect(video(q).summary.oneWayDelay.mean - PATH, q).toBeLessThan(0.01);
  });
  it('FQ-CoDel: below its fair share, the video loses no packet at the queue; CoDel\'s shared queue drops some of it', () => {
    expect(video('fq-codel').summary.queueDrops).toBe(0);
    expect(video('codel').summary.queueDrops).toBeGreaterThan(0);
  });
});

describe('bufferbloat presets are comparable', () => {
  it('every one has the same 1000-packet buffer, and no queue marks ECN (the flows are not ECN-capable)', () => {
    for (const q of ['fifo', 'codel', 'pie', 'fq-codel'] as const)
      for (const sc of [bufferbloat(q), voiceBesideBulk(q), videoBesideBulk(q)]) {
        const queue = (sc.topology as { bottleneck: { queue: { limit: number; ecn?: boolean } } }).bottleneck.queue;
        expect(queue.limit, `${q}: ${sc.name}`).toBe(1000);
        expect(queue.ecn ?? false, `${q}: ${sc.name}`).toBe(false);
      }
  });
});
