import { Tag } from '../engine/event-tags';
import { RandomStreams } from '../engine/random';
import { Simulator } from '../engine/simulator';
import { FlowTrace } from '../metrics/flow-trace';
import { HostJitter } from '../net/host-jitter';
import { DepartureBins, OPEN_ENDED_SPAN } from '../metrics/departure-bins';
import { LinkMonitor } from '../metrics/link-monitor';
import { RecordBudget } from '../metrics/record-budget';
import type { BufferSource } from '../metrics/column';
import { aggregateSummary, flowSummary, linkSummary, OWN_RATE } from '../metrics/summary';
import { lostPackets } from '../queues/drop-reasons';
import { queueDiscipline } from '../queues/registry';
import { TCP_DEFAULTS, type TcpConfig } from '../tcp/config';
import { ResolvedTcpConfig } from '../tcp/resolved-config';
import { TcpReceiver } from '../tcp/receiver';
import { TcpSender } from '../tcp/sender';
import { findProfile, mergeSettings } from '../settings-profile';
import { CC_SETTINGS_DEFAULTS, congestionControl, lossRecovery, makeCongestionControl, makeLossRecovery, ownSettingsProblems, resolveOwnSettings, TCP_STACK_PROFILES, tcpModuleSettings } from '../tcp/registry';
import { CbrSource, UdpSink } from '../traffic/cbr';
import type { Link } from '../net/link';
import type { Packet } from '../net/packet';
import { packetPool } from '../net/packet-pool';
import type { Agent } from '../net/node';
import { connectionRateForLoad } from '../traffic/offered-load';
import { FlowIdAllocator, WebGenerator } from '../traffic/web-generator';
import { LIMITS, MODEL_BYTES } from '../limits';
import type { BudgetKind, FlowResult, LinkResult, RunStop, SimResult, WebResult, WindowResult } from './result';
import { estimateCost } from './cost-estimate';
import type { FlowSpec, Scenario, TcpOverrides } from './schema';
import { buildTopology, type BuiltTopology } from './topologies';

/** The rate a web flow's `load` refers to by default: the topology's bottleneck. */
function referenceRate(sc: Scenario): number {
  const t = sc.topology;
  if (t.kind === 'dumbbell') return t.bottleneck.rate;
  if (t.kind === 'testbed') return t.bottleneckRate;
  throw new Error('a graph topology needs loadReference on its web flows');
}

/** Room for quick ACKs (slow start, out-of-order segments) beyond one ACK per delAckCount segments. */
const ACK_SHARE_SLACK = 1.1;

/** ACKs a receiver sends per data segment, at most: one per delAckCount full segments when it delays them by count. */
function ackShare(cfg: TcpConfig): number {
  return cfg.delayedAck && cfg.ackPolicy === 'count' ? 1 / Math.max(1, cfg.delAckCount) : 1;
}

/** Full TCP configuration of one flow: core defaults < its cc and recovery < scenario defaults < flow. */
export function resolveTcpConfig(flow: Pick<Extract<FlowSpec, { kind: 'tcp' | 'web' }>, 'cc' | 'recovery' | 'tcp'>, scenarioTcp: TcpOverrides | undefined): TcpConfig {
  // Merged here, then copied into one fixed layout for every flow (tcp/resolved-config.ts).
  const merged: TcpConfig = { ...TCP_DEFAULTS, ...tcpModuleSettings(flow.cc, flow.recovery) };
  // The stack's and the recovery's profiles (the flow's name wins), then every setting given beside them.
  const stackProfile = flow.tcp?.profile ?? scenarioTcp?.profile;
  if (stackProfile !== undefined) Object.assign(merged, findProfile(TCP_STACK_PROFILES, stackProfile, 'the TCP stack').settings);
  const recoveryProfile = flow.tcp?.recoveryProfile ?? scenarioTcp?.recoveryProfile;
  if (recoveryProfile !== undefined) {
    const r = lossRecovery(merged.recovery);
    Object.assign(merged, findProfile(r.profiles, recoveryProfile, `the ${r.label} recovery`).settings);
  }
  for (const o of [scenarioTcp, flow.tcp]) {
    if (!o) continue;
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined || k === 'profile' || k === 'recoveryProfile' || k in CC_SETTINGS_DEFAULTS) continue;
      const cur = (merged as unknown as Record<string, unknown>)[k];
      const value = k === 'initialSsthresh' && v === null ? Number.POSITIVE_INFINITY : isPlainObject(v) && isPlainObject(cur) ? mergeSettings(cur, v) : v;
      (merged as unknown as Record<string, unknown>)[k] = value;
    }
  }
  // Each congestion control's own settings: its defaults, its profile, then the settings given beside it.
  Object.assign(merged, resolveOwnSettings(scenarioTcp, flow.tcp));
  if (congestionControl(merged.cc).requiresEcn) merged.ecn = true;
  const problem = ownSettingsProblems(merged as unknown as Readonly<Record<string, unknown>>)[0];
  if (problem) throw new Error(problem.message);
  return new ResolvedTcpConfig(merged);
}

