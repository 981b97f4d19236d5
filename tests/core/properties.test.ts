/**
 * Property-based tests over many random small scenarios (dumbbells and small graphs, 1–5 flows,
 * 0.5–20 Mbit/s, tail drop / RED / ARED in packets or bytes, Reno / NewReno / SACK, the odd
 * CBR burst). The invariants every run must keep:
 *   - packets are conserved: originated = consumed + dropped + in flight, at any moment;
 *   - no queue ever holds more than its limit;
 *   - every application byte is delivered exactly once and in order;
 *   - every finite TCP flow completes when given enough time.
 *
 * fast-check runs with a fixed seed so CI is reproducible; set FC_SEED to explore other seeds
 * and FC_RUNS to scale the number of runs (e.g. FC_RUNS=10 for a long soak); FC_VERBOSE=1
 * prints what the runs exercised (overflows, early drops, timeouts, graphs, CBR).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeqEvent } from '../../src/sim-core/metrics/flow-trace';
import type { FlowResult, LinkResult, SimResult } from '../../src/sim-core/scenario/result';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { allowsBytes } from '../../src/sim-core/queues/buffer-params';
import type { QueueDiscipline } from '../../src/sim-core/queues/discipline';
import { queueDropped } from '../../src/sim-core/queues/drop-reasons';
import { DROP_REASONS, LEAF_QUEUE_DISCIPLINES } from '../../src/sim-core/queues/registry';
import { CONGESTION_CONTROLS, LOSS_RECOVERIES } from '../../src/sim-core/tcp/registry';
import { finiteScenarioArb, registeredQueueArb, scenarioArb, shortScenarioArb } from '../helpers/arbitraries';

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20240601;
const SCALE = process.env.FC_RUNS ? Number(process.env.FC_RUNS) : 1;
const runs = (n: number) => Math.max(1, Math.round(n * SCALE));
/** Each property explores its own stream of scenarios (seed + k). */
const params = (n: number, k: number): fc.Parameters<[ScenarioInput]> => ({ seed: SEED + k, numRuns: runs(n), endOnFailure: true });

function build(input: ScenarioInput): Simulation {
  const v = validateScenario(input);
  if (!v.ok) throw new Error(`generator produced an invalid scenario: ${v.errors.join('; ')}`);
  return new Simulation(v.scenario);
}

/** Build and run to the end. */
function runToEnd(input: ScenarioInput): SimResult {
  return build(input).runToEnd();
}

function expectConserved(c: SimResult['conservation'], when: string): void {
  expect(c.inFlight, `in flight ≥ 0 ${when}`).toBeGreaterThanOrEqual(0);
  expect(c.originated, `originated = consumed + dropped + in flight ${when} (${JSON.stringify(c)})`).toBe(c.consumed + c.dropped + c.inFlight);
}

/** Every link's discipline, right now, holds no more than its limit. */
function expectLiveQueuesWithinLimits(sim: Simulation, when: string): void {
  for (const l of sim.topo.net.links) {
    const q = l.qdisc;
    const held = q.limit.unit === 'packets' ? q.packets : q.bytes;
    expect(held, `${l.name} (${q.kind}, limit ${q.limit.limit} ${q.limit.unit}) ${when}`).toBeLessThanOrEqual(q.limit.limit);
  }
}

/** Every recorded queue sample of a monitored link is within the limit. */
function expectSeriesWithinLimit(l: LinkResult): void {
  if (!l.series) return;
  const { packets, bytes } = l.series.queue;
  const col = l.queueLimit.unit === 'packets' ? packets : bytes;
  let max = 0;
  let min = 0;
  for (let i = 0; i < col.length; i++) {
    if (col[i] > max) max = col[i];
    if (packets[i] < min) min = packets[i];
  }
  expect(min, `${l.name}: negative backlog`).toBe(0);
  expect(max, `${l.name}: peak ${max} > limit ${l.queueLimit.limit} ${l.queueLimit.unit}`).toBeLessThanOrEqual(l.queueLimit.limit);
}

