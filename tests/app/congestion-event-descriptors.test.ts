/**
 * Congestion events are described once (sim-core/metrics/congestion-events.ts for the generic
 * kinds, a congestion control's registry entry for its own decisions), and the names, legend
 * labels, markers and words the app shows are the ones they had before that table existed.
 */
import { describe, expect, it } from 'vitest';
import { CONGESTION_EVENT_NAMES, CONGESTION_EVENTS, CONGESTION_CONTROLS, CongestionEvent } from '../../src/sim-core';
import { CONGESTION_MARKS, markGlyph } from '../../src/app/mechanism/annotation-layer';
import { describeCongestionEvent } from '../../src/app/mechanism/congestion-annotations';

describe('congestion event descriptors', () => {
  it('every kind code is described once, in code order, with the names the legends, CLI and tests use', () => {
    expect(CONGESTION_EVENTS.map((e) => e.kind)).toEqual(Object.values(CongestionEvent).sort((a, b) => a - b));
    expect(CONGESTION_EVENT_NAMES).toEqual(['slow-start exit', 'fast retransmit', 'recovery end', 'partial ACK', 'RTO timeout', 'SYN retransmit', 'ECN echo', 'Vegas decision']);
  });

  it("a congestion control's own decision comes from its registry entry", () => {
    const declared = CONGESTION_CONTROLS.filter((c) => c.events?.some((e) => e.kind === CongestionEvent.VegasDecision)).map((c) => c.name);
    expect(declared).toEqual(['vegas']);
  });

  it('legend labels and markers are unchanged; a step decision shows which way it went', () => {
    expect(CONGESTION_MARKS[CongestionEvent.FastRetransmit]).toEqual({ glyph: '▼', label: 'fast retransmit' });
    expect(CONGESTION_MARKS[CongestionEvent.VegasDecision]).toEqual({ glyph: '±', label: 'Vegas decision (+ grow, = hold, − shrink)' });
    expect([1, 0, -1].map((detail) => markGlyph({ kind: CongestionEvent.VegasDecision, detail }))).toEqual(['+', '=', '−']);
    expect(markGlyph({ kind: CongestionEvent.Timeout, detail: 3 })).toBe('⊗');
  });

  it("a decision's words come from its descriptor, with the generic window after them", () => {
    const text = (detail: number) => describeCongestionEvent(2, 0, CongestionEvent.VegasDecision, 0, 14600, 16060, 30000, detail, 1460, Number.NaN, 0.5, 1, 3);
    expect(text(1)).toBe('t = 2.00 s, flow 1: Vegas: diff = (Expected − Actual)·BaseRTT = 0.5 packets < α = 1 → increase cwnd by 1 packet per RTT (from now on, until the next mark); cwnd 14.6 kB → 16.1 kB, ssthresh 30.0 kB');
    expect(text(-1)).toContain('> β = 3 → decrease cwnd by 1 packet per RTT (from now on, until the next mark); cwnd 14.6 kB');
    expect(text(0)).toContain('Vegas: α = 1 ≤ diff = (Expected − Actual)·BaseRTT = 0.5 packets ≤ β = 3 → hold cwnd (from now on');
  });
});