/**
 * Events between two checks of the memory and recorded-values budgets: rare enough to cost
 * nothing, frequent enough that a run cannot outgrow the budget by much in between.
 */
const BUDGET_CHECK_EVENTS = 16_384;

/** Run-time budgets besides the scenario's event budget (maxEvents). */
export interface RunBudgets {
  /** Model memory (bytes), as modelBytes() measures it. */
  modelBytes: number;
  /** Web responses whose times are kept. */
  webResponses: number;
}

export const DEFAULT_BUDGETS: RunBudgets = { modelBytes: LIMITS.maxModelBytes, webResponses: LIMITS.maxWebResponses };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}


interface FlowRuntime {
  spec: FlowSpec;
  /** Links the flow's data crosses: each counts it as an active connection while it runs. */
  path: Link[];
  active: boolean;
  trace: FlowTrace;
  done: boolean;
  finite: boolean;
}

/**
 * One run of one validated scenario. `advance(t)` simulates up to time t (so a worker can
 * stream results in slices); `result()` summarises what has been simulated so far.
 */
export class Simulation {
  readonly sim: Simulator;
  readonly topo: BuiltTopology;
  readonly monitors: LinkMonitor[];
  private readonly flows: FlowRuntime[] = [];
  /** The measurement windows (`measure`, else the whole run); the first gives the main summaries. */
  private readonly windows: { name: string | null; from: number; to: number }[];
  private readonly window: { from: number; to: number };
  private outcome: SimResult['outcome'] | null = null;
  /** releasePackets() was called: the run's packets may be in a later run by now. */
  private packetsReleased = false;
  private cut: Extract<RunStop, { reason: 'budget' }> | null = null;
  private readonly senders: TcpSender[] = [];
  /** ACKs per data segment of each TCP and web flow (ackShare), to size the ACK lanes' packet events. */
  private readonly ackShares: number[] = [];
  private pendingFinite = 0;
  private misdelivered = 0;
  private readonly budget: RecordBudget;
  private readonly web: { index: number; rate: number; gen: WebGenerator }[] = [];
  /** Packets that reached a web connection after it had closed (retransmitted FINs and the like). */
  private lateToClosed = 0;

