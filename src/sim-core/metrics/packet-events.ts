import { copyRows, type BufferSource } from './column';

/**
 * The bottleneck's packet events, one row per thing that happened to a packet at the link, in
 * compact typed columns: the animated view replays them (it never simulates). The log is bounded
 * by a memory budget as a rolling window: once full it discards its oldest events, and
 * `windowStart` says from when it is complete (the view shows the kept window and says so).
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

/**
 * Columns of `n` rows: views of buffers from `source` when given (see float64Rows), else fresh.
 * Their reason and probability columns are blank (NO_REASON, NO_PROBABILITY) throughout: see blank.
 */
function allocate(n: number, source?: BufferSource): Arrays {
  const out = {} as Record<keyof Arrays, unknown>;
  for (const k of NAMES) {
    const Ctor = CTORS[k];
    out[k] = source ? new Ctor(source(n * Ctor.BYTES_PER_ELEMENT), 0, n) : new Ctor(n);
  }
  const c = out as Arrays;
  blank(c, 0, n);
  return c;
}

/**
 * Rows [from, to) of the reason and probability columns set to "none". Every row at or past a
 * log's length is kept so, and most events (enqueues, dequeues, transmissions: all but drops and
 * marks) have neither, so their push writes six columns instead of eight: about 20 instructions
 * less per event, a tenth of what recording a packet event cost (docs/benchmarks.md, issue 38,
 * twenty-second session). A fill is a memset, a store per row is not.
 */
function blank(c: Arrays, from: number, to: number): void {
  if (to <= from) return;
  c.reason.fill(NO_REASON, from, to);
  c.prob.fill(NO_PROBABILITY, from, to);
}

export function emptyPacketEvents(): PacketEventColumns {
  return allocate(0);
}

/** A link's rate and delay: how long a transmission stays on the wire. */
export interface WireTiming {
  rateBps: number;
  delay: number;
}

/**
 * Growable store of packet events within a memory budget, kept as a rolling window: when full,
 * the oldest quarter is discarded, so a long or fast run keeps its most recent events. Rows of
 * packets still queued or on the wire at the new start are carried over at the head (with
 * their original times), so a replay from row 0 rebuilds the right state from `windowStart` on.
 */
export class PacketEventLog {
  private cols: Arrays = allocate(0);
  length = 0;
  /** Time of the first event kept after a discard (NaN: everything since the start is kept). */
  windowStart = Number.NaN;
  /** Rows at the head carried over from discarded events (packets queued or on the wire at windowStart). */
  carried = 0;
  /** Bumped at every discard: row numbers from before it no longer name the same events. */
  generation = 0;
  readonly maxEvents: number;

  constructor(
    budgetBytes = PACKET_EVENT_BUDGET_BYTES,
    /** The link's timing, to know which transmissions are still on the wire at a discard (null: none carried). */
    private readonly wire: WireTiming | null = null,
    /** Events expected over a whole run (0: unknown, or a streaming run): the first storage is sized for them, within the budget. */
    private readonly expectedEvents = 0,
    /** Where the columns' storage comes from (see RecordedSeries' `storage`); none: fresh. */
    private readonly storage?: BufferSource,
  ) {
    this.maxEvents = Math.max(8, Math.floor(budgetBytes / PACKET_EVENT_BYTES));
    // A whole run's storage is allocated here rather than at the first event: that push was the
    // only one to take the full-storage branch, and it came before V8 collects type feedback, so
    // the code optimized in a process's first run lacked it and was thrown out (with the link
    // code it was inlined into) at the first event of the second (docs/benchmarks.md, issue 38,
    // sixteenth session). A streaming run (no estimate) still allocates at its first event.
    if (expectedEvents > 0) this.grow();
  }

  /** An event with a reason and a probability (a drop or a mark; NO_REASON / NO_PROBABILITY where it has none). */
  push(t: number, kind: number, flow: number, seq: number, bytes: number, reason: number, prob: number, flags: number): void {
    this.pushPlain(t, kind, flow, seq, bytes, flags);
    // Its row is the last one (not the length before: a full log rolls, and its rows move).
    const i = this.length - 1;
    const c = this.cols;
    c.reason[i] = reason;
    c.prob[i] = prob;
  }

  /** An event without a reason or probability (an enqueue, a dequeue, a transmission): those columns stay blank. */
  pushPlain(t: number, kind: number, flow: number, seq: number, bytes: number, flags: number): void {
    if (this.length === this.cols.t.length) this.makeRoom(1);
    const i = this.length++;
    const c = this.cols;
    c.t[i] = t;
    c.kind[i] = kind;
    c.flow[i] = flow;
    c.seq[i] = seq;
    c.bytes[i] = Math.min(bytes, 0xffff);
    c.flags[i] = flags;
  }

  /**
   * A packet that passed an empty discipline at once: its enqueue and dequeue rows, alike but for
   * their kind, written in one go (one capacity check, one bytes clamp).
   */
  pushPassThrough(t: number, flow: number, seq: number, bytes: number, flags: number): void {
    if (this.length + 2 > this.cols.t.length) {
      // Two pushes, so that a full log rolls and grows exactly as it does for two events.
      this.pushPlain(t, PacketEventKind.Enqueue, flow, seq, bytes, flags);
      this.pushPlain(t, PacketEventKind.Dequeue, flow, seq, bytes, flags);
      return;
    }
    const i = this.length;
    this.length = i + 2;
    const c = this.cols;
    const b = Math.min(bytes, 0xffff);
    c.t[i] = t;
    c.t[i + 1] = t;
    c.kind[i] = PacketEventKind.Enqueue;
    c.kind[i + 1] = PacketEventKind.Dequeue;
    c.flow[i] = flow;
    c.flow[i + 1] = flow;
    c.seq[i] = seq;
    c.seq[i + 1] = seq;
    c.bytes[i] = b;
    c.bytes[i + 1] = b;
    c.flags[i] = flags;
    c.flags[i + 1] = flags;
  }

