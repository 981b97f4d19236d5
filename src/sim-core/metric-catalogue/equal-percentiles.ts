import { PERCENTILE_RESOLUTION } from '../metrics/delay-histogram';
import type { SimResult } from '../scenario/result';
import type { MetricSelector } from './metric';
import { formatMetric, readMetric } from './registry';

/**
 * The percentile pairs a table may show side by side (p95 and p99 of one delay). When the two read
 * the same ("92.4 / 92.4 ms") students took it for a bug (Compare trial, problem 2): it is either
 * the full buffer (no packet can wait longer than a full buffer's worth of packets takes to send,
 * and the slowest 5 % all waited about that long) or the binning (the percentiles are binned,
 * delay-histogram.ts, and both fell in one bin). The note says which, from the run's own values.
 */
export const PERCENTILE_PAIRS: readonly { p95: string; p99: string }[] = [
  { p95: 'flow.oneWayDelayP95', p99: 'flow.oneWayDelayP99' },
  { p95: 'link.queueDelayP95', p99: 'link.queueDelayP99' },
];

/** The p99 that pairs with a p95 metric (or the p95 with a p99), or null. */
export function percentilePartner(id: string): string | null {
  for (const p of PERCENTILE_PAIRS) {
    if (p.p95 === id) return p.p99;
    if (p.p99 === id) return p.p95;
  }
  return null;
}

/** The bin width said as a share ("0.4 %"): the one number BINNED_PERCENTILE_WORDS also says. */
const BIN_WORDS = `${(PERCENTILE_RESOLUTION * 100).toFixed(1)} %`;

/** The words for each reason (one definition: every surface that shows p95 beside p99 uses these). */
export const EQUAL_PERCENTILES_WORDS = {
  fullBuffer: (value: string, wait: string, queue: string, rate: string, oneWay: boolean) =>
    `p95 = p99 (${value}): both are set by the full buffer. A packet waits in the queue at most the time the link takes to send a full queue (${queue} at ${rate}: ${wait}${oneWay ? ', on top of the path’s own delay' : ''}), and the slowest 5 % of packets all waited about that long, so the two percentiles meet.`,
  oneBin: (value: string) =>
    `p95 = p99 (${value}): the percentiles are binned to within ${BIN_WORDS} of the exact delay, and both fell in one bin: the slowest 5 % and the slowest 1 % of packets were delayed within ${BIN_WORDS} of each other.`,
};

/** The bottleneck's longest possible wait: its largest queue (in bytes) at its rate, and whether that queue was the full buffer. */
function longestWait(r: SimResult, link: number): { wait: number; packet: number; queue: string; rate: string } {
  const l = r.links[link];
  const s = l.summary;
  const full = s.maxQueuePackets >= (l.queueLimit.unit === 'packets' ? l.queueLimit.limit : Number.POSITIVE_INFINITY) || s.maxQueueBytes >= (l.queueLimit.unit === 'bytes' ? l.queueLimit.limit : Number.POSITIVE_INFINITY);
  const queue = `${full ? 'the full buffer, ' : 'its longest queue, '}${s.maxQueuePackets} packets`;
  return { wait: (s.maxQueueBytes * 8) / l.rateBps, packet: s.maxQueuePackets > 0 ? (s.maxQueueBytes * 8) / s.maxQueuePackets / l.rateBps : 0, queue, rate: formatMetric('flow.goodput', l.rateBps) };
}

/**
 * Why a pair's p95 and p99 read the same, or null when they do not (as formatMetric shows them).
 * `pair`: PERCENTILE_PAIRS' entry; `sel`: the flow or link they are of. The full buffer is the
 * reason when the bottleneck's own p95 queueing delay is within one packet's sending time and two
 * bins of its longest wait (the last packet into a full queue waits for the rest of the one being
 * sent, not all of it): then at least 5 % of the packets leaving it waited behind the whole queue.
 */
export function equalPercentilesNote(r: SimResult, pair: { p95: string; p99: string }, sel: MetricSelector = {}): string | null {
  const [p95, p99] = [readMetric(pair.p95, r, sel), readMetric(pair.p99, r, sel)];
  if (!Number.isFinite(p95) || !Number.isFinite(p99)) return null;
  const shown = formatMetric(pair.p99, p99);
  if (formatMetric(pair.p95, p95) !== shown) return null;
  const link = pair.p95.startsWith('link.') ? (sel.link ?? r.aggregate.bottleneck) : r.aggregate.bottleneck;
  const longest = longestWait(r, link);
  const queueP95 = readMetric('link.queueDelayP95', r, { link });
  const atFull = longest.wait > 0 && Number.isFinite(queueP95) && Math.abs(queueP95 - longest.wait) <= longest.packet + 2 * PERCENTILE_RESOLUTION * longest.wait + 1e-9;
  return atFull ? EQUAL_PERCENTILES_WORDS.fullBuffer(shown, formatMetric('link.queueDelayP95', longest.wait), longest.queue, longest.rate, pair.p95.startsWith('flow.')) : EQUAL_PERCENTILES_WORDS.oneBin(shown);
}
