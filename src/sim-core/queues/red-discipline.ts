import { profileSchema, type ProfileName, type SettingsProfile } from '../settings-profile';
import { exp } from '../engine/det-math';
import { z } from 'zod';
import { ARED_DEFAULTS, ARED_INITIAL_MAX_P, aredAutoParams, automaticBottom } from './adaptive-red';
import { admissionParam, LIMIT_PARAM, limitInPackets, unitParam } from './buffer-params';
import { defineDiscipline, type BufferSettings, type DropCurveAt, type GaugeRunContext, type QueueDiscipline, type QueueReport } from './discipline';
import { redCurveOf } from './red-curve';
import { redBaseProbability } from './red-formulas';
import { paramsShape, type BooleanParam, type NumberParam, type Param } from './params';
import type { DropReason, QueueDisc } from './queue-disc';
import { RedQueue, type RedConfig } from './red';
import { tcMinBytes, tcRedWeight, tcRedWeightProblem } from './tc-red';

const DEFAULT_MEAN_PKT = 1000;
const DEFAULT_WQ = 0.002;

/** ns-2's automatic w_q (q_weight = −1): a time constant of one second, 1 − exp(−1/C). */
export function autoWq(linkBps: number, meanPktSize: number): number {
  return 1 - exp(-1 / (linkBps / (8 * meanPktSize)));
}

interface RedCommon {
  limit: number;
  unit: 'packets' | 'bytes';
  admission?: 'fits' | 'below-limit';
  gentle: boolean;
  ecn: boolean;
  hardDrop: boolean;
  meanPktSize?: number;
}

export interface RedSpec extends RedCommon {
  type: 'red';
  /** RED_PROFILES' name, already expanded into the other fields by validation. */
  profile?: ProfileName;
  minTh: number;
  maxTh: number;
  maxP: number;
  wq?: number;
  burst?: number;
  avpkt?: number;
  wait: boolean;
  nsByteMode: boolean;
  adaptive: boolean;
}

export interface AredSpec extends RedCommon {
  type: 'ared';
  unit: 'packets';
  targetDelay: number;
  /** Adaptation settings (adaptive-red.ts); absent ones take ARED_DEFAULTS. */
  initialMaxP?: number;
  bottom?: number;
  bottomRtt?: number;
  top?: number;
  interval?: number;
  alpha?: number;
  beta?: number;
  bandMargin?: number;
  clampMaxP: boolean;
  wait: boolean;
  linkBandwidth?: number;
}

export interface DynamicRedSpec extends RedCommon {
  type: 'dynamic-red';
  unit: 'packets';
  beta: number;
  estimateError: number;
  maxP: number;
  wq?: number;
  wait: boolean;
}

const bool = (key: string, label: string, glossary: string, dflt: boolean, help: string, editor: BooleanParam['editor'] = 'none', testId?: string): BooleanParam => ({
  kind: 'boolean',
  key,
  label,
  glossary,
  default: dflt,
  help,
  editor,
  ...(testId ? { testId } : {}),
});

/** Parameters every RED-family queue has, in schema order (then each variant's own). */
function redBase(o: { unitOnlyPackets?: string; gentle?: boolean } = {}): Param[] {
  return [
    LIMIT_PARAM,
    o.unitOnlyPackets !== undefined ? unitParam('packets', o.unitOnlyPackets) : unitParam(),
    admissionParam(true),
    bool('gentle', 'gentle', 'gentle', o.gentle ?? false, 'gentle RED: p rises from max_p to 1 between max_th and 2·max_th'),
    bool('ecn', 'ECN', 'ecn', false, 'mark ECT packets instead of dropping on early decisions'),
    bool('hardDrop', 'hard drop', 'hard-drop', true, 'with ECN, decisions above max_th still drop'),
    {
      kind: 'number',
      key: 'meanPktSize',
      label: 'Mean pkt',
      glossary: 'mean-pkt',
      help: 'bytes of a typical packet (default: avpkt, else 1000)',
      editor: 'number',
      testId: 'meanpkt',
      unit: 'bytes',
      min: 0,
      minExclusive: true,
      max: 65535,
      display: { scale: 1, unit: 'bytes' },
      whenUnset: { keys: ['avpkt'], value: DEFAULT_MEAN_PKT },
      advanced: true,
    },
  ];
}