  constructor(
    readonly scenario: Scenario,
    /** Budgets beyond the scenario's own maxEvents (defaults: LIMITS); tests and fuzzing use small ones. */
    readonly budgets: RunBudgets = DEFAULT_BUDGETS,
    /**
     * Whether the run's series are read once at the end (true) or taken in batches as it goes (a
     * streaming run): a whole run's recording storage is allocated once at the size the scenario's
     * cost estimate expects, a streaming run's holds one batch (metrics/recorded-series.ts).
     */
    wholeRun = true,
    /**
     * Where a whole run's recording storage comes from: a pool (metrics/buffer-pool.ts) that the
     * caller hands each finished result's storage back to (releaseRecording, scenario/result-storage.ts)
     * before the next run, so a caller that runs again and again does not allocate and zero a
     * run's columns (~20 MB for the 10-flow dumbbell) each time, nor bring on the collections
     * they cost (docs/benchmarks.md, issue 38, twentieth session). None (the default): fresh
     * storage, which the result then owns for good.
     */
    storage?: BufferSource,
  ) {
    const sc = scenario;
    this.sim = new Simulator(sc.maxEvents);
    const rng = new RandomStreams(sc.seed);
    this.windows = (sc.measure ?? [{ from: 0 }]).map((w) => ({ name: w.name ?? null, from: w.from, to: Math.min(w.to ?? sc.duration, sc.duration) }));
    this.window = this.windows[0];
    const moreWindows = this.windows.slice(1);
    this.topo = buildTopology(this.sim, sc, rng);
    const traces = new Map<number, FlowTrace>();
    const record = sc.record.series;
    this.budget = new RecordBudget(sc.record.maxValues);
    const expected = record && wholeRun ? estimateCost(sc) : null;
    const runStorage = wholeRun ? storage : undefined;

    const { startJitter, hostJitter } = sc.variability;
    if (hostJitter > 0) {
      for (const n of this.topo.net.nodes) {
        if (n.kind !== 'host') continue;
        n.jitter = new HostJitter(this.sim, rng.stream(`jitter:host:${n.name}`), hostJitter, (p) => n.deliverOrForward(p));
      }
    }
    const ids = new FlowIdAllocator(sc.flows.length);
    const closed: Agent = { receive: () => void this.lateToClosed++ };
    sc.flows.forEach((spec, i) => {
      // Start jitter (seeded, per flow) moves the whole flow, as a later process launch would.
      const f = startJitter > 0 ? { ...spec, start: spec.start + rng.stream(`jitter:start:${i}`).uniform() * startJitter } : spec;
      const trace = new FlowTrace(i, f.start, record, this.window, this.budget, moreWindows, expected?.flowPackets[i] ?? 0, runStorage);
      traces.set(i, trace);
      const { src, dst } = this.topo.endpoints[i];
      const rt: FlowRuntime = { spec: f, path: this.topo.net.path(src, dst), active: false, trace, done: false, finite: f.kind === 'cbr' || (f.kind === 'tcp' && f.bytes !== null) };
      this.flows.push(rt);
      if (rt.finite) this.pendingFinite++;
      if (f.kind === 'tcp') {
        const cfg = resolveTcpConfig(f, sc.tcp);
        this.ackShares.push(ackShare(cfg));
        trace.declareCcTelemetry(congestionControl(cfg.cc).telemetry.map((x) => x.key));
        const sender = new TcpSender(this.sim, i, src, dst.index, cfg, f.bytes, makeCongestionControl(cfg, () => rng.stream(`cc:${i}`)), makeLossRecovery(cfg), trace, () =>
          this.flowDone(rt),
        );
        this.senders.push(sender);
        src.attach(i, sender);
        dst.attach(i, new TcpReceiver(this.sim, i, dst, src.index, cfg, f.bytes, trace));
        this.sim.at(f.start, Tag.FlowStart, () => {
          this.setActive(rt, true);
          sender.start();
        });
      } else if (f.kind === 'web') {
        const rate = f.rate ?? connectionRateForLoad(f.load!, f.loadReference ?? referenceRate(sc), f.twoWay);
        this.ackShares.push(1); // a web flow may carry data both ways
        const gen = new WebGenerator(this.sim, { rate, twoWay: f.twoWay, rtt: f.rtt, start: f.start }, src, dst, resolveTcpConfig(f, sc.tcp), rng, `web:${i}`, ids, this.window, this.budget, closed);
        this.web.push({ index: i, rate, gen });
        this.sim.at(f.start, Tag.FlowStart, () => gen.start());
      } else {
        const cbr = new CbrSource(this.sim, i, src, dst.index, { packetSize: f.packetSize, rateBps: f.rate, start: f.start, duration: f.duration }, trace);
        dst.attach(i, new UdpSink(this.sim, trace));
        cbr.onStart = () => this.setActive(rt, true);
        cbr.start();
        // Done when its last packet has arrived or been dropped.
        trace.onLastPacketGone = () => this.flowDone(rt);
      }
    });

    // Nothing should arrive without a route or agent; if it did, it still counts as lost.
    for (const n of this.topo.net.nodes) n.onMisdelivery = () => this.misdelivered++;
    const monitored = new Set(this.topo.monitored);
    // The reverse direction of a monitored link carries its ACKs: its packet events are kept too.
    const ackLanes = new Set(this.topo.net.links.filter((l) => this.topo.monitored.some((m) => m.from === l.to && m.to === l.from)));
    // An ACK lane carries an ACK per data segment, or per delAckCount of them when every flow's
    // receiver delays its ACKs by count (10 % more for quick ACKs): sizing its packet events like a
    // data lane left half of them unused (docs/benchmarks.md, issue 38, ninth session).
    const ackLaneShare = this.ackShares.length === 0 ? 1 : Math.min(1, ACK_SHARE_SLACK * Math.max(...this.ackShares));
    this.monitors = this.topo.net.links.map((l) => {
      // A recording link carries one direction of its flows' packets: data one way, ACKs the other (about half of all).
      const expectedPackets = expected ? (expected.packets / 2) * (monitored.has(l) ? 1 : ackLaneShare) : 0;
      const m = new LinkMonitor(l, traces, record && monitored.has(l), this.window, this.budget, record && (monitored.has(l) || ackLanes.has(l)), moreWindows, expectedPackets, runStorage);
      l.qdisc.observer = m;
      // A run that stops once its flows are done starts with finer bins than its duration bound calls for.
      if (m.recordSeries) m.departures = new DepartureBins(sc.duration, sc.flows.length, sc.stopAfterComplete === null ? sc.duration : OPEN_ENDED_SPAN);
      l.txObserver = m;
      return m;
    });
    // The busiest lines of arrivals (the monitored links and their ACK directions) skip the event heap.
    for (const l of [...monitored, ...ackLanes]) l.arriveDirectly();
    // And the monitored links' ends of transmission, where packets queue (with the lanes left).
    for (const l of monitored) l.endTxDirectly();
    this.sim.at(sc.duration, Tag.Stop, () => {
      this.outcome ??= 'duration';
      this.sim.stop();
    });
  }

