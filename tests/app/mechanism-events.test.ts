import { describe, expect, it } from 'vitest';
import { BottleneckReplay } from '../../src/app/mechanism/bottleneck-replay';
import { congestionAnnotations, recoveryPeriods } from '../../src/app/mechanism/congestion-annotations';
import { findCauseRow } from '../../src/app/mechanism/highlight-store';
import { GrowingColumns } from '../../src/app/results/growing-columns';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { CONGESTION_COLUMNS, CongestionEvent, type CongestionColumn } from '../../src/sim-core/metrics/congestion-events';
import { SeqEvent } from '../../src/sim-core/metrics/flow-trace';
import { PACKET_EVENT_BYTES, PacketEventKind, PacketEventLog, type PacketEventColumns } from '../../src/sim-core/metrics/packet-events';
import { DROP_REASONS } from '../../src/sim-core/queues/registry';
import { redBaseProbability } from '../../src/sim-core/queues/red-formulas';
import { dumbbell } from '../../src/sim-core/scenario/presets';
import type { SimResult } from '../../src/sim-core/scenario/result';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { Scenario, ScenarioInput } from '../../src/sim-core/scenario/schema';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { vegasStep } from '../../src/sim-core/tcp/vegas-cc';

function valid(input: ScenarioInput): Scenario {
  const v = validateScenario(input);
  if (!v.ok) throw new Error(v.errors.join('; '));
  return v.scenario;
}

/** A short 5-flow dumbbell with a changed queue, TCP defaults or variant. */
function shortDumbbell(o: { queue?: object; tcp?: object; variant?: 'reno' | 'newreno' | 'sack'; cc?: string; seconds?: number; flows?: number }): Scenario {
  const input = { ...dumbbell(o.flows ?? 5, 'droptail', o.variant ?? 'newreno'), duration: o.seconds ?? 8, measure: { from: 1 } } as ScenarioInput & Record<string, unknown>;
  if (o.cc) input.flows = input.flows.map((f) => ({ ...f, variant: undefined, cc: o.cc }) as never);
  const topology = input.topology as Extract<ScenarioInput['topology'], { kind: 'dumbbell' }>;
  if (o.queue) input.topology = { ...topology, bottleneck: { ...topology.bottleneck, queue: o.queue as never } };
  if (o.tcp) input.tcp = o.tcp as never;
  return valid(input);
}

/** A flow's congestion events as the app holds them. */
function eventsOf(r: SimResult, flow: number): GrowingColumns<CongestionColumn> {
  const g = new GrowingColumns(CONGESTION_COLUMNS, 16);
  g.append(r.flows[flow].series!.congestion);
  return g;
}

/** Times (as recorded) of a flow's seq events of `kind` about `seq`. */
function seqEventAt(r: SimResult, flow: number, kind: number, t: number, seq?: number): boolean {
  const s = r.flows[flow].series!.seq;
  for (let i = 0; i < s.t.length; i++) if (s.t[i] === t && s.kind[i] === kind && (seq === undefined || s.seq[i] === seq)) return true;
  return false;
}

const ecnRed = () =>
  shortDumbbell({ queue: { type: 'red', limit: 100, unit: 'packets', minTh: 5, maxTh: 30, maxP: 0.2, wq: 0.02, gentle: true, ecn: true, hardDrop: true }, tcp: { ecn: true } });

const RUNS: Record<string, () => Scenario> = {
  'seed-000 tail drop': () => presetScenario('seed000-droptail')!,
  'newreno dumbbell': () => shortDumbbell({}),
  'ECN RED dumbbell': ecnRed,
  'Vegas and Reno (seed 002, ns-2 rule)': () => presetScenario('seed002-a-vr-droptail')!,
  'Vegas per RTT, 10 flows': () => shortDumbbell({ flows: 10, seconds: 10, cc: 'vegas', tcp: { vegas: { update: 'per-rtt' } } }),
};
const cache = new Map<string, SimResult>();
const run = (name: string) => cache.get(name) ?? (cache.set(name, runScenario(RUNS[name]())), cache.get(name)!);