const MAX_P: NumberParam = {
  kind: 'number',
  key: 'maxP',
  label: 'max_p',
  glossary: 'max-p',
  help: 'drop probability at max_th',
  editor: 'slider',
  testId: 'maxp',
  default: 0.1,
  min: 0,
  minExclusive: true,
  max: 1,
  step: 0.01,
};

const WQ: NumberParam = {
  kind: 'number',
  key: 'wq',
  label: 'w_q',
  glossary: 'w-q',
  help: 'EWMA weight; default from burst/avpkt by the tc rule, else 0.002',
  editor: 'number',
  testId: 'wq',
  min: 0,
  minExclusive: true,
  max: 1,
  step: 0.001,
  whenUnset: { value: DEFAULT_WQ },
  advanced: true,
};

const threshold = (key: 'minTh' | 'maxTh', label: string, min0: boolean): NumberParam => ({
  kind: 'number',
  key,
  label,
  glossary: key === 'minTh' ? 'min-th' : 'max-th',
  help: `${label} in the buffer's unit`,
  editor: 'slider',
  testId: key.toLowerCase(),
  min: 0,
  minExclusive: !min0,
  max: 1e9,
  sliderMaxIsLimit: true,
  inQueueUnit: true,
  // RED has no sensible threshold without knowing the buffer: a scenario states both.
  required: true,
});

const RED_PARAMS: Param[] = [
  ...redBase(),
  threshold('minTh', 'min_th', true),
  threshold('maxTh', 'max_th', false),
  MAX_P,
  WQ,
  { kind: 'number', key: 'burst', label: 'burst', glossary: 'tc-burst-avpkt', help: 'tc red burst (packets of avpkt bytes)', editor: 'number', testId: 'burst', min: 0, minExclusive: true, max: 1e6, advanced: true },
  { kind: 'number', key: 'avpkt', label: 'avpkt', glossary: 'tc-burst-avpkt', help: 'tc red avpkt (bytes)', editor: 'number', testId: 'avpkt', unit: 'bytes', min: 0, minExclusive: true, max: 65535, advanced: true },
  { ...bool('wait', 'wait', 'wait', false, "ns-2 'wait' drop spacing", 'check'), advanced: true },
  { ...bool('nsByteMode', 'ns byte mode (p scaled by size)', 'ns-byte-mode', false, 'ns-2/ns-3 byte mode: count in meanPktSize units, p scaled by size', 'check', 'nsbytemode'), advanced: true },
  bool('adaptive', 'adaptive', 'ared', false, 'adapt max_p (Adaptive RED) with these thresholds'),
];

const ARED_PARAMS: Param[] = [
  ...redBase({ unitOnlyPackets: 'what the limit and thresholds count', gentle: true }),
  {
    kind: 'number',
    key: 'targetDelay',
    label: 'Target delay',
    glossary: 'target-delay',
    help: 'target queueing delay (s); sets the thresholds',
    editor: 'number',
    unit: 's',
    default: 0.005,
    min: 0,
    minExclusive: true,
    max: 10,
    display: { scale: 1e3, unit: 'ms (sets the thresholds; max_p adapts)' },
  },
  ...aredAdaptationParams(),
  bool('wait', 'wait', 'wait', false, "ns-2 'wait' drop spacing (ns-3's Wait, on by default there)"),
];

