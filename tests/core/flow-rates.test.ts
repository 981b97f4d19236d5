import { describe, expect, it } from 'vitest';
import { newFlowCounters } from '../../src/sim-core/metrics/flow-trace';
import { aggregateSummary, flowSummary, type FlowSummary, type LinkSummary } from '../../src/sim-core/metrics/summary';
import { jainIndex } from '../../src/sim-core/metrics/fairness';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';

/** A finished flow: SYN at `start`, FIN acked at `end`, `sent` data bytes on the wire (retransmissions included), `delivered` in order. */
function finished(start: number, end: number, sent: number, delivered: number, deliveredInWindow: number) {
  const k = newFlowCounters(start);
  k.finAckedAt = end;
  k.dataBytesSent = sent;
  k.deliveredBytes = delivered;
  k.deliveredInWindow = deliveredInWindow;
  return k;
}

/** An unlimited flow: never finishes; what it sent and delivered inside the measurement window. */
function unlimited(start: number, sentInWindow: number, deliveredInWindow: number) {
  const k = newFlowCounters(start);
  k.dataBytesSent = sentInWindow * 2;
  k.dataBytesSentInWindow = sentInWindow;
  k.deliveredBytes = deliveredInWindow * 2;
  k.deliveredInWindow = deliveredInWindow;
  return k;
}

const link = { utilization: 1, dropRate: 0, dropsWholeRun: { linkLoss: 0 } } as unknown as LinkSummary;
const aggregate = (flows: FlowSummary[], ownRate = flows.map(() => true)) => aggregateSummary(flows, [link], 0, flows.map((_, i) => ({ variant: 'newreno', group: null, ownRate: ownRate[i] })));

describe('throughput and goodput of a flow (hand-made run)', () => {
  it('a finished flow: both over its own active time, first SYN → ACK of the FIN', () => {
    // 100 000 bytes delivered, 120 000 sent (20 000 retransmitted), SYN at 2 s, FIN acked at 12 s.
    const s = flowSummary(finished(2, 12, 120_000, 100_000, 100_000), 100_000, true, { from: 0, to: 33 });
    expect(s.activeWindow).toEqual({ from: 2, to: 12, basis: 'flow' });
    expect(s.activeThroughputBps).toBeCloseTo((120_000 * 8) / 10, 9);
    expect(s.activeGoodputBps).toBeCloseTo((100_000 * 8) / 10, 9);
    // For a finished flow, goodput over its active time is seed 000's bytes / elapsed time.
    expect(s.activeGoodputBps).toBeCloseTo(s.throughputBps, 9);
    // The papers' window goodput is kept apart, over the measurement window.
    expect(s.goodputBps).toBeCloseTo((100_000 * 8) / 33, 9);
  });

  it('the late flow’s goodput no longer depends on how long the run goes on after it finished', () => {
    const long = flowSummary(finished(2, 12, 120_000, 100_000, 100_000), 100_000, true, { from: 0, to: 33 });
    const short = flowSummary(finished(2, 12, 120_000, 100_000, 100_000), 100_000, true, { from: 0, to: 13 });
    expect(long.activeGoodputBps).toBe(short.activeGoodputBps);
    expect(long.activeThroughputBps).toBe(short.activeThroughputBps);
    expect(long.goodputBps).not.toBe(short.goodputBps);
  });

  it('an unlimited flow gets throughput and goodput over the measurement window (from its start)', () => {
    const s = flowSummary(unlimited(0.1, 6_000_000, 5_000_000), null, true, { from: 10, to: 60 });
    expect(s.completed).toBe(false);
    expect(s.activeWindow).toEqual({ from: 10, to: 60, basis: 'measurement' });
    expect(s.activeThroughputBps).toBeCloseTo((6_000_000 * 8) / 50, 9);
    expect(s.activeGoodputBps).toBeCloseTo((5_000_000 * 8) / 50, 9);
    expect(s.activeGoodputBps).toBeCloseTo(s.goodputBps, 9);
    // A flow that starts inside the window is measured from its start.
    const late = flowSummary(unlimited(20, 1_000_000, 1_000_000), null, true, { from: 10, to: 60 });
    expect(late.activeWindow).toEqual({ from: 20, to: 60, basis: 'measurement' });
    expect(late.activeGoodputBps).toBeCloseTo((1_000_000 * 8) / 40, 9);
  });

  it('Jain’s index over unlimited flows is a number, over the rates in the table', () => {
    const flows = [flowSummary(unlimited(0, 6_000_000, 5_000_000), null, true, { from: 10, to: 60 }), flowSummary(unlimited(0, 3_000_000, 2_500_000), null, true, { from: 10, to: 60 })];
    const a = aggregate(flows);
    expect(Number.isNaN(a.jainThroughput)).toBe(true); // seed 000's: completed flows only
    expect(a.jainActiveThroughput).toBeCloseTo(jainIndex([960_000, 480_000]), 12);
    expect(a.jainActiveGoodput).toBeCloseTo(jainIndex([800_000, 400_000]), 12);
    expect(a.jainActiveGoodput).toBeCloseTo(0.9, 12);
  });

  it('web traffic (no rate of its own) is left out of Jain’s index and the goodput totals', () => {
    const w = { from: 10, to: 60 };
    const a = flowSummary(unlimited(0, 6_000_000, 5_000_000), null, true, w);
    const b = flowSummary(unlimited(0, 3_000_000, 2_500_000), null, true, w);
    // The web "flow" delivers nothing of its own: its connections are counted apart.
    const web = flowSummary(unlimited(0, 0, 0), null, true, w);
    const withWeb = aggregate([a, web, b], [true, false, true]);
    const without = aggregate([a, b]);
    expect(withWeb.jainActiveGoodput).toBeCloseTo(0.9, 12);
    expect(withWeb.jainGoodput).toBe(without.jainGoodput);
    expect(withWeb.totalGoodputBps).toBe(without.totalGoodputBps);
    expect(withWeb.goodputByVariant.newreno.flows).toBe(2);
    // Counted as a flow at zero, it would have pulled the index down to 0.6.
    expect(aggregate([a, web, b]).jainActiveGoodput).toBeCloseTo(0.6, 12);
    // Web traffic alone: no fairness figure and no total, rather than 1.000 and 0 bit/s.
    const only = aggregate([web], [false]);
    expect(only.jainActiveGoodput).toBeNaN();
    expect(only.jainGoodput).toBeNaN();
    expect(only.totalGoodputBps).toBeNaN();
    expect(only.goodputByVariant).toEqual({});
  });

  it('a bare window length still means [0, length] (older callers)', () => {
    const s = flowSummary(finished(0, 10, 1000, 1000, 1000), 1000, true, 40);
    expect(s.goodputBps).toBeCloseTo(200, 9);
  });
});

