import { z } from 'zod';
import { LIMIT_PARAM, limitInPackets, unitParam } from '../buffer-params';
import { ecnParam, msParam } from '../codel/codel-params';
import { defineDiscipline } from '../discipline';
import { paramsShape, type BooleanParam, type NumberParam, type Param } from '../params';
import type { DropReason } from '../queue-disc';
import { PieQueue, type PieParams } from './pie-queue';

/** A PIE spec: the packet buffer and the queue's parameters, as PieQueue takes them. */
export interface PieSpec extends PieParams {
  type: 'pie';
  limit: number;
  unit: 'packets';
}

const weight = (key: string, label: string, dflt: number, help: string): NumberParam => ({
  kind: 'number',
  key,
  label,
  glossary: 'pie-alpha-beta',
  help,
  editor: 'number',
  testId: `pie-${key.toLowerCase()}`,
  default: dflt,
  min: 0,
  max: 100,
  step: 0.005,
  display: { scale: 1, unit: 'per second of delay' },
});

const flag = (key: string, label: string, glossary: string, dflt: boolean, help: string): BooleanParam => ({ kind: 'boolean', key, label, glossary, help, editor: 'check', testId: `pie-${key.toLowerCase()}`, default: dflt });

const PARAMS: Param[] = [
  { ...LIMIT_PARAM, default: 1000, help: 'hard limit in packets; an arrival beyond it is a forced (limit) drop' },
  unitParam('packets', 'PIE runs in packet mode'),
  msParam('target', 'Target', 'pie-target', 'target queueing delay (s); RFC 8033: 15 ms', 0.015, 0.0001, 10, 'pie-target'),
  msParam('tUpdate', 'Update every', 'pie-update', 'drop-probability update period (s); RFC 8033: 15 ms', 0.015, 0.001, 10, 'pie-tupdate'),
  weight('alpha', 'α', 0.125, 'weight of the delay error (per second of delay); RFC 8033: 0.125'),
  weight('beta', 'β', 1.25, 'weight of the delay trend (per second of delay); RFC 8033: 1.25'),
  msParam('maxBurst', 'Burst allowance', 'pie-burst', 'burst allowance (s): no random drops while it lasts; RFC 8033: 150 ms', 0.15, 0, 100, 'pie-maxburst'),
  flag('capDropAdjustment', 'cap rises above 10 %', 'pie-cap', true, 'above 10 % raise the probability by at most 2 points per update (RFC 8033 §5.5)'),
  flag('derandomize', 'de-randomise', 'pie-derandomize', false, 'space drops by accumulated probability instead of a coin flip (RFC 8033 §5.4)'),
  ecnParam(false, 'mark ECN-capable packets while the probability is below markEcnThreshold'),
  { kind: 'number', key: 'markEcnThreshold', label: 'ECN up to', glossary: 'ecn', help: 'above this probability ECN-capable packets are dropped too (RFC 8033: 10 %)', editor: 'none', default: 0.1, min: 0, max: 1 },
];

const schema = z.object({ type: z.literal('pie'), ...paramsShape(PARAMS) }).strict() as unknown as z.ZodType<PieSpec, unknown>;

/** PIE's random drop at enqueue (ns-3 "unforced drop"): the same kind of decision as RED's early drop (and DualPI2's p_C drop). */
export const EARLY: DropReason = { id: 'early', label: 'early', name: 'early drop', glossary: 'early-drop', loss: true, queueDrop: true, mark: { shape: 'dot', tone: 2 } };

/** Proportional Integral controller Enhanced (RFC 8033), as ns-3 runs it. */
export const PIE = defineDiscipline<PieSpec>({
  name: 'pie',
  label: 'PIE',
  glossary: 'pie',
  description: 'Proportional Integral controller Enhanced: drops arrivals with a probability steered every 15 ms towards a target queueing delay',
  docSection: 'PIE',
  params: PARAMS,
  schema: () => schema,
  create: (s, ctx) => {
    const { type: _type, limit, unit, ...params } = s;
    return new PieQueue({ limit, unit }, params, ctx.rng());
  },
  gauges: [
    { key: 'dropProb', label: 'PIE drop probability now', glossary: 'pie', scale: 'probability', tone: 1, headline: true },
    { key: 'qdelay', label: 'queue delay PIE estimates', glossary: 'queueing-delay', scale: 'seconds', tone: 1 },
  ],
  thresholds: [],
  // Its drop probability over time, beside the queue it steers.
  panel: 'probabilities',
  dropReasons: [EARLY],
  choices: [{ value: 'pie', label: 'PIE', make: (b) => schema.parse({ type: 'pie', limit: limitInPackets(b), ecn: b.ecn }) }],
  targetDelayKey: 'target',
  report: (q) => {
    const p = (q as PieQueue).params;
    return { settings: { target: p.target, tUpdate: p.tUpdate, alpha: p.alpha, beta: p.beta, maxBurst: p.maxBurst, derandomize: p.derandomize, ecn: p.ecn }, thresholds: {}, dynamicThresholds: false };
  },
});
