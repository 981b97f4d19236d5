import { CONGESTION_EVENT_NAMES, CongestionEvent, type CongestionColumn } from '../../sim-core/metrics/congestion-events';
import type { GrowingColumns } from '../results/growing-columns';

/** One mark on the cwnd / time-sequence plots, made from one recorded congestion event. */
export interface CongestionAnnotation {
  t: number;
  flow: number;
  kind: number;
  /** Sequence number (bytes) the event concerns; cwnd after the sender's reaction (bytes). */
  seq: number;
  cwnd: number;
  /** One line with the numbers, for the tooltip and screen readers. */
  text: string;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ssthreshText = (v: number) => (Number.isFinite(v) ? kB(v) : '∞');
/** Segment number (counted from 1) of a byte offset. */
const segment = (seq: number, mss: number) => Math.floor(seq / mss) + 1;

/** The one-line explanation of a recorded event (flow numbered from 1, as in the legend). */
export function describeCongestionEvent(t: number, flow: number, kind: number, seq: number, cwndBefore: number, cwnd: number, ssthresh: number, detail: number, mss: number): string {
  const head = `t = ${t.toFixed(2)} s, flow ${flow + 1}: `;
  const window = `cwnd ${kB(cwndBefore)} → ${kB(cwnd)}, ssthresh ${ssthreshText(ssthresh)}`;
  switch (kind) {
    case CongestionEvent.SlowStartExit:
      return head + (detail === 1 ? `slow start ends: a loss set ssthresh to ${ssthreshText(ssthresh)}` : `slow start ends: cwnd ${kB(cwnd)} reached ssthresh ${ssthreshText(ssthresh)}`);
    case CongestionEvent.FastRetransmit:
      return head + `${detail} duplicate ACKs → retransmit of segment ${segment(seq, mss)}; ${window}`;
    case CongestionEvent.RecoveryEnd:
      return head + `ACK of segment ${segment(seq, mss) - 1} covers the recovery point → fast recovery ends; ${window}`;
    case CongestionEvent.PartialAck:
      return head + `partial ACK ${detail} (up to segment ${segment(seq, mss) - 1}) → retransmit of segment ${segment(seq, mss)}; ${window}`;
    case CongestionEvent.Timeout:
      return head + `retransmission timeout → retransmit of segment ${segment(seq, mss)}, RTO backed off to ${detail.toFixed(2)} s; ${window}`;
    case CongestionEvent.SynRetransmit:
      return head + `SYN timed out → SYN sent again (attempt ${detail})`;
    case CongestionEvent.EcnEcho:
      return head + `ECN echo → window reduced; ${window}`;
    default:
      return head + (CONGESTION_EVENT_NAMES[kind] ?? 'event');
  }
}

/** Every recorded congestion event of one flow, as annotations (one each, at the trace's times). */
export function congestionAnnotations(flow: number, c: GrowingColumns<CongestionColumn>): CongestionAnnotation[] {
  const k = c.cols;
  const out: CongestionAnnotation[] = [];
  for (let i = 0; i < c.length; i++) {
    out.push({
      t: k.t[i],
      flow,
      kind: k.kind[i],
      seq: k.seq[i],
      cwnd: k.cwnd[i],
      text: describeCongestionEvent(k.t[i], flow, k.kind[i], k.seq[i], k.cwndBefore[i], k.cwnd[i], k.ssthresh[i], k.detail[i], k.mss[i]),
    });
  }
  return out;
}