/** In-order, exactly-once delivery for one finite TCP flow. Collects the first violation. */
function expectDeliveredOnceInOrder(f: FlowResult): void {
  const bytes = f.bytes!;
  const s = f.summary;
  const problems: string[] = [];
  const fail = (m: string) => problems.length < 5 && problems.push(m);
  if (s.deliveredBytes > bytes) fail(`delivered ${s.deliveredBytes} > ${bytes} bytes`);
  if (s.completed && s.deliveredBytes !== bytes) fail(`completed but delivered ${s.deliveredBytes} of ${bytes}`);
  const series = f.series!;
  // The receiver's cumulative in-order byte count only ever grows, and ends at deliveredBytes.
  const { t, bytes: cum } = series.delivered;
  for (let i = 1; i < cum.length; i++) {
    if (t[i] < t[i - 1]) fail(`delivered series: time goes back at row ${i}`);
    if (!(cum[i] > cum[i - 1])) fail(`delivered series: ${cum[i]} after ${cum[i - 1]} at row ${i}`);
  }
  const lastCum = cum.length > 0 ? cum[cum.length - 1] : 0;
  if (lastCum !== s.deliveredBytes) fail(`delivered series ends at ${lastCum}, summary says ${s.deliveredBytes}`);
  if (cum.length > 0 && !(cum[0] > 0)) fail('first delivery of zero bytes');
  // The sender sends every sequence number new exactly once, in order (the rest are
  // retransmissions of what was already sent), and cumulative ACKs never go backwards.
  const { kind, seq, len } = series.seq;
  let nextNew = 0;
  let lastAck = 0;
  for (let i = 0; i < kind.length; i++) {
    if (kind[i] === SeqEvent.Send) {
      if (seq[i] !== nextNew) fail(`new segment at ${seq[i]}, expected ${nextNew} (row ${i})`);
      if (!(len[i] > 0)) fail(`empty new segment at ${seq[i]}`);
      nextNew = seq[i] + len[i];
    } else if (kind[i] === SeqEvent.Retransmit) {
      if (seq[i] + len[i] > nextNew) fail(`retransmission [${seq[i]}, ${seq[i] + len[i]}) beyond data sent (${nextNew})`);
    } else if (kind[i] === SeqEvent.Ack) {
      if (seq[i] < lastAck) fail(`ACK went back from ${lastAck} to ${seq[i]}`);
      lastAck = seq[i];
    }
  }
  if (nextNew > bytes + 1) fail(`sent up to ${nextNew}, beyond data + FIN (${bytes + 1})`);
  if (lastAck > bytes + 1) fail(`ACK ${lastAck} beyond data + FIN`);
  if (s.completed && nextNew !== bytes + 1) fail(`completed but new data sent up to ${nextNew} of ${bytes + 1}`);
  if (s.completed && lastAck !== bytes + 1) fail(`completed but last ACK ${lastAck} of ${bytes + 1}`);
  expect(problems, `${f.name} (${f.variant}, ${bytes} B)`).toEqual([]);
}

/** Non-vacuity: tallies of what the random runs actually exercised. */
interface Coverage {
  runs: number;
  overflow: number;
  early: number;
  retransmits: number;
  timeouts: number;
  graph: number;
  cbr: number;
  bytesLimit: number;
  peakAtLimit: number;
}
const newCoverage = (): Coverage => ({ runs: 0, overflow: 0, early: 0, retransmits: 0, timeouts: 0, graph: 0, cbr: 0, bytesLimit: 0, peakAtLimit: 0 });

const report = (name: string, cov: Coverage) => {
  if (process.env.FC_VERBOSE) console.log(name, JSON.stringify(cov));
};

