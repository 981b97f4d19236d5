import { LeafQueueSpec, type LeafQueueSpec as QueueSpec } from '../../sim-core/scenario/schema';

/** Delay-based AQMs: their spec type is also their discipline name. */
const DELAY_AQMS = ['codel', 'pie', 'fq-codel'] as const;
type DelayAqm = (typeof DELAY_AQMS)[number];
const isDelayAqm = (t: string): t is DelayAqm => (DELAY_AQMS as readonly string[]).includes(t);
const isDelayAqmSpec = (q: QueueSpec): q is Extract<QueueSpec, { type: DelayAqm }> => isDelayAqm(q.type);

export type Discipline = 'droptail' | 'red' | 'gentle' | 'ared' | 'dynamic' | DelayAqm;

export const DISCIPLINES: { value: Discipline; label: string }[] = [
  { value: 'droptail', label: 'Tail drop' },
  { value: 'red', label: 'RED' },
  { value: 'gentle', label: 'Gentle RED' },
  { value: 'ared', label: 'Adaptive RED' },
  { value: 'dynamic', label: 'RED, thresholds β·n (seed 002)' },
  { value: 'codel', label: 'CoDel' },
  { value: 'pie', label: 'PIE' },
  { value: 'fq-codel', label: 'FQ-CoDel' },
];

export type RedSpec = Extract<QueueSpec, { type: 'red' }>;
export type AredSpec = Extract<QueueSpec, { type: 'ared' }>;
export type DynamicRedSpec = Extract<QueueSpec, { type: 'dynamic-red' }>;

export function disciplineOf(q: QueueSpec): Discipline {
  if (q.type === 'droptail') return 'droptail';
  if (q.type === 'ared') return 'ared';
  if (q.type === 'dynamic-red') return 'dynamic';
  if (isDelayAqmSpec(q)) return q.type;
  if (q.adaptive) return 'ared';
  return q.gentle ? 'gentle' : 'red';
}

/** Bytes per packet used to convert between byte and packet units. */
export function packetBytes(q: QueueSpec): number {
  if (q.type === 'droptail' || isDelayAqmSpec(q)) return 1000;
  if (q.type === 'red') return q.meanPktSize ?? q.avpkt ?? 1000;
  return q.meanPktSize ?? 1000;
}

function roundTo(v: number, unit: 'packets' | 'bytes'): number {
  return unit === 'packets' ? Math.max(1, Math.round(v)) : Math.max(1, Math.round(v / 100) * 100);
}

function redFrom(limit: number, unit: 'packets' | 'bytes', gentle: boolean, ecn: boolean, meanPktSize?: number): RedSpec {
  return {
    type: 'red',
    limit,
    unit,
    gentle,
    ecn,
    hardDrop: true,
    minTh: roundTo(limit / 4, unit),
    maxTh: roundTo((limit * 3) / 4, unit),
    maxP: 0.1,
    wq: 0.002,
    wait: false,
    nsByteMode: false,
    adaptive: false,
    ...(meanPktSize !== undefined ? { meanPktSize } : {}),
  };
}

/** The queue after switching discipline, keeping the buffer and ECN where they carry over. */
export function changeDiscipline(q: QueueSpec, to: Discipline): QueueSpec {
  if (disciplineOf(q) === to) return q;
  if (isDelayAqm(to)) {
    // Its own defaults, keeping the buffer when it counts packets.
    const limit = q.unit === 'packets' ? q.limit : Math.max(2, Math.round(q.limit / packetBytes(q)));
    return LeafQueueSpec.parse({ type: to, ...(to === 'fq-codel' ? {} : { limit }) });
  }
  if (isDelayAqmSpec(q)) return changeDiscipline({ type: 'droptail', limit: q.limit, unit: q.unit, admission: 'fits' }, to);
  const ecn = q.type === 'droptail' ? false : q.ecn;
  const mps = q.type === 'droptail' ? undefined : q.meanPktSize;
  switch (to) {
    case 'droptail':
      // The buffer keeps its admission rule (Linux 2.4's applies to bfifo and RED alike).
      return { type: 'droptail', limit: q.limit, unit: q.unit, admission: q.admission ?? 'fits' };
    case 'red':
    case 'gentle': {
      if (q.type === 'red') return { ...q, gentle: to === 'gentle', adaptive: false };
      const r = redFrom(q.limit, q.unit, to === 'gentle', ecn, mps);
      return q.admission === 'below-limit' ? { ...r, admission: 'below-limit' } : r;
    }
    case 'ared': {
      const limit = q.unit === 'bytes' ? Math.max(2, Math.round(q.limit / packetBytes(q))) : q.limit;
      const a: AredSpec = { type: 'ared', limit, unit: 'packets', gentle: true, ecn, hardDrop: true, targetDelay: 0.005 };
      if (mps !== undefined) a.meanPktSize = mps;
      return a;
    }
    case 'dynamic': {
      const limit = q.unit === 'bytes' ? Math.max(2, Math.round(q.limit / packetBytes(q))) : q.limit;
      const r: DynamicRedSpec = { type: 'dynamic-red', limit, unit: 'packets', gentle: false, ecn, hardDrop: true, beta: 3, estimateError: 0, maxP: 0.1, wait: true };
      if (mps !== undefined) r.meanPktSize = mps;
      return r;
    }
  }
}

/** Switch a queue's counting unit, converting its limit and thresholds by the packet size. */
export function changeUnit(q: QueueSpec, unit: 'packets' | 'bytes'): QueueSpec {
  if (q.unit === unit || q.type === 'ared' || q.type === 'dynamic-red' || isDelayAqmSpec(q)) return q;
  const f = unit === 'bytes' ? packetBytes(q) : 1 / packetBytes(q);
  const conv = (v: number) => roundTo(v * f, unit);
  if (q.type === 'droptail') return { ...q, unit, limit: conv(q.limit) };
  const minTh = conv(q.minTh);
  return { ...q, unit, limit: conv(q.limit), minTh: q.minTh === 0 ? 0 : minTh, maxTh: conv(q.maxTh) };
}
