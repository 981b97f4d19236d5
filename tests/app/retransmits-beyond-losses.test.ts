/**
 * Bloat trial 08:20 (confusion 3): behind the 1000-packet FIFO the summary listed 1035, 694, 285
 * and 157 retransmits (about 2170) while the queue counted 527 drops, and nothing said why. Each
 * loss needs one retransmission, so at least the difference resent packets that were not lost:
 * the catalogue's `run.retransmitsBeyondLosses`, given in the summary's note and A/B's line.
 */
import { describe, expect, it } from 'vitest';
import { summaryModel } from '../../src/app/summary/summary-model';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { metricById, metricsFor, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { summaryRows } from '../../src/app/compare/summary-rows';
import { whereTheBusyTimeWent } from '../../src/app/compare/compare-rows';
import { headlineRefs, resolveHeadlines, withSystemGoodput } from '../../src/headlines/headlines';

const scenario = presetScenario('voice-fifo')!;
const fifo = new Simulation(scenario).runToEnd();
const codel = new Simulation(presetScenario('voice-codel')!).runToEnd();

/** The run's own counts, read from each flow and from the bottleneck. */
const tcp = fifo.flows.filter((f) => f.kind === 'tcp');
const retransmits = tcp.reduce((a, f) => a + f.summary.retransmittedPackets, 0);
const losses = tcp.reduce((a, f) => a + f.summary.queueDrops + f.summary.linkLosses, 0);

describe('retransmissions beyond the losses: at least how many resent a packet that was not lost', () => {
  it('the trial\'s run: about 2170 retransmissions against 527 queue drops; the figure is their difference, one catalogue entry over the whole run', () => {
    expect(retransmits).toBeGreaterThan(2000);
    // Every TCP loss is a drop at the bottleneck's queue here (no link errors): the queue's whole-run count, less the call's.
    const queueDrops = readMetric('link.queueDropsWholeRun', fifo);
    const voiceDrops = fifo.flows.filter((f) => f.kind !== 'tcp').reduce((a, f) => a + f.summary.queueDrops, 0);
    expect(losses).toBe(queueDrops - voiceDrops);
    expect(queueDrops).toBeLessThan(600);
    expect(readMetric('run.retransmitsBeyondLosses', fifo)).toBe(retransmits - losses);
    const m = metricById('run.retransmitsBeyondLosses');
    expect([m.scope, m.window, m.better]).toEqual(['run', 'the whole run', 'neither']);
    expect(metricsFor('run', 'summary').map((x) => x.id)).toContain(m.id);
    expect(metricsFor('run', 'compare').map((x) => x.id)).toContain(m.id);
  });

  it('the summary\'s note says "at least N of the M retransmissions resent packets that were not lost", with the losses and why', () => {
    const note = summaryModel(fifo, true).retransmitNote!;
    expect(note).toMatch(new RegExp(`^At least ${retransmits - losses} of the ${retransmits} retransmissions \\(the Retransmits column\\) resent packets that were not lost: the TCP flows lost ${losses} \\(Drops \\+ Link losses, whole run`));
    expect(note).toContain('a timeout or three duplicate ACKs fired while the packet was still queued');
    // The queue's whole-run count adds up: the TCP flows' losses and the call's drops.
    const voiceDrops = fifo.flows.filter((f) => f.kind !== 'tcp').reduce((a, f) => a + f.summary.queueDrops + f.summary.linkLosses, 0);
    expect(losses + voiceDrops).toBe(readMetric('link.queueDropsWholeRun', fifo));
    expect(note).toContain(`lost ${losses} (Drops + Link losses, whole run; ${voiceDrops} more were packets of the other flows)`);
    // The summary's line under the table gives the same figure.
    const line = summaryModel(fifo, true).lines.find((l) => l.cells[0].metric.id === 'run.retransmitsBeyondLosses')!;
    expect(line.cells[0].value).toBe(retransmits - losses);
  });

  it('A/B\'s line on the busier side gives the figure beside its retransmitted share, as its table row shows it', () => {
    const hs = resolveHeadlines(scenario, withSystemGoodput(headlineRefs(scenario, 'voice-codel')));
    const { rows } = summaryRows(hs, codel, fifo);
    const row = rows.find((r) => r.metric.id === 'run.retransmitsBeyondLosses')!;
    expect(row.b).toBe(retransmits - losses);
    // Why, said in the line itself (the catalogue's readAs), not "the table's row says why" (bloat trial 15:40, step 28).
    expect(whereTheBusyTimeWent(rows)).toMatch(new RegExp(`^In B, \\d+\\.\\d % of the packets the senders sent were retransmissions, and .* At least ${retransmits - losses} of them resent packets that were not lost: a timeout or three duplicate ACKs fired while the packet was still queued`));
    expect(whereTheBusyTimeWent(rows)).not.toContain("the table's row");
    // The row itself says why, beside the figure (the catalogue's readAs).
    expect(row.metric.readAs).toMatch(/^resent packets that were not lost: a timeout or three duplicate ACKs fired while the packet was still queued/);
  });

  it('no note where the losses cover the retransmissions', () => {
    const none = structuredClone(fifo);
    for (const f of none.flows) if (f.kind === 'tcp') f.summary.retransmittedPackets = f.summary.queueDrops + f.summary.linkLosses;
    expect(readMetric('run.retransmitsBeyondLosses', none)).toBe(0);
    expect(summaryModel(none, true).retransmitNote).toBeNull();
  });
});
