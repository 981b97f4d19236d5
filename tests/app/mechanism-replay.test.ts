import { describe, expect, it } from 'vitest';
import { BottleneckReplay, bitsOnWire, type BottleneckFrame } from '../../src/app/mechanism/bottleneck-replay';
import { congestionAnnotations } from '../../src/app/mechanism/congestion-annotations';
import { RunData } from '../../src/app/results/run-data';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
import { PacketEventFlag, PacketEventKind, PacketEventLog, PACKET_EVENT_BUDGET_BYTES, PACKET_EVENT_BYTES } from '../../src/sim-core/metrics/packet-events';
import { dumbbell } from '../../src/sim-core/scenario/presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { DROP_REASONS } from '../../src/sim-core/queues/registry';
import { StreamingRun } from '../../src/worker/streaming-run';

/** Stream a whole run into the app's RunData, as the worker and the results store do. */
function streamed(sc: Scenario): RunData {
  let clock = 0;
  const run = new StreamingRun(1, sc, () => (clock += 1));
  const data = new RunData(1, sc);
  while (!run.finished) data.append(run.step(2));
  return data;
}

/** A short dumbbell behind another discipline (queue spec defaults from the registry). */
function dumbbellWith(queue: { type: string }, seconds: number): Scenario {
  const input = { ...dumbbell(5, 'droptail'), duration: seconds, measure: { from: 1 } };
  const topology = input.topology as Extract<typeof input.topology, { kind: 'dumbbell' }>;
  input.topology = { ...topology, bottleneck: { ...topology.bottleneck, queue: { limit: 100, unit: 'packets', ...queue } as never } };
  const v = validateScenario(input);
  if (!v.ok) throw new Error(v.errors.join('; '));
  return v.scenario;
}

/** The queue series' packet count at time t: its last row at or before t. */
function queueSeriesAt(data: RunData, link: number, t: number): number {
  const q = data.links.get(link)!.queue;
  const i = q.lowerBound(t + 1e-12) - 1;
  return i >= 0 ? q.cols.packets[i] : 0;
}

const CASES: [string, () => Scenario][] = [
  ['seed-000 tail drop', () => presetScenario('seed000-droptail')!],
  ['seed-000 RED', () => presetScenario('seed000-red')!],
  ['dumbbell CoDel', () => dumbbellWith({ type: 'codel' }, 6)],
  ['dumbbell FQ-CoDel', () => dumbbellWith({ type: 'fq-codel' }, 6)],
];

