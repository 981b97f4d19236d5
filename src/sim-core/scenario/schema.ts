import { z } from 'zod';
import { LossSpec } from '../link-loss/loss-spec';
import { baselineQueue, LEAF_QUEUE_DISCIPLINES, QUEUE_DISCIPLINES, type LeafQueueSpecOf, type QueueSpecOf } from '../queues/registry';
import { TCP_DEFAULTS } from '../tcp/config';
import { CC_NAMES, CC_SETTINGS_SHAPE, congestionControl, LOSS_RECOVERIES, lossRecovery, ownSettingsProblems, resolveOwnSettings, TCP_STACK_PROFILES, pairing, PAIRING_NAMES, pairingLabel, RECOVERY_NAMES, type CcName, type PairingName } from '../tcp/registry';
import { profileSchema, type SettingsProfile } from '../settings-profile';
import { LIMITS } from '../limits';
import { parseRate, parseTime } from './units';

/** The scenario format version this core reads. */
export const SCENARIO_VERSION = 3;

/** Limits live in limits.ts (one place, with their reasons); re-exported for existing importers. */
export { LIMITS };

const finite = z.number().refine(Number.isFinite, 'must be a finite number');

/**
 * A name people read (scenario, flow, window, group): no control characters. An escape sequence
 * in a name from a file or a link would otherwise reach a terminal raw (clear the screen, set
 * its title). A description may hold line breaks and tabs, nothing else of the kind.
 */
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const NO_CONTROL_BUT_BREAKS = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f]*$/;
const NO_CONTROL_MESSAGE = 'must not contain control characters (such as an escape sequence)';
export const Label = (max: number) => z.string().max(max).regex(NO_CONTROL, NO_CONTROL_MESSAGE);
const Prose = (max: number) => z.string().max(max).regex(NO_CONTROL_BUT_BREAKS, NO_CONTROL_MESSAGE);

/** bit/s as a number, or a string such as "140kbit" or "10Mbit". */
export const Rate = z
  .union([finite, z.string()])
  .transform((v, ctx) => {
    const r = typeof v === 'number' ? v : parseRate(v);
    if (r === null) {
      ctx.addIssue({ code: 'custom', message: `"${String(v)}" is not a rate (use bit/s or e.g. "140kbit")` });
      return z.NEVER;
    }
    if (r < LIMITS.minRate || r > LIMITS.maxRate) {
      ctx.addIssue({ code: 'custom', message: `rate ${r} bit/s is outside [${LIMITS.minRate}, ${LIMITS.maxRate}]` });
      return z.NEVER;
    }
    return r;
  })
  .describe('bit/s (number) or a string like "140kbit", "10Mbit" (kbit = 1000 bit)');

/** Seconds as a number, or a string such as "20ms". */
export const Time = z
  .union([finite, z.string()])
  .transform((v, ctx) => {
    const t = typeof v === 'number' ? v : parseTime(v);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message: `"${String(v)}" is not a time (use seconds or e.g. "20ms")` });
      return z.NEVER;
    }
    if (t < 0 || t > LIMITS.maxDuration) {
      ctx.addIssue({ code: 'custom', message: `time ${t} s is outside [0, ${LIMITS.maxDuration}]` });
      return z.NEVER;
    }
    return t;
  })
  .describe('seconds (number) or a string like "20ms"');

/**
 * A buffer's ceiling depends on its unit (LIMIT_PARAM's range is the byte ceiling), so it is
 * checked where both are known, for every registered discipline alike.
 */
function checkQueueLimit(q: unknown, ctx: z.RefinementCtx): void {
  const { limit, unit } = q as { limit?: unknown; unit?: unknown };
  if (typeof limit !== 'number' || (unit !== 'packets' && unit !== 'bytes')) return;
  const max = unit === 'packets' ? LIMITS.maxQueuePackets : LIMITS.maxQueueBytes;
  // Above the byte ceiling the field's own range has already said so.
  if (limit > max && limit <= LIMITS.maxQueueBytes)
    ctx.addIssue({
      code: 'custom',
      path: ['limit'],
      message: `a queue of ${limit} ${unit} is refused: the limit is ${max} ${unit} (1.2 s at 1 Gbit/s of 1500-byte packets, beyond any buffer-sizing rule), and every queued packet costs memory`,
    });
}