  /** Connection counts per link (the exact n that seed 002's dynamic RED uses). */
  private setActive(rt: FlowRuntime, on: boolean): void {
    if (rt.active === on) return;
    rt.active = on;
    for (const l of rt.path) l.activeFlows += on ? 1 : -1;
  }

  private flowDone(rt: FlowRuntime): void {
    if (rt.done) return;
    rt.done = true;
    this.setActive(rt, false);
    if (rt.finite && --this.pendingFinite === 0 && this.scenario.stopAfterComplete !== null) {
      const at = Math.min(this.scenario.duration, this.sim.now + this.scenario.stopAfterComplete);
      this.sim.at(at, Tag.Stop, () => {
        this.outcome ??= 'complete';
        this.sim.stop();
      });
    }
  }

  get finished(): boolean {
    return this.outcome !== null;
  }

  /**
   * The owner is done with this run, finished or abandoned between two calls of advance: the
   * packets still in its links and queues go back to the packet pool (net/packet-pool.ts), so the
   * next run in this process takes them instead of allocating its working set anew. Why: the
   * pool otherwise holds about one packet when a run ends, so every run built its in-flight
   * packets (2 395 at the 50-flow dumbbell) as new objects, and a new object stored in a link's
   * ring costs V8's write barrier until it has survived two collections (docs/benchmarks.md,
   * issue 38, twenty-third and twenty-fourth sessions). Results already taken are unaffected (no
   * result holds a packet); afterwards the run cannot advance. Nothing is released while a node
   * has a tap (a capture keys its rows by packet object), nor the packets a host's jitter delays
   * or an observer of a drop keeps (left to the collector, as before).
   */
  releasePackets(): void {
    if (this.packetsReleased) return;
    this.packetsReleased = true;
    const net = this.topo.net;
    if (net.nodes.some((n) => n.tap !== null)) return;
    // Each link visits each of its packets once (Link.forEachPacket); the set makes sure that a
    // packet never enters the pool twice, which would hand one object to two packets of a later run.
    const released = new Set<Packet>();
    const release = (p: Packet) => {
      if (released.has(p)) return;
      released.add(p);
      packetPool.release(p);
    };
    for (const l of net.links) l.forEachPacket(release);
  }

  get now(): number {
    return this.sim.now;
  }