describe('the animated bottleneck agrees with the recorded series', () => {
  for (const [name, make] of CASES) {
    it(`${name}: drawn queue = queue series, wire ≤ capacity × delay, each drop shown once with its recorded kind`, () => {
      const data = streamed(make());
      const summary = data.summary!;
      const b = summary.aggregate.bottleneck;
      const link = summary.links[b];
      const d = data.links.get(b)!;
      expect(Number.isNaN(d.packets.windowStart)).toBe(true);
      const ev = d.packets.toArrays();
      expect(ev.t.length).toBeGreaterThan(1000);
      const linger = 0.05;
      const replay = new BottleneckReplay({ rateBps: link.rateBps, delay: link.delay }, linger);
      const end = summary.endTime;
      // Instants: a regular grid, every drop instant, and a backward jump (replay restarts).
      const grid = Array.from({ length: 400 }, (_, i) => (end * i) / 400);
      const dropTimes = Array.from(d.events.cols.t.subarray(0, d.events.length));
      const instants = [...new Set([...grid, ...dropTimes])].sort((x, y) => x - y);
      instants.push(end / 3, end / 2);
      let maxQueue = 0;
      let maxWire = 0;
      for (const t of instants) {
        const f: BottleneckFrame = replay.frame(ev, ev.t.length, t);
        expect(f.queue.length, `queue at t = ${t}`).toBe(queueSeriesAt(data, b, t));
        const serialising = f.wire.filter((w) => t < w.txStart + w.serialisation);
        expect(serialising.length).toBeLessThanOrEqual(1);
        expect(bitsOnWire(f, link)).toBeLessThanOrEqual(link.rateBps * link.delay * (1 + 1e-9));
        maxQueue = Math.max(maxQueue, f.queue.length);
        maxWire = Math.max(maxWire, f.wire.length);
      }
      expect(maxQueue).toBeGreaterThan(5);
      expect(maxWire).toBeGreaterThan(1);

      // Sweep the cursor in steps of the linger time: every recorded drop/mark shows exactly once.
      const sweep = new BottleneckReplay({ rateBps: link.rateBps, delay: link.delay }, linger);
      const seen = new Map<number, number>();
      for (let t = 0; t < end + linger; t += linger) for (const x of sweep.frame(ev, ev.t.length, t).drops) seen.set(x.row, (seen.get(x.row) ?? 0) + 1);
      const e = d.events.cols;
      expect(seen.size).toBe(d.events.length);
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
      // Shown in the order recorded, with the kind the core's drop/mark series recorded.
      const rows = [...seen.keys()].sort((x, y) => x - y);
      rows.forEach((row, i) => {
        expect(ev.reason[row]).toBe(e.kind[i]);
        expect(ev.t[row]).toBe(e.t[i]);
        expect(ev.flow[row]).toBe(e.flow[i]);
        expect(ev.seq[row]).toBe(e.seq[i]);
        expect(ev.kind[row] === PacketEventKind.Mark).toBe(DROP_REASONS[e.kind[i]].id === 'ecnMark');
      });
    });
  }

  it('jumping a new replay straight to the end of a run gives the frame of one stepped there in small steps', () => {
    const data = streamed(dumbbellWith({ type: 'red', minTh: 15, maxTh: 45, maxP: 0.1, wq: 0.002 } as { type: string }, 12));
    const summary = data.summary!;
    const b = summary.aggregate.bottleneck;
    const link = summary.links[b];
    const ev = data.links.get(b)!.packets.toArrays();
    const n = ev.t.length;
    expect(n).toBeGreaterThan(20_000);
    const timing = { rateBps: link.rateBps, delay: link.delay };
    const stepped = new BottleneckReplay(timing, 0.05);
    for (let t = 0; t < summary.endTime; t += 0.01) stepped.frame(ev, n, t);
    for (const t of [summary.endTime / 2 + 0.0037, summary.endTime]) {
      const a = stepped.frame(ev, n, t);
      const jumped = new BottleneckReplay(timing, 0.05).frame(ev, n, t);
      expect(jumped).toEqual(a);
      expect(a.queue.length + a.wire.length).toBeGreaterThan(0);
    }
  });

  it('the ACK lane: the bottleneck’s reverse direction records its (pure ACK) packet events, within its capacity × delay', () => {
    const data = streamed(dumbbellWith({ type: 'droptail' }, 4));
    const s = data.summary!;
    const fwd = s.links[s.aggregate.bottleneck];
    const rev = s.links.find((l) => l.from === fwd.to && l.to === fwd.from)!;
    expect(rev.monitored).toBe(false);
    const ev = data.links.get(rev.index)!.packets.toArrays();
    let acks = 0;
    for (let i = 0; i < ev.t.length; i++) if (ev.kind[i] === PacketEventKind.TxStart && ev.flags[i] & PacketEventFlag.NoPayload) acks++;
    expect(acks).toBeGreaterThan(1000);
    const replay = new BottleneckReplay({ rateBps: rev.rateBps, delay: rev.delay }, 0.01);
    let most = 0;
    for (let t = 0; t < s.endTime; t += 0.01) {
      const f = replay.frame(ev, ev.t.length, t);
      expect(bitsOnWire(f, rev)).toBeLessThanOrEqual(rev.rateBps * rev.delay * (1 + 1e-9));
      most = Math.max(most, f.wire.length);
    }
    expect(most).toBeGreaterThan(5);
  });

  it('RED early drops carry the probability they were decided with; overflow and forced ones none', () => {
    const data = streamed(presetScenario('seed000-red')!);
    const ev = data.links.get(data.summary!.aggregate.bottleneck)!.packets.toArrays();
    const early = DROP_REASONS.findIndex((r) => r.id === 'early');
    let earlyCount = 0;
    for (let i = 0; i < ev.t.length; i++) {
      if (ev.kind[i] !== PacketEventKind.Drop) continue;
      if (ev.reason[i] === early) {
        earlyCount++;
        expect(ev.prob[i]).toBeGreaterThan(0);
        expect(ev.prob[i]).toBeLessThanOrEqual(1);
      } else expect(Number.isNaN(ev.prob[i])).toBe(true);
    }
    expect(earlyCount).toBeGreaterThan(0);
  });

  it('the 10-flow, 60 s dumbbell’s packet events fit the budget of each recorded direction, all kept (no rolling)', () => {
    const sim = new Simulation(presetScenario('dumbbell-10-droptail')!);
    sim.runToEnd();
    const logs = sim.monitors.filter((m) => m.recordPackets).map((m) => m.packets);
    expect(logs.length).toBe(2);
    for (const log of logs) {
      expect(Number.isNaN(log.windowStart)).toBe(true);
      expect(log.bytesUsed).toBeLessThan(PACKET_EVENT_BUDGET_BYTES);
      expect(log.length).toBeGreaterThan(50_000);
    }
  }, 60_000);

  it('a full log rolls: it keeps the most recent events (and the packets still queued), and says from when', () => {
    const log = new PacketEventLog(8 * PACKET_EVENT_BYTES);
    // Packet 0 stays queued throughout; packets 1… are enqueued and leave at once.
    log.push(0, PacketEventKind.Enqueue, 0, 0, 1500, 255, Number.NaN, 0);
    for (let i = 1; i < 20; i++) {
      log.push(i, PacketEventKind.Enqueue, 0, i, 1500, 255, Number.NaN, 0);
      log.push(i + 0.5, PacketEventKind.Dequeue, 0, i, 1500, 255, Number.NaN, 0);
    }
    expect(log.length).toBeLessThanOrEqual(8);
    const ev = log.toArrays();
    const t = Array.from(ev.t);
    // Carried over: the packet queued all along, and any whose departure is among the kept rows.
    expect(t[0]).toBe(0);
    expect(log.carried).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < log.carried; i++) {
      expect(ev.kind[i]).toBe(PacketEventKind.Enqueue);
      expect(Array.from(ev.seq.subarray(log.carried)).includes(ev.seq[i])).toBe(true);
    }
    expect(t[t.length - 1]).toBe(19.5);
    expect(log.windowStart).toBe(t[log.carried]);
    expect(log.windowStart).toBeGreaterThan(15);
  });
});

