/**
 * Agreement with ns-3 (shared/reference/ns3, copied to tests/fixtures/ns3): scenario S1, the
 * seed-000 testbed, configured as those runs were (see presets.ns3S1 and docs/validation.md).
 */
import { describe, expect, it } from 'vitest';
import { ns3S1 } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { RedQueue } from '../../src/sim-core/queues/red';
import { SeqEvent } from '../../src/sim-core/metrics/flow-trace';
import { NS3_FIXTURES, readCsv } from '../helpers/csv';

const flows = readCsv(NS3_FIXTURES + 's1_flows.csv');

function ns3Completion(queue: string, d: number, flow: number): number[] {
  return flows.filter((r) => r.queue === queue && Number(r.d_s) === d && Number(r.flow) === flow).map((r) => Number(r.fct_ack_s));
}

const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

describe('ns-3 S1, tail drop: every flow completes within ±10 % of ns-3', () => {
  for (const d of [0, 2, 5]) {
    it(`third flow at d = ${d} s`, () => {
      const r = runScenario(ns3S1('droptail', d));
      expect(r.outcome).toBe('complete');
      for (const f of r.flows) {
        const ref = ns3Completion('droptail', d, f.index + 1)[0];
        // fct_ack: SYN sent → cumulative ACK of the last data byte.
        const ours = f.summary.handshakeTime + f.summary.dataTransmitTime;
        expect(Math.abs(ours - ref) / ref, `flow ${f.index + 1}: ours ${ours.toFixed(3)} s, ns-3 ${ref} s`).toBeLessThanOrEqual(0.1);
      }
    });
  }

  it('d = 0: the time-sequence trace is ns-3’s, segment for segment', () => {
    const ref = readCsv(NS3_FIXTURES + 's1_trace_tx.csv').filter((r) => r.queue === 'droptail');
    const r = runScenario(ns3S1('droptail', 0));
    const ours = sentSegments(r.flows.map((f) => f.series!.seq));
    expect(ours.length).toBe(ref.length);
    ref.forEach((row, i) => {
      expect(ours[i].flow).toBe(Number(row.flow));
      expect(ours[i].seq).toBe(Number(row.seq_offset_bytes));
      expect(ours[i].retx).toBe(row.is_retransmission === '1');
      expect(Math.abs(ours[i].t - Number(row.time_s))).toBeLessThan(5e-4);
    });
  });
});

interface Sent {
  t: number;
  flow: number;
  seq: number;
  retx: boolean;
}

/** Data segments handed to IP by all senders, in time order (ns-3's tx trace). */
function sentSegments(series: { t: Float64Array; kind: Float64Array; seq: Float64Array }[]): Sent[] {
  const out: Sent[] = [];
  series.forEach((s, f) => {
    for (let k = 0; k < s.t.length; k++) {
      if (s.kind[k] === SeqEvent.Send || s.kind[k] === SeqEvent.Retransmit) {
        out.push({ t: s.t[k], flow: f + 1, seq: s.seq[k], retx: s.kind[k] === SeqEvent.Retransmit });
      }
    }
  });
  // Stable sort: segments sent at one instant keep their per-flow order.
  return out.sort((a, b) => a.t - b.t || a.flow - b.flow);
}

describe('ns-3 S1, RED (byte mode, no wait)', () => {
  it('replaying ns-3’s early-drop decisions reproduces its time-sequence trace (d = 0, run 1)', () => {
    const drops = readCsv(NS3_FIXTURES + 's1_trace_drops.csv').filter((r) => r.queue === 'red_nowait' && r.drop_type === 'early');
    const sim = new Simulation(parseScenario(ns3S1('red_nowait', 0)));
    const red = sim.topo.monitored[0].qdisc as RedQueue;
    let next = 0;
    red.earlyDropTest = (p) => {
      const d = drops[next];
      if (d && Number(d.flow) - 1 === p.flowId && Number(d.seq_offset_bytes) === p.seq) {
        next++;
        return true;
      }
      return false;
    };
    const r = sim.runToEnd();
    expect(next).toBe(drops.length);
    const ref = readCsv(NS3_FIXTURES + 's1_trace_tx.csv').filter((x) => x.queue === 'red_nowait');
    const ours = sentSegments(r.flows.map((f) => f.series!.seq));
    expect(ours.length).toBe(ref.length);
    const key = (s: { flow: number; seq: number; retx: boolean }) => `${s.flow}:${s.seq}:${s.retx}`;
    // Same segments in the same order, each within 3 ms: after flow 2 closes (34.2 s) ns-3's
    // tear-down puts one more 42-byte packet on the bottleneck than ours (2.4 ms at 140 kbit/s,
    // see docs/validation.md); before that every segment is within 0.5 ms.
    const refKeys = ref.map((x) => ({ t: Number(x.time_s), k: key({ flow: Number(x.flow), seq: Number(x.seq_offset_bytes), retx: x.is_retransmission === '1' }) }));
    const ourKeys = ours.map((s) => ({ t: s.t, k: key(s) }));
    refKeys.sort((a, b) => a.t - b.t || a.k.localeCompare(b.k));
    ourKeys.sort((a, b) => a.t - b.t || a.k.localeCompare(b.k));
    refKeys.forEach((x, i) => {
      expect(ourKeys[i].k).toBe(x.k);
      expect(Math.abs(ourKeys[i].t - x.t)).toBeLessThan(x.t < 34 ? 5e-4 : 3e-3);
    });
  });

  // The mean over RngRun 1..10 (ns-3) against our seeds 1..10. See docs/validation.md for why
  // d = 5 s misses ±15 % with ten seeds although the model replays ns-3's trace exactly.
  for (const d of [0, 2]) {
    it(`third-flow completion, mean of 10 seeds within ±15 % of ns-3 (d = ${d} s)`, () => {
      const ours: number[] = [];
      for (let seed = 1; seed <= 10; seed++) {
        const f = runScenario(ns3S1('red_nowait', d, seed)).flows[2].summary;
        ours.push(f.handshakeTime + f.dataTransmitTime);
      }
      const ref = mean(ns3Completion('red_nowait', d, 3));
      expect(Math.abs(mean(ours) / ref - 1)).toBeLessThanOrEqual(0.15);
    });
  }

  it('big flows: mean completion of 10 seeds within ±15 % at every d', () => {
    for (const d of [0, 2, 5]) {
      for (const flow of [1, 2]) {
        const ours: number[] = [];
        for (let seed = 1; seed <= 10; seed++) {
          const f = runScenario(ns3S1('red_nowait', d, seed)).flows[flow - 1].summary;
          ours.push(f.handshakeTime + f.dataTransmitTime);
        }
        const ref = mean(ns3Completion('red_nowait', d, flow));
        expect(Math.abs(mean(ours) / ref - 1), `d=${d} flow ${flow}`).toBeLessThanOrEqual(0.15);
      }
    }
  });

  it('d = 5 s: the third flow’s 10-seed mean lies within the range of ns-3’s ten runs', () => {
    const ours: number[] = [];
    for (let seed = 1; seed <= 10; seed++) {
      const f = runScenario(ns3S1('red_nowait', 5, seed)).flows[2].summary;
      ours.push(f.handshakeTime + f.dataTransmitTime);
    }
    const ref = ns3Completion('red_nowait', 5, 3);
    expect(mean(ours)).toBeGreaterThanOrEqual(Math.min(...ref));
    expect(mean(ours)).toBeLessThanOrEqual(Math.max(...ref));
  });
});
