/**
 * Profiles of the TCP stack (`tcp.profile`), of the loss recovery (`tcp.recoveryProfile`) and of
 * queue disciplines (a spec's `profile`): one word for "as ns-3.48 / the RFC / Linux runs it".
 * Settings given beside a profile win over it; no profile leaves today's settings alone; the
 * ns-3 presets that now name profiles give the results their spelled-out options gave.
 */
import { describe, expect, it } from 'vitest';
import { R7_QUEUES, ns3R7 } from '../../src/sim-core/scenario/aqm-presets';
import { ns3R10d } from '../../src/sim-core/scenario/ns3r10-presets';
import { ns3S1, ns3S2 } from '../../src/sim-core/scenario/presets';
import { profileExpansions } from '../../src/sim-core/scenario/profile-expansions';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { Scenario, ScenarioInput } from '../../src/sim-core/scenario/schema';
import { resolveTcpConfig } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { QUEUE_DISCIPLINES } from '../../src/sim-core/queues/registry';
import { TCP_DEFAULTS } from '../../src/sim-core/tcp/config';
import { LOSS_RECOVERIES, TCP_STACK_PROFILES } from '../../src/sim-core/tcp/registry';
import { encodeLink, decodeLink } from '../../src/url/link-codec';

/** The TCP settings the ns-3 presets spelled out before they named the stack's profile. */
const NS3_TCP_SPELLED = {
  mss: 1460,
  initialWindow: 2,
  windowGrowth: 'per-ack',
  minRto: 1,
  initialRto: 1,
  maxRto: 60,
  clockGranularity: 0.001,
  synTimeout: 3,
  delayedAck: true,
  delAckCount: 2,
  delAckTimeout: 0.2,
  rcvWindow: 2 * 1024 * 1024,
  limitedTransmit: true,
  pipeCountsSackedRetransmissions: true,
} as const;

const sack = { cc: 'reno', recovery: 'sack' } as Parameters<typeof resolveTcpConfig>[0];

function valid(s: unknown): Scenario {
  const v = validateScenario(s);
  if (!v.ok) throw new Error(v.errors.join('\n'));
  return v.scenario;
}

/** The bottleneck queue of a validated dumbbell. */
function bottleneck(s: Scenario): Record<string, unknown> {
  if (s.topology.kind !== 'dumbbell') throw new Error('not a dumbbell');
  return s.topology.bottleneck.queue as unknown as Record<string, unknown>;
}

