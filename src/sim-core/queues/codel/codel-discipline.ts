import { z } from 'zod';
import { admissionParam, LIMIT_PARAM, unitParam } from '../buffer-params';
import { defineDiscipline } from '../discipline';
import { paramsShape, type Param } from '../params';
import type { DropReason } from '../queue-disc';
import { CODEL_INTERVAL, CODEL_MIN_BYTES, CODEL_TARGET, ecnParam, targetBelowInterval } from './codel-params';
import { CE_THRESHOLD_PARAMS, ceThresholdConsistent, ceThresholdOf, ceThresholdReport, type CeThresholdSpec } from './ce-threshold';
import { CoDelQueue } from './codel-queue';

export interface CoDelSpec extends CeThresholdSpec {
  type: 'codel';
  limit: number;
  unit: 'packets' | 'bytes';
  admission?: 'fits' | 'below-limit';
  target: number;
  interval: number;
  minBytes: number;
  ecn: boolean;
}

const PARAMS: Param[] = [
  { ...LIMIT_PARAM, default: 1000, help: 'hard limit; an arrival beyond it is a limit (overflow) drop' },
  unitParam(undefined, 'what the limit counts'),
  admissionParam(true),
  CODEL_TARGET,
  CODEL_INTERVAL,
  CODEL_MIN_BYTES,
  ecnParam(false, 'mark ECN-capable packets instead of dropping them'),
  ...CE_THRESHOLD_PARAMS,
];

const schema = z
  .object({ type: z.literal('codel'), ...paramsShape(PARAMS) })
  .strict()
  .superRefine((v, ctx) => {
    targetBelowInterval(v as unknown as CoDelSpec, ctx);
    ceThresholdConsistent(v as unknown as CoDelSpec, ctx);
  }) as unknown as z.ZodType<CoDelSpec, unknown>;

/** CoDel's control-law drop at dequeue (ns-3 "target exceeded"): an AQM decision, not a full buffer. */
export const TARGET_EXCEEDED: DropReason = { id: 'targetExceeded', label: 'target exceeded', name: 'target exceeded drop', glossary: 'target-exceeded', loss: true, queueDrop: true, mark: { shape: 'dot', tone: 2 } };

/**
 * CoDel's state as gauges: dropping (0/1), count, the time to the next drop (read out only while dropping),
 * the last sojourn time. Said in words a student reads once (bloat trial 02:20: "CoDel drops
 * counted for its rate 3 (count)" read as jargon); the paper's symbol follows the value.
 */
export const CODEL_GAUGES = [
  { key: 'dropping', label: 'CoDel in its dropping state', glossary: 'codel', scale: 'state', tone: 0, headline: true },
  // While dropping, what count does: it sets how soon the next drop comes ("count" alone went unexplained).
  { key: 'count', label: 'drops since it last started dropping', symbol: 'count', glossary: 'codel-interval', scale: 'count', tone: 1, says: (_v: number, gauge: (key: string) => number) => (gauge('dropping') >= 1 ? 'drops come interval ÷ √count apart, sooner as it grows' : null) },
  // Only while dropping: not dropping, no drop is due (it read "next drop due in 0.0 ms").
  { key: 'dropNext', label: 'next drop due in', glossary: 'codel-interval', scale: 'seconds', tone: 1, meaningful: (gauge: (key: string) => number) => gauge('dropping') >= 1 },
  { key: 'sojourn', label: 'last packet waited', symbol: 'sojourn', glossary: 'queueing-delay', scale: 'seconds', tone: 1 },
] as const;

/** Controlled Delay (RFC 8289) with Linux's control law, as ns-3 runs it. */
export const CODEL = defineDiscipline<CoDelSpec>({
  name: 'codel',
  label: 'CoDel',
  glossary: 'codel',
  description: 'Controlled Delay: drops at the head once packets have waited more than target for a whole interval, then ever faster (interval/√count)',
  docSection: 'CoDel',
  params: PARAMS,
  schema: () => schema,
  create: (s) => new CoDelQueue({ limit: s.limit, unit: s.unit, admission: s.admission }, { target: s.target, interval: s.interval, minBytes: s.minBytes, ecn: s.ecn, ceThreshold: ceThresholdOf(s) }),
  gauges: CODEL_GAUGES,
  thresholds: [],
  dropReasons: [TARGET_EXCEEDED],
  choices: [{ value: 'codel', label: 'CoDel', make: (b) => schema.parse({ type: 'codel', limit: b.limit, unit: b.unit, ecn: b.ecn, ...(b.admission === 'below-limit' ? { admission: b.admission } : {}) }) }],
  targetDelayKey: 'target',
  panel: 'delay-law',
  report: (q) => {
    const p = (q as CoDelQueue).controller.params;
    return { settings: { target: p.target, interval: p.interval, minBytes: p.minBytes, ecn: p.ecn, ...ceThresholdReport(p.ceThreshold) }, thresholds: {}, dynamicThresholds: false };
  },
});
