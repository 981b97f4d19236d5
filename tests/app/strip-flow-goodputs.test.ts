/**
 * phone-0315, confusion 8: presentation's numbers strip had the Vegas/Reno ratio, utilization,
 * Jain's index, queue delay and system goodput, but not how much each flow gets. For 2–4 TCP
 * flows it now gives each flow's goodput, the catalogue's figure, numbered from 1 with its name.
 */
import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { STRIP_FLOWS_MAX, stripFlowGoodputs } from '../../src/headlines/strip-flow-goodputs';
import { readHeadline } from '../../src/headlines/headlines';
import { flowView, metricById, readFlow } from '../../src/sim-core';

describe("the strip's per-flow goodput (phone-0315, confusion 8)", () => {
  const a = presetScenario('seed002-a-vr-red')!;
  const b = presetScenario('seed002-a-vr-droptail')!;
  const ra = new Simulation(a).runToEnd();
  const rb = new Simulation(b).runToEnd();

  it('Vegas and Reno: flows 1 and 2 by name, the catalogue’s goodput, one unit for A and B', () => {
    const s = stripFlowGoodputs(a, [ra, rb])!;
    // "Flow 2 (Reno1)", as other surfaces name a flow: "2 Reno1" wrapped between number and name (lecturer trial 9, finding 10).
    expect(s.flows.map((f) => f.name)).toEqual(['Flow 1 (Vegas1)', 'Flow 2 (Reno1)']);
    const goodput = metricById('flow.goodput');
    expect(s.flows.map((f) => f.headline.metric.id)).toEqual(['flow.goodput', 'flow.goodput']);
    for (const [i, f] of s.flows.entries()) {
      expect(readHeadline(f.headline, ra)).toBe(readFlow(goodput as never, flowView(ra, i)));
      expect(readHeadline(f.headline, rb)).toBe(readFlow(goodput as never, flowView(rb, i)));
    }
    expect(s.column.unit).toBe('Mbit/s');
    // The trial's figures: Vegas 0.64 and Reno 0.79 with gentle RED, 0.31 and 1.11 under tail drop;
    // three significant digits for the smallest, as 313.4 kbit/s reads on its own (column rule).
    expect(s.flows.map((f) => s.column.cell(readHeadline(f.headline, ra)))).toEqual(['0.637', '0.785']);
    expect(s.flows.map((f) => s.column.cell(readHeadline(f.headline, rb)))).toEqual(['0.313', '1.114']);
  });

  it('none for one flow, for more than four, or with a flow that is not TCP', () => {
    const one = { ...a, flows: a.flows.slice(0, 1) };
    expect(stripFlowGoodputs(one, [ra])).toBeNull();
    const many = { ...a, flows: Array.from({ length: STRIP_FLOWS_MAX + 1 }, (_, i) => ({ ...a.flows[0], name: `f${i}` })) };
    expect(stripFlowGoodputs(many, [ra])).toBeNull();
    const voice = presetScenario('voice-fifo')!;
    expect(stripFlowGoodputs(voice, [null])).toBeNull();
  });
});