describe('each recorded congestion event happens at a time the trace shows it', () => {
  for (const name of Object.keys(RUNS)) {
    it(`${name}: fast retransmit / partial ACK / timeout at a retransmission of their segment, recovery end and ECN echo at an ACK, a timeout-ended recovery at that timeout, Vegas decisions at ACKs`, () => {
      const r = run(name);
      const seen = new Set<number>();
      r.flows.forEach((f, i) => {
        const c = f.series!.congestion;
        for (let j = 0; j < c.t.length; j++) {
          const [t, kind, seq] = [c.t[j], c.kind[j], c.seq[j]];
          seen.add(kind);
          const where = `flow ${i}, ${kind} at ${t}`;
          if (kind === CongestionEvent.FastRetransmit || kind === CongestionEvent.Timeout) expect(seqEventAt(r, i, SeqEvent.Retransmit, t, seq), where).toBe(true);
          if (kind === CongestionEvent.PartialAck || kind === CongestionEvent.EcnEcho || kind === CongestionEvent.VegasDecision) expect(seqEventAt(r, i, SeqEvent.Ack, t), where).toBe(true);
          if (kind === CongestionEvent.RecoveryEnd && c.detail[j] === 0) expect(seqEventAt(r, i, SeqEvent.Ack, t, seq), where).toBe(true);
          if (kind === CongestionEvent.RecoveryEnd && c.detail[j] === 1) {
            expect(c.kind[j + 1], where).toBe(CongestionEvent.Timeout);
            expect(c.t[j + 1]).toBe(t);
          }
          if (kind === CongestionEvent.Timeout) {
            // The backed-off RTO it reports is the one the RTT series recorded at that instant.
            const rtt = f.series!.rtt;
            const k = Array.from(rtt.t).lastIndexOf(t);
            expect(rtt.rto[k]).toBe(c.detail[j]);
          }
        }
      });
      if (name.includes('ECN')) expect(seen.has(CongestionEvent.EcnEcho)).toBe(true);
      if (name.includes('Vegas')) expect(seen.has(CongestionEvent.VegasDecision)).toBe(true);
      if (name.includes('newreno')) expect(seen.has(CongestionEvent.PartialAck)).toBe(true);
      if (name === 'seed-000 tail drop') expect(seen.has(CongestionEvent.Timeout)).toBe(true);
    });
  }
});

describe('recovery periods', () => {
  for (const name of ['seed-000 tail drop', 'newreno dumbbell', 'Vegas and Reno (seed 002, ns-2 rule)']) {
    it(`${name}: one period per fast retransmit, ending at the first recorded recovery end after it, disjoint; a timeout inside one ends it`, () => {
      const r = run(name);
      let periods = 0;
      r.flows.forEach((f, i) => {
        const g = eventsOf(r, i);
        const ps = recoveryPeriods(i, g);
        const k = g.cols;
        const frs = [];
        for (let j = 0; j < g.length; j++) if (k.kind[j] === CongestionEvent.FastRetransmit) frs.push(k.t[j]);
        expect(ps.map((p) => p.from)).toEqual(frs);
        ps.forEach((p, n) => {
          if (n > 0) expect(p.from).toBeGreaterThanOrEqual(ps[n - 1].to);
          const end = Array.from(k.t.subarray(0, g.length)).findIndex((t, j) => k.kind[j] === CongestionEvent.RecoveryEnd && t >= p.from);
          if (end < 0) expect(p.to).toBe(Number.POSITIVE_INFINITY);
          else expect(p.to).toBe(k.t[end]);
          // Timeouts strictly inside a period would have ended it.
          for (let j = 0; j < g.length; j++) if (k.kind[j] === CongestionEvent.Timeout) expect(k.t[j] > p.from && k.t[j] < p.to).toBe(false);
        });
        periods += ps.length;
      });
      expect(periods).toBeGreaterThan(0);
    });
  }
});

describe("Vegas's decisions", () => {
  for (const name of ['Vegas and Reno (seed 002, ns-2 rule)', 'Vegas per RTT, 10 flows']) {
    it(`${name}: recorded only when the decision changes (or after a loss), each agreeing with diff against [α, β], and a decrease shrinks cwnd`, () => {
      const r = run(name);
      let decisions = 0;
      r.flows.forEach((_, i) => {
        const g = eventsOf(r, i);
        const k = g.cols;
        let last = Number.NaN;
        for (let j = 0; j < g.length; j++) {
          const kind = k.kind[j];
          if (kind === CongestionEvent.FastRetransmit || kind === CongestionEvent.Timeout) last = Number.NaN;
          if (kind !== CongestionEvent.VegasDecision) continue;
          decisions++;
          expect(k.detail[j]).not.toBe(last);
          last = k.detail[j];
          expect(k.low[j]).toBe(1);
          expect(k.high[j]).toBe(3);
          const [diff, a, b] = [k.measure[j], k.low[j], k.high[j]];
          // The ns-2 rule compares an integer diff; per RTT it is vegasStep's.
          expect(k.detail[j]).toBe(vegasStep(diff, a, b));
          if (k.detail[j] < 0) expect(k.cwnd[j] < k.cwndBefore[j] || k.cwnd[j] === 2 * k.mss[j]).toBe(true);
          if (k.detail[j] === 0 || name.includes('ns-2')) expect(k.cwnd[j]).toBeLessThanOrEqual(k.cwndBefore[j]);
        }
        const notes = congestionAnnotations(i, g).filter((n) => n.kind === CongestionEvent.VegasDecision);
        for (const n of notes) expect(n.text).toMatch(/^t = \d+\.\d\d s, flow \d+: Vegas: .*diff = \(Expected − Actual\)·BaseRTT = -?[\d.]+ packets.* → (increase|decrease|hold) cwnd/);
      });
      expect(decisions).toBeGreaterThan(3);
    });
  }
});

