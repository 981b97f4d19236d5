

import { Simulation, type BufferSource, type Scenario, type SimResult } from '../sim-core';
import type { Batch, DepartureChunk, FlowChunk, LinkChunk } from './protocol';

/** Simulated seconds per slice at most (light scenarios: batches come at a steady pace). */
export const SLICE_SECONDS = 0.5;
/**
 * Events per slice at most: about 1 ms of one core (tens of ms with a SACK window of tens of thousands of segments, whose scoreboard is scanned per ACK). The wall clock is read between slices, so a
 * step overruns its wall budget by one slice at most, however dense the scenario: that bounds
 * how long a cancel or a newer run waits for the worker.
 */
export const SLICE_EVENTS = 1000;

/**
 * Runs one scenario in slices and hands the rows recorded since the last batch over to the
 * caller. The run keeps no copy of what it sent (Series.take: only room for one batch's rows),
 * so a long run's series are held once, on the receiving side. Pure (no worker APIs), so the
 * same code is unit-tested in Node.
 */
export class StreamingRun {
  readonly sim: Simulation;
  private workMs = 0;
  /** Per monitored link, the first departure bin the next batch sends (the earlier ones are final). */
  private readonly departuresSent = new Map<number, { from: number; width: number }>();

  constructor(
    readonly runId: number,
    scenario: Scenario,
    private readonly clock: () => number = () => performance.now(),
    /** Where batches' rows are put (the worker's BufferPool); by default, arrays of their own. */
    private readonly buffers?: BufferSource,
  ) {
    // Batches take the rows as they come: the storage holds one batch, not the run (wholeRun false).
    this.sim = new Simulation(scenario, undefined, false);
    // Batches carry no RTT series (see collect), so the traces need not keep its rows.
    for (const tr of this.sim.flowTraces) tr.keepRtt = false;
  }

  get finished(): boolean {
    return this.sim.finished;
  }

  /**
   * Simulate for about `budgetMs` of wall time (at least one slice), then return the new rows.
   * Each slice is bounded by SLICE_SECONDS of simulated time and `sliceEvents` events.
   */
  step(budgetMs: number, sliceEvents = SLICE_EVENTS): Batch {
    const t0 = this.clock();
    do {
      this.sim.advance(this.sim.now + SLICE_SECONDS, sliceEvents);
    } while (!this.sim.finished && this.clock() - t0 < budgetMs);
    this.workMs += this.clock() - t0;
    return this.collect();
  }

  private collect(): Batch {
    const src = this.buffers;
    const flows: FlowChunk[] = this.sim.flowTraces.map((tr) => ({
      cwnd: tr.cwnd.take(src),
      seq: tr.seq.take(src),
      delivered: tr.delivered.take(src),
      cc: tr.ccState?.take(src) ?? null,
      // Mechanism view: the sender's congestion events.
      congestion: tr.congestion.take(src),
    }));
    const links: LinkChunk[] = [];
    for (const m of this.sim.monitors) {
      if (!m.recordSeries && !m.recordPackets) continue;
      links.push({
        link: m.link.id,
        queue: m.queue.take(src),
        events: m.events.take(src),
        thresholds: m.thresholds.take(src),
        sojourn: m.sojourn.take(src),
        // Mechanism view: packet events.
        packetsWindowStart: m.packets.windowStart,
        packets: m.packets.take(src),
      });
    }
    const result = this.sim.result();
    return { runId: this.runId, now: this.sim.now, done: this.sim.finished, flows, links, departures: this.departures(result), summary: stripSeries(result), workMs: this.workMs };
  }

  /** The departure bins that may have changed since the last batch: from the one holding its time on, up to the one holding this batch's time. */
  private departures(r: SimResult): DepartureChunk[] {
    const out: DepartureChunk[] = [];
    for (const l of r.links) {
      const d = l.series?.departures;
      if (!d) continue;
      const bins = d.other.length;
      const sent = this.departuresSent.get(l.index);
      // Bins made wider since the last batch (departure-bins.ts, coarsen) are all sent again.
      const from = sent && sent.width === d.binWidth ? sent.from : 0;
      const now = Math.min(bins - 1, Math.floor(r.endTime / d.binWidth));
      const to = Math.min(bins, now + 1);
      out.push({ link: l.index, binWidth: d.binWidth, bins, from, flows: d.flows.map((f) => f.slice(from, to)), other: d.other.slice(from, to), largestPacket: d.largestPacket });
      this.departuresSent.set(l.index, { from: Math.max(from, now), width: d.binWidth });
    }
    return out;
  }
}

/** The summary part of a result (series travel separately, as chunks). */
export function stripSeries(r: SimResult): SimResult {
  return {
    ...r,
    flows: r.flows.map((f) => ({ ...f, series: null })),
    links: r.links.map((l) => ({ ...l, series: null })),
  };
}
