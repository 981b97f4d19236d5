/**
 * Run-time fuzzing (issue 12): scenarios that validate are run under small budgets and must end
 * (completed, or cut by a budget with a reason) within a bounded number of slices, without
 * throwing, with their invariants intact. Shared by tests/core/run-fuzz.test.ts (CI size) and
 * scripts/run-fuzz.ts (long runs with figures).
 *
 * Scenarios come from three sources: mutated presets (as a share link edits them: numeric leaves
 * scaled by powers of ten or set to extremes, the decoder's corpus of edits), random scenarios
 * reaching the schema's limits (tiny and huge rates, delays, sizes, loss sojourns, queue limits),
 * and the small valid scenarios of tests/helpers/arbitraries.ts.
 */
import fc from 'fast-check';
import { applyOverride } from '../../src/sim-core/scenario/overrides';
import { LIMITS } from '../../src/sim-core/limits';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import type { SimResult } from '../../src/sim-core/scenario/result';
import { Simulation, type RunBudgets } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { SeqEvent } from '../../src/sim-core/metrics/flow-trace';
import { CC_NAMES, RECOVERY_NAMES } from '../../src/sim-core/tcp/registry';
import { shortScenarioArb } from './arbitraries';

/** Small budgets per scenario, so thousands run in a minute or two. */
export const FUZZ_MAX_EVENTS = 10_000;
export const FUZZ_MAX_VALUES = 20_000;
export const FUZZ_BUDGETS: RunBudgets = { modelBytes: 2e6, webResponses: 50 };
/** Events per advance() call: the run is driven in slices, as the worker drives it. */
export const FUZZ_SLICE_EVENTS = 1000;
/** Slices a run may take: every slice pops FUZZ_SLICE_EVENTS events unless the run ends. */
const MAX_SLICES = 200 * (FUZZ_MAX_EVENTS / FUZZ_SLICE_EVENTS);

type Json = Record<string, unknown>;

/** Log-uniform number in [lo, hi]. */
const logUniform = (lo: number, hi: number) => fc.double({ min: Math.log10(lo), max: Math.log10(hi), noNaN: true }).map((e) => 10 ** e);

const rate = fc.oneof(logUniform(LIMITS.minRate, LIMITS.maxRate), fc.constantFrom(LIMITS.minRate, LIMITS.maxRate, 1e6, 1e9));
const delay = fc.oneof(fc.constant(0), logUniform(1e-7, 10), fc.constantFrom(1e-9, 600));
const queueLimitPackets = fc.oneof(fc.integer({ min: 1, max: 100 }), logUniform(1, LIMITS.maxQueuePackets).map(Math.ceil), fc.constant(LIMITS.maxQueuePackets));
const queue: fc.Arbitrary<Json> = fc.oneof(
  queueLimitPackets.map((limit) => ({ type: 'droptail', limit })),
  logUniform(1, LIMITS.maxQueueBytes).map((limit) => ({ type: 'droptail', unit: 'bytes', limit: Math.ceil(limit) })),
  fc
    .tuple(queueLimitPackets, fc.double({ min: 0, max: 0.9, noNaN: true }), logUniform(1e-6, 1), fc.boolean(), fc.boolean())
    .filter(([limit]) => limit >= 2)
    .map(([limit, f, wq, gentle, ecn]) => {
      const maxTh = limit;
      return { type: 'red', limit, minTh: Math.min(Math.floor(f * maxTh), maxTh - 1), maxTh, wq, gentle, ecn };
    }),
  fc.tuple(queueLimitPackets, logUniform(1e-5, 1)).map(([limit, targetDelay]) => ({ type: 'ared', limit, targetDelay })),
  fc.tuple(queueLimitPackets, logUniform(0.01, 1000)).map(([limit, beta]) => ({ type: 'dynamic-red', limit, beta })),
  // The modern AQMs at their defaults: their own parameter ranges are covered by the registry's property tests.
  queueLimitPackets.chain((limit) => fc.constantFrom({ type: 'codel', limit }, { type: 'pie', limit }, { type: 'fq-codel', limit })),
);
const loss: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.double({ min: 0, max: 1, noNaN: true }).map((per) => ({ type: 'bernoulli', per })),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), logUniform(LIMITS.minLossSojourn, 100), logUniform(LIMITS.minLossSojourn, 100))
    .map(([perOn, meanOn, meanOff]) => ({ type: 'onoff', perOn, meanOn, meanOff })),
);
const tcpOptions = fc.record(
  {
    mss: fc.integer({ min: 100, max: 65000 }),
    initialWindow: fc.integer({ min: 1, max: 1000 }),
    rcvWindow: logUniform(65001, 1e7).map(Math.ceil),
    minRto: logUniform(0.001, 120),
    delayedAck: fc.boolean(),
    ecn: fc.boolean(),
  },
  { requiredKeys: [] },
);
const flow = (duration: number): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('tcp'),
      start: fc.double({ min: 0, max: 0.9 * duration, noNaN: true }),
      bytes: fc.oneof(fc.constant(null), logUniform(1, LIMITS.maxBytesPerFlow).map(Math.ceil)),
      cc: fc.constantFrom(...CC_NAMES),
      recovery: fc.constantFrom(...RECOVERY_NAMES),
      tcp: tcpOptions,
    }),
    fc.record({
      kind: fc.constant('cbr'),
      start: fc.double({ min: 0, max: 0.9 * duration, noNaN: true }),
      rate,
      packetSize: fc.oneof(fc.constantFrom(29, 65535), fc.integer({ min: 29, max: 65535 })),
      duration: logUniform(1e-6, LIMITS.maxDuration),
    }),
    fc.record({
      kind: fc.constant('web'),
      start: fc.double({ min: 0, max: 0.9 * duration, noNaN: true }),
      rate: logUniform(0.01, 2000),
      twoWay: fc.boolean(),
    }),
  );