describe('throughput and goodput in a simulated run', () => {
  it('finished flows: goodput = size / elapsed, throughput counts the retransmissions too', () => {
    const r = new Simulation(presetScenario('seed000-droptail')!).runToEnd();
    for (const f of r.flows) {
      const s = f.summary;
      if (!s.completed) continue;
      expect(s.activeWindow.basis).toBe('flow');
      expect(s.activeWindow.to - s.activeWindow.from).toBeCloseTo(s.elapsedTime, 12);
      expect(s.activeGoodputBps).toBeCloseTo(((f.bytes ?? 0) * 8) / s.elapsedTime, 6);
      expect(s.activeThroughputBps).toBeGreaterThanOrEqual(s.activeGoodputBps);
      if (s.retransmittedBytes > 0) expect(s.activeThroughputBps).toBeGreaterThan(s.activeGoodputBps);
    }
  });

  it('unlimited flows of the dumbbell: numbers over the window, and a Jain index', () => {
    const r = new Simulation(presetScenario('dumbbell-droptail')!).runToEnd();
    for (const f of r.flows) {
      expect(f.summary.activeWindow.basis).toBe('measurement');
      expect(f.summary.activeThroughputBps).toBeGreaterThan(0);
      expect(f.summary.activeGoodputBps).toBeCloseTo(f.summary.goodputBps, 6);
    }
    expect(r.aggregate.jainActiveThroughput).toBeGreaterThan(0.2);
    expect(r.aggregate.jainActiveThroughput).toBeLessThanOrEqual(1);
  });

  it('a web-traffic run reports no Jain index and no system goodput (its connections are summarised apart)', () => {
    const sc = presetScenario('seed001-80')!;
    sc.duration = 20;
    const r = new Simulation(sc).runToEnd();
    expect(r.flows.map((f) => f.kind)).toEqual(['web']);
    expect(r.web[0].completed).toBeGreaterThan(100);
    expect(r.aggregate.jainGoodput).toBeNaN();
    expect(r.aggregate.jainActiveGoodput).toBeNaN();
    expect(r.aggregate.totalGoodputBps).toBeNaN();
    expect(r.aggregate.utilization).toBeGreaterThan(0.3);
  });
});