describe('TCP stack and loss-recovery profiles', () => {
  it('no profile: the defaults and the options given, as before', () => {
    expect(resolveTcpConfig(sack, { minRto: 0.2 })).toEqual({ ...TCP_DEFAULTS, recovery: 'sack', sack: true, minRto: 0.2 });
  });

  it('the stack\'s "ns3" gives every setting the ns-3 presets spelled out', () => {
    const profiled = resolveTcpConfig(sack, { profile: 'ns3', mss: 1460, initialWindow: 2, rcvWindow: 2 * 1024 * 1024 });
    const spelled = resolveTcpConfig(sack, NS3_TCP_SPELLED);
    expect(profiled).toEqual(spelled);
    expect(profiled.pipeCountsSackedRetransmissions).toBe(true);
  });

  it('an option given beside the stack profile wins, from the scenario or from the flow', () => {
    expect(resolveTcpConfig(sack, { profile: 'ns3', minRto: 0.2 }).minRto).toBe(0.2);
    const flowWins = resolveTcpConfig({ ...sack, tcp: { delAckCount: 1 } }, { profile: 'ns3' });
    expect([flowWins.delAckCount, flowWins.delAckTimeout, flowWins.pipeCountsSackedRetransmissions]).toEqual([1, 0.2, true]);
  });

  it('the recovery profile sets its recovery\'s keys and wins over the stack profile; options beside both win over them', () => {
    const rfc = resolveTcpConfig(sack, { profile: 'ns3', recoveryProfile: 'rfc' });
    expect([rfc.sackSsthreshFromPipe, rfc.pipeCountsSackedRetransmissions, rfc.growOnRecoveryExit, rfc.minRto]).toEqual([false, false, false, 1]);
    const beside = resolveTcpConfig(sack, { recoveryProfile: 'rfc', growOnRecoveryExit: true });
    expect([beside.sackSsthreshFromPipe, beside.growOnRecoveryExit]).toEqual([false, true]);
    const newreno = resolveTcpConfig({ cc: 'reno', recovery: 'newreno' } as typeof sack, { recoveryProfile: 'rfc' });
    expect(newreno.growOnRecoveryExit).toBe(false);
  });

  it('a recovery profile the flow\'s recovery does not have is refused, naming the ones it has', () => {
    const s = { ...ns3S2(2, 'droptail'), tcp: { recoveryProfile: 'ns3' }, flows: [{ kind: 'tcp', variant: 'tahoe', bytes: null }] } as ScenarioInput;
    const v = validateScenario(s);
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).toContain('the Tahoe recovery (flow 1) has no profile \\"ns3\\"');
  });

  it('every profile of the stack and of each recovery sets only TCP settings and names its sources', () => {
    for (const p of [...TCP_STACK_PROFILES, ...LOSS_RECOVERIES.flatMap((r) => r.profiles)]) {
      expect(p.sources.length).toBeGreaterThan(0);
      for (const k of Object.keys(p.settings)) expect(k in TCP_DEFAULTS).toBe(true);
    }
  });
});

