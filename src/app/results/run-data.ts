import { CONGESTION_COLUMNS, type CongestionColumn, type DepartureColumns, PACKET_EVENT_BUDGET_BYTES, PacketEventLog, type Scenario, type SeriesSource, type SimResult } from '../../sim-core';
import { applyDepartures, type Batch } from '../../worker/protocol';
import { GrowingColumns } from './growing-columns';

export interface FlowData {
  cwnd: GrowingColumns<'t' | 'cwnd' | 'ssthresh'>;
  seq: GrowingColumns<'t' | 'kind' | 'seq' | 'len' | 'link'>;
  delivered: GrowingColumns<'t' | 'bytes'>;
  /** The congestion control's telemetry (columns as its registry entry names them), once any arrives. */
  cc: GrowingColumns<string> | null;
  /** The sender's congestion events (plot annotations). */
  congestion: GrowingColumns<CongestionColumn>;
}

export interface LinkData {
  /** t, packets, bytes, then the discipline's gauges (registry order). */
  queue: GrowingColumns<string>;
  events: GrowingColumns<'t' | 'kind' | 'flow' | 'seq'>;
  /** The discipline's thresholds at each change (RED's dynamic thresholds; empty when fixed). */
  thresholds: GrowingColumns<string>;
  /** Queueing delay (s) of each packet leaving the discipline, with its flow. */
  sojourn: GrowingColumns<'t' | 'delay' | 'flow'>;
  /** Packet events (the animated bottleneck): a rolling window within the budget (its windowStart says from when). */
  packets: PacketEventLog;
}

/** Everything received about one run: series (appended chunk by chunk) and the latest summary. */
export class RunData {
  readonly flows: FlowData[];
  readonly links = new Map<number, LinkData>();
  /** Monitored links' bits leaving per time bin and flow (the catalogue's throughput over time), by link index. */
  readonly departures = new Map<number, DepartureColumns>();
  summary: SimResult | null = null;
  now = 0;
  done = false;
  workMs = 0;
  batches = 0;
  /** The simulator failed or stopped answering before the run ended: no more batches will come. */
  halted = false;
  /** Its series' arrays went back to the column pool (release): it has nothing left to draw. */
  released = false;

  constructor(
    /** The run's id; a finished run shown again from the recent-runs cache takes the id of the run it stands in for (run-cache.ts). */
    public runId: number,
    /**
     * The scenario it ran. A run shown again from the recent-runs cache takes the scenario object
     * it stands in for too (the same settings: the cache's key is the scenario's JSON), because
     * whoever asked for it finds its run by that object (a lesson's check waits for
     * `run.scenario === valid`, and waited for ever on a kept run: CI on 44c62e3a).
     */
    public scenario: Scenario,
  ) {
    this.flows = scenario.flows.map(() => ({
      cwnd: new GrowingColumns(['t', 'cwnd', 'ssthresh'] as const),
      seq: new GrowingColumns(['t', 'kind', 'seq', 'len', 'link'] as const),
      delivered: new GrowingColumns(['t', 'bytes'] as const),
      cc: null,
      congestion: new GrowingColumns(CONGESTION_COLUMNS, 16),
    }));
  }