/** The zod schema of every registered leaf discipline, discriminated by `type`. */
function leafUnion(): z.ZodType {
  const ctx = { leaf: z.never(), rate: Rate, maxFlows: LIMITS.maxFlows };
  return z.discriminatedUnion('type', LEAF_QUEUE_DISCIPLINES.map((d) => d.schema(ctx)) as never);
}

/** The queue of one HTB class (any leaf discipline of the registry). */
export const LeafQueueSpec = leafUnion().superRefine(checkQueueLimit) as unknown as z.ZodType<LeafQueueSpecOf, LeafQueueInput>;
export type LeafQueueSpec = LeafQueueSpecOf;

/** Any registered discipline, containers (HTB) included. */
export const QueueSpec = z.discriminatedUnion(
  'type',
  QUEUE_DISCIPLINES.map((d) => d.schema({ leaf: LeafQueueSpec, rate: Rate, maxFlows: LIMITS.maxFlows })) as never,
).superRefine(checkQueueLimit) as unknown as z.ZodType<QueueSpecOf, QueueInput>;
export type QueueSpec = QueueSpecOf;

/** What users write for a spec: fields with defaults may be left out; rates may be strings. */
type Loose<S> = S extends number
  ? number | string
  : S extends (infer E)[]
    ? Loose<E>[]
    : S extends object
      ? { [K in keyof S]?: Loose<S[K]> } & ('type' extends keyof S ? { type: S['type' & keyof S] } : unknown)
      : S;
/** A leaf queue as users write it (defaults optional). */
export type LeafQueueInput = Loose<LeafQueueSpecOf>;
export type QueueInput = Loose<QueueSpecOf>;

const profileEnum = profileSchema;

/** One entry per profile name some loss recovery has (which recovery has which: its registry entry). */
const RECOVERY_PROFILE_CHOICES: SettingsProfile[] = [];
for (const r of LOSS_RECOVERIES)
  for (const p of r.profiles) {
    const seen = RECOVERY_PROFILE_CHOICES.find((x) => x.name === p.name);
    if (seen) seen.label += `; ${r.label}: ${p.label}`;
    else RECOVERY_PROFILE_CHOICES.push({ ...p, label: `${r.label}: ${p.label}` });
  }

