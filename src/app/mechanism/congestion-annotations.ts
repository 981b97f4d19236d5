import { CONGESTION_EVENT_NAMES, type CongestionColumn, CongestionEvent, congestionEventInfo } from '../../sim-core';
import type { GrowingColumns } from '../results/growing-columns';

/** One mark on the cwnd / time-sequence plots, made from one recorded congestion event. */
export interface CongestionAnnotation {
  t: number;
  flow: number;
  kind: number;
  /** Kind-specific detail as recorded (Vegas: the decision +1, 0, −1). */
  detail: number;
  /** Sequence number (bytes) the event concerns; cwnd after the sender's reaction (bytes). */
  seq: number;
  cwnd: number;
  /** The sender's MSS (segment numbers). */
  mss: number;
  /** The drop (or ECN mark) the core linked to this event: its time and link; NaN when none. */
  causeT: number;
  causeLink: number;
  /** One line with the numbers, for the tooltip and screen readers. */
  text: string;
}

/** A recovery period of one flow: from its fast retransmit to the recorded end (Infinity: still open). */
export interface RecoveryPeriod {
  flow: number;
  from: number;
  to: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ssthreshText = (v: number) => (Number.isFinite(v) ? kB(v) : '∞');
/** Segment number (counted from 1) of a byte offset. */
const segment = (seq: number, mss: number) => Math.floor(seq / mss) + 1;

/** The one-line explanation of a recorded event (flow numbered from 1, as in the legend). */
export function describeCongestionEvent(
  t: number,
  flow: number,
  kind: number,
  seq: number,
  cwndBefore: number,
  cwnd: number,
  ssthresh: number,
  detail: number,
  mss: number,
  causeT = Number.NaN,
  measure = Number.NaN,
  low = Number.NaN,
  high = Number.NaN,
): string {
  const head = `t = ${t.toFixed(2)} s, flow ${flow + 1}: `;
  const window = `cwnd ${kB(cwndBefore)} → ${kB(cwnd)}, ssthresh ${ssthreshText(ssthresh)}`;
  const lost = Number.isNaN(causeT) ? '' : `; segment ${segment(seq, mss)} was dropped at t = ${causeT.toFixed(3)} s`;
  switch (kind) {
    case CongestionEvent.SlowStartExit:
      return head + (detail === 1 ? `slow start ends: a loss set ssthresh to ${ssthreshText(ssthresh)}` : `slow start ends: cwnd ${kB(cwnd)} reached ssthresh ${ssthreshText(ssthresh)}`);
    case CongestionEvent.FastRetransmit:
      return head + `${detail} duplicate ACKs → retransmit of segment ${segment(seq, mss)}; ${window}${lost}`;
    case CongestionEvent.RecoveryEnd:
      return head + (detail === 1 ? `a retransmission timeout ends fast recovery` : `ACK of segment ${segment(seq, mss) - 1} covers the recovery point → fast recovery ends; ${window}`);
    case CongestionEvent.PartialAck:
      return head + `partial ACK ${detail} (up to segment ${segment(seq, mss) - 1}) → retransmit of segment ${segment(seq, mss)}; ${window}${lost}`;
    case CongestionEvent.Timeout:
      return head + `retransmission timeout → retransmit of segment ${segment(seq, mss)}, RTO backed off to ${detail.toFixed(2)} s; ${window}${lost}`;
    case CongestionEvent.SynRetransmit:
      return head + `SYN timed out → SYN sent again (attempt ${detail})${Number.isNaN(causeT) ? '' : `; the handshake packet was dropped at t = ${causeT.toFixed(3)} s`}`;
    case CongestionEvent.EcnEcho:
      return head + `ECN echo → window reduced; ${window}${Number.isNaN(causeT) ? '' : `; the echoed CE mark was set at t = ${causeT.toFixed(3)} s`}`;
    default: {
      // A congestion control's own decision explains itself (its registry entry's events).
      const own = congestionEventInfo(kind);
      if (own?.explain) return head + `${own.explain({ detail, measure, low, high })}; ${window}`;
      return head + (CONGESTION_EVENT_NAMES[kind] ?? 'event');
    }
  }
}

/** The annotation of row i of a flow's recorded congestion events. */
export function congestionAnnotation(flow: number, c: GrowingColumns<CongestionColumn>, i: number): CongestionAnnotation {
  const k = c.cols;
  return {
    t: k.t[i],
    flow,
    kind: k.kind[i],
    detail: k.detail[i],
    seq: k.seq[i],
    cwnd: k.cwnd[i],
    mss: k.mss[i],
    causeT: k.causeT[i],
    causeLink: k.causeLink[i],
    text: describeCongestionEvent(k.t[i], flow, k.kind[i], k.seq[i], k.cwndBefore[i], k.cwnd[i], k.ssthresh[i], k.detail[i], k.mss[i], k.causeT[i], k.measure[i], k.low[i], k.high[i]),
  };
}

/** Every recorded congestion event of one flow, as annotations (one each, at the trace's times). */
export function congestionAnnotations(flow: number, c: GrowingColumns<CongestionColumn>): CongestionAnnotation[] {
  const out: CongestionAnnotation[] = [];
  for (let i = 0; i < c.length; i++) out.push(congestionAnnotation(flow, c, i));
  return out;
}

/**
 * The flow's fast-recovery periods, each from a recorded fast retransmit to the recovery end the
 * core recorded after it (by a full ACK or a timeout); a period still open at the end of the
 * data runs to Infinity.
 */
export function recoveryPeriods(flow: number, c: GrowingColumns<CongestionColumn>): RecoveryPeriod[] {
  const out: RecoveryPeriod[] = [];
  let open = Number.NaN;
  for (let i = 0; i < c.length; i++) {
    const kind = c.cols.kind[i];
    if (kind === CongestionEvent.FastRetransmit && Number.isNaN(open)) open = c.cols.t[i];
    else if (kind === CongestionEvent.RecoveryEnd && !Number.isNaN(open)) {
      out.push({ flow, from: open, to: c.cols.t[i] });
      open = Number.NaN;
    }
  }
  if (!Number.isNaN(open)) out.push({ flow, from: open, to: Number.POSITIVE_INFINITY });
  return out;
}
