/**
 * Issue 30, item 6, for the results a preset's description states about its own run (its
 * settings are held to the scenario by the text lint, tests/lessons/text-lint.test.ts): each
 * claim quotes the description's words and checks them against the metric catalogue's figures of
 * the preset's run, so a description cannot say "none is dropped" over a run that drops. Figures
 * a description attributes to a paper ("Chang 2004 measured 0.81") are the paper's, not checked.
 */
import { describe, expect, it } from 'vitest';
import { readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import type { SimResult } from '../../src/sim-core/scenario/result';
import { runScenario } from '../../src/sim-core/scenario/run';

interface Claim {
  /** Words of the description the check stands for. */
  says: string;
  /** The figures, from the catalogue; true when the words hold for this run. */
  holds: (r: SimResult, m: (id: string, flow?: number) => number) => boolean;
}

const share = (m: (id: string, flow?: number) => number, flow: number, of: number[]) => m('flow.windowGoodput', flow) / of.reduce((a, i) => a + m('flow.windowGoodput', i), 0);

const CLAIMS: Record<string, Claim[]> = {
  'seed000-droptail': [{ says: 'Look at the clustered overflow drops', holds: (r) => r.links[r.aggregate.bottleneck].summary.dropsWholeRun.overflow > 0 }],
  'seed000-red': [{ says: 'Look at the spread-out early drops', holds: (r) => r.links[r.aggregate.bottleneck].summary.dropsWholeRun.early > 0 }],
  'dumbbell-droptail': [{ says: 'the queue filling to the limit, then overflowing, over and over', holds: (_r, m) => m('link.drops.overflow') >= 10 && m('link.maxQueue') >= 99 }],
  'dumbbell-red': [{ says: 'RED holding its average queue between the thresholds min_th (15) and max_th (45) with early drops', holds: (_r, m) => m('link.drops.early') > 0 && m('link.meanQueue') >= 10 && m('link.meanQueue') <= 45 }],
  'seed002-a-vv-droptail': [{ says: 'Vegas alone keeps only a few packets queued and loses nothing', holds: (_r, m) => m('link.queueDrops') === 0 && m('link.meanQueue') < 10 }],
  // Issue 37 item 1: "so Vegas keeps most of its share" sat beside the summary's "Reno gets more" (ratio 0.81).
  'seed002-a-vr-red': [
    { says: "Vegas gets about four fifths of Reno's goodput", holds: (_r, m) => m('run.vegasRenoRatio') > 0.75 && m('run.vegasRenoRatio') < 0.85 },
    { says: 'Reno still gets more', holds: (_r, m) => m('flow.windowGoodput', 1) > m('flow.windowGoodput', 0) },
  ],
  'seed002-b-5v-droptail': [{ says: 'Vegas alone keeps its windows small', holds: (_r, m) => m('link.queueDrops') === 0 && m('link.maxQueue') < 100 }],
  'seed002-b-5v-red': [{ says: 'Vegas alone stays below min_th (no drops)', holds: (_r, m) => m('link.queueDrops') === 0 }],
  'seed002-b-4v1r-droptail': [{ says: 'the Reno flow fills the buffer and takes most of the link', holds: (_r, m) => share(m, 4, [0, 1, 2, 3, 4]) > 0.5 }],
  'seed002-c-9v1r-droptail': [{ says: 'the Reno flow fills the buffer and takes most of the link', holds: (_r, m) => share(m, 9, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) > 0.5 }],
  'seed002-b-1v4r-droptail': [{ says: 'the Reno flows fill the buffer and the Vegas flow gets less than an equal share', holds: (_r, m) => share(m, 0, [0, 1, 2, 3, 4]) < 0.2 }],
  'seed002-c-5v5r-droptail': [{ says: 'the Reno flows fill the buffer and the Vegas flows get less than an equal share', holds: (_r, m) => [0, 1, 2, 3, 4].reduce((a, i) => a + share(m, i, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 0) < 0.5 }],
  'seed002-c-1v9r-droptail': [{ says: 'the Reno flows fill the buffer and the Vegas flow gets less than an equal share', holds: (_r, m) => share(m, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) < 0.1 }],
  'bufferbloat-fifo': [
    { says: 'fills all 1000 packets of the buffer, some packets waiting over a second', holds: (r, m) => r.links[r.aggregate.bottleneck].summary.dropsWholeRun.overflow > 0 && m('link.queueDelayP99') > 1 },
    { says: 'a standing 200–300 packets that grows slowly: packets wait hundreds of milliseconds', holds: (_r, m) => m('link.meanQueue') >= 200 && m('link.meanQueue') <= 300 && m('link.queueDelayMean') > 0.1 },
  ],
  'bufferbloat-codel': [{ says: 'the queueing delay settles near its 5 ms target', holds: (_r, m) => m('link.queueDelayMean') < 0.015 }],
  'bufferbloat-pie': [{ says: 'the queueing delay hovers around 15 ms', holds: (_r, m) => m('link.queueDelayMean') > 0.005 && m('link.queueDelayMean') < 0.03 }],
  'bufferbloat-fq-codel': [{ says: 'the flows share the link almost exactly equally', holds: (_r, m) => m('run.jainGoodput') > 0.99 }],
  'voice-fifo': [{ says: 'far beyond the 150 ms a conversation tolerates', holds: (_r, m) => m('flow.oneWayDelayMean', 4) > 0.15 }],
  'voice-codel': [{ says: 'now and then one is dropped with them', holds: (_r, m) => m('flow.queueDrops', 4) > 0 && m('flow.lossRate', 4) < 0.02 }],
  'voice-pie': [{ says: 'are dropped as often as bulk packets', holds: (_r, m) => m('flow.queueDrops', 4) > 0 }],
  'voice-fq-codel': [{ says: 'its packets hardly wait at all and none is dropped', holds: (_r, m) => m('flow.queueDrops', 4) === 0 && m('flow.oneWayLateShare', 4) === 0 }],
  'cubic-vs-reno': [{ says: 'CUBIC takes about three quarters of the link', holds: (_r, m) => share(m, 0, [0, 1]) > 0.6 && share(m, 0, [0, 1]) < 0.9 }],
  'bbr-vs-cubic-shallow': [{ says: 'BBR takes most of the link', holds: (_r, m) => share(m, 0, [0, 1]) > 0.5 }],
  'bbr-vs-cubic-deep': [{ says: 'CUBIC takes the larger part', holds: (_r, m) => share(m, 1, [0, 1]) > 0.5 }],
  'l4s-dctcp-alone': [{ says: 'the link stays full', holds: (_r, m) => m('link.utilization') > 0.95 }],
  'l4s-dctcp-cubic-step': [{ says: 'DCTCP takes most of the link', holds: (_r, m) => share(m, 0, [0, 1]) > 0.5 }],
  'l4s-dctcp-cubic-fqcodel': [{ says: 'Flow queueing shares the link about evenly', holds: (_r, m) => m('run.jainGoodput') > 0.9 }],
  'l4s-dctcp-cubic-dualpi2': [{ says: 'about 5 Mbit/s each', holds: (_r, m) => [0, 1].every((i) => m('flow.windowGoodput', i) > 3.5e6 && m('flow.windowGoodput', i) < 6.5e6) }],
  'seed003-e2-red': [{ says: 'RED reads the standing queue as incipient congestion and drops hundreds of packets early', holds: (_r, m) => m('link.drops.early') >= 100 }],
  'wifi-droptail': [
    { says: 'about 70 packets on average', holds: (_r, m) => m('link.meanQueue') > 63 && m('link.meanQueue') < 77 },
    { says: 'keeps the bottleneck busy nearly all the time', holds: (_r, m) => m('link.utilization') > 0.95 },
  ],
  'wifi-red': [
    { says: 'Gentle RED drops early', holds: (_r, m) => m('link.drops.early') >= 100 },
    { says: 'under 10 packets on average', holds: (_r, m) => m('link.meanQueue') < 10 },
  ],
  'seed003-e2-droptail': [{ says: 'overflow the drop-tail buffer only a few times', holds: (r) => r.links[r.aggregate.bottleneck].summary.dropsWholeRun.overflow < 100 }],
};

describe('what a preset description says about its own run holds for that run (metric catalogue)', () => {
  it('every claimed preset exists', () => {
    for (const name of Object.keys(CLAIMS)) expect(PRESETS.some((p) => p.name === name), name).toBe(true);
  });

  it.each(Object.keys(CLAIMS))('%s', (name) => {
    const preset = PRESETS.find((p) => p.name === name)!;
    const sc = preset.build();
    const r = runScenario(sc);
    const m = (id: string, flow?: number) => readMetric(id, r, flow === undefined ? {} : { flow });
    // The reasoning one tap under the description is the preset's words too (PresetInfo.reasoning).
    const words = `${sc.description} ${preset.reasoning ?? ''}`;
    for (const c of CLAIMS[name]) {
      expect(words, `${name}'s description or reasoning says "${c.says}"`).toContain(c.says);
      expect(c.holds(r, m), `${name}: "${c.says}"`).toBe(true);
    }
  }, 120_000);
});