/** Random dumbbells and testbeds reaching the schema's limits. */
export const extremeScenarioArb: fc.Arbitrary<Json> = fc.oneof(logUniform(0.001, LIMITS.maxDuration), fc.constantFrom(LIMITS.maxDuration)).chain((duration) =>
  fc
    .record({
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      flows: fc.array(flow(duration), { minLength: 1, maxLength: 6 }),
      kind: fc.constantFrom('dumbbell', 'testbed'),
      r1: rate,
      r2: rate,
      r3: rate,
      d1: delay,
      d2: delay,
      q1: queue,
      q2: queue,
      l1: loss,
      l2: loss,
      framing: fc.integer({ min: 0, max: 100 }),
      deviceQueue: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 })),
    })
    .map((g) => {
      const topology =
        g.kind === 'dumbbell'
          ? {
              kind: 'dumbbell',
              bottleneck: { rate: g.r1, delay: g.d1, queue: g.q1, ...(g.l1 ? { loss: g.l1 } : {}), ...(g.l2 ? { reverseLoss: g.l2 } : {}) },
              access: { rate: g.r2, delay: g.d2, queue: g.q2 },
              framing: g.framing,
              deviceQueue: g.deviceQueue,
            }
          : {
              kind: 'testbed',
              accessRate: g.r2,
              middleRate: g.r3,
              bottleneckRate: g.r1,
              delay: g.d1,
              bottleneckQueue: g.q1,
              router1Queue: g.q2,
              ...(g.l1 ? { bottleneckLoss: g.l1 } : {}),
              framing: g.framing,
              deviceQueue: g.deviceQueue,
            };
      return { version: 2, seed: g.seed, duration, topology, flows: g.flows };
    }),
);

/** Every numeric leaf of a scenario, as a dotted path (what a share link can edit). */
function numericLeaves(x: unknown, prefix = ''): string[] {
  if (typeof x === 'number') return [prefix];
  if (x === null || typeof x !== 'object') return [];
  return Object.entries(x as Json).flatMap(([k, v]) => numericLeaves(v, prefix === '' ? k : `${prefix}.${k}`));
}

const presetInputs = PRESETS.map((p) => p.build() as unknown as Json);

/** A preset with 1–4 numeric settings scaled by 10^k (k in −9…9) or set to an extreme, as a link may carry. */
export const mutatedPresetArb: fc.Arbitrary<Json> = fc
  .integer({ min: 0, max: presetInputs.length - 1 })
  .chain((i) => {
    const base = presetInputs[i];
    const leaves = numericLeaves(base).filter((p) => p !== 'version');
    return fc
      .array(
        fc.tuple(
          fc.constantFrom(...leaves),
          fc.oneof(
            fc.integer({ min: -9, max: 9 }).map((k) => (v: number) => v * 10 ** k),
            fc.constantFrom(0, 1, -1, 1e-9, 1e-6, 0.5, 29, 65535, 1e6, 1e9, 1e11, 1e12, LIMITS.maxQueuePackets, LIMITS.maxDuration).map((c) => () => c),
          ),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((edits) => {
        let s: unknown = base;
        for (const [path, f] of edits) {
          const old = path.split('.').reduce<unknown>((o, k) => (o as Json)[k], s);
          s = applyOverride(s, path, f(old as number));
        }
        return s as Json;
      });
  });

/** The three sources, mixed. */
export const fuzzScenarioArb: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: extremeScenarioArb },
  { weight: 4, arbitrary: mutatedPresetArb },
  { weight: 1, arbitrary: shortScenarioArb as unknown as fc.Arbitrary<Json> },
);

