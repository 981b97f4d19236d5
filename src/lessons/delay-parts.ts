import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { formatMetric as formatCatalogue, readMetric as readCatalogue } from '../sim-core/metric-catalogue/registry';
import { getBottleneck } from '../scenario-edit/bottleneck';
import { dumbbellOneWay } from '../scenario-edit/placeholders';
import { formatMetric } from './metrics';

/**
 * How a step's delay figures add up, said in one line under its check's figures and computed
 * from the run judged (`check.addsUp`): a student read four delay figures side by side, "Flow 5
 * (voice) one-way delay 358.3 ms", At a glance's "p95 727.0", the queueing-delay plot's "median
 * 298.0 ms" and "about 270 packets", and had to work out alone that 270 × 1.2 ms + 30 ms ≈ 354
 * (bloat-2235 confusion 2); on the 2 Mbit/s step "mean queue 41.3 packets" beside "queueing delay,
 * mean 199.0 ms" under "each packet adds 6 ms" did not multiply out (41.3 × 6 = 248), because
 * some of those packets are the call's 200-byte ones (confusion 9). The line says: the flow's
 * one-way delay as the path's own delay plus its wait in the queue; the mean queue in bytes and
 * how long the link takes to send them, beside the queueing delay's mean; the median the plot
 * in the window beside that mean (not the plot caption's whole-run one); and the flow's 95th percentile against it, with where the longest
 * waits came from when the recorded run's queue says so. Every figure is the metric
 * catalogue's, read from the run: none is written in the lesson.
 */

/** A full-size packet of the downloads, in bytes: 1460 bytes of data and 40 of TCP/IP headers. */
export const FULL_PACKET_BYTES = 1500;

/**
 * The recorded run's queue in the measurement window (its series; a check's run has none): how
 * many packets it held as the window opened, and its largest, when.
 */
export interface QueueInWindow {
  /** Packets queued at the window's start (the start-up's queue, still draining, on the FIFO). */
  atStart: { at: number; packets: number };
  peak: { at: number; packets: number };
}

/** A number as a sentence writes it, with `digits` decimals. */
const num = (v: number, digits = 0) => v.toFixed(digits);

/** The parts a line is built from, each a figure of the run (numbers in ms, packets, bytes). */
export interface DelayParts {
  flowName: string;
  oneWay: number;
  path: number;
  wait: number;
  meanQueue: number;
  meanQueueBytes: number;
  /** How long the link takes to send the mean queue's bytes, in ms. */
  sendTime: number;
  /** How long the link takes to send one full-size packet, in ms. */
  perFullPacket: number;
  rateWords: string;
  queueDelayMean: number;
  queueDelayMedian: number;
  p95: number;
  /** Bytes the flow's own packets carry, when the flow sends one size (a call's 200-byte packets). */
  flowPacketBytes: number | null;
}

/** The parts of `flow` (from 0) on run `r` of scenario `sc`; null where a part cannot be read (no dumbbell path, no bottleneck, no delay figure). */
export function delayParts(r: SimResult, sc: Scenario, flow: number): DelayParts | null {
  const b = getBottleneck(sc);
  const path = dumbbellOneWay(sc);
  const f = sc.flows[flow];
  if (!b || path === undefined || !f || !r.flows[flow]) return null;
  const ms = (id: string, sel: { flow?: number } = {}) => readCatalogue(id, r, sel) * 1000;
  const oneWay = ms('flow.oneWayDelayMean', { flow });
  const meanQueueBytes = readCatalogue('link.meanQueueBytes', r);
  const parts: DelayParts = {
    flowName: `Flow ${flow + 1}${f.name ? ` (${f.name})` : ''}`,
    oneWay,
    path: path * 1000,
    wait: oneWay - path * 1000,
    meanQueue: readCatalogue('link.meanQueue', r),
    meanQueueBytes,
    sendTime: ((meanQueueBytes * 8) / b.rate) * 1000,
    perFullPacket: ((FULL_PACKET_BYTES * 8) / b.rate) * 1000,
    rateWords: `${+(b.rate / 1e6).toPrecision(3)} Mbit/s`,
    queueDelayMean: ms('link.queueDelayMean'),
    queueDelayMedian: ms('link.queueDelayP50'),
    p95: ms('flow.oneWayDelayP95', { flow }),
    flowPacketBytes: f.kind === 'cbr' ? f.packetSize : null,
  };
  const needed = [parts.oneWay, parts.meanQueue, parts.meanQueueBytes, parts.queueDelayMean, parts.queueDelayMedian, parts.p95];
  return needed.every(Number.isFinite) ? parts : null;
}

/**
 * The line, on the 10 Mbit/s FIFO: "How these figures add up: Flow 5 (voice) one-way delay 358.3 ms
 * is the path's own 30 ms plus 328.3 ms in the queue. The queue held 268.3 packets on average,
 * nearly all of 1500 bytes: at 10 Mbit/s each takes 1.2 ms to send, and 268.3 × 1.2 ms ≈ 322 ms,
 * near the queueing delay's mean, 320.3 ms. The queueing delay's median in the measurement window,
 * 298.0 ms, is the middle of all flows' waits there, below their mean (the same median as the
 * queueing-delay plot's legend and caption, issue 37). Flow 5 (voice)'s p95, 727.0 ms, is over twice its
 * mean: its longest waits came as the window opened, with the start-up's queue still 490 packets
 * at 5.0 s, and at the queue's peak of 688 packets at 9.9 s." On the 2 Mbit/s one the queue is
 * said in bytes: "… 41.3 packets on average, but 50.0 kB, 1212 bytes a packet, as some are flow 5
 * (voice)'s 200-byte packets: … those bytes take 200 ms to send, about the queueing delay's mean,
 * 199.0 ms, not 41.3 × 6.0 ms = 248 ms." (The start-up and peak need the recorded series:
 * `recorded`.) Null when the parts cannot be read.
 */