function tally(cov: Coverage, input: ScenarioInput, r: SimResult): void {
  cov.runs++;
  if (r.links.some((l) => l.summary.dropsWholeRun.overflow > 0)) cov.overflow++;
  if (r.links.some((l) => l.summary.dropsWholeRun.early + l.summary.dropsWholeRun.forced > 0)) cov.early++;
  if (r.flows.some((f) => f.summary.retransmittedPackets > 0)) cov.retransmits++;
  if (r.flows.some((f) => f.summary.timeouts > 0)) cov.timeouts++;
  if (input.topology.kind === 'graph') cov.graph++;
  if (r.flows.some((f) => f.kind === 'cbr')) cov.cbr++;
  if (r.links.some((l) => l.queueLimit.unit === 'bytes' && l.monitored)) cov.bytesLimit++;
  const atLimit = r.links.some((l) => {
    if (!l.series) return false;
    const col = l.queueLimit.unit === 'packets' ? l.series.queue.packets : l.series.queue.bytes;
    let max = 0;
    for (const v of col) max = Math.max(max, v);
    return l.queueLimit.unit === 'packets' ? max === l.queueLimit.limit : max > l.queueLimit.limit - 1500;
  });
  if (atLimit) cov.peakAtLimit++;
}

describe('property: packet conservation (sent = delivered + dropped + in flight)', () => {
  it('holds at random intermediate instants and at the end, for finite transfers', () => {
    const cov = newCoverage();
    fc.assert(
      fc.property(finiteScenarioArb, fc.array(fc.double({ min: 0, max: 20, noNaN: true }), { minLength: 1, maxLength: 4 }), (input, cuts) => {
        const sim = build(input);
        for (const t of [...cuts].sort((a, b) => a - b)) {
          if (sim.advance(t)) break;
          expectConserved(sim.result().conservation, `at t = ${t}`);
        }
        sim.advance(Number.POSITIVE_INFINITY);
        const r = sim.result();
        expectConserved(r.conservation, 'at the end');
        tally(cov, input, r);
      }),
      { seed: SEED, numRuns: runs(200), endOnFailure: true },
    );
    report('conservation', cov);
    expect(cov.overflow).toBeGreaterThan(cov.runs / 10);
    expect(cov.early).toBeGreaterThan(0);
    expect(cov.graph).toBeGreaterThan(cov.runs / 5);
  });

  it('holds while unlimited flows are still sending when the run is cut', () => {
    fc.assert(
      fc.property(shortScenarioArb, (input) => {
        const sim = build(input);
        for (let t = 0.7; !sim.advance(t); t += 0.7) expectConserved(sim.result().conservation, `at t = ${t}`);
        const r = sim.result();
        expectConserved(r.conservation, 'at the end');
        // A cut run usually leaves packets in flight, which the bookkeeping must count.
        expect(r.conservation.originated).toBeGreaterThan(0);
      }),
      params(100, 1),
    );
  });
});

describe('property: no queue ever above its limit', () => {
  it('every recorded queue sample of every monitored link, and every queue at random instants, is within its limit', () => {
    const cov = newCoverage();
    fc.assert(
      fc.property(shortScenarioArb, (input) => {
        const sim = build(input);
        for (let t = 0.5; !sim.advance(t); t += 0.5) expectLiveQueuesWithinLimits(sim, `at t = ${t}`);
        const r = sim.result();
        for (const l of r.links) expectSeriesWithinLimit(l);
        tally(cov, input, r);
      }),
      params(120, 2),
    );
    report('limits', cov);
    // The limit was actually reached in a good share of runs, so the check had teeth.
    expect(cov.peakAtLimit).toBeGreaterThan(cov.runs / 5);
    expect(cov.bytesLimit).toBeGreaterThan(0);
  });
});

describe('property: every application byte delivered exactly once and in order', () => {
  it('finite TCP flows: delivered bytes grow monotonically to exactly the transfer size; new data is sent once, in order', () => {
    const cov = newCoverage();
    fc.assert(
      fc.property(finiteScenarioArb, (input) => {
        const r = runToEnd(input);
        for (const f of r.flows) if (f.kind === 'tcp' && f.bytes !== null) expectDeliveredOnceInOrder(f);
        for (const f of r.flows) {
          if (f.kind !== 'cbr') continue;
          expect(f.summary.packetsReceived).toBeLessThanOrEqual(f.summary.packetsSent);
        }
        tally(cov, input, r);
      }),
      params(200, 3),
    );
    report('delivery', cov);
    expect(cov.retransmits).toBeGreaterThan(cov.runs / 10);
    expect(cov.cbr).toBeGreaterThan(0);
  });
});

