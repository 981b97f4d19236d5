/**
 * Bloat trial 07:10 (confusion 8): in A/B at 2 Mbit/s, tail drop with 1000 packets showed
 * "Utilization 100.0" beside "System goodput 1.09", and the line under it only hinted that
 * utilization counts retransmitted copies. The line now gives the number, from the catalogue's
 * `run.retransmittedShare` (a summary and A/B row too), and why the data the link carried counts
 * late: a loss is repaired a round trip later, which the long queue stretches.
 */
import { describe, expect, it } from 'vitest';
import { metricById, metricsFor, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { SEQ_EVENT_NAMES } from '../../src/sim-core/metrics/flow-trace';
import { busyVersusDelivered, whereTheBusyTimeWent } from '../../src/app/compare/compare-rows';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { headlineTally } from '../../src/app/compare/headline-tally';
import { compareGlance } from '../../src/app/compare/compare-glance';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { headlineRefs, resolveHeadlines, withSystemGoodput } from '../../src/headlines/headlines';

/** The lesson's last step, edited as the trial did: 2 Mbit/s, 1000 packets. */
function at2Mbit(preset: string) {
  const s = structuredClone(presetScenario(preset)!);
  if (s.topology.kind !== 'dumbbell') throw new Error(s.topology.kind);
  s.topology.bottleneck.rate = 2e6;
  (s.topology.bottleneck.queue as { limit: number }).limit = 1000;
  return s;
}

describe('a busier link that delivered less says where its time went (tail drop, 1000 packets, 2 Mbit/s)', () => {
  const scenario = at2Mbit('voice-codel');
  const codel = new Simulation(scenario).runToEnd();
  const fifo = new Simulation(at2Mbit('voice-fifo')).runToEnd();

  it('the retransmitted share is the TCP senders’ retransmissions over their data packets, as their own seq traces count them', () => {
    const share = readMetric('run.retransmittedShare', fifo);
    let retransmits = 0;
    let sends = 0;
    for (const f of fifo.flows) {
      if (f.kind !== 'tcp') continue;
      const kinds = f.series!.seq.kind;
      for (let i = 0; i < kinds.length; i++) {
        const k = SEQ_EVENT_NAMES[kinds[i]];
        if (k === 'retransmit') retransmits++;
        if (k === 'send' || k === 'retransmit') sends++;
      }
    }
    expect(sends).toBeGreaterThan(1000);
    expect(share).toBeCloseTo(retransmits / sends, 12);
    // About a tenth here: not "half the link", the rest of the gap is data waiting on repairs.
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.2);
  });

  it('it is a summary row and an A/B row, defined once in the catalogue', () => {
    const m = metricById('run.retransmittedShare');
    expect(m.use.summary && m.use.compare).toBe(true);
    expect(metricsFor(['run'], 'compare').map((x) => x.id)).toContain('run.retransmittedShare');
  });

  it('the A/B line and At a glance give B’s share and its queueing delay, as the table’s rows show them, and say why', () => {
    const hs = resolveHeadlines(scenario, withSystemGoodput(headlineRefs(scenario, 'voice-codel')));
    const { rows } = summaryRows(hs, codel, fifo);
    const share = rows.find((r) => r.metric.id === 'run.retransmittedShare')!;
    const delay = rows.find((r) => r.metric.id === 'link.queueDelayMean')!;
    const beyond = rows.find((r) => r.metric.id === 'run.retransmitsBeyondLosses')!;
    expect(busyVersusDelivered(rows)).toBe('B was busier but delivered less: utilization counts busy time (retransmitted copies included), system goodput only new data delivered in order.');
    const note = whereTheBusyTimeWent(rows)!;
    expect(note).toBe(
      `In B, ${share.format.cell(share.b)} % of the packets the senders sent were retransmissions, and data arriving behind a lost packet counts only once the loss is repaired, a round trip later, and B's queue added ${delay.format.cell(delay.b)} ms to each round trip (mean of every packet that left the queue, all flows, in the measurement window). At least ${beyond.format.cell(beyond.b)} of them ${beyond.metric.readAs}.`,
    );
    expect(share.format.cell(share.b)).toBe((100 * readMetric('run.retransmittedShare', fifo)).toFixed(1));
    const run = (r: typeof codel) => ({ done: true, now: r.endTime, summary: r, scenario });
    const g = compareGlance({ veiled: false, headlines: hs, a: run(codel), b: run(fifo), room: 5 });
    if (g.state !== 'final') throw new Error(g.state);
    expect(g.tally?.busyWhy).toBe(note);
    // Only where the headline figures disagree.
    expect(headlineTally(rows.filter((r) => r.metric.id !== 'link.utilization'), rows)?.busyWhy ?? null).toBeNull();
  });
});
