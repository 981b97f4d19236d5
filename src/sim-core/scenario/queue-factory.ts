import type { RandomStream } from '../engine/random';
import { ARED_DEFAULTS, aredAutoParams } from '../queues/adaptive-red';
import type { QueueDisc } from '../queues/queue-disc';
import { HtbQueue } from '../queues/htb';
import { RedQueue, type RedConfig } from '../queues/red';
import { TailDropQueue } from '../queues/tail-drop';
import { tcMinBytes, tcRedWeight } from '../queues/tc-red';
import type { QueueSpec } from './schema';

const DEFAULT_MEAN_PKT = 1000;
const DEFAULT_WQ = 0.002;

/** Resolve a RED/ARED spec into the full configuration the queue runs with. */
export function resolveRedConfig(spec: Exclude<QueueSpec, { type: 'droptail' | 'htb' }>, linkBps: number): RedConfig {
  const limit = { limit: spec.limit, unit: spec.unit };
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
  };
}

/** HTB defaults: buckets of one MTU plus 10 ms at the rate (Linux: rate/HZ + MTU, HZ = 100). */
function defaultBurst(rateBps: number): number {
  return Math.round(1600 + rateBps / 800);
}

export function makeQueue(spec: QueueSpec, linkBps: number, rng: (suffix?: string) => RandomStream): QueueDisc {
  switch (spec.type) {
    case 'droptail':
      return new TailDropQueue({ limit: spec.limit, unit: spec.unit });
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
            queue: makeQueue(c.queue, c.rate, () => rng(`:${c.name}`)),
          };
        }),
      });
    }
    default:
      return new RedQueue(resolveRedConfig(spec, linkBps), rng());
  }
}