describe('property: every finite flow completes when given enough time', () => {
  it('all finite TCP transfers finish (FIN acknowledged) and the run ends as "complete"', () => {
    const cov = newCoverage();
    fc.assert(
      fc.property(finiteScenarioArb, (input) => {
        const r = runToEnd(input);
        for (const [i, f] of r.flows.entries()) {
          if (f.kind !== 'tcp') continue;
          const s = f.summary;
          const spec = input.flows[i] as { tcp?: { handshake?: boolean } };
          const handshake = spec.tcp?.handshake ?? input.tcp?.handshake ?? true;
          expect(s.failed, `${f.name} abandoned`).toBe(false);
          expect(s.completed, `${f.name} (${f.bytes} B, ${f.variant}) not complete at ${r.endTime} s, outcome ${r.outcome}`).toBe(true);
          expect(s.deliveredBytes).toBe(f.bytes);
          expect(s.elapsedTime).toBeGreaterThan(0);
          // Without a handshake (ns-2's one-way TCP) data leaves at the start: no set-up time.
          if (handshake) expect(s.handshakeTime).toBeGreaterThan(0);
          else expect(s.handshakeTime).toBe(0);
          expect(s.handshakeTime).toBeLessThanOrEqual(s.elapsedTime);
          expect(s.receiveTime).toBeLessThanOrEqual(s.elapsedTime + 1e-9);
        }
        for (const f of r.flows) if (f.kind === 'cbr') expect(f.summary.packetsSent).toBeGreaterThan(0);
        expect(r.outcome).toBe('complete');
        tally(cov, input, r);
      }),
      params(200, 4),
    );
    report('completion', cov);
    expect(cov.timeouts).toBeGreaterThan(0);
  });
});

/** Run to the end, checking live queues against their limits every 0.5 s (first 6 s), then conservation and every recorded queue sample. */
function runCheckingInvariants(input: ScenarioInput): SimResult {
  const sim = build(input);
  for (let t = 0.5; t < 6 && !sim.advance(t); t += 0.5) expectLiveQueuesWithinLimits(sim, `at t = ${t}`);
  sim.advance(Number.POSITIVE_INFINITY);
  const r = sim.result();
  expectConserved(r.conservation, 'at the end');
  for (const l of r.links) expectSeriesWithinLimit(l);
  return r;
}

describe('property: every registered queue discipline keeps the invariants', () => {
  // One entry per editor choice of every leaf discipline in the registry, so a new discipline is
  // covered here without editing this file.
  const choices = (LEAF_QUEUE_DISCIPLINES as unknown as readonly QueueDiscipline[]).flatMap((d) =>
    d.choices.filter((c) => c.listed !== false).map((c) => ({ d, c })),
  );
  choices.forEach(({ d, c }, k) => {
    it(`${c.value} (${d.name}) at the bottleneck: packets conserved, queues within limits, finite transfers delivered once, in order`, () => {
      let congested = 0;
      const arb = scenarioArb({ unlimited: false, duration: fc.constant(900), bottleneckQueue: registeredQueueArb(c, allowsBytes(d.params)) });
      fc.assert(
        fc.property(arb, (input) => {
          const r = runCheckingInvariants(input);
          for (const f of r.flows) if (f.kind === 'tcp' && f.bytes !== null) expectDeliveredOnceInOrder(f);
          const b = r.links.find((l) => l.queueKind === d.name);
          expect(b, `a ${d.name} queue on the bottleneck`).toBeDefined();
          if (b!.summary.arrivals > 0 && queueDropped(DROP_REASONS.map((x) => b!.summary.dropsWholeRun[x.id])) > 0) congested++;
        }),
        params(25, 10 + k),
      );
      // The discipline was actually made to drop in some runs, so the checks had teeth.
      expect(congested).toBeGreaterThan(0);
    });
  });
});