/** Partial TCP settings; anything left out takes the flow variant's and the core's defaults. */
export const TcpOverrides = z
  .object({
    profile: profileEnum(TCP_STACK_PROFILES, 'TCP stack (timers, window growth, ACKs; its ns3 includes the SACK recovery ns3)'),
    recoveryProfile: profileEnum(RECOVERY_PROFILE_CHOICES, "Loss recovery (the flow's recovery must have it)"),
    mss: z.number().int().min(100).max(65000),
    initialWindow: z.number().int().min(1).max(1000),
    initialSsthresh: z.number().positive().nullable().describe('bytes; null = unlimited'),
    rcvWindow: z.number().int().min(1000).max(1e9),
    maxCwnd: z.number().int().min(1).max(1e6).nullable(),
    sendBuffer: z
      .number()
      .int()
      .min(100)
      .max(1e9)
      .nullable()
      .describe('bytes; the socket send buffer of a sender that keeps it full: bytes sent and not yet cumulatively acknowledged never exceed it (null = unlimited)'),
    windowGrowth: z.enum(['per-ack', 'abc']),
    growOnRecoveryExit: z.boolean(),
    pipeCountsSackedRetransmissions: z.boolean(),
    sackSsthreshFromPipe: z.boolean(),
    sackWindow: z.enum(['rfc6675', 'linux-2.4']).describe("SACK recovery window: 'linux-2.4' halves it gradually (one segment per two ACKs, at most in flight + 1)"),
    dupThresh: z.number().int().min(1).max(100),
    limitedTransmit: z.boolean(),
    lossWindow: z.number().int().min(1).max(100),
    rtoEstimator: z.enum(['rfc6298', 'linux-2.4']).describe("'linux-2.4': SRTT + the last round trip's largest deviation (≥ minRto), first RTO 5·RTT"),
    retransmitTimer: z
      .enum(['rfc6298', 'linux-2.4'])
      .describe("'linux-2.4': a fast retransmit restarts the timer; new ACKs re-arm it from the oldest outstanding segment's send time"),
    minRto: z.number().min(0.001).max(120),
    initialRto: z.number().min(0.001).max(120),
    discardShortHandshakeRtt: z.boolean().describe('Linux without timestamps: a handshake RTT whose RTO would be below initialRto is not used'),
    maxRto: z.number().min(0.01).max(600),
    clockGranularity: z.number().min(0).max(1),
    handshake: z.boolean().describe('false: send data at the start without SYN/SYN-ACK (ns-2 one-way TCP)'),
    synTimeout: z.number().min(0.01).max(120),
    synRetries: z.number().int().min(0).max(20),
    delayedAck: z.boolean(),
    quickAckFirst: z.boolean(),
    delAckCount: z.number().int().min(1).max(100),
    delAckTimeout: z.number().min(0.001).max(5),
    ackPolicy: z.enum(['count', 'linux-2.4']).describe("'linux-2.4': quick ACKs at start, after reordering and after silences; adaptive delayed-ACK timeout"),
    maxSackBlocks: z.number().int().min(1).max(4),
    ecn: z.boolean(),
    sack: z.boolean().describe('receiver sends SACK blocks (RFC 2018); on whenever the recovery needs them'),
    // Each congestion control's own settings object (`vegas`, `cubic`, …): declared by the module, listed by the TCP registry.
    ...CC_SETTINGS_SHAPE,
    pacing: z.boolean().describe('pace transmissions (BBR always paces)'),
  })
  .partial()
  .strict();
export type TcpOverrides = z.output<typeof TcpOverrides>;

/**
 * A TCP flow's protocol: its congestion control and loss recovery (tcp/registry.ts), named
 * separately or by a pairing's name (`variant`). Explicit `cc` and `recovery` win; a `cc` alone
 * takes its default recovery; nothing at all takes the flow kind's default pairing.
 */
function tcpChoice(kindDefault: PairingName) {
  return {
    variant: z.string().max(40).optional().describe(`named pairing, shorthand for cc + recovery: ${TCP_PAIRING_HELP} (default ${kindDefault})`),
    cc: z.enum(CC_NAMES).optional().describe('congestion control (tcp/registry.ts)'),
    recovery: z.enum(RECOVERY_NAMES).optional().describe("loss recovery (default: the variant's, else the congestion control's)"),
  };
}
const TCP_PAIRING_HELP = PAIRING_NAMES.join(', ');

/** The cc and recovery a flow runs with, and its result label (see tcpChoice). */
export function resolveTcpChoice(f: { variant?: string; cc?: string; recovery?: string }, kindDefault: PairingName): { cc: CcName; recovery: string; variant: string } {
  const named = f.variant !== undefined ? pairing(f.variant) : f.cc === undefined ? pairing(kindDefault) : undefined;
  const cc = (f.cc ?? named?.cc ?? 'reno') as CcName;
  const recovery = f.recovery ?? (named && named.cc === cc ? named.recovery : congestionControl(cc).defaultRecovery);
  return { cc, recovery, variant: pairingLabel(cc, recovery) };
}

const FlowCommon = {
  name: Label(60).optional(),
  from: z.string().max(60).optional().describe('sender node (graph topology)'),
  to: z.string().max(60).optional().describe('receiver node (graph topology)'),
  start: Time.default(0),
  accessDelay: Time.optional().describe('dumbbell: one-way delay of this flow’s access links'),
  group: Label(40).optional().describe('traffic group for per-group goodput (seed 003: "main", "cross"; both present → ATGR)'),
};