/** Adaptive RED's own constants (Floyd, Gummadi & Shenker 2001), each settable; JSON only. */
function aredAdaptationParams(): Param[] {
  const d = ARED_DEFAULTS;
  const num = (key: string, label: string, help: string, value: number, range: Pick<NumberParam, 'min' | 'minExclusive' | 'max'>, unit?: string): NumberParam => ({
    kind: 'number',
    key,
    label,
    help,
    // Every adaptation constant is explained under Adaptive RED in the glossary.
    glossary: 'ared',
    editor: 'none',
    ...range,
    ...(unit ? { unit } : {}),
    whenUnset: { value },
  });
  return [
    num('initialMaxP', 'initial max_p', `max_p at the start (default ${ARED_INITIAL_MAX_P}; ns-3: 1/LInterm = 0.02)`, ARED_INITIAL_MAX_P, { min: 0, minExclusive: true, max: 1 }),
    num('bottom', 'max_p lower bound', `max_p is not lowered below this (default ${d.bottom}); 0 = automatic as ns-2/ns-3: min(0.01, 8·meanPktSize·bottomRtt/rate)`, d.bottom, { min: 0, max: 1 }),
    num('bottomRtt', 'RTT for the automatic bottom', 'round-trip time the automatic lower bound assumes (s; ns-3 Rtt, default 0.1)', 0.1, { min: 0, minExclusive: true, max: 10 }, 's'),
    num('top', 'max_p upper bound', `max_p is not raised above this (default ${d.top})`, d.top, { min: 0, minExclusive: true, max: 1 }),
    num('interval', 'adaptation interval', `at most one max_p change per interval (s, default ${d.interval})`, d.interval, { min: 0, max: 100 }, 's'),
    num('alpha', 'increment α', `additive increase of max_p, at most max_p/4 (default ${d.alpha})`, d.alpha, { min: 0, minExclusive: true, max: 1 }),
    num('beta', 'decrease factor β', `multiplicative decrease of max_p (default ${d.beta})`, d.beta, { min: 0, minExclusive: true, max: 1 }),
    num('bandMargin', 'target band margin', `the target band is [min_th + m·Δ, max_th − m·Δ], Δ = max_th − min_th (default ${d.bandMargin})`, d.bandMargin, { min: 0, max: 0.5 }),
    bool('clampMaxP', 'clamp max_p to its bounds', 'ared', d.clamp, "keep max_p within [bottom, top]; false as ns-2/ns-3, whose last step may cross a bound"),
    {
      kind: 'number',
      key: 'linkBandwidth',
      label: 'rate for the automatic parameters',
      glossary: 'ared',
      help: "bit/s the automatic w_q, thresholds, bottom and idle correction assume (ns-3's LinkBandwidth; default: the link's own rate)",
      editor: 'none',
      unit: 'bit/s',
      min: 1000,
      max: 1e12,
    },
  ];
}

const DYNAMIC_PARAMS: Param[] = [
  ...redBase({ unitOnlyPackets: 'thresholds count packets (β per connection)' }),
  {
    kind: 'number',
    key: 'beta',
    label: 'β',
    glossary: 'dyn-beta',
    help: "Vegas's β: min_th = β·n, max_th = (β+1)·n, clamped to the limit",
    editor: 'number',
    testId: 'dyn-beta',
    default: 3,
    min: 0,
    minExclusive: true,
    max: 1000,
    display: { scale: 1, unit: 'min_th = β·n, max_th = (β+1)·n, n = connections now' },
  },
  {
    kind: 'number',
    key: 'estimateError',
    label: 'n error',
    glossary: 'dyn-estimate-error',
    help: 'the router estimates n as n·(1 + estimateError); 0.2 = 20 % too many',
    editor: 'number',
    testId: 'dyn-error',
    default: 0,
    min: -0.9,
    max: 4,
    display: { scale: 100, unit: '% (+20 = overestimate)' },
  },
  MAX_P,
  { ...WQ, help: 'EWMA weight; default 1 − exp(−1/C), C = link rate in packets/s (ns-2 automatic)', editor: 'none', whenUnset: undefined },
  { ...bool('wait', 'wait', 'wait', true, "ns-2 'wait' drop spacing", 'check'), advanced: true },
];

