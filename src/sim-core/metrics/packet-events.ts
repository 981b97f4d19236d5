/**
 * The bottleneck's packet events, one row per thing that happened to a packet at the link, in
 * compact typed columns: the animated view replays them (it never simulates). The log is bounded
 * by a memory budget: once full it stops, and `truncatedAt` says from when nothing was recorded
 * (the view then shows the recorded window only and says so).
 */

/** What happened, as stored in the `kind` column. */
export const PacketEventKind = {
  /** Accepted into the queue discipline. */
  Enqueue: 0,
  /** Left the discipline (towards the device queue / the wire). */
  Dequeue: 1,
  /** Transmission started on the wire (`bytes` are wire bytes: serialisation = bytes·8 / rate). */
  TxStart: 2,
  /** Discarded (`reason`: drop-reason code; flag FromQueue when it had been queued). */
  Drop: 3,
  /** CE-marked and kept. */
  Mark: 4,
} as const;
export const PACKET_EVENT_KIND_NAMES = ['enqueue', 'dequeue', 'tx-start', 'drop', 'mark'] as const;

/** Bits of the `flags` column. */
export const PacketEventFlag = {
  /** A TCP retransmission. */
  Retransmission: 1,
  /** A drop or mark of a packet that was already in the queue (CoDel, FQ-CoDel's fattest flow). */
  FromQueue: 2,
  /** No payload (a pure ACK, SYN or FIN). */
  NoPayload: 4,
} as const;

/** Probability column when the decision was not random (overflow, forced, link loss). */
export const NO_PROBABILITY = Number.NaN;

export interface PacketEventColumns {
  t: Float64Array;
  seq: Float64Array;
  flow: Int32Array;
  /** Drop probability the discipline decided with (RED's p_a, PIE's p); NaN when not random. */
  prob: Float32Array;
  /** IP bytes, or wire bytes for TxStart. */
  bytes: Uint16Array;
  kind: Uint8Array;
  /** Drop-reason code (registry DROP_REASONS index) for Drop and Mark; 255 otherwise. */
  reason: Uint8Array;
  flags: Uint8Array;
}

export const NO_REASON = 255;

/** Bytes one recorded event costs (8 + 8 + 4 + 4 + 2 + 1 + 1 + 1). */
export const PACKET_EVENT_BYTES = 29;

/** Memory budget of one monitored link direction's packet events. */
export const PACKET_EVENT_BUDGET_BYTES = 16 * 1024 * 1024;

type Arrays = PacketEventColumns;
const CTORS = {
  t: Float64Array,
  seq: Float64Array,
  flow: Int32Array,
  prob: Float32Array,
  bytes: Uint16Array,
  kind: Uint8Array,
  reason: Uint8Array,
  flags: Uint8Array,
} as const;
const NAMES = Object.keys(CTORS) as (keyof Arrays)[];

function allocate(n: number): Arrays {
  const out = {} as Record<keyof Arrays, unknown>;
  for (const k of NAMES) out[k] = new CTORS[k](n);
  return out as Arrays;
}

export function emptyPacketEvents(): PacketEventColumns {
  return allocate(0);
}

/** Growable, bounded store of packet events. */
export class PacketEventLog {
  private cols: Arrays = allocate(0);
  length = 0;
  /** Rows already handed over by take() (they still count against the budget). */
  private taken = 0;
  /** Simulated time of the first event that did not fit (NaN: everything recorded). */
  truncatedAt = Number.NaN;
  readonly maxEvents: number;

  constructor(budgetBytes = PACKET_EVENT_BUDGET_BYTES) {
    this.maxEvents = Math.floor(budgetBytes / PACKET_EVENT_BYTES);
  }

  push(t: number, kind: number, flow: number, seq: number, bytes: number, reason: number, prob: number, flags: number): void {
    if (this.taken + this.length >= this.maxEvents) {
      if (Number.isNaN(this.truncatedAt)) this.truncatedAt = t;
      return;
    }
    if (this.length === this.cols.t.length) this.grow();
    const i = this.length++;
    const c = this.cols;
    c.t[i] = t;
    c.kind[i] = kind;
    c.flow[i] = flow;
    c.seq[i] = seq;
    c.bytes[i] = Math.min(bytes, 0xffff);
    c.reason[i] = reason;
    c.prob[i] = prob;
    c.flags[i] = flags;
  }

  /** Append streamed rows (the app's copy of a running log; not bounded again). */
  append(chunk: PacketEventColumns): void {
    const n = chunk.t.length;
    if (n === 0) return;
    if (this.length + n > this.cols.t.length) this.grow(this.length + n);
    for (const k of NAMES) (this.cols[k] as { set(a: ArrayLike<number>, at: number): void }).set(chunk[k], this.length);
    this.length += n;
  }

  private grow(atLeast = 0): void {
    const n = Math.max(atLeast, Math.min(this.maxEvents - this.taken, Math.max(1024, this.cols.t.length * 2)));
    const bigger = allocate(n);
    for (const k of NAMES) (bigger[k] as { set(a: ArrayLike<number>): void }).set(this.cols[k]);
    this.cols = bigger;
  }

  /** Views of the filled part (no copy). */
  toArrays(): PacketEventColumns {
    const out = {} as Record<keyof Arrays, unknown>;
    for (const k of NAMES) out[k] = this.cols[k].subarray(0, this.length);
    return out as Arrays;
  }

  /**
   * Hand the rows recorded since the last take over to the caller (streaming: the worker keeps
   * no copy, as Column.take); the budget still counts them.
   */
  take(): PacketEventColumns {
    const rows = this.toArrays();
    this.taken += this.length;
    this.cols = allocate(0);
    this.length = 0;
    return rows;
  }

  /** A copy of rows [from, length), for streaming batches. */
  copyFrom(from: number): PacketEventColumns {
    const out = {} as Record<keyof Arrays, unknown>;
    for (const k of NAMES) out[k] = this.cols[k].slice(from, this.length);
    return out as Arrays;
  }

  /** Bytes the recorded events occupy. */
  get bytesUsed(): number {
    return this.length * PACKET_EVENT_BYTES;
  }
}

/** Every buffer of a set of columns (for transfer between threads). */
export function packetEventBuffers(c: PacketEventColumns): ArrayBuffer[] {
  return NAMES.map((k) => c[k].buffer as ArrayBuffer);
}
