import { packetEventBuffers, type CongestionColumn, type PacketEventColumns, type SimResult } from '../sim-core';

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