  append(b: Batch): void {
    // Rows per simulated second so far → rows at the end of a run of known length (+5 %).
    const scale = this.scenario.stopAfterComplete === null && b.now > 0 && !b.done ? (1.05 * this.scenario.duration) / b.now : 0;
    const grow = <K extends string>(c: GrowingColumns<K>, chunk: Record<K, Float64Array>) => c.append(chunk, (c.length + (chunk[c.names[0]]?.length ?? 0)) * scale);
    b.flows.forEach((f, i) => {
      const d = this.flows[i];
      if (!d) return;
      grow(d.cwnd, f.cwnd);
      grow(d.seq, f.seq);
      grow(d.delivered, f.delivered);
      if (f.cc) grow((d.cc ??= new GrowingColumns(Object.keys(f.cc), 256)), f.cc);
      grow(d.congestion, f.congestion);
    });
    for (const l of b.links) {
      let d = this.links.get(l.link);
      if (!d) {
        const timing = b.summary.links[l.link];
        d = {
          // Columns as the worker names them (the discipline's gauges and thresholds).
          queue: new GrowingColumns(Object.keys(l.queue), 1024),
          events: new GrowingColumns(['t', 'kind', 'flow', 'seq'] as const),
          thresholds: new GrowingColumns(Object.keys(l.thresholds), 16),
          sojourn: new GrowingColumns(['t', 'delay', 'flow'] as const, 1024),
          packets: new PacketEventLog(PACKET_EVENT_BUDGET_BYTES, timing ? { rateBps: timing.rateBps, delay: timing.delay } : null),
        };
        this.links.set(l.link, d);
      }
      grow(d.queue, l.queue);
      grow(d.events, l.events);
      grow(d.thresholds, l.thresholds);
      grow(d.sojourn, l.sojourn);
      d.packets.discardedBefore(l.packetsWindowStart);
      d.packets.append(l.packets);
    }
    applyDepartures(this.departures, b.departures);
    this.summary = b.summary;
    this.now = b.now;
    this.done = b.done;
    this.workMs = b.workMs;
    this.batches++;
  }

  /**
   * Hand the series' arrays to the column pool (column-pool.ts): the run is two replacements old
   * and nothing reads it (ResultsStore). Its series are left empty.
   */
  release(): void {
    this.released = true;
    for (const f of this.flows) {
      f.cwnd.release();
      f.seq.release();
      f.delivered.release();
      f.cc?.release();
      f.congestion.release();
    }
    for (const l of this.links.values()) {
      l.queue.release();
      l.events.release();
      l.thresholds.release();
      l.sojourn.release();
    }
  }

  /** Bytes its series hold (columns allocated, packet events, departure bins): what keeping it costs (run-cache.ts). */
  get bytes(): number {
    let b = 0;
    for (const f of this.flows) b += f.cwnd.bytes + f.seq.bytes + f.delivered.bytes + (f.cc?.bytes ?? 0) + f.congestion.bytes;
    for (const l of this.links.values()) b += l.queue.bytes + l.events.bytes + l.thresholds.bytes + l.sojourn.bytes + l.packets.bytesAllocated;
    for (const d of this.departures.values()) b += (d.flows.length + 1) * d.other.length * 8;
    return b;
  }

  /** End the run where it got to (`done`, so views stop waiting for it); `halted` says it did not finish. */
  halt(): void {
    this.halted = true;
    this.done = true;
  }

  /** The bottleneck link (the one the summary names), with its series if recorded. */
  get bottleneck(): { index: number; data: LinkData | undefined } | null {
    if (!this.summary) return null;
    const index = this.summary.aggregate.bottleneck;
    return { index, data: this.links.get(index) };
  }

  /** What the metric catalogue's series read from this run as far as it has got (series-metrics.ts). */
  get seriesSource(): SeriesSource | null {
    const s = this.summary;
    if (!s) return null;
    return {
      endTime: this.done ? s.endTime : this.now,
      partial: !this.done,
      bottleneck: s.aggregate.bottleneck,
      departures: (link) => this.departures.get(link) ?? null,
      delivered: (flow) => {
        const d = this.flows[flow]?.delivered;
        return d ? { t: d.cols.t, bytes: d.cols.bytes, length: d.length } : null;
      },
    };
  }

  /** The run's end is known: it has ended, or it runs for its set duration (not until its flows are done). */
  get endKnown(): boolean {
    return this.done || this.scenario.stopAfterComplete === null;
  }

  /** Right end of the time axis: the end of the run when known, else the best guess so far. */
  get timeEnd(): number {
    if (this.done && this.summary) return Math.max(this.summary.endTime, 1e-3);
    if (this.scenario.stopAfterComplete === null) return this.scenario.duration;
    return Math.max(this.now, 1e-3);
  }
}
