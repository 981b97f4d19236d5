/**
 * fast-check generators of small, valid scenarios: a dumbbell or a small graph (a chain of
 * routers with hosts hanging off it), 1–5 flows, rates 0.5–20 Mbit/s, tail-drop / RED / ARED /
 * CoDel / PIE / FQ-CoDel buffers in packets or bytes, random start times, finite TCP transfers
 * of 1–200 kB (Reno, NewReno, SACK, with assorted TCP options) and the occasional UDP CBR burst.
 *
 * Everything generated must pass validation; the property tests assert that, so a generator
 * that drifts from the schema fails loudly instead of silently testing nothing.
 */
import fc from 'fast-check';
import type { EditorChoice } from '../../src/sim-core/queues/discipline';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';

type QueueIn = Record<string, unknown>;
type FlowIn = Record<string, unknown>;

const MBIT = 1e6;
const rate = fc.double({ min: 0.5 * MBIT, max: 20 * MBIT, noNaN: true }).map((r) => Math.round(r));
const delay = fc.double({ min: 0.0005, max: 0.05, noNaN: true });
/** Byte limits stay ≥ 3000 so a full-size (1500 B) packet always fits. */
const MIN_BYTE_LIMIT = 3000;

const dropTailPackets = fc.record({ type: fc.constant('droptail'), unit: fc.constant('packets'), limit: fc.integer({ min: 2, max: 60 }) });
const dropTailBytes = fc.record({ type: fc.constant('droptail'), unit: fc.constant('bytes'), limit: fc.integer({ min: MIN_BYTE_LIMIT, max: 90_000 }) });

/** RED in packets or bytes; thresholds below the hard limit; w_q given or from tc's burst rule. */
const red = fc
  .record({
    unit: fc.constantFrom('packets', 'bytes'),
    limitPkts: fc.integer({ min: 6, max: 80 }),
    minFrac: fc.double({ min: 0, max: 0.45, noNaN: true }),
    maxFrac: fc.double({ min: 0.5, max: 1, noNaN: true }),
    maxP: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
    weight: fc.oneof(
      fc.record({ wq: fc.double({ min: 0.001, max: 0.5, noNaN: true }) }),
      fc.record({ burst: fc.integer({ min: 8, max: 40 }), avpkt: fc.constantFrom(500, 1000, 1500) }),
    ),
    gentle: fc.boolean(),
    wait: fc.boolean(),
    ecn: fc.boolean(),
    hardDrop: fc.boolean(),
    nsByteMode: fc.boolean(),
  })
  .map((r): QueueIn => {
    const scale = r.unit === 'bytes' ? 1000 : 1;
    const limit = Math.max(r.limitPkts * scale, r.unit === 'bytes' ? MIN_BYTE_LIMIT : 0);
    const minTh = Math.floor(r.minFrac * limit);
    const maxTh = Math.max(minTh + 1, Math.floor(r.maxFrac * limit));
    const q: QueueIn = { type: 'red', unit: r.unit, limit, minTh, maxTh, maxP: r.maxP, gentle: r.gentle, wait: r.wait, ecn: r.ecn, hardDrop: r.hardDrop };
    // tc's rule has a solution only when 1 < min/avpkt ≤ burst (min in bytes); tc refuses the
    // rest, so those combinations get an explicit w_q instead.
    const minPkts = r.unit === 'bytes' && 'avpkt' in r.weight ? minTh / r.weight.avpkt : minTh;
    if ('wq' in r.weight) q.wq = r.weight.wq;
    else if (!(minPkts > 1.01 && minPkts <= r.weight.burst)) q.wq = 0.01;
    else {
      q.burst = r.weight.burst;
      q.avpkt = r.weight.avpkt;
    }
    if (r.unit === 'bytes') q.nsByteMode = r.nsByteMode;
    return q;
  });

const ared = fc.record({
  type: fc.constant('ared'),
  limit: fc.integer({ min: 10, max: 300 }),
  targetDelay: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
  gentle: fc.boolean(),
  ecn: fc.boolean(),
});

/** CoDel in packets or bytes, with short targets and intervals so it acts within small runs. */
const codel = fc
  .record({
    unit: fc.constantFrom('packets', 'bytes'),
    limitPkts: fc.integer({ min: 2, max: 80 }),
    target: fc.double({ min: 0.0005, max: 0.02, noNaN: true }),
    intervalFactor: fc.double({ min: 2, max: 40, noNaN: true }),
    minBytes: fc.integer({ min: 0, max: 3000 }),
    ecn: fc.boolean(),
  })
  .map((r): QueueIn => ({
    type: 'codel',
    unit: r.unit,
    limit: r.unit === 'bytes' ? Math.max(MIN_BYTE_LIMIT, r.limitPkts * 1000) : r.limitPkts,
    target: r.target,
    interval: r.target * r.intervalFactor,
    minBytes: r.minBytes,
    ecn: r.ecn,
  }));