  /**
   * Simulate up to time `t` (or the end of the run), executing at most `maxEvents` events in
   * this call; returns true when the run is over. The event bound lets a caller (the worker)
   * keep every slice short however dense the scenario is; slicing never changes the trace.
   */
  advance(t: number, maxEvents = Number.POSITIVE_INFINITY): boolean {
    if (this.packetsReleased) throw new Error('this run handed its packets back to the pool (releasePackets): it cannot go on');
    let left = maxEvents;
    while (this.outcome === null && left > 0) {
      const chunk = Math.min(left, BUDGET_CHECK_EVENTS);
      const r = this.sim.run(t, chunk);
      left -= chunk;
      if (r === 'budget') this.cutBy('events');
      else if (r === 'finished') this.outcome = 'drained';
      else if (r === 'until') break;
      if (this.outcome === null) this.checkBudgets();
    }
    return this.outcome !== null;
  }

  /**
   * Memory the model holds now (bytes): recorded values (series and web responses), live
   * packets, pending events, and bookkeeping (TCP segment boards, per-node agent tables).
   */
  modelBytes(): number {
    let live = 0;
    for (const l of this.topo.net.links) live += l.qdisc.packets + l.inDevice + l.propagating;
    let bookkeeping = 0;
    for (const n of this.topo.net.nodes) {
      live += n.jitter?.held ?? 0;
      bookkeeping += n.agentSlots * MODEL_BYTES.agentSlot;
    }
    for (const s of this.senders) bookkeeping += s.board.bytes;
    return this.budget.used * MODEL_BYTES.value + this.webValues() * MODEL_BYTES.value + live * MODEL_BYTES.packet + this.sim.pending * MODEL_BYTES.event + bookkeeping;
  }

  /** Web responses whose times the summary keeps (2 values each). */
  private webResponses(): number {
    let n = 0;
    for (const w of this.web) n += w.gen.stats.completed;
    return n;
  }

  private webValues(): number {
    return 2 * this.webResponses();
  }

  private checkBudgets(): void {
    if (this.webResponses() > this.budgets.webResponses) this.cutBy('recorded-values');
    else if (this.modelBytes() > this.budgets.modelBytes) this.cutBy('memory');
  }

  private cutBy(budget: BudgetKind): void {
    const at = this.sim.now;
    const when = `stopped at ${at.toPrecision(4)} s of ${this.scenario.duration} s`;
    const message =
      budget === 'events'
        ? `${when}: the run reached its event budget of ${this.scenario.maxEvents} events (maxEvents). Shorten the run, lower the rates or raise maxEvents (at most ${LIMITS.maxEvents}).`
        : budget === 'memory'
          ? `${when}: the simulation would need more than ${this.budgets.modelBytes / 1e6} MB of memory (packets waiting in queues and on links, recorded values). Use smaller queues, lower rates or fewer recorded series.`
          : `${when}: the web traffic's response times reached their budget of ${this.budgets.webResponses} responses. Shorten the run or lower the load.`;
    this.cut = { reason: 'budget', budget, at, message };
    this.outcome = 'budget';
  }

  /** Completed, or cut by a budget (with when and why). */
  get stop(): RunStop {
    return this.cut ?? { reason: 'completed' };
  }

  runToEnd(): SimResult {
    this.advance(Number.POSITIVE_INFINITY);
    return this.result();
  }

  /** Per-flow traces (live objects; the worker streams their columns). */
  get flowTraces(): FlowTrace[] {
    return this.flows.map((f) => f.trace);
  }