export function delayPartsLine(r: SimResult, sc: Scenario, flow: number, recorded: QueueInWindow | null = null): string | null {
  const p = delayParts(r, sc, flow);
  if (!p) return null;
  const said = (id: string, v: number) => formatMetric(id, v);
  const oneWay = `${p.flowName} one-way delay ${said('flow.oneWayDelayMean', p.oneWay)} is the path's own ${num(p.path)} ms plus ${num(p.wait, 1)} ms in the queue.`;
  const perPacket = p.meanQueueBytes / p.meanQueue;
  const meanWait = said('link.queueDelayMean', p.queueDelayMean);
  const perFull = `${num(p.perFullPacket, 1)} ms`;
  // Nearly all full-size packets (the 10 Mbit/s FIFO: ~1430 bytes a packet): the count times one
  // packet's sending time, the sum the student made (270 × 1.2 ms). Many smaller ones (the call's
  // 200 bytes among 50 at 2 Mbit/s: ~1210): the count times 6 ms overshoots (41.3 × 6 = 248 ms
  // against 199.0), so the queue is said in bytes, and which packets are the small ones.
  const smallOnes = p.flowPacketBytes !== null && p.flowPacketBytes < FULL_PACKET_BYTES ? `, as some are ${p.flowName.toLowerCase()}'s ${p.flowPacketBytes}-byte packets` : '';
  const held =
    perPacket >= 0.9 * FULL_PACKET_BYTES
      ? `The queue held ${said('link.meanQueue', p.meanQueue)} on average, nearly all of ${FULL_PACKET_BYTES} bytes: at ${p.rateWords} each takes ${perFull} to send, and ${num(p.meanQueue, 1)} × ${perFull} ≈ ${num(p.meanQueue * p.perFullPacket)} ms, near the queueing delay's mean, ${meanWait}.`
      : `The queue held ${said('link.meanQueue', p.meanQueue)} on average, but ${formatCatalogue('link.meanQueueBytes', p.meanQueueBytes)}, ${num(perPacket)} bytes a packet${smallOnes}: at ${p.rateWords}, ${perFull} per ${FULL_PACKET_BYTES}-byte packet, those bytes take ${num(p.sendTime)} ms to send, about the queueing delay's mean, ${meanWait}, not ${num(p.meanQueue, 1)} × ${perFull} = ${num(p.meanQueue * p.perFullPacket)} ms.`;
  // The catalogue's median is the measurement window's; the queueing-delay plot's caption counts
  // every packet of the run, start-up included (306.1 ms against 298.0 on step 1): the line said
  // "the queueing-delay plot's median, 298.0 ms" and the student met two medians for one plot
  // (bloat-0055 confusion 1). It names the window, and says which the caption counts.
  const median = `The queueing delay's median in the measurement window, ${formatCatalogue('link.queueDelayP50', p.queueDelayMedian / 1000)}, is the middle of all flows' waits there, ${p.queueDelayMedian <= p.queueDelayMean ? 'below' : 'above'} their mean.`;
  const tail = p.p95 > 1.5 * p.oneWay ? tailWords(p, recorded) : '';
  return ['How these figures add up:', oneWay, held, median, tail].filter(Boolean).join(' ');
}

/**
 * The flow's 95th percentile, when it is far above its mean: its longest waits, and where the
 * recorded queue stood far above its mean in the window (the FIFO's start-up queue still draining
 * as the window opened, and its bump after the downloads' timeouts) — each said only when the
 * series shows it, with its packets and second.
 */
function tailWords(p: DelayParts, queue: QueueInWindow | null): string {
  const ratio = p.p95 / p.oneWay;
  const head = `${p.flowName}'s p95, ${formatMetric('flow.oneWayDelayP95', p.p95)}, is ${ratio >= 2 ? `over ${Math.floor(ratio) === 2 ? 'twice' : `${Math.floor(ratio)} times`}` : `${num(ratio, 1)} times`} its mean`;
  const high = (packets: number) => packets >= 1.5 * p.meanQueue;
  const when = [
    ...(queue && high(queue.atStart.packets) ? [`as the window opened, with the start-up's queue still ${num(queue.atStart.packets)} packets at ${num(queue.atStart.at, 1)} s`] : []),
    ...(queue && high(queue.peak.packets) && queue.peak.at > queue.atStart.at + 1 ? [`at the queue's peak of ${num(queue.peak.packets)} packets at ${num(queue.peak.at, 1)} s`] : []),
  ];
  return when.length === 0 ? `${head}: the 5 % of its packets that waited longest.` : `${head}: its longest waits came ${when.join(', and ')}.`;
}

/**
 * The queue in the window from a recorded queue series (`t` in s, `packets`, the first `length`
 * samples): its packets as the window opened, and its largest from a second after that (a bump,
 * not the start-up's queue draining). Null without a sample in the window.
 */
export function queueInWindow(t: ArrayLike<number>, packets: ArrayLike<number>, length: number, window: { from: number; to: number }): QueueInWindow | null {
  let start = -1;
  let peak = -1;
  for (let i = 0; i < length; i++) {
    if (t[i] < window.from || t[i] >= window.to) continue;
    if (start < 0) start = i;
    if (t[i] >= t[start] + 1 && (peak < 0 || packets[i] > packets[peak])) peak = i;
  }
  if (start < 0) return null;
  const at = (i: number) => ({ at: t[i], packets: packets[i] });
  return { atStart: at(start), peak: at(peak < 0 ? start : peak) };
}
