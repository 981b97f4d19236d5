import { z } from 'zod';
import { profileSchema, type SettingsProfile } from '../../settings-profile';
import { LIMIT_PARAM, limitInPackets, unitParam } from '../buffer-params';
import { defineDiscipline } from '../discipline';
import { paramsShape, type NumberParam, type Param } from '../params';
import { EARLY } from '../pie/pie-discipline';
import { DualPi2Queue, type DualPi2Params } from './dualpi2-queue';
import { PI2_DEFAULTS } from './pi2';

/** A DualPI2 spec: the shared buffer and DualPi2Params. */
export interface DualPi2Spec extends DualPi2Params {
  type: 'dualpi2';
  profile?: 'rfc' | 'linux';
  limit: number;
  unit: 'packets';
}

const num = (key: string, label: string, dflt: number, min: number, max: number, help: string, unit: string): NumberParam => ({
  kind: 'number',
  key,
  label,
  glossary: 'dualpi2',
  help,
  editor: 'number',
  testId: `dualpi2-${key.toLowerCase()}`,
  default: dflt,
  min,
  max,
  display: { scale: 1, unit },
});

/** A time parameter stored in seconds and shown in milliseconds. */
const msParam = (key: string, label: string, glossary: string, help: string, dflt: number, min: number, max: number, testId: string): NumberParam => ({
  kind: 'number',
  key,
  label,
  glossary,
  help,
  editor: 'number',
  testId,
  unit: 's',
  default: dflt,
  min,
  max,
  display: { scale: 1e3, unit: 'ms' },
});

const d = PI2_DEFAULTS;
const PARAMS: Param[] = [
  { ...LIMIT_PARAM, default: 1000, help: 'packets held in both queues together; an arrival beyond it is a limit (overflow) drop' },
  unitParam('packets', 'DualPI2 counts packets'),
  msParam('target', 'Target', 'dualpi2', 'Classic queue-delay target of PI2 (s); RFC 9332: 15 ms', d.target, 0.0001, 10, 'dualpi2-target'),
  msParam('tUpdate', 'Update every', 'dualpi2', 'PI2 update period (s); RFC 9332: min(target, RTT_max/3) = 15 ms', d.tUpdate, 0.001, 10, 'dualpi2-tupdate'),
  num('alpha', 'α', d.alpha, 0, 100, 'PI2 integral gain (per second of delay); RFC 9332: 0.1·Tupdate/RTT_max² = 0.15 with RTT_max 100 ms', 'per second of delay'),
  num('beta', 'β', d.beta, 0, 100, 'PI2 proportional gain (per second of delay); RFC 9332: 0.3/RTT_max = 3', 'per second of delay'),
  num('k', 'k', d.k, 0.1, 100, 'coupling factor: L4S marking p_CL = k·p′ beside Classic p_C = p′²; RFC 9332: 2', ''),
  msParam('minTh', 'L4S ramp start', 'dualpi2', 'native L4S marking starts at this sojourn time (s); RFC 9332: 800 µs', 0.0008, 0, 10, 'dualpi2-minth'),
  msParam('range', 'L4S ramp range', 'dualpi2', 'the native marking rises to 1 over this range (s); 0: a step; RFC 9332: 400 µs', 0.0004, 0, 10, 'dualpi2-range'),
  { ...num('thLen', 'L4S min queue', 1, 0, 1e6, 'no native L4S marking while the L queue holds this many packets or fewer; RFC 9332: 1', 'packets'), integer: true },
  msParam('tshift', 'Time shift', 'dualpi2', 'time-shifted FIFO: the Classic head is served once it has waited this much longer than the L4S head (s)', 0.05, 0, 10, 'dualpi2-tshift'),
  {
    kind: 'enum',
    key: 'scheduler',
    label: 'Scheduler',
    glossary: 'dualpi2',
    help: "which queue sends next: 'time-shifted-fifo' (RFC 9332 Appendix A; the default) or 'wrr' (Linux sch_dualpi2: weighted round robin, the Classic queue guaranteed cProtection % of the packets' bytes)",
    editor: 'select',
    testId: 'dualpi2-scheduler',
    values: ['time-shifted-fifo', 'wrr'],
  },
  // No default: absent means Linux's 10 % (and nothing at all with the time-shifted FIFO).
  { kind: 'number', key: 'cProtection', label: 'C protection', glossary: 'dualpi2', help: "WRR only: the Classic queue's weight in percent (Linux c_protection; absent: 10; the L4S queue gets the rest)", editor: 'number', testId: 'dualpi2-cprotection', min: 0, max: 100, integer: true, display: { scale: 1, unit: '%' } },
];