/** Small budgets on top of whatever the scenario asked for (the schema enforces their floor). */
export function withFuzzBudgets(s: Json): Json {
  const maxEvents = typeof s.maxEvents === 'number' ? Math.min(s.maxEvents, FUZZ_MAX_EVENTS) : FUZZ_MAX_EVENTS;
  return { ...s, maxEvents, record: { series: true, maxValues: FUZZ_MAX_VALUES } };
}

export type FuzzOutcome = { kind: 'refused'; errors: string[] } | { kind: 'ran'; result: SimResult; slices: number };

/**
 * Validate and run one scenario, checking the invariants as it goes; throws (with the reason) on
 * any violation, on a hang (more slices than the budget allows) and on any exception.
 */
export function runFuzzCase(input: Json): FuzzOutcome {
  const v = validateScenario(withFuzzBudgets(input));
  if (!v.ok) {
    if (v.errors.length === 0 || v.errors.some((e) => e.trim() === '')) throw new Error('refused without a message');
    return { kind: 'refused', errors: v.errors };
  }
  const sim = new Simulation(v.scenario, FUZZ_BUDGETS);
  let slices = 0;
  while (!sim.advance(Number.POSITIVE_INFINITY, FUZZ_SLICE_EVENTS)) {
    if (++slices > MAX_SLICES) throw new Error(`no end after ${slices} slices of ${FUZZ_SLICE_EVENTS} events`);
    checkQueues(sim);
  }
  checkQueues(sim);
  const r = sim.result();
  checkResult(r, v.scenario.maxEvents);
  return { kind: 'ran', result: r, slices };
}

/** Every queue within its limit (a 'below-limit' byte queue may pass it by one packet). */
function checkQueues(sim: Simulation): void {
  for (const l of sim.topo.net.links) {
    const q = l.qdisc;
    const { limit, unit } = q.limit;
    const held = unit === 'packets' ? q.packets : q.bytes;
    const slack = unit === 'bytes' ? 65535 + 100 : 0;
    if (held > limit + slack) throw new Error(`queue ${l.name} holds ${held} ${unit}, limit ${limit}`);
  }
}

function checkResult(r: SimResult, maxEvents: number): void {
  if (r.stop.reason === 'budget') {
    if (!(r.stop.message.length > 20) || !(r.stop.at >= 0)) throw new Error(`budget stop without a reason: ${JSON.stringify(r.stop)}`);
  } else if (r.outcome === 'budget') throw new Error('outcome budget but stop completed');
  if (r.events > maxEvents) throw new Error(`${r.events} events, budget ${maxEvents}`);
  const c = r.conservation;
  if (c.originated !== c.consumed + c.dropped + c.inFlight) throw new Error(`packets not conserved: ${JSON.stringify(c)}`);
  for (const l of r.links) {
    const u = l.summary.utilization;
    if (l.shapedRateBps === null && u > 1 + 1e-9) throw new Error(`utilization ${u} on ${l.name}`);
  }
  for (const f of r.flows) {
    const s = f.series;
    if (s === null) continue;
    const d = s.delivered;
    for (let i = 1; i < d.t.length; i++) if (d.t[i] < d.t[i - 1] || d.bytes[i] < d.bytes[i - 1]) throw new Error(`flow ${f.index}: delivered series goes back at row ${i}`);
    if (f.bytes !== null && f.summary.deliveredBytes > f.bytes) throw new Error(`flow ${f.index} delivered ${f.summary.deliveredBytes} of ${f.bytes} bytes`);
    if (f.kind === 'cbr') {
      // One path, FIFO links, order-keeping jitter: UDP packets arrive in the order sent.
      let last = -1;
      for (let i = 0; i < s.seq.t.length; i++) {
        if (s.seq.kind[i] !== SeqEvent.Receive) continue;
        if (s.seq.seq[i] <= last) throw new Error(`flow ${f.index}: packet ${s.seq.seq[i]} received after ${last}`);
        last = s.seq.seq[i];
      }
    }
  }
}