  /** Full: roll the window if the budget is reached, else grow (both rare, so out of line). */
  private makeRoom(need: number): void {
    this.discardOldest(need);
    if (this.length + need > this.cols.t.length) this.grow();
  }

  /** Append streamed rows (the app's copy of a running log), rolling the window as push does. */
  append(chunk: PacketEventColumns): void {
    const n = chunk.t.length;
    const piece = Math.max(1, Math.floor(this.maxEvents / 4));
    for (let from = 0; from < n; from += piece) {
      const m = Math.min(piece, n - from);
      this.discardOldest(m);
      if (this.length + m > this.cols.t.length) this.grow(this.length + m);
      for (const k of NAMES) (this.cols[k] as { set(a: ArrayLike<number>, at: number): void }).set(chunk[k].subarray(from, from + m), this.length);
      this.length += m;
    }
  }

  /** Events before `t` were discarded upstream (the worker's own log rolled between batches). */
  discardedBefore(t: number): void {
    if (!Number.isNaN(t) && !(t <= this.windowStart)) this.windowStart = t;
  }

  private grow(atLeast = 0): void {
    const n = Math.max(atLeast, Math.min(this.maxEvents, Math.max(1024, this.expectedEvents, this.cols.t.length * 2)));
    const bigger = allocate(n, this.storage);
    for (const k of NAMES) (bigger[k] as { set(a: ArrayLike<number>): void }).set(this.cols[k]);
    this.cols = bigger;
  }

  /**
   * Make room for `need` rows by dropping rows from the start (at least a quarter of the budget
   * at a time, so discards are rare), carrying over the rows of packets still in the queue or
   * on the wire.
   */
  private discardOldest(need: number): void {
    // Carried rows take room too: repeat until `need` rows fit (each pass drops a quarter of the tail).
    while (this.length + need > this.maxEvents) this.discardOnce(need);
  }

  private discardOnce(need: number): void {
    const c = this.cols;
    const cut = Math.min(this.length, this.carried + Math.max(need, Math.floor(this.maxEvents / 4)));
    const boundary = cut < this.length ? c.t[cut] : c.t[cut - 1];
    // Which of the rows before the cut are still alive there (the replay's own bookkeeping).
    const queued: number[] = [];
    const onWire: number[] = [];
    const same = (i: number, j: number) => c.flow[i] === c.flow[j] && c.seq[i] === c.seq[j];
    const removeFrom = (list: number[], j: number, match: (i: number) => boolean) => {
      const at = list.findIndex((i) => same(i, j) && match(i));
      if (at >= 0) list.splice(at, 1);
    };
    const w = this.wire;
    const txEnd = (i: number) => (w ? c.t[i] + (c.bytes[i] * 8) / w.rateBps : 0);
    for (let j = 0; j < cut; j++) {
      const kind = c.kind[j];
      if (kind === PacketEventKind.Enqueue) queued.push(j);
      else if (kind === PacketEventKind.Dequeue) removeFrom(queued, j, () => true);
      else if (kind === PacketEventKind.TxStart) {
        if (w) onWire.push(j);
      } else if (kind === PacketEventKind.Drop) {
        if (c.flags[j] & PacketEventFlag.FromQueue) removeFrom(queued, j, () => true);
        else removeFrom(onWire, j, (i) => Math.abs(txEnd(i) - c.t[j]) < 1e-9);
      }
    }
    const keep = [...queued, ...onWire.filter((i) => w !== null && txEnd(i) + w.delay > boundary)].sort((a, b) => a - b);
    // Carried rows move forward in order (each to a row at or before its own), then the kept tail.
    const carried = keep.slice(Math.max(0, keep.length - Math.floor(this.maxEvents / 2)));
    for (const k of NAMES) {
      const col = c[k] as unknown as { [i: number]: number; copyWithin(target: number, start: number, end: number): void };
      carried.forEach((from, to) => (col[to] = col[from]));
      col.copyWithin(carried.length, cut, this.length);
    }
    const before = this.length;
    this.length = carried.length + this.length - cut;
    blank(c, this.length, before);
    this.carried = carried.length;
    this.windowStart = boundary;
    this.generation++;
  }

  /** Views of the filled part (no copy). */
  toArrays(): PacketEventColumns {
    const out = {} as Record<keyof Arrays, unknown>;
    for (const k of NAMES) out[k] = this.cols[k].subarray(0, this.length);
    return out as Arrays;
  }

  /**
   * Hand the rows recorded since the last take over to the caller (streaming: the app's copy
   * rolls its own window). Copied to arrays of their exact size; the log keeps its storage for
   * the next batch's rows, one batch at most (why: see Column.take; `source` as there).
   */
  take(source?: BufferSource): PacketEventColumns {
    const rows = {} as Record<keyof Arrays, unknown>;
    for (const k of NAMES) rows[k] = copyRows(this.cols[k], this.length, source);
    blank(this.cols, 0, this.length);
    this.length = 0;
    this.carried = 0;
    this.windowStart = Number.NaN;
    return rows as Arrays;
  }

  /** Bytes the recorded events occupy. */
  get bytesUsed(): number {
    return this.length * PACKET_EVENT_BYTES;
  }

  /** Bytes of storage allocated for events (used or not). */
  get bytesAllocated(): number {
    return this.cols.t.length * PACKET_EVENT_BYTES;
  }
}

/** Every buffer of a set of columns (for transfer between threads). */
export function packetEventBuffers(c: PacketEventColumns): ArrayBuffer[] {
  return NAMES.map((k) => c[k].buffer as ArrayBuffer);
}
