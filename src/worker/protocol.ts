import { packetEventBuffers, type CongestionColumn, type DepartureColumns, type PacketEventColumns, type SimResult } from '../sim-core';

/** New rows of one columnar series (all columns equally long). */
export type Chunk<K extends string> = Record<K, Float64Array>;

export interface FlowChunk {
  cwnd: Chunk<'t' | 'cwnd' | 'ssthresh'>;
  seq: Chunk<'t' | 'kind' | 'seq' | 'len' | 'link'>;
  delivered: Chunk<'t' | 'bytes'>;
  /** The congestion control's telemetry rows (t, then its registry entry's keys); null if none. */
  cc: Chunk<string> | null;
  /** The sender's congestion events (mechanism view annotations). */
  congestion: Chunk<CongestionColumn>;
}

export interface LinkChunk {
  /** Link index (as in SimResult.links). */
  link: number;
  /** t, packets, bytes, then the discipline's gauges. */
  queue: Chunk<string>;
  events: Chunk<'t' | 'kind' | 'flow' | 'seq'>;
  /** t, then the discipline's thresholds. */
  thresholds: Chunk<string>;
  /** Queueing delay of each packet leaving the discipline. */
  sojourn: Chunk<'t' | 'delay' | 'flow'>;
  /** Packet events (mechanism view); events before packetsWindowStart were discarded since the last batch (NaN: none). */
  packets: PacketEventColumns;
  packetsWindowStart: number;
}

/**
 * A monitored link's bits leaving per time bin and flow (metrics/departure-bins.ts: the metric
 * catalogue's throughput over time), from bin `from` on: the bins a batch may have changed. The
 * bins before `from` were sent already and are final (a transmission counts in the bin where it
 * ends, never before the batch's time), unless the bins were made wider since (then `from` is
 * 0). They are few (about 400 per run), so they are copied
 * with the batch rather than pooled.
 */
export interface DepartureChunk {
  link: number;
  binWidth: number;
  /** Bins over the whole run. */
  bins: number;
  from: number;
  flows: Float64Array[];
  other: Float64Array;
  largestPacket: number;
}

/** Puts a batch's departure bins into the run's (a map by link index, as RunData keeps them). */
export function applyDepartures(into: Map<number, DepartureColumns>, chunks: readonly DepartureChunk[]): void {
  for (const c of chunks) {
    let d = into.get(c.link);
    // A run that ends when its flows are done coarsens its bins if it goes on (departure-bins.ts): they come again from bin 0.
    if (!d || d.binWidth !== c.binWidth || d.other.length !== c.bins) {
      d = { binWidth: c.binWidth, flows: c.flows.map(() => new Float64Array(c.bins)), other: new Float64Array(c.bins), largestPacket: 0 };
      into.set(c.link, d);
    }
    c.flows.forEach((f, i) => d.flows[i].set(f, c.from));
    d.other.set(c.other, c.from);
    d.largestPacket = c.largestPacket;
  }
}

/**
 * One streamed slice of a run: the rows recorded since the previous batch, plus the summary of
 * everything simulated so far (a SimResult with its series left out: they arrive as chunks).
 */
export interface Batch {
  runId: number;
  /** Simulated time reached. */
  now: number;
  done: boolean;
  flows: FlowChunk[];
  links: LinkChunk[];
  departures: DepartureChunk[];
  summary: SimResult;
  /** Wall-clock ms the worker spent simulating this run so far. */
  workMs: number;
}

export interface RunError {
  runId: number;
  error: string;
}

export type RunOutcome = 'done' | 'cancelled' | 'error';

/** A run that did not start because its scenario was refused, or one that threw while running. */
export type RunErrorKind = 'refused' | 'crashed';

/** Every ArrayBuffer in a batch, for Comlink.transfer. */
export function batchBuffers(b: Batch): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const add = (c: Record<string, Float64Array>) => {
    for (const a of Object.values(c)) out.push(a.buffer as ArrayBuffer);
  };
  for (const f of b.flows) {
    add(f.cwnd);
    add(f.seq);
    add(f.delivered);
    if (f.cc) add(f.cc);
    add(f.congestion);
  }
  for (const l of b.links) {
    add(l.queue);
    add(l.events);
    add(l.thresholds);
    add(l.sojourn);
    out.push(...packetEventBuffers(l.packets));
  }
  return out;
}
