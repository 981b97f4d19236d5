/**
 * Phone trial 04:30 (confusion 6): in Compare A/B for "Vegas meets Reno" (seed002-a-vr-red), Reno's
 * "Retransmitted packets (whole run)" read 156 beside its 113 "Packets dropped by a queue" (under
 * tail drop 123 beside 64), and nothing said why it resent more than was dropped. The catalogue's
 * retransmit entry now has a note with the flow's own figures (rowNote), said at A/B's row and in
 * Explore's retransmit note.
 */
import { describe, expect, it } from 'vitest';
import { summaryModel } from '../../src/app/summary/summary-model';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { flowView, metricById } from '../../src/sim-core/metric-catalogue/registry';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import type { FlowMetric } from '../../src/sim-core/metric-catalogue/metric';
import type { SimResult } from '../../src/sim-core/scenario/result';

const red = new Simulation(presetScenario('seed002-a-vr-red')!).runToEnd();
const tail = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
const retx = metricById('flow.retransmits') as FlowMetric;
const note = (r: SimResult, i: number) => retx.rowNote?.(flowView(r, i), r.flows[i].variant) ?? null;

describe("a flow's retransmits beyond its drops, said with its own figures (phone trial 04:30, confusion 6)", () => {
  it("the trial's runs: Reno 156 resent for 113 dropped after 2 timeouts, 123 for 64 after 3", () => {
    expect(note(red, 1)).toBe('156 resent for 113 dropped: after its 2 timeouts Reno resent segments that had arrived (go-back-N)');
    expect(note(tail, 1)).toBe('123 resent for 64 dropped: after its 3 timeouts Reno resent segments that had arrived (go-back-N)');
  });

  it('no note where a flow resent no more than it lost (Vegas: 47 resent, 48 dropped; 0 and 0 under tail drop)', () => {
    expect(red.flows[0].summary.retransmittedPackets).toBeLessThanOrEqual(red.flows[0].summary.queueDrops);
    expect(note(red, 0)).toBeNull();
    expect(note(tail, 0)).toBeNull();
  });

  it("Explore's retransmit note gives each such flow's note, in the catalogue's words", () => {
    const text = summaryModel(red, true).retransmitNote!;
    expect(text).toContain(`flow 2 (${red.flows[1].name}): ${note(red, 1)}`);
    expect(text).not.toContain('flow 1 (');
  });
});