describe('property: every registered congestion control with every loss recovery keeps the invariants', () => {
  // Pairs from the TCP registry, so a new congestion control or recovery is covered here too.
  const pairs = CONGESTION_CONTROLS.flatMap((c) => LOSS_RECOVERIES.map((r) => ({ cc: c.name as string, recovery: r.name })));
  pairs.forEach((tcp, k) => {
    it(`${tcp.cc} + ${tcp.recovery}: packets conserved, queues within limits, finite transfers delivered once, in order, and complete`, () => {
      let retransmitted = 0;
      const arb = scenarioArb({ unlimited: false, duration: fc.constant(900), tcp });
      fc.assert(
        fc.property(arb, (input) => {
          const r = runCheckingInvariants(input);
          for (const f of r.flows) {
            if (f.kind !== 'tcp') continue;
            expect(f).toMatchObject(tcp);
            if (f.bytes !== null) expectDeliveredOnceInOrder(f);
            expect(f.summary.completed, `${f.name} (${tcp.cc} + ${tcp.recovery}) not complete`).toBe(true);
            if (f.summary.retransmittedPackets > 0) retransmitted++;
          }
        }),
        params(20, 30 + k),
      );
      // Losses were repaired in some runs, so the recovery itself was exercised.
      expect(retransmitted).toBeGreaterThan(0);
    });
  });
});

describe('property: Vegas with SACK recovery keeps the invariants with each RTT measure', () => {
  // The stacks of issue 18: Vegas's window rules and RTT measures over RFC 6675 SACK recovery.
  const stacks = [
    { update: 'per-rtt', rttMeasure: 'min-of-round' },
    { update: 'per-rtt', rttMeasure: 'epoch-mean' },
    { update: 'per-rtt', rttMeasure: 'ns3' },
    { update: 'ns2', rttMeasure: 'min-of-round' },
  ];
  stacks.forEach((vegas, k) => {
    it(`vegas (${vegas.update}, ${vegas.rttMeasure}) + sack: packets conserved, queues within limits, finite transfers delivered once, in order, and complete`, () => {
      const arb = scenarioArb({ unlimited: false, duration: fc.constant(900), tcp: { cc: 'vegas', recovery: 'sack' }, flowTcp: { vegas } });
      fc.assert(
        fc.property(arb, (input) => {
          const r = runCheckingInvariants(input);
          for (const f of r.flows) {
            if (f.kind !== 'tcp') continue;
            expect(f).toMatchObject({ cc: 'vegas', recovery: 'sack' });
            if (f.bytes !== null) expectDeliveredOnceInOrder(f);
            expect(f.summary.completed, `${f.name} (vegas ${vegas.rttMeasure} + sack) not complete`).toBe(true);
          }
        }),
        params(10, 110 + k),
      );
    });
  });
});

describe('property: paced flows keep the invariants', () => {
  // Pacing (a sender capability any congestion control may use) holds segments back on a timer.
  for (const cc of CONGESTION_CONTROLS.map((c) => c.name as string)) {
    it(`${cc} + sack, paced: packets conserved, queues within limits, finite transfers delivered once, in order, and complete`, () => {
      const arb = scenarioArb({ unlimited: false, duration: fc.constant(900), tcp: { cc, recovery: 'sack' }, flowTcp: { pacing: true } });
      fc.assert(
        fc.property(arb, (input) => {
          const sim = build(input);
          for (let t = 0.5; t < 6 && !sim.advance(t); t += 0.5) expectLiveQueuesWithinLimits(sim, `at t = ${t}`);
          sim.advance(Number.POSITIVE_INFINITY);
          const r = sim.result();
          expectConserved(r.conservation, 'at the end');
          for (const f of r.flows) {
            if (f.kind !== 'tcp') continue;
            if (f.bytes !== null) expectDeliveredOnceInOrder(f);
            expect(f.summary.completed, `${f.name} (${cc}, paced) not complete`).toBe(true);
          }
        }),
        params(10, 90),
      );
    });
  }
});