describe('a loss-triggered event is linked to the drop that caused it', () => {
  for (const name of ['seed-000 tail drop', 'newreno dumbbell', 'ECN RED dumbbell']) {
    it(`${name}: the recorded cause is a drop (or CE mark) of that flow and segment in the link's packet events and in the seq trace, before the event`, () => {
      const r = run(name);
      let linked = 0;
      let fastRetransmits = 0;
      r.flows.forEach((f, i) => {
        const c = f.series!.congestion;
        for (let j = 0; j < c.t.length; j++) {
          const kind = c.kind[j];
          if (kind === CongestionEvent.FastRetransmit) fastRetransmits++;
          if (Number.isNaN(c.causeT[j])) continue;
          linked++;
          expect([CongestionEvent.FastRetransmit, CongestionEvent.PartialAck, CongestionEvent.Timeout, CongestionEvent.SynRetransmit, CongestionEvent.EcnEcho]).toContain(kind);
          expect(c.causeT[j]).toBeLessThanOrEqual(c.t[j]);
          const link = r.links[c.causeLink[j]];
          const ev = link.series!.packets;
          const row = findCauseRow(ev, ev.t.length, c.causeT[j], i, c.seq[j]);
          expect(row, `flow ${i} event ${kind} at ${c.t[j]}`).toBeGreaterThanOrEqual(0);
          expect(ev.kind[row]).toBe(kind === CongestionEvent.EcnEcho ? PacketEventKind.Mark : PacketEventKind.Drop);
          if (kind !== CongestionEvent.EcnEcho && kind !== CongestionEvent.SynRetransmit) {
            expect(ev.seq[row]).toBe(c.seq[j]);
            expect(seqEventAt(r, i, SeqEvent.Drop, c.causeT[j], c.seq[j])).toBe(true);
          }
        }
      });
      expect(linked).toBeGreaterThan(0);
      expect(fastRetransmits).toBeGreaterThan(0);
    });
  }

  for (const name of ['seed-000 tail drop', 'newreno dumbbell']) {
    it(`${name}: a fast retransmit, partial ACK or timeout is linked exactly when its segment was dropped since the last event that claimed a drop of it, to the latest such drop`, () => {
      const r = run(name);
      let linked = 0;
      r.flows.forEach((f, i) => {
        const c = f.series!.congestion;
        const s = f.series!.seq;
        const claimed = new Map<number, number>();
        for (let j = 0; j < c.t.length; j++) {
          if (![CongestionEvent.FastRetransmit, CongestionEvent.PartialAck, CongestionEvent.Timeout].includes(c.kind[j] as never)) continue;
          const seq = c.seq[j];
          let latest = Number.NaN;
          for (let k = 0; k < s.t.length && s.t[k] <= c.t[j]; k++) {
            const lost = s.kind[k] === SeqEvent.Drop || s.kind[k] === SeqEvent.LinkLoss;
            if (lost && s.len[k] > 0 && s.seq[k] === seq && s.t[k] > (claimed.get(seq) ?? -1)) latest = s.t[k];
          }
          expect(c.causeT[j], `flow ${i}, event ${c.kind[j]} at ${c.t[j]}`).toBe(latest);
          // Events without such a drop (e.g. duplicate ACKs after a go-back-N) stay unlinked (NaN).
          if (!Number.isNaN(latest)) {
            linked++;
            claimed.set(seq, c.t[j]);
          }
        }
      });
      expect(linked).toBeGreaterThan(3);
    });
  }
});