const TcpFlow = z
  .object({
    kind: z.literal('tcp'),
    ...FlowCommon,
    bytes: z.number().int().min(1).max(LIMITS.maxBytesPerFlow).nullable().default(null).describe('application bytes; null = unlimited'),
    ...tcpChoice('newreno'),
    tcp: TcpOverrides.optional(),
  })
  .strict();

const CbrFlow = z
  .object({
    kind: z.literal('cbr'),
    ...FlowCommon,
    rate: Rate.describe('offered IP-layer rate'),
    packetSize: z.number().int().min(29).max(65535).default(132).describe('IP bytes per packet'),
    duration: Time,
  })
  .strict();

/** Seed 001's open-loop HTTP/1.0 traffic: many short TCP connections created during the run. */
const WebFlow = z
  .object({
    kind: z.literal('web'),
    ...FlowCommon,
    load: z.number().gt(0).max(3).optional().describe('offered load per direction as a fraction of loadReference (0.8 = 80 %), calibrated on an uncongested link'),
    rate: z.number().gt(0).max(2000).optional().describe('new connections per second per direction (instead of load)'),
    loadReference: Rate.optional().describe('the rate that load is a fraction of (default: the bottleneck rate)'),
    twoWay: z.boolean().default(true).describe('clients and servers on both sides (responses cross the bottleneck both ways)'),
    rtt: z
      .union([z.literal('packmime'), Time])
      .default('packmime')
      .describe('per-connection round-trip propagation time: "packmime" (median 54 ms, mean 74 ms) or a fixed time'),
    ...tcpChoice('reno'),
    tcp: TcpOverrides.optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if ((f.load === undefined) === (f.rate === undefined))
      ctx.addIssue({ code: 'custom', path: ['load'], message: 'a web flow needs exactly one of "load" (fraction of the link) or "rate" (connections per second)' });
  });

export const FlowSpec = z.discriminatedUnion('kind', [TcpFlow, CbrFlow, WebFlow]);

/**
 * "count flows like this": expands at validation into `count` flows made from `template`, the
 * k-th (from 0) starting k·stagger after the template's start and named "<name> k+1" when the
 * template has a name; `overrides["k"]` replaces fields of flow k (objects such as `tcp` are
 * merged key by key). The expanded flows are checked like written ones.
 */
const FlowGroup = z
  .object({
    kind: z.literal('group'),
    count: z.number().int().min(1).max(LIMITS.maxFlows).describe('number of flows'),
    template: FlowSpec.describe('the flow every member starts from (any flow kind)'),
    stagger: Time.default(0).describe('member k starts k·stagger after the template start'),
    overrides: z
      .record(z.string().regex(/^\d+$/, 'keys are member indices from 0'), z.record(z.string(), z.unknown()))
      .optional()
      .describe("per-member fields replacing the template's, keyed by member index from 0 (\"0\", \"3\", …)"),
  })
  .strict();

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `over` on top of `base`, objects merged key by key, anything else replaced. */
function mergeFields(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isPlainObject(v) && isPlainObject(out[k]) ? mergeFields(out[k] as Record<string, unknown>, v) : v;
  return out;
}

type ParsedFlow0 = z.output<typeof FlowSpec>;

/**
 * The flows with every group expanded, and where each came from (the path its problems are
 * reported at); undefined, with issues added, when a member is not a valid flow.
 */