/**
 * Resolve a RED-family spec into the full configuration the queue runs with. `activeFlows`
 * counts the connections whose data crosses the queue's link (for dynamic thresholds).
 */
export function resolveRedConfig(spec: RedSpec | AredSpec | DynamicRedSpec, linkBps: number, activeFlows: () => number = () => 0): RedConfig {
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
    const rate = spec.linkBandwidth ?? linkBps;
    const auto = aredAutoParams(rate, meanPktSize, spec.targetDelay);
    const d = ARED_DEFAULTS;
    return {
      limit,
      minTh: auto.minTh,
      maxTh: auto.maxTh,
      maxP: spec.initialMaxP ?? ARED_INITIAL_MAX_P,
      wq: auto.wq,
      gentle: spec.gentle,
      wait: spec.wait,
      meanPktSize,
      nsByteMode: false,
      ecn: spec.ecn,
      hardDrop: spec.hardDrop,
      linkBps: rate,
      adaptive: {
        interval: spec.interval ?? d.interval,
        beta: spec.beta ?? d.beta,
        alpha: spec.alpha ?? d.alpha,
        bottom: spec.bottom === 0 ? automaticBottom(rate, meanPktSize, spec.bottomRtt ?? 0.1) : (spec.bottom ?? d.bottom),
        top: spec.top ?? d.top,
        bandMargin: spec.bandMargin ?? d.bandMargin,
        clamp: spec.clampMaxP,
      },
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

const RED_DROPS: DropReason[] = [
  { id: 'forced', label: 'forced', name: 'forced drop', glossary: 'forced-drop', loss: true, queueDrop: true, mark: { shape: 'triangle', tone: 1 } },
  { id: 'early', label: 'early', name: 'early drop', glossary: 'early-drop', loss: true, queueDrop: true, mark: { shape: 'dot', tone: 2 } },
];

/**
 * Why p_a reads 1 (red.ts records the probability the latest arrival was tested with). Between the
 * thresholds p_a = p_b / (1 − count·p_b) reaches 1 once count reaches 1/p_b (Floyd and Jacobson's
 * even spacing of drops): that arrival is dropped (or marked) for certain and count restarts at 0, so "count 0, p_a 1" is right, not a fault. A forced decision (avg past max_th,
 * 2·max_th with gentle) also reads 1, and does not reset count.
 */
function redPaSays(pa: number, gauge: (key: string) => number, run?: GaugeRunContext): string | null {
  if (pa === 0 && run) return redPaZeroSays(gauge, run);
  if (pa < 1) return null;
  return gauge('count') === 0 ? 'count had reached 1/p_b: a drop was due, and count restarted at 0' : 'avg past max_th: a forced drop';
}

/**
 * Why p_a reads 0 where the reader knows the thresholds and settings. Beside "early drops 130",
 * "drop probability now 0.00 %" read as "RED never dropped" (phone-1130 steps 10, 21): below
 * min_th RED drops nothing early; with ns-2's wait it drops none until count·p_b reaches 1 (the
 * Vegas/Reno preset's 4/6 ends at count 21 × p_b 2.2 % = 0.46). Otherwise the latest arrival was
 * not tested (a queue of at most one packet, or the average just past min_th): no words.
 */
function redPaZeroSays(gauge: (key: string) => number, run: GaugeRunContext): string | null {
  const [avg, minTh, maxTh] = [gauge('avg'), run.threshold('minTh'), run.threshold('maxTh')];
  const unit = run.setting('unit') === 'bytes' ? 'bytes' : 'packets';
  // A threshold derived from the delay target (seed003's 20.833… packets) is shown as the editor shows it, to one decimal.
  const shown = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
  if (!(avg >= minTh)) return Number.isFinite(avg) && Number.isFinite(minTh) ? `0 at this moment: the average queue (RED avg ${avg.toFixed(1)}) is below min_th (${shown(minTh)} ${unit}), where RED drops nothing early` : null;
  if (run.setting('wait') !== true) return null;
  const pb = redBaseProbability(avg, minTh, maxTh, gauge('maxP'), run.setting('gentle') === true);
  const count = gauge('count');
  if (!(count * pb < 1)) return null;
  // Plain words only: "until count × p_b reaches 1", and then its worked numbers in brackets, read
  // as expert notation to phone students in three rounds (phone-1215 step 11, phone-1540 step 11:
  // "0.00 %" first made RED look idle beside "early drops 130"). RED's panel shows count and p_b.
  return '0 at this moment, between two early drops: RED spaces them out, and the next was not yet due';
}

/** What every RED-family entry shares: gauges, thresholds, drop reasons, report and plot levels. */
const FAMILY = {
  gauges: [
    { key: 'avg', label: 'RED avg', glossary: 'red-avg', scale: 'queue', tone: 0 },
    { key: 'maxP', label: 'highest early-drop probability', symbol: 'max_p', glossary: 'max-p', scale: 'probability', tone: 1 },
    { key: 'count', label: 'packets since last early drop', symbol: 'count', glossary: 'red-count', scale: 'count', tone: 2 },
    { key: 'pa', label: 'drop probability now', symbol: 'p_a', glossary: 'red-pa', scale: 'probability', tone: 3, says: redPaSays, headline: true },
  ],
  thresholds: [
    { key: 'minTh', label: 'min_th', glossary: 'min-th' },
    { key: 'maxTh', label: 'max_th', glossary: 'max-th' },
  ],
  dropReasons: RED_DROPS,
  report(q: QueueDisc, activeFlows: number): QueueReport {
    const red = q as RedQueue;
    const c = red.cfg;
    const settings: QueueReport['settings'] = { maxP: c.maxP, wq: c.wq, gentle: c.gentle, ecn: c.ecn, meanPktSize: c.meanPktSize };
    if (c.flowCount) Object.assign(settings, { beta: c.flowCount.beta, estimateError: c.flowCount.estimateError, activeFlows });
    return { settings, thresholds: { minTh: red.currentMinTh, maxTh: red.currentMaxTh }, dynamicThresholds: c.flowCount !== null };
  },
  levels: (th: Record<string, number>, settings: QueueReport['settings']) => (settings.gentle ? [th.minTh, th.maxTh, 2 * th.maxTh] : [th.minTh, th.maxTh]),
  panel: 'drop-curve',
  // The curve as edited: the configuration the queue would run with (null for refused parameters,
  // which the editor explains), with the thresholds and max_p a run recorded when given.
  dropCurve: (spec: { type: string }, linkBps: number, at?: DropCurveAt) => {
    let c: ReturnType<typeof resolveRedConfig>;
    try {
      c = resolveRedConfig(spec as RedSpec | AredSpec | DynamicRedSpec, linkBps);
    } catch {
      return null;
    }
    if (!at && c.flowCount !== null) return null; // thresholds follow the flow count during the run
    return redCurveOf(at?.minTh ?? c.minTh, at?.maxTh ?? c.maxTh, at?.maxP ?? c.maxP, c.gentle, c.limit);
  },
} satisfies Partial<QueueDiscipline>;

function roundTo(v: number, unit: 'packets' | 'bytes'): number {
  return unit === 'packets' ? Math.max(1, Math.round(v)) : Math.max(1, Math.round(v / 100) * 100);
}

/** A fresh RED on this buffer: thresholds at a quarter and three quarters of it. */
function redFrom(b: BufferSettings, gentle: boolean): RedSpec {
  const r: RedSpec = {
    type: 'red',
    limit: b.limit,
    unit: b.unit,
    gentle,
    ecn: b.ecn,
    hardDrop: true,
    minTh: roundTo(b.limit / 4, b.unit),
    maxTh: roundTo((b.limit * 3) / 4, b.unit),
    maxP: 0.1,
    wq: 0.002,
    wait: false,
    nsByteMode: false,
    adaptive: false,
    ...(b.meanPktSize !== undefined ? { meanPktSize: b.meanPktSize } : {}),
  };
  return b.admission === 'below-limit' ? { ...r, admission: 'below-limit' } : r;
}

/**
 * RED's profiles: ns-3.48's RedQueueDisc defaults where they differ from this model's (Linux
 * sch_red-like) ones. Thresholds and the limit are sizing, not departures: a scenario gives them.
 */
export const RED_PROFILES: readonly SettingsProfile[] = [
  {
    name: 'ns3',
    label: "ns-3.48's RedQueueDisc: Wait and Gentle on, max_p 1/LInterm = 0.02, MeanPktSize 500, QW 0.002, and byte mode scaling p by size / MeanPktSize",
    sources: ['src/traffic-control/model/red-queue-disc.cc'],
    settings: { wait: true, gentle: true, maxP: 0.02, meanPktSize: 500, wq: 0.002, nsByteMode: true } satisfies Partial<RedSpec>,
  },
];

const redSchema = z
  .object({ type: z.literal('red'), profile: profileSchema(RED_PROFILES, 'RED').optional(), ...paramsShape(RED_PARAMS) })
  .strict()
  .superRefine((v, ctx) => {
    const q = v as unknown as RedSpec;
    // min_th = max_th is a step marker (DCTCP's threshold K; with w_q = 1 on the instantaneous
    // queue): every arrival at or above it takes the forced action. Adaptive RED needs a band.
    if (q.minTh > q.maxTh) ctx.addIssue({ code: 'custom', path: ['minTh'], message: `min_th (${q.minTh}) must not exceed max_th (${q.maxTh})` });
    else if (q.minTh === q.maxTh && q.adaptive) ctx.addIssue({ code: 'custom', path: ['minTh'], message: `adaptive RED needs min_th (${q.minTh}) below max_th (${q.maxTh})` });
    if (q.maxTh > q.limit) ctx.addIssue({ code: 'custom', path: ['maxTh'], message: `max_th (${q.maxTh}) must not exceed the buffer limit (${q.limit})` });
    if ((q.burst === undefined) !== (q.avpkt === undefined) && q.wq === undefined)
      ctx.addIssue({ code: 'custom', path: ['burst'], message: 'burst and avpkt go together (tc rule for w_q)' });
    if (q.wq === undefined && q.burst !== undefined && q.avpkt !== undefined) {
      const problem = tcRedWeightProblem(q.burst, tcMinBytes(q.unit, q.minTh, q.avpkt), q.avpkt);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['burst'], message: problem });
    }
  }) as unknown as z.ZodType<RedSpec, unknown>;