describe('queue discipline profiles', () => {
  it('no profile: the discipline\'s defaults, as before', () => {
    const q = bottleneck(valid({ ...ns3S2(2, 'droptail'), topology: { ...ns3S2(2, 'droptail').topology, bottleneck: { rate: 10e6, delay: 0.02, queue: { type: 'red', limit: 100, minTh: 15, maxTh: 45 } } } }));
    expect([q.wait, q.gentle, q.maxP, q.nsByteMode]).toEqual([false, false, 0.1, false]);
  });

  it('RED\'s "ns3" gives ns-3.48\'s defaults; an option given beside it wins', () => {
    const at = (queue: object) => bottleneck(valid({ ...ns3S2(2, 'droptail'), topology: { ...ns3S2(2, 'droptail').topology, bottleneck: { rate: 10e6, delay: 0.02, queue } } }));
    const ns3 = at({ type: 'red', profile: 'ns3', limit: 100, minTh: 15, maxTh: 45 });
    expect([ns3.profile, ns3.wait, ns3.gentle, ns3.maxP, ns3.meanPktSize, ns3.nsByteMode]).toEqual(['ns3', true, true, 0.02, 500, true]);
    const beside = at({ type: 'red', profile: 'ns3', limit: 100, minTh: 15, maxTh: 45, maxP: 0.1, wait: false });
    expect([beside.maxP, beside.wait, beside.gentle]).toEqual([0.1, false, true]);
  });

  it('DualPI2\'s "linux" gives sch_dualpi2\'s defaults, "rfc" RFC 9332\'s (the defaults stated); an option given beside a profile wins', () => {
    const at = (queue: object) => bottleneck(valid({ ...ns3S2(2, 'droptail'), topology: { ...ns3S2(2, 'droptail').topology, bottleneck: { rate: 10e6, delay: 0.02, queue } } }));
    const plain = at({ type: 'dualpi2' });
    const rfc = at({ type: 'dualpi2', profile: 'rfc' });
    for (const k of ['tUpdate', 'alpha', 'beta', 'minTh', 'range', 'thLen', 'limit']) expect(rfc[k], k).toBe(plain[k]);
    const linux = at({ type: 'dualpi2', profile: 'linux' });
    expect([linux.limit, linux.tUpdate, linux.alpha, linux.beta, linux.minTh, linux.range, linux.thLen, linux.scheduler, linux.cProtection]).toEqual([10000, 0.016, 41 / 256, 819 / 256, 0.001, 0, 0, 'wrr', 10]);
    const beside = at({ type: 'dualpi2', profile: 'linux', scheduler: 'time-shifted-fifo', cProtection: 30 });
    expect([beside.scheduler, beside.cProtection, beside.tUpdate]).toEqual(['time-shifted-fifo', 30, 0.016]);
  });

  it('a queue profile the discipline does not have is refused', () => {
    const s = { ...ns3S2(2, 'droptail'), topology: { ...ns3S2(2, 'droptail').topology, bottleneck: { rate: 10e6, delay: 0.02, queue: { type: 'red', profile: 'linux', limit: 100, minTh: 15, maxTh: 45 } } } };
    const v = validateScenario(s);
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).toContain('profile');
  });

  it('a "__proto__" key beside a profile stays a key: refused at the queue, nothing polluted', () => {
    const s = JSON.parse(JSON.stringify(ns3S2(2, 'red')).replace('"profile":"ns3","limit"', '"profile":"ns3","__proto__":{"polluted":1},"limit"'));
    const v = validateScenario(s);
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).toContain('topology.bottleneck.queue');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('every discipline profile sets only that discipline\'s parameters and names its sources', () => {
    for (const d of QUEUE_DISCIPLINES)
      for (const p of d.profiles ?? []) {
        expect(p.sources.length).toBeGreaterThan(0);
        for (const k of Object.keys(p.settings)) expect(d.params.some((x) => x.key === k)).toBe(true);
      }
  });

  it('a link carries the profiles: the decoded scenario names them and holds the same settings', () => {
    const s = valid(ns3S2(10, 'red'));
    const d = decodeLink(encodeLink(s, null));
    expect(d.kind).toBe('ok');
    const back = (d as { scenario: Scenario }).scenario;
    expect(back).toEqual(s);
    expect(back.tcp?.profile).toBe('ns3');
    expect(bottleneck(back).profile).toBe('ns3');
    // The readable form, an edit of the preset: the edit beside the profile wins over it.
    const edited = valid({ ...ns3S2(10, 'red'), topology: { ...ns3S2(10, 'red').topology, bottleneck: { rate: 10e6, delay: 0.02, queue: { ...(ns3S2(10, 'red').topology as { bottleneck: { queue: object } }).bottleneck.queue, maxP: 0.3 } } } });
    const link = encodeLink(edited, 'ns3-s2-red');
    expect(link).toContain('maxP=0.3');
    const e = decodeLink(link) as { scenario: Scenario };
    expect([bottleneck(e.scenario).profile, bottleneck(e.scenario).maxP, bottleneck(e.scenario).wait]).toEqual(['ns3', 0.3, true]);
  });

  it('show: the stack\'s and the queue\'s expansions, with the options given beside them', () => {
    const lines = profileExpansions(valid(ns3S2(10, 'red')));
    expect(lines.some((l) => l.startsWith('profile tcp.profile = "ns3" expands to') && l.includes('"pipeCountsSackedRetransmissions":true'))).toBe(true);
    expect(lines.some((l) => l.startsWith('profile topology.bottleneck.queue.profile = "ns3"') && l.includes('"maxP":0.1') && l.includes('"wait":true'))).toBe(true);
  });
});

