import type { RandomStream } from '../engine/random';
import { ARED_DEFAULTS, aredAutoParams } from '../queues/adaptive-red';
import type { QueueDisc } from '../queues/queue-disc';
import { HtbQueue } from '../queues/htb';
import { RedQueue, type RedConfig } from '../queues/red';
import { TailDropQueue } from '../queues/tail-drop';
import { tcMinBytes, tcRedWeight } from '../queues/tc-red';
import type { QueueSpec } from './schema';
import { exp } from '../engine/det-math';

const DEFAULT_MEAN_PKT = 1000;
const DEFAULT_WQ = 0.002;

/** ns-2's automatic w_q (q_weight = −1): a time constant of one second, 1 − exp(−1/C). */
export function autoWq(linkBps: number, meanPktSize: number): number {
  return 1 - exp(-1 / (linkBps / (8 * meanPktSize)));
}

/**
 * Resolve a RED-family spec into the full configuration the queue runs with. `activeFlows`
 * counts the connections whose data crosses the queue's link (for dynamic thresholds).
 */
export function resolveRedConfig(spec: Exclude<QueueSpec, { type: 'droptail' | 'htb' }>, linkBps: number, activeFlows: () => number = () => 0): RedConfig {
  const limit = { limit: spec.limit, unit: spec.unit, admission: spec.admission };
  if (spec.type === 'dynamic-red') {
    const meanPktSize = spec.meanPktSize ?? DEFAULT_MEAN_PKT;
    return {
      limit,
      minTh: 0,
      maxTh: 0,
      maxP: spec.maxP,
      wq: spec.wq ?? autoWq(linkBps, meanPktSize),
      gentle: spec.gentle,
      wait: spec.wait,
      meanPktSize,
      nsByteMode: false,
      ecn: spec.ecn,
      hardDrop: spec.hardDrop,
      linkBps,
      adaptive: null,
      flowCount: { beta: spec.beta, estimateError: spec.estimateError, activeFlows },
    };
  }
  if (spec.type === 'ared') {
    const meanPktSize = spec.meanPktSize ?? DEFAULT_MEAN_PKT;
    const auto = aredAutoParams(linkBps, meanPktSize, spec.targetDelay);
    return {
      limit,
      minTh: auto.minTh,
      maxTh: auto.maxTh,
      maxP: 0.1,
      wq: auto.wq,
      gentle: spec.gentle,
      wait: false,
      meanPktSize,
      nsByteMode: false,
      ecn: spec.ecn,
      hardDrop: spec.hardDrop,
      linkBps,
      adaptive: ARED_DEFAULTS,
      flowCount: null,
    };
  }
  const meanPktSize = spec.meanPktSize ?? spec.avpkt ?? DEFAULT_MEAN_PKT;
  let wq = spec.wq;
  if (wq === undefined && spec.burst !== undefined && spec.avpkt !== undefined) {
    wq = tcRedWeight(spec.burst, tcMinBytes(spec.unit, spec.minTh, spec.avpkt), spec.avpkt);
  }
  return {
    limit,
    minTh: spec.minTh,
    maxTh: spec.maxTh,
    maxP: spec.maxP,
    wq: wq ?? DEFAULT_WQ,
    gentle: spec.gentle,
    wait: spec.wait,
    meanPktSize,
    nsByteMode: spec.nsByteMode,
    ecn: spec.ecn,
    hardDrop: spec.hardDrop,
    linkBps,
    adaptive: spec.adaptive ? ARED_DEFAULTS : null,
    flowCount: null,
  };
}

/** HTB defaults: buckets of one MTU plus 10 ms at the rate (Linux: rate/HZ + MTU, HZ = 100). */
function defaultBurst(rateBps: number): number {
  return Math.round(1600 + rateBps / 800);
}

/**
 * Build a queue discipline. `activeFlows` counts the connections whose data crosses the link
 * (dynamic-threshold RED).
 */
export function makeQueue(spec: QueueSpec, linkBps: number, rng: (suffix?: string) => RandomStream, activeFlows?: () => number): QueueDisc {
  switch (spec.type) {
    case 'droptail':
      return new TailDropQueue({ limit: spec.limit, unit: spec.unit, admission: spec.admission });
    case 'htb': {
      const ceil = Math.min(spec.ceil ?? spec.rate, linkBps);
      return new HtbQueue({
        rateBps: spec.rate,
        ceilBps: ceil,
        burst: spec.burst ?? defaultBurst(spec.rate),
        cburst: spec.cburst ?? defaultBurst(ceil),
        classes: spec.classes.map((c) => {
          const cceil = c.ceil ?? c.rate;
          return {
            name: c.name,
            rateBps: c.rate,
            ceilBps: cceil,
            prio: c.prio,
            match: c.match,
            flows: c.flows,
            burst: c.burst ?? defaultBurst(c.rate),
            cburst: c.cburst ?? defaultBurst(cceil),
            quantum: c.quantum ?? 1514,
            queue: makeQueue(c.queue, c.rate, () => rng(`:${c.name}`), activeFlows),
          };
        }),
      });
    }
    default:
      return new RedQueue(resolveRedConfig(spec, linkBps, activeFlows), rng());
  }
}