const pie = fc.record({
  type: fc.constant('pie'),
  limit: fc.integer({ min: 2, max: 300 }),
  target: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
  tUpdate: fc.double({ min: 0.002, max: 0.05, noNaN: true }),
  maxBurst: fc.double({ min: 0, max: 0.2, noNaN: true }),
  derandomize: fc.boolean(),
  ecn: fc.boolean(),
});

/** FQ-CoDel with few buckets (hash collisions) and small limits (fattest-queue drops). */
const fqCodel = fc
  .record({
    limit: fc.integer({ min: 2, max: 100 }),
    flows: fc.integer({ min: 1, max: 16 }),
    quantum: fc.integer({ min: 300, max: 3000 }),
    target: fc.double({ min: 0.0005, max: 0.02, noNaN: true }),
    intervalFactor: fc.double({ min: 2, max: 40, noNaN: true }),
    dropBatch: fc.integer({ min: 1, max: 64 }),
    ecn: fc.boolean(),
  })
  .map(({ intervalFactor, ...r }): QueueIn => ({ type: 'fq-codel', ...r, interval: r.target * intervalFactor }));

export const queueArb: fc.Arbitrary<QueueIn> = fc.oneof(
  { weight: 3, arbitrary: dropTailPackets },
  { weight: 2, arbitrary: dropTailBytes },
  { weight: 4, arbitrary: red },
  { weight: 1, arbitrary: ared },
  { weight: 2, arbitrary: codel },
  { weight: 2, arbitrary: pie },
  { weight: 2, arbitrary: fqCodel },
);

/** Reverse (ACK) path: usually a roomy FIFO, sometimes a small or RED queue that drops ACKs. */
const reverseQueueArb: fc.Arbitrary<QueueIn> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'droptail', limit: 1000, unit: 'packets' }) },
  { weight: 1, arbitrary: queueArb },
);

const tcpOptions = fc.record(
  {
    initialWindow: fc.integer({ min: 1, max: 10 }),
    delayedAck: fc.boolean(),
    limitedTransmit: fc.boolean(),
    windowGrowth: fc.constantFrom('per-ack', 'abc'),
    ecn: fc.boolean(),
    handshake: fc.boolean(),
    minRto: fc.constantFrom(0.2, 0.5, 1),
    mss: fc.constantFrom(536, 1000, 1460),
  },
  { requiredKeys: [] },
);

/** A finite TCP transfer (1 B – 200 kB) starting in the first 5 s. */
const finiteTcp = fc.record(
  {
    kind: fc.constant('tcp'),
    start: fc.double({ min: 0, max: 5, noNaN: true }),
    bytes: fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1000, max: 200_000 })),
    variant: fc.constantFrom('reno', 'newreno', 'sack'),
    tcp: tcpOptions,
    accessDelay: delay,
  },
  { requiredKeys: ['kind', 'start', 'bytes', 'variant'] },
);

/** A short UDP CBR burst (so the run still ends). Its rate is a fraction of `maxRate`. */
function cbr(maxRate: number) {
  return fc.record(
    {
      kind: fc.constant('cbr'),
      start: fc.double({ min: 0, max: 5, noNaN: true }),
      rate: fc.double({ min: 0.05, max: 1, noNaN: true }).map((f) => Math.max(1000, Math.round(f * maxRate))),
      packetSize: fc.integer({ min: 29, max: 1500 }),
      duration: fc.double({ min: 0.05, max: 3, noNaN: true }),
      accessDelay: delay,
    },
    { requiredKeys: ['kind', 'start', 'rate', 'packetSize', 'duration'] },
  );
}

function flowsArb(maxCbrRate: number, unlimited: boolean): fc.Arbitrary<FlowIn[]> {
  const tcp = unlimited
    ? fc.tuple(finiteTcp, fc.boolean()).map(([f, inf]) => (inf ? { ...f, bytes: null } : f))
    : finiteTcp;
  return fc.array(fc.oneof({ weight: 6, arbitrary: tcp as fc.Arbitrary<FlowIn> }, { weight: 1, arbitrary: cbr(maxCbrRate) as fc.Arbitrary<FlowIn> }), {
    minLength: 1,
    maxLength: 5,
  });
}

const linkLayer = fc.record({ framing: fc.constantFrom(0, 0, 2, 14), deviceQueue: fc.constantFrom(0, 0, 1, 3) });

function dumbbellArb(unlimited: boolean, bottleneckQueue: fc.Arbitrary<QueueIn> = queueArb): fc.Arbitrary<{ topology: Record<string, unknown>; flows: FlowIn[] }> {
  return fc
    .record({
      rate,
      delay,
      queue: bottleneckQueue,
      reverseQueue: reverseQueueArb,
      accessRate: fc.double({ min: 10 * MBIT, max: 100 * MBIT, noNaN: true }).map(Math.round),
      accessDelay: delay,
      ll: linkLayer,
    })
    .chain((d) =>
      flowsArb(d.rate, unlimited).map((flows) => ({
        topology: {
          kind: 'dumbbell',
          bottleneck: { rate: d.rate, delay: d.delay, queue: d.queue, reverseQueue: d.reverseQueue },
          access: { rate: d.accessRate, delay: d.accessDelay },
          ...d.ll,
        },
        flows,
      })),
    );
}