describe('congestion events come from the sender, one annotation each', () => {
  it('seed-000 tail drop: fast retransmits, timeouts, SYN retransmits, ECN echoes match the sender’s counters; one annotation per event at its time', () => {
    const data = streamed(presetScenario('seed000-droptail')!);
    const summary = data.summary!;
    let fastRetransmits = 0;
    data.flows.forEach((f, i) => {
      const c = f.congestion;
      const kinds = Array.from(c.cols.kind.subarray(0, c.length));
      const count = (k: number) => kinds.filter((x) => x === k).length;
      const s = summary.flows[i].summary;
      expect(count(CongestionEvent.FastRetransmit)).toBe(s.fastRecoveries);
      expect(count(CongestionEvent.Timeout)).toBe(s.timeouts);
      expect(count(CongestionEvent.SynRetransmit)).toBe(Math.max(0, s.synSent - 1));
      expect(count(CongestionEvent.EcnEcho)).toBe(s.ecnReductions);
      fastRetransmits += count(CongestionEvent.FastRetransmit);
      const notes = congestionAnnotations(i, c);
      expect(notes.length).toBe(c.length);
      notes.forEach((n, j) => expect(n.t).toBe(c.cols.t[j]));
    });
    expect(fastRetransmits).toBeGreaterThan(0);
    const fr = data.flows.flatMap((f, i) => congestionAnnotations(i, f.congestion)).find((n) => n.kind === CongestionEvent.FastRetransmit)!;
    expect(fr.text).toMatch(/^t = \d+\.\d\d s, flow \d: \d+ duplicate ACKs → retransmit of segment \d+; cwnd [\d.]+ kB → [\d.]+ kB, ssthresh [\d.]+ kB(; segment \d+ was dropped at t = [\d.]+ s)?$/);
  });
});