describe("RED's count and p_a, recorded by the queue", () => {
  it('seed-000 RED: count is 0 right after each early drop, whose p_a is the probability recorded with the drop; p_a ≥ p_b(avg) whenever a decision was random', () => {
    const r = runScenario(presetScenario('seed000-red')!);
    const link = r.links[r.aggregate.bottleneck];
    const q = link.series!.queue;
    const ev = link.series!.packets;
    const { minTh, maxTh } = link.queueInfo.thresholds;
    const { maxP, gentle } = link.queueInfo.settings as { maxP: number; gentle: boolean };
    const early = DROP_REASONS.findIndex((d) => d.id === 'early');
    let drops = 0;
    for (let i = 0; i < ev.t.length; i++) {
      if (ev.kind[i] !== PacketEventKind.Drop || ev.reason[i] !== early) continue;
      drops++;
      const rows = Array.from(q.t).flatMap((t, k) => (t === ev.t[i] ? [k] : []));
      expect(rows.some((k) => q.count[k] === 0 && Math.fround(q.pa[k]) === ev.prob[i])).toBe(true);
    }
    expect(drops).toBeGreaterThan(0);
    let random = 0;
    for (let k = 0; k < q.t.length; k++) {
      expect(Number.isInteger(q.count[k]) && q.count[k] >= 0).toBe(true);
      if (q.pa[k] > 0 && q.pa[k] < 1) {
        random++;
        expect(q.pa[k]).toBeGreaterThanOrEqual(redBaseProbability(q.avg[k], minTh, maxTh, maxP, gentle) - 1e-12);
      }
    }
    expect(random).toBeGreaterThan(100);
  });

  it("Adaptive RED's max_p moves over the run; dynamic RED's thresholds step with n (recorded series)", () => {
    const ared = runScenario(shortDumbbell({ queue: { type: 'ared', limit: 100, unit: 'packets', gentle: true, ecn: false, hardDrop: true, targetDelay: 0.005 }, seconds: 10 }));
    const q = ared.links[ared.aggregate.bottleneck].series!.queue;
    expect(new Set(q.maxP).size).toBeGreaterThan(2);
    const dyn = runScenario(presetScenario('seed002-d-red-exact')!);
    const th = dyn.links[dyn.aggregate.bottleneck].series!.thresholds;
    expect(th.t.length).toBeGreaterThan(1);
    const beta = dyn.links[dyn.aggregate.bottleneck].queueInfo.settings.beta as number;
    for (let i = 0; i < th.t.length; i++) {
      const n = th.minTh[i] / beta;
      expect(Number.isInteger(Math.round(n * 1e9) / 1e9)).toBe(true);
      expect(th.maxTh[i]).toBeCloseTo((beta + 1) * n, 9);
    }
  });
});

/** Copy rows [0, n) of a log's columns into another log, in pieces (as streamed batches arrive). */
function feed(into: PacketEventLog, ev: PacketEventColumns, piece: number): void {
  for (let a = 0; a < ev.t.length; a += piece) {
    const chunk = {} as Record<keyof PacketEventColumns, unknown>;
    for (const k of Object.keys(ev) as (keyof PacketEventColumns)[]) chunk[k] = ev[k].slice(a, a + piece);
    into.append(chunk as PacketEventColumns);
  }
}

describe('packet events as a rolling window', () => {
  it('a full log keeps the most recent events, says from when, and a replay from its start still matches the queue series after that', () => {
    const sim = new Simulation(shortDumbbell({ seconds: 6 }));
    sim.runToEnd();
    const m = sim.monitors.find((x) => x.link.id === sim.result().aggregate.bottleneck)!;
    const full = m.packets.toArrays();
    expect(Number.isNaN(m.packets.windowStart)).toBe(true);
    const timing = { rateBps: m.link.rateBps, delay: m.link.delay };
    const budget = 4000;
    for (const how of ['push', 'append'] as const) {
      const log = new PacketEventLog(budget * PACKET_EVENT_BYTES, timing);
      if (how === 'push') for (let i = 0; i < full.t.length; i++) log.push(full.t[i], full.kind[i], full.flow[i], full.seq[i], full.bytes[i], full.reason[i], full.prob[i], full.flags[i]);
      else feed(log, full, 3000);
      expect(log.length).toBeLessThanOrEqual(budget);
      expect(log.generation).toBeGreaterThan(0);
      const kept = log.toArrays();
      // After the carried rows come exactly the most recent events, unchanged.
      const tail = log.length - log.carried;
      expect(Array.from(kept.t.subarray(log.carried))).toEqual(Array.from(full.t.subarray(full.t.length - tail)));
      expect(Array.from(kept.seq.subarray(log.carried))).toEqual(Array.from(full.seq.subarray(full.t.length - tail)));
      expect(log.windowStart).toBe(full.t[full.t.length - tail]);
      // From the window's start on, the replay agrees with the queue series.
      const q = m.queue.toArrays();
      const replay = new BottleneckReplay(timing, 0.01);
      const end = sim.now;
      let checked = 0;
      for (let k = 0; k <= 200; k++) {
        const t = log.windowStart + ((end - log.windowStart) * k) / 200;
        const f = replay.frame(kept, log.length, t, log.windowStart, log.generation);
        const row = Array.from(q.t).findLastIndex((x) => x <= t + 1e-12);
        expect(f.queue.length, `${how} at t = ${t}`).toBe(row >= 0 ? q.packets[row] : 0);
        checked++;
      }
      expect(checked).toBe(201);
    }
  });
});