/** Random Early Detection (Floyd & Jacobson 1993), gentle RED, and RED with Adaptive RED's max_p control. */
export const RED = defineDiscipline<RedSpec>({
  name: 'red',
  label: 'RED',
  glossary: 'red',
  description: 'Random Early Detection: drops (or marks) early with a probability rising with the average queue',
  docSection: 'RED',
  params: RED_PARAMS,
  profiles: RED_PROFILES,
  schema: () => redSchema,
  // A RED spec with `adaptive` runs (and reports) as Adaptive RED.
  create: (s, ctx) => new RedQueue(resolveRedConfig(s, ctx.linkBps, ctx.activeFlows), ctx.rng(), s.adaptive ? 'ared' : 'red'),
  ...FAMILY,
  bufferOf: (s) => ({ limit: s.limit, unit: s.unit, admission: s.admission, ecn: s.ecn, meanPktSize: s.meanPktSize, packetBytes: s.meanPktSize ?? s.avpkt ?? DEFAULT_MEAN_PKT }),
  choices: [
    { value: 'red', label: 'RED', matches: (s) => !s.gentle && !s.adaptive, make: (b, cur) => (cur.type === 'red' ? { ...(cur as RedSpec), gentle: false, adaptive: false } : redFrom(b, false)) },
    { value: 'gentle', label: 'Gentle RED', matches: (s) => s.gentle && !s.adaptive, make: (b, cur) => (cur.type === 'red' ? { ...(cur as RedSpec), gentle: true, adaptive: false } : redFrom(b, true)) },
    { value: 'ared', label: 'Adaptive RED', listed: false, matches: (s) => s.adaptive, make: (_b, cur) => cur as RedSpec },
  ],
  editorAlternatives: [
    { label: 'w_q', glossary: 'w-q', keys: ['wq'], defaults: () => ({ wq: DEFAULT_WQ }) },
    { label: 'tc burst/avpkt', glossary: 'tc-burst-avpkt', keys: ['burst', 'avpkt'], defaults: (s) => ({ burst: Math.max(1, Math.round(s.minTh / (s.unit === 'bytes' ? 1000 : 1)) + 2), avpkt: 1000 }) },
  ],
});