function expandFlowGroups(items: (ParsedFlow0 | z.output<typeof FlowGroup>)[], ctx: z.RefinementCtx): { flows: ParsedFlow0[]; origin: PropertyKey[][] } | undefined {
  const flows: ParsedFlow0[] = [];
  const origin: PropertyKey[][] = [];
  let ok = true;
  items.forEach((item, gi) => {
    if (item.kind !== 'group') {
      flows.push(item);
      origin.push(['flows', gi]);
      return;
    }
    for (const key of Object.keys(item.overrides ?? {}))
      if (Number(key) >= item.count) {
        ctx.addIssue({ code: 'custom', path: ['flows', gi, 'overrides', key], message: `member ${key} does not exist: the group has ${item.count} (0 to ${item.count - 1})` });
        ok = false;
      }
    // The parsed template is valid input again (numbers for times and rates, defaults filled).
    const t = item.template as Record<string, unknown> & { start: number; name?: string };
    for (let k = 0; k < item.count; k++) {
      const member: Record<string, unknown> = { ...t, start: t.start + k * item.stagger, ...(t.name !== undefined ? { name: `${t.name} ${k + 1}` } : {}) };
      const over = item.overrides?.[String(k)];
      const r = FlowSpec.safeParse(over ? mergeFields(member, over) : member);
      const at: PropertyKey[] = over ? ['flows', gi, 'overrides', String(k)] : ['flows', gi, 'template'];
      if (!r.success) {
        for (const issue of r.error.issues.slice(0, 5)) ctx.addIssue({ code: 'custom', path: [...at, ...issue.path], message: `member ${k}: ${issue.message}` });
        ok = false;
        continue;
      }
      flows.push(r.data);
      origin.push(at);
    }
  });
  if (flows.length > LIMITS.maxFlows) {
    ctx.addIssue({ code: 'custom', path: ['flows'], message: `${flows.length} flows after expanding the groups: at most ${LIMITS.maxFlows}` });
    ok = false;
  }
  return ok ? { flows, origin } : undefined;
}

/** One measurement window: summaries are computed over [from, to) (to: the end of the run). */
const MeasureWindow = z
  .object({
    name: Label(60).optional().describe('label of the window in results'),
    from: Time,
    to: Time.optional(),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.to !== undefined && w.to <= w.from) ctx.addIssue({ code: 'custom', path: ['to'], message: `the window must end after it starts (from ${w.from} s, to ${w.to} s)` });
  });
export type MeasureWindow = z.output<typeof MeasureWindow>;
type ParsedFlow = z.output<typeof FlowSpec>;
/** A validated flow: TCP and web flows with their cc, recovery and result label resolved. */
export type FlowSpec = ParsedFlow extends infer F ? (F extends { kind: 'tcp' | 'web' } ? Omit<F, 'variant' | 'cc' | 'recovery'> & { variant: string; cc: CcName; recovery: string } : F) : never;

const LinkLayer = {
  framing: z.number().int().min(0).max(100).default(0).describe('link-header bytes added to each packet on the wire (PPP 2, Ethernet 14)'),
  deviceQueue: z.number().int().min(0).max(1000).default(0).describe('packets held below the queue discipline besides the one on the wire'),
};

/** Every queue a scenario leaves out: the registry's baseline discipline, 1000 packets. */
const DEFAULT_QUEUE = baselineQueue(1000, 'packets', 'fits') as QueueSpec;

const Dumbbell = z
  .object({
    kind: z.literal('dumbbell'),
    bottleneck: z
      .object({
        rate: Rate,
        delay: Time,
        queue: QueueSpec,
        reverseQueue: QueueSpec.default(DEFAULT_QUEUE),
        loss: LossSpec.optional().describe('errors on the bottleneck, data direction (R1 → R2)'),
        reverseLoss: LossSpec.optional().describe('errors on the bottleneck, ACK direction (R2 → R1)'),
      })
      .strict(),
    access: z
      .object({
        rate: Rate.default(100e6),
        delay: Time.default(0.005),
        queue: QueueSpec.default(DEFAULT_QUEUE),
        receiverLoss: LossSpec.optional().describe('errors on every access link into a receiver (R2 → D_i), each with its own stream: seed 003’s wireless last hop'),
        receiverAckLoss: LossSpec.optional().describe('errors on every access link out of a receiver (D_i → R2, the ACKs)'),
      })
      .strict()
      .default({ rate: 100e6, delay: 0.005, queue: DEFAULT_QUEUE }),
    ...LinkLayer,
  })
  .strict();

