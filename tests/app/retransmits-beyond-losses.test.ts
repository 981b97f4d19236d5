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
import { stripSeries } from '../../src/worker/streaming-run';
import { resentNotLost } from '../../src/sim-core/metric-catalogue/run-metrics';
import { SeqEvent } from '../../src/sim-core/net/seq-events';
import { CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
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

  it('the summary\'s note says "N of the M retransmissions resent packets that were not lost", with the losses and why', () => {
    const note = summaryModel(fifo, true).retransmitNote!;
    expect(note).toMatch(new RegExp(`^${retransmits - losses} of the ${retransmits} retransmissions \\(the Retransmits column\\) resent packets that were not lost: the TCP flows lost ${losses} \\(Drops \\+ Link losses, whole run`));
    // The queue's whole-run count adds up: the TCP flows' losses and the call's drops.
    const voiceDrops = fifo.flows.filter((f) => f.kind !== 'tcp').reduce((a, f) => a + f.summary.queueDrops + f.summary.linkLosses, 0);
    expect(losses + voiceDrops).toBe(readMetric('link.queueDropsWholeRun', fifo));
    expect(note).toContain(`lost ${losses} (Drops + Link losses, whole run; ${voiceDrops} more were packets of the other flows)`);
    // The summary's line under the table gives the same figure.
    const line = summaryModel(fifo, true).lines.find((l) => l.cells[0].metric.id === 'run.retransmitsBeyondLosses')!;
    expect(line.cells[0].value).toBe(retransmits - losses);
  });

  it('bloat9 finding 1: counted from the traces, every retransmission beyond the losses is a go-back-N copy after its flow\'s timeout, and the note says that reason alone', () => {
    // Counted here from each download's trace: a retransmission of a segment no queue had dropped, and when.
    let notLost = 0;
    let afterTimeout = 0;
    for (const f of tcp) {
      const c = f.series!.congestion;
      const timeouts = Array.from(c.t).filter((_, i) => c.kind[i] === CongestionEvent.Timeout);
      expect(timeouts).toHaveLength(1);
      const s = f.series!.seq;
      const dropped = new Map<number, number>();
      for (let i = 0; i < s.t.length; i++) {
        if (s.kind[i] === SeqEvent.Drop) dropped.set(s.seq[i], (dropped.get(s.seq[i]) ?? 0) + 1);
        else if (s.kind[i] === SeqEvent.Retransmit) {
          const n = dropped.get(s.seq[i]) ?? 0;
          if (n > 0) dropped.set(s.seq[i], n - 1);
          else {
            notLost++;
            if (s.t[i] >= timeouts[0]) afterTimeout++;
          }
        }
      }
    }
    expect(notLost).toBe(retransmits - losses);
    expect(afterTimeout).toBe(notLost);
    expect(resentNotLost(fifo)).toEqual({ notLost, afterTimeout });
    const note = summaryModel(fifo, true).retransmitNote!;
    expect(note).toContain(`each resent once, and the other ${notLost} each came after its flow's retransmission timeout, when a sender without SACK resends everything from the first missing packet on (go-back-N)`);
    expect(note).not.toContain('three duplicate ACKs');
    // As the app has it: the summary without series, the traces streamed beside it (SummaryTable's run data).
    const summaryOnly = stripSeries(fifo);
    const streamed = (i: number) => {
      const f = fifo.flows[i].series!;
      return { seq: f.seq, seqRows: f.seq.t.length, congestion: f.congestion, congestionRows: f.congestion.t.length };
    };
    expect(summaryModel(summaryOnly, true, [], streamed).retransmitNote).toBe(note);
    // Without traces the note cannot tell, and says "at least" with every reason.
    const bare = structuredClone(fifo);
    for (const f of bare.flows) f.series = null;
    expect(summaryModel(bare, true).retransmitNote).toMatch(/^At least \d+ of the \d+ retransmissions .*a timeout or three duplicate ACKs fired while the packet was still queued/);
  });

  it('the catalogue\'s retransmission entry says a queue\'s drop count holds every flow\'s drops, a UDP call\'s too, which nobody resends', () => {
    expect(metricById('flow.retransmits').definition).toContain("the queue counts every flow's, a UDP call's too, which nobody resends");
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