const aredSchema = z
  .object({ type: z.literal('ared'), ...paramsShape(ARED_PARAMS) })
  .strict()
  .superRefine((v, ctx) => {
    const q = v as unknown as AredSpec;
    const bottom = q.bottom ?? ARED_DEFAULTS.bottom;
    const top = q.top ?? ARED_DEFAULTS.top;
    if (bottom > top) ctx.addIssue({ code: 'custom', path: ['bottom'], message: `the lower bound of max_p (${bottom}) must not exceed the upper bound (${top})` });
  }) as unknown as z.ZodType<AredSpec, unknown>;

/** Adaptive RED (Floyd, Gummadi & Shenker 2001) with its automatic thresholds and w_q, as ns-2. */
export const ADAPTIVE_RED = defineDiscipline<AredSpec>({
  name: 'ared',
  label: 'Adaptive RED',
  glossary: 'ared',
  description: 'Adaptive RED: thresholds and w_q from a target delay, max_p adapted to keep the average between them',
  docSection: 'RED',
  params: ARED_PARAMS,
  schema: () => aredSchema,
  create: (s, ctx) => new RedQueue(resolveRedConfig(s, ctx.linkBps, ctx.activeFlows), ctx.rng(), 'ared'),
  ...FAMILY,
  choices: [
    {
      value: 'ared',
      label: 'Adaptive RED',
      make: (b) => ({
        type: 'ared',
        limit: limitInPackets(b),
        unit: 'packets',
        gentle: true,
        ecn: b.ecn,
        hardDrop: true,
        targetDelay: 0.005,
        clampMaxP: ARED_DEFAULTS.clamp,
        wait: false,
        ...(b.meanPktSize !== undefined ? { meanPktSize: b.meanPktSize } : {}),
      }),
    },
  ],
});