/**
 * DualPI2's profiles: RFC 9332 Appendix A's values (the defaults, stated) and Linux sch_dualpi2's
 * (dualpi2_reset_default). Linux also feeds PI2 the larger of both queues' delays, not modelled.
 */
export const DUALPI2_PROFILES: readonly SettingsProfile[] = [
  {
    name: 'rfc',
    label: 'RFC 9332 Appendix A: Tupdate 15 ms, α 0.15, β 3, an 800 µs + 400 µs ramp above 1 packet, time-shifted FIFO',
    sources: ['RFC 9332 Appendix A (dualpi2_params_init)'],
    settings: { tUpdate: d.tUpdate, alpha: d.alpha, beta: d.beta, minTh: 0.0008, range: 0.0004, thLen: 1, scheduler: 'time-shifted-fifo' } satisfies Partial<DualPi2Spec>,
  },
  {
    name: 'linux',
    label: 'Linux sch_dualpi2: Tupdate 16 ms, α 41/256, β 819/256, a 1 ms step at any L queue length, WRR with 10 % C-protection, 10 000 packets',
    sources: ['net/sched/sch_dualpi2.c (dualpi2_reset_default)'],
    settings: { limit: 10000, tUpdate: 0.016, alpha: 41 / 256, beta: 819 / 256, minTh: 0.001, range: 0, thLen: 0, scheduler: 'wrr', cProtection: 10 } satisfies Partial<DualPi2Spec>,
  },
];

const schema = z.object({ type: z.literal('dualpi2'), profile: profileSchema(DUALPI2_PROFILES, 'DualPI2').optional(), ...paramsShape(PARAMS) }).strict() as unknown as z.ZodType<DualPi2Spec, unknown>;


/** The DualQ Coupled AQM of RFC 9332 with its Appendix A's PI2 and time-shifted FIFO. */
export const DUALPI2 = defineDiscipline<DualPi2Spec>({
  name: 'dualpi2',
  label: 'DualPI2',
  glossary: 'dualpi2',
  description: 'DualQ Coupled AQM (RFC 9332): an L4S queue (ECT(1), CE) marked at k·p′ or a shallow ramp, a Classic queue dropping at p′², PI2 steering p′ to a 15 ms target, time-shifted FIFO between them',
  docSection: 'DualPI2',
  params: PARAMS,
  profiles: DUALPI2_PROFILES,
  schema: () => schema,
  create: (s, ctx) => {
    const { type: _type, profile: _profile, limit, unit, ...params } = s;
    return new DualPi2Queue({ limit, unit }, params, ctx.rng());
  },
  gauges: [
    { key: 'pBase', label: "DualPI2 base probability p′", glossary: 'dualpi2', scale: 'probability', tone: 0 },
    { key: 'pC', label: 'DualPI2 Classic probability p_C', glossary: 'dualpi2', scale: 'probability', tone: 1, headline: true },
    { key: 'pL', label: 'DualPI2 L4S marking probability p_L', glossary: 'dualpi2', scale: 'probability', tone: 2 },
    { key: 'lDelay', label: 'DualPI2 L4S sojourn', glossary: 'queueing-delay', scale: 'seconds', tone: 2 },
    { key: 'cDelay', label: 'DualPI2 Classic sojourn', glossary: 'queueing-delay', scale: 'seconds', tone: 1 },
    { key: 'lPackets', label: 'DualPI2 L4S queue', glossary: 'dualpi2', scale: 'count', tone: 2 },
  ],
  // p′, p_C and p_L over time: what the coupling does (RFC 9332 §2.4).
  panel: 'probabilities',
  thresholds: [],
  // A p_C drop is a random AQM decision like RED's and PIE's early drop: the same reason, so
  // results of runs without DualPI2 keep their drop table.
  dropReasons: [EARLY],
  choices: [{ value: 'dualpi2', label: 'DualPI2 (L4S)', make: (b) => schema.parse({ type: 'dualpi2', limit: limitInPackets(b) }) }],
  targetDelayKey: 'target',
  report: (q) => {
    const p = (q as DualPi2Queue).params;
    return { settings: { target: p.target, tUpdate: p.tUpdate, alpha: p.alpha, beta: p.beta, k: p.k, minTh: p.minTh, range: p.range, thLen: p.thLen, tshift: p.tshift, ...(p.scheduler === 'wrr' ? { wrrCProtection: p.cProtection ?? 10 } : {}) }, thresholds: {}, dynamicThresholds: false };
  },
});