const Testbed = z
  .object({
    kind: z.literal('testbed'),
    accessRate: Rate.default(100e6),
    middleRate: Rate.default(10e6),
    bottleneckRate: Rate.default(140e3),
    delay: Time.default(0.001).describe('one-way propagation delay of each of the three links'),
    router1Queue: QueueSpec.default(baselineQueue(4096, 'packets', 'fits') as QueueSpec),
    bottleneckQueue: QueueSpec,
    otherQueue: QueueSpec.default(DEFAULT_QUEUE).describe('every other egress queue (hosts, reverse path)'),
    bottleneckLoss: LossSpec.optional().describe('errors on the bottleneck link R2 → D'),
    ...LinkLayer,
  })
  .strict();

const GraphNode = z
  .object({
    id: z.string().min(1).max(60).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
    kind: z.enum(['host', 'router']).default('router'),
  })
  .strict();

const GraphLink = z
  .object({
    from: z.string(),
    to: z.string(),
    rate: Rate,
    delay: Time,
    queue: QueueSpec.default(DEFAULT_QUEUE).describe('egress queue from → to'),
    reverseRate: Rate.optional(),
    reverseQueue: QueueSpec.default(DEFAULT_QUEUE).describe('egress queue to → from'),
    loss: LossSpec.optional().describe('errors on the wire from → to'),
    reverseLoss: LossSpec.optional().describe('errors on the wire to → from'),
    monitor: z.boolean().default(false).describe('record this link’s queue series (both directions)'),
  })
  .strict();

const Graph = z
  .object({
    kind: z.literal('graph'),
    nodes: z.array(GraphNode).min(2).max(LIMITS.maxNodes),
    links: z.array(GraphLink).min(1).max(LIMITS.maxLinks),
    ...LinkLayer,
  })
  .strict();

export const TopologySpec = z.discriminatedUnion('kind', [Dumbbell, Testbed, Graph]);
export type TopologySpec = z.output<typeof TopologySpec>;