const dynamicSchema = z.object({ type: z.literal('dynamic-red'), ...paramsShape(DYNAMIC_PARAMS) }).strict() as unknown as z.ZodType<DynamicRedSpec, unknown>;

/** Seed 002's RED with thresholds following the number of connections (β·n, (β+1)·n). */
export const DYNAMIC_RED = defineDiscipline<DynamicRedSpec>({
  name: 'dynamic-red',
  label: 'RED, thresholds β·n',
  glossary: 'dynamic-red',
  description: "seed 002's RED whose thresholds follow the number of connections: min_th = β·n, max_th = (β+1)·n",
  docSection: 'Dynamic-threshold RED (`dynamic-red`, seed 002)',
  params: DYNAMIC_PARAMS,
  schema: () => dynamicSchema,
  create: (s, ctx) => new RedQueue(resolveRedConfig(s, ctx.linkBps, ctx.activeFlows), ctx.rng(), 'dynamic-red'),
  ...FAMILY,
  choices: [
    {
      value: 'dynamic',
      label: 'RED, thresholds β·n (seed 002)',
      make: (b) => ({
        type: 'dynamic-red',
        limit: limitInPackets(b),
        unit: 'packets',
        gentle: false,
        ecn: b.ecn,
        hardDrop: true,
        beta: 3,
        estimateError: 0,
        maxP: 0.1,
        wait: true,
        ...(b.meanPktSize !== undefined ? { meanPktSize: b.meanPktSize } : {}),
      }),
    },
  ],
});
