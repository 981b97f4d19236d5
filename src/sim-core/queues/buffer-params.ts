import { LIMITS } from '../limits';
import type { BufferSettings } from './discipline';
import type { EnumParam, NumberParam, Param } from './params';

/** The buffer limit every discipline has. */
export const LIMIT_PARAM: NumberParam = {
  kind: 'number',
  key: 'limit',
  label: 'Buffer',
  glossary: 'buffer',
  help: `hard buffer limit (at most ${LIMITS.maxQueuePackets} packets or ${LIMITS.maxQueueBytes} bytes)`,
  editor: 'none',
  min: 0,
  minExclusive: true,
  max: LIMITS.maxQueueBytes,
  maxMessage: `a queue limit above ${LIMITS.maxQueueBytes} is refused (at most ${LIMITS.maxQueueBytes} bytes or ${LIMITS.maxQueuePackets} packets)`,
  inQueueUnit: true,
};

/** What the limit (and thresholds) count; `only` fixes it (thresholds defined per packet). */
export function unitParam(only?: 'packets', help = 'what the limit and thresholds count'): EnumParam {
  return { kind: 'enum', key: 'unit', label: 'Unit', glossary: 'buffer-unit', help, editor: 'none', values: only ? [only] : ['packets', 'bytes'], default: 'packets' };
}

export const ADMISSION_HELP = "byte limits: 'fits' admits if bytes + size ≤ limit; 'below-limit' if bytes ≤ limit before adding (Linux 2.4's byte-limited qdiscs)";

/** Byte-limit admission rule; `optional` leaves it out of specs that do not set it. */
export function admissionParam(optional: boolean): EnumParam {
  return {
    kind: 'enum',
    key: 'admission',
    label: 'Linux 2.4 admission',
    glossary: 'linux24-admission',
    help: optional ? `${ADMISSION_HELP}; default 'fits'` : ADMISSION_HELP,
    editor: 'none',
    values: ['fits', 'below-limit'],
    ...(optional ? {} : { default: 'fits' }),
  };
}

/** Whether a parameter list lets the buffer count bytes. */
export function allowsBytes(params: readonly Param[]): boolean {
  const u = params.find((p) => p.key === 'unit');
  return u?.kind === 'enum' && u.values.includes('bytes');
}

/** Generic carry-over: the buffer fields any spec has, ECN and mean packet size when present. */
export function defaultBufferOf(spec: { type: string }): BufferSettings {
  const s = spec as unknown as { limit: number; unit: 'packets' | 'bytes'; admission?: 'fits' | 'below-limit'; ecn?: boolean; meanPktSize?: number };
  return { limit: s.limit, unit: s.unit, admission: s.admission, ecn: s.ecn ?? false, meanPktSize: s.meanPktSize, packetBytes: s.meanPktSize ?? 1000 };
}

/** A buffer limit in packets (converting a byte limit by the packet size). */
export function limitInPackets(b: BufferSettings): number {
  return b.unit === 'bytes' ? Math.max(2, Math.round(b.limit / b.packetBytes)) : b.limit;
}