export const ScenarioSchema = z
  .object({
    version: z.literal(SCENARIO_VERSION),
    name: Label(120).optional(),
    description: Prose(4000).optional(),
    seed: z.number().int().min(0).max(0xffffffff).default(1),
    duration: Time.default(60).describe('simulated seconds at most'),
    stopAfterComplete: Time.nullable().default(null).describe('end this long after every finite flow is done'),
    measure: z
      .union([MeasureWindow, z.array(MeasureWindow).min(1).max(LIMITS.maxWindows)])
      .optional()
      .transform((m) => (m === undefined ? undefined : Array.isArray(m) ? m : [m]))
      .describe(
        "window for utilization, goodput, mean queue and drop rate (default: whole run); a list gives several, each with its own summary in the result's `windows` (the first is the main summary)",
      ),
    tcp: TcpOverrides.optional().describe('defaults for every TCP flow'),
    topology: TopologySpec,
    flows: z
      .array(z.discriminatedUnion('kind', [TcpFlow, CbrFlow, WebFlow, FlowGroup]))
      .min(1)
      .max(LIMITS.maxFlows)
      .describe('the flows; an item of kind "group" stands for `count` flows made from its template'),
    variability: z
      .object({
        startJitter: Time.default(0).describe('each flow starts up to this much later (uniform), drawn per replication seed'),
        hostJitter: Time.default(0).describe('each packet a host sends waits up to this long (uniform), order kept'),
      })
      .strict()
      .default({ startJitter: 0, hostJitter: 0 })
      .describe('run-to-run variation driven by the seed (see docs/models.md)'),
    record: z
      .object({
        series: z.boolean().default(true),
        maxValues: z
          .number()
          .int()
          .min(1000)
          .max(LIMITS.maxRecordedValues, `at most ${LIMITS.maxRecordedValues} values (${(LIMITS.maxRecordedValues * 8) / 1e6} MB): more would not fit beside the page in a browser tab`)
          .default(LIMITS.defaultRecordedValues).describe('cap on values stored in all series together'),
      })
      .strict()
      .default({ series: true, maxValues: LIMITS.defaultRecordedValues }),
    maxEvents: z
      .number()
      .int()
      .min(1000)
      .max(LIMITS.maxEvents, `at most ${LIMITS.maxEvents} events (a few minutes of one core)`)
      .default(LIMITS.defaultMaxEvents),
  })
  .strict()
  .transform((s, ctx) => {
    const expanded = expandFlowGroups(s.flows, ctx);
    if (expanded === undefined) return z.NEVER;
    return { ...s, flows: expanded.flows, flowOrigin: expanded.origin };
  })
  .superRefine((s, ctx) => {
    // Where flow i's problems are reported: its item, or the group (template or override) it came from.
    const fp = (i: number, ...rest: PropertyKey[]): PropertyKey[] => [...s.flowOrigin[i], ...rest];
    const g = s.topology;
    if (g.kind === 'graph') {
      const ids = new Set<string>();
      g.nodes.forEach((n, i) => {
        if (ids.has(n.id)) ctx.addIssue({ code: 'custom', path: ['topology', 'nodes', i, 'id'], message: `duplicate node id "${n.id}"` });
        ids.add(n.id);
      });
      g.links.forEach((l, i) => {
        for (const end of ['from', 'to'] as const)
          if (!ids.has(l[end])) ctx.addIssue({ code: 'custom', path: ['topology', 'links', i, end], message: `unknown node "${l[end]}"` });
        if (l.from === l.to) ctx.addIssue({ code: 'custom', path: ['topology', 'links', i], message: 'a link must join two different nodes' });
      });
      // Links are duplex, so reachability is symmetric: label connected components.
      const component = new Map<string, number>(g.nodes.map((n, i) => [n.id, i]));
      const find = (id: string): number => {
        let c = component.get(id)!;
        while (component.get(g.nodes[c].id)! !== c) c = component.get(g.nodes[c].id)!;
        return c;
      };
      for (const l of g.links) {
        if (!ids.has(l.from) || !ids.has(l.to)) continue;
        const a = find(l.from);
        const b = find(l.to);
        if (a !== b) component.set(g.nodes[Math.max(a, b)].id, Math.min(a, b));
      }
      s.flows.forEach((f, i) => {
        if (f.from !== undefined && f.to !== undefined && ids.has(f.from) && ids.has(f.to) && f.from !== f.to && find(f.from) !== find(f.to)) {
          ctx.addIssue({ code: 'custom', path: fp(i, 'to'), message: `no route from "${f.from}" to "${f.to}": they are not connected` });
        }
      });
      s.flows.forEach((f, i) => {
        if (f.from === undefined || f.to === undefined) {
          ctx.addIssue({ code: 'custom', path: fp(i), message: 'graph topologies need "from" and "to" on every flow' });
          return;
        }
        for (const end of ['from', 'to'] as const)
          if (!ids.has(f[end]!)) ctx.addIssue({ code: 'custom', path: fp(i, end), message: `unknown node "${f[end]}"` });
        if (f.from === f.to) ctx.addIssue({ code: 'custom', path: fp(i, 'to'), message: 'a flow must go to a different node' });
      });
    }
    s.flows.forEach((f, i) => {
      if (f.start >= s.duration) ctx.addIssue({ code: 'custom', path: fp(i, 'start'), message: `starts at ${f.start} s, at or after the end of the run (${s.duration} s)` });
      if (g.kind !== 'graph') {
        for (const end of ['from', 'to'] as const)
          if (f[end] !== undefined) ctx.addIssue({ code: 'custom', path: fp(i, end), message: `"${end}" names a node of a graph topology; a ${g.kind} places flows itself` });
      }
      if (g.kind !== 'dumbbell' && f.accessDelay !== undefined)
        ctx.addIssue({ code: 'custom', path: fp(i, 'accessDelay'), message: `accessDelay applies to dumbbell topologies only (this is a ${g.kind})` });
      if (f.kind === 'web' && f.load !== undefined && f.loadReference === undefined && g.kind === 'graph')
        ctx.addIssue({ code: 'custom', path: fp(i, 'loadReference'), message: 'a graph has no single bottleneck: give loadReference (the rate load is a fraction of)' });
      if (f.kind === 'tcp' || f.kind === 'web') {
        const mss = f.tcp?.mss ?? s.tcp?.mss ?? TCP_DEFAULTS.mss;
        const rwnd = f.tcp?.rcvWindow ?? s.tcp?.rcvWindow ?? TCP_DEFAULTS.rcvWindow;
        if (rwnd < mss) ctx.addIssue({ code: 'custom', path: fp(i, 'tcp', 'rcvWindow'), message: `the receiver window (${rwnd} B) must hold at least one segment (mss ${mss} B)` });
        const sndbuf = f.tcp?.sendBuffer !== undefined ? f.tcp.sendBuffer : s.tcp?.sendBuffer;
        if (sndbuf !== undefined && sndbuf !== null && sndbuf < mss)
          ctx.addIssue({ code: 'custom', path: fp(i, 'tcp', 'sendBuffer'), message: `the send buffer (${sndbuf} B) must hold at least one segment (mss ${mss} B)` });
        // The rules between each congestion control's own settings, on the values this flow runs with.
        for (const p of ownSettingsProblems(resolveOwnSettings(s.tcp, f.tcp))) ctx.addIssue({ code: 'custom', path: fp(i, 'tcp', ...p.path), message: p.message });
      }
    });
    s.measure?.forEach((w, j) => {
      if (w.from >= s.duration)
        ctx.addIssue({ code: 'custom', path: s.measure!.length > 1 ? ['measure', j, 'from'] : ['measure', 'from'], message: `the measurement window starts at or after the end of the run (${s.duration} s)` });
    });
    s.flows.forEach((f, i) => {
      if (f.kind === 'cbr') return;
      // A label of another pairing ("vegas/newreno") is fine beside explicit cc and recovery.
      if (f.variant !== undefined && pairing(f.variant) === undefined && (f.cc === undefined || f.recovery === undefined))
        ctx.addIssue({ code: 'custom', path: fp(i, 'variant'), message: `unknown TCP variant "${f.variant}" (one of ${TCP_PAIRING_HELP}; or give cc and recovery)` });
      const { recovery } = resolveTcpChoice(f, f.kind === 'tcp' ? 'newreno' : 'reno');
      const sack = f.tcp?.sack ?? s.tcp?.sack;
      if (sack === false && lossRecovery(recovery).requiresSack)
        ctx.addIssue({ code: 'custom', path: fp(i, 'tcp', 'sack'), message: `the ${recovery} recovery needs SACK blocks: sack cannot be false` });
      const recoveryProfile = f.tcp?.recoveryProfile ?? s.tcp?.recoveryProfile;
      const rec = lossRecovery(recovery);
      if (recoveryProfile !== undefined && !rec.profiles.some((p) => p.name === recoveryProfile))
        ctx.addIssue({
          code: 'custom',
          path: f.tcp?.recoveryProfile !== undefined ? fp(i, 'tcp', 'recoveryProfile') : ['tcp', 'recoveryProfile'],
          message: `the ${rec.label} recovery (flow ${i + 1}) has no profile "${recoveryProfile}" (it has ${rec.profiles.map((p) => `"${p.name}"`).join(', ') || 'none'})`,
        });
    });
  })
  .transform(({ flowOrigin: _origin, ...s }) => ({
    ...s,
    // cc, recovery and the label last, in one order however they were written (shorter links).
    flows: s.flows.map((f) => {
      if (f.kind === 'cbr') return f;
      const { variant: _v, cc: _c, recovery: _r, ...rest } = f;
      return { ...rest, ...resolveTcpChoice(f, f.kind === 'tcp' ? 'newreno' : 'reno') };
    }) as FlowSpec[],
  }));

/** A validated scenario, with every default filled in. */
export type Scenario = z.output<typeof ScenarioSchema>;
/**
 * What a user may write (defaults optional, units as strings allowed), in any version this build
 * reads: older versions are migrated on validation (migrate.ts).
 */
export type ScenarioInput = Omit<z.input<typeof ScenarioSchema>, 'version'> & { version: 1 | 2 | typeof SCENARIO_VERSION };