  result(): SimResult {
    const end = this.sim.now;
    const wFrom = this.window.from;
    const wTo = Math.max(wFrom, Math.min(this.window.to, end));
    const wLen = wTo - wFrom;
    const nodes = this.topo.endpoints;
    const linkRate = (m: LinkMonitor) => Math.min(m.link.rateBps, m.link.qdisc.shapedRateBps ?? Number.POSITIVE_INFINITY);

    const flows: FlowResult[] = this.flows.map((rt, i) => {
      const f = rt.spec;
      const t = rt.trace;
      const summary = flowSummary(t.counters, f.kind === 'tcp' ? f.bytes : null, f.kind !== 'cbr', { from: wFrom, to: wTo });
      return {
        index: i,
        name: f.name ?? `flow ${i + 1}`,
        kind: f.kind,
        variant: f.kind === 'cbr' ? null : f.variant,
        cc: f.kind === 'cbr' ? null : f.cc,
        recovery: f.kind === 'cbr' ? null : f.recovery,
        group: f.group ?? null,
        from: nodes[i].src.name,
        to: nodes[i].dst.name,
        bytes: f.kind === 'tcp' ? f.bytes : null,
        start: f.start,
        summary,
        series: t.recordSeries
          ? { cwnd: t.cwnd.toArrays(), rtt: t.rtt.toArrays(), seq: t.seq.toArrays(), delivered: t.delivered.toArrays(), cc: t.ccState?.toArrays() ?? null, congestion: t.congestion.toArrays() }
          : null,
      };
    });

    const links: LinkResult[] = this.monitors.map((m) => {
      const l = m.link;
      const q = l.qdisc;
      const d = queueDiscipline(q.kind);
      return {
        index: l.id,
        name: l.name,
        from: l.from.name,
        to: l.to.name,
        rateBps: l.rateBps,
        delay: l.delay,
        queueKind: q.kind,
        queueLimit: q.limit,
        queueInfo: d.report ? d.report(q, l.activeFlows) : { settings: {}, thresholds: {}, dynamicThresholds: false },
        monitored: m.recordSeries,
        shapedRateBps: q.shapedRateBps ?? null,
        summary: linkSummary(m.countersIn(0, end), linkRate(m), wLen, q.gauges),
        series: m.recordSeries ? { queue: m.queue.toArrays(), events: m.events.toArrays(), thresholds: m.thresholds.toArrays(), sojourn: m.sojourn.toArrays(), packets: m.packets.toArrays(), packetsWindowStart: m.packets.windowStart, departures: m.departures!.result(end) } : null,
      };
    });

    const monitoredIdx = this.topo.monitored.map((l) => l.id);
    let bottleneck = monitoredIdx[0] ?? 0;
    const effective = (i: number) => Math.min(links[i].rateBps, links[i].shapedRateBps ?? Number.POSITIVE_INFINITY);
    for (const i of monitoredIdx) if (effective(i) < effective(bottleneck)) bottleneck = i;

    let originated = 0;
    let consumed = 0;
    for (const n of this.topo.net.nodes) {
      originated += n.originated;
      consumed += n.consumed;
    }
    let dropped = this.misdelivered;
    let inFlight = 0;
    for (const m of this.monitors) {
      dropped += lostPackets(m.dropsWholeRun);
      inFlight += m.link.qdisc.packets + m.link.inDevice + m.link.propagating;
    }
    for (const n of this.topo.net.nodes) inFlight += n.jitter?.held ?? 0;

    const classes = flows.map((f) => ({ variant: f.variant ?? 'udp', group: f.group, ownRate: OWN_RATE[f.kind] }));
    // Each window's own summaries (the first is the main one above, computed the same way).
    const windows: WindowResult[] = this.windows.map((w, j) => {
      const to = Math.max(w.from, Math.min(w.to, end));
      const len = to - w.from;
      const flowSums = j === 0 ? flows.map((f) => f.summary) : this.flows.map((rt) => flowSummary(rt.trace.countersIn(j), rt.spec.kind === 'tcp' ? rt.spec.bytes : null, rt.spec.kind !== 'cbr', { from: w.from, to }));
      const linkSums = j === 0 ? links.map((l) => l.summary) : this.monitors.map((m) => linkSummary(m.countersIn(j, end), linkRate(m), len, m.link.qdisc.gauges));
      return { name: w.name, from: w.from, to, flows: flowSums, links: linkSums, aggregate: aggregateSummary(flowSums, linkSums, bottleneck, classes) };
    });

    return {
      name: this.scenario.name ?? 'scenario',
      seed: this.scenario.seed,
      endTime: end,
      outcome: this.outcome ?? 'duration',
      stop: this.stop,
      events: this.sim.executed,
      seriesTruncatedAt: this.budget.truncatedAt,
      traceHash: this.sim.traceHash,
      window: { from: wFrom, to: wTo },
      flows,
      links,
      aggregate: windows[0].aggregate,
      windows,
      conservation: { originated, consumed: consumed, dropped, inFlight },
      web: this.web.map((w): WebResult => ({ flow: w.index, connectionRate: w.rate, ...w.gen.stats.summary() })),
    };
  }
}