describe('the ns-3 presets with profiles give the results of their spelled-out options', () => {
  const spelledS2Red = { type: 'red', limit: 100, unit: 'packets', minTh: 15, maxTh: 45, maxP: 0.1, wq: 0.002, gentle: true, wait: true, meanPktSize: 1500 };
  const spelledS1Red = { type: 'red', limit: 20000, unit: 'bytes', minTh: 5000, maxTh: 18000, maxP: 0.1, wq: 0.0625, meanPktSize: 1000, nsByteMode: true, wait: false };
  const spelledFqCoDel = { type: 'fq-codel', limit: 10240, flows: 1024, quantum: 1500, target: 0.005, interval: 0.1, minBytes: 1500, ecn: true, dropBatch: 64 };

  it('S2 RED (N = 5, 15 s)', () => {
    const profiled = { ...ns3S2(5, 'red'), duration: 15, measure: { from: 5, to: 15 } } as ScenarioInput;
    if (profiled.topology.kind !== 'dumbbell') throw new Error('dumbbell');
    const spelled = { ...profiled, tcp: NS3_TCP_SPELLED, topology: { ...profiled.topology, bottleneck: { ...profiled.topology.bottleneck, queue: spelledS2Red } } } as ScenarioInput;
    expect(resultDigest(runScenario(profiled))).toBe(resultDigest(runScenario(spelled)));
  });

  it('S1 RED in byte mode (d = 2 s)', () => {
    const profiled = ns3S1('red_nowait', 2);
    if (profiled.topology.kind !== 'testbed') throw new Error('testbed');
    const spelled = { ...profiled, tcp: NS3_TCP_SPELLED, topology: { ...profiled.topology, bottleneckQueue: spelledS1Red } } as ScenarioInput;
    expect(resultDigest(runScenario(profiled))).toBe(resultDigest(runScenario(spelled)));
  });

  it.each([
    ['codel', { type: 'codel', limit: 1000, target: 0.005, interval: 0.1, minBytes: 1500, ecn: false }],
    ['pie', { type: 'pie', limit: 1000, target: 0.015, tUpdate: 0.015, alpha: 0.125, beta: 1.25, maxBurst: 0.15, capDropAdjustment: true, derandomize: false, ecn: false }],
  ] as const)('R7 %s: no profile (ns-3.48\'s defaults are the model\'s), the same result as the options spelled out (15 s)', (queue, spelledQueue) => {
    const profiled = { ...ns3R7(queue), duration: 15, measure: { from: 5, to: 15 } } as ScenarioInput;
    if (profiled.topology.kind !== 'dumbbell') throw new Error('dumbbell');
    const spelled = { ...profiled, tcp: NS3_TCP_SPELLED, topology: { ...profiled.topology, bottleneck: { ...profiled.topology.bottleneck, queue: spelledQueue } } } as ScenarioInput;
    expect(resultDigest(runScenario(profiled))).toBe(resultDigest(runScenario(spelled)));
  });

  it('R10d: FQ-CoDel\'s "ns3" with the L4S threshold beside it (12 s)', () => {
    const profiled = { ...ns3R10d(), duration: 12, measure: { from: 4, to: 12 } } as ScenarioInput;
    if (profiled.topology.kind !== 'dumbbell') throw new Error('dumbbell');
    const queue = { ...spelledFqCoDel, ceThreshold: 0.001, ceThresholdSelect: 'ect1', ceThresholdMode: 'ns3' };
    const spelled = { ...profiled, tcp: { ...profiled.tcp, ...NS3_TCP_SPELLED, profile: undefined }, topology: { ...profiled.topology, bottleneck: { ...profiled.topology.bottleneck, queue } } } as ScenarioInput;
    expect(resultDigest(runScenario(profiled))).toBe(resultDigest(runScenario(spelled)));
  });

  it('R7 FQ-CoDel (15 s)', () => {
    expect(R7_QUEUES.fqcodel).toEqual({ type: 'fq-codel', profile: 'ns3', limit: 10240 });
    const profiled = { ...ns3R7('fqcodel'), duration: 15, measure: { from: 5, to: 15 } } as ScenarioInput;
    if (profiled.topology.kind !== 'dumbbell') throw new Error('dumbbell');
    const spelled = { ...profiled, tcp: NS3_TCP_SPELLED, topology: { ...profiled.topology, bottleneck: { ...profiled.topology.bottleneck, queue: spelledFqCoDel } } } as ScenarioInput;
    expect(resultDigest(runScenario(profiled))).toBe(resultDigest(runScenario(spelled)));
  });
});
