/**
 * The study's published values for the web Sweep's figure: a configuration gets the reference
 * points of a preset (src/figures/sweep-references.ts) when it runs that preset's network and
 * flows unchanged (topology, flows and duration equal), so an edited scenario never shows the
 * thesis's numbers as if they were its own.
 */
import type { FigureReference } from '../../figures/sweep-figure';
import { referenceFor, REFERENCE_PRESETS } from '../../figures/sweep-references';
import type { ReplicatedMetric, Scenario } from '../../sim-core';
import { presetScenarioShared } from '../../scenario-edit/catalog';
import { configScenario, type PlannedSweep } from './sweep-configs';

const network = (s: Scenario) => JSON.stringify({ topology: s.topology, flows: s.flows, duration: s.duration });

export function sweepReferences(plan: PlannedSweep, metric: ReplicatedMetric, flow: number): FigureReference[] {
  const presets = REFERENCE_PRESETS.map((name) => ({ name, scenario: presetScenarioShared(name) })).filter((p): p is { name: string; scenario: Scenario } => p.scenario !== null);
  const out: FigureReference[] = [];
  for (const c of plan.choice.configs) {
    let sc: Scenario;
    try {
      sc = configScenario(c, plan.basis);
    } catch {
      continue;
    }
    const match = presets.find((p) => network(p.scenario) === network(sc));
    const ref = match ? referenceFor(match.name, plan.param, metric, flow) : null;
    if (ref) out.push({ seriesKey: c.name, label: ref.label, points: ref.points });
  }
  return out;
}