/** A chain of 1–3 routers with 2–4 hosts attached to random routers; every link has its own queues. */
function graphArb(unlimited: boolean): fc.Arbitrary<{ topology: Record<string, unknown>; flows: FlowIn[] }> {
  const linkArb = fc.record(
    { rate, delay, queue: queueArb, reverseQueue: reverseQueueArb, reverseRate: rate },
    { requiredKeys: ['rate', 'delay', 'queue', 'reverseQueue'] },
  );
  return fc
    .record({ routers: fc.integer({ min: 1, max: 3 }), hosts: fc.integer({ min: 2, max: 4 }), ll: linkLayer })
    .chain(({ routers, hosts, ll }) =>
      fc
        .record({
          attach: fc.array(fc.integer({ min: 0, max: routers - 1 }), { minLength: hosts, maxLength: hosts }),
          chain: fc.array(linkArb, { minLength: routers - 1, maxLength: routers - 1 }),
          access: fc.array(linkArb, { minLength: hosts, maxLength: hosts }),
          flows: flowsArb(0.5 * MBIT, unlimited),
          pairs: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 5, maxLength: 5 }),
        })
        .map((g) => {
          const nodes = [
            ...Array.from({ length: routers }, (_, i) => ({ id: `R${i}`, kind: 'router' })),
            ...Array.from({ length: hosts }, (_, i) => ({ id: `H${i}`, kind: 'host' })),
          ];
          const links = [
            ...g.chain.map((l, i) => ({ from: `R${i}`, to: `R${i + 1}`, ...l })),
            ...g.access.map((l, i) => ({ from: `H${i}`, to: `R${g.attach[i]}`, ...l })),
          ];
          const flows = g.flows.map((f, i) => {
            const a = g.pairs[i][0] % hosts;
            const b = (a + 1 + (g.pairs[i][1] % (hosts - 1))) % hosts;
            const { accessDelay: _drop, ...rest } = f;
            return { ...rest, from: `H${a}`, to: `H${b}` };
          });
          return { topology: { kind: 'graph', nodes, links, ...ll }, flows };
        }),
    );
}

export interface ArbOptions {
  /** Allow unlimited TCP flows (then the run is cut by a short duration). */
  unlimited: boolean;
  /** Simulated seconds. */
  duration: fc.Arbitrary<number>;
  /** Only dumbbells, with this bottleneck queue (the registry sweep in the property tests). */
  bottleneckQueue?: fc.Arbitrary<QueueIn>;
  /** Every TCP flow runs this congestion control and loss recovery (the TCP registry sweep). */
  tcp?: { cc: string; recovery: string };
}

export function scenarioArb(opts: ArbOptions): fc.Arbitrary<ScenarioInput> {
  return fc
    .record({
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      duration: opts.duration,
      net: opts.bottleneckQueue ? dumbbellArb(opts.unlimited, opts.bottleneckQueue) : fc.oneof(dumbbellArb(opts.unlimited), graphArb(opts.unlimited)),
    })
    .map(
      ({ seed, duration, net }) =>
        ({
          version: 1,
          name: 'property',
          seed,
          duration,
          stopAfterComplete: opts.unlimited ? null : 0.5,
          topology: net.topology,
          // Every flow starts before the end of the run (the schema refuses anything else).
          flows: net.flows.map((f) => {
            const flow: FlowIn = { ...f, start: Math.min(f.start as number, 0.8 * duration) };
            if (opts.tcp && flow.kind === 'tcp') {
              delete flow.variant;
              Object.assign(flow, opts.tcp);
            }
            return flow;
          }),
          record: { series: true },
          maxEvents: 5_000_000,
        }) as unknown as ScenarioInput,
    );
}

/** Finite flows only and a generous time limit: every transfer has time to finish. */
export const finiteScenarioArb = scenarioArb({ unlimited: false, duration: fc.constant(900) });
/** Unlimited flows allowed, cut after 1–15 s. */
export const shortScenarioArb = scenarioArb({ unlimited: true, duration: fc.double({ min: 1, max: 15, noNaN: true }) });

/**
 * A queue of one editor choice of a registered discipline, made by the registry entry itself from
 * a random buffer (packets, or bytes where the discipline allows them) with ECN on or off.
 */
export function registeredQueueArb(choice: EditorChoice<{ type: string }>, bytesAllowed: boolean): fc.Arbitrary<QueueIn> {
  const buffer = bytesAllowed
    ? fc.oneof(
        fc.record({ unit: fc.constant('packets' as const), limit: fc.integer({ min: 4, max: 80 }) }),
        fc.record({ unit: fc.constant('bytes' as const), limit: fc.integer({ min: MIN_BYTE_LIMIT, max: 90_000 }).map((b) => Math.round(b / 100) * 100) }),
      )
    : fc.record({ unit: fc.constant('packets' as const), limit: fc.integer({ min: 4, max: 80 }) });
  return fc.record({ b: buffer, ecn: fc.boolean() }).map(({ b, ecn }) => choice.make({ ...b, ecn, packetBytes: 1000 }, { type: 'droptail' }) as unknown as QueueIn);
}
