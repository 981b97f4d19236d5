/**
 * A sweep's results are marked stale exactly when planning the same sweep on the current scenario
 * would run something different (compared by a canonical serialisation of the swept scenarios).
 */
import { describe, expect, it } from 'vitest';
import { defaultConfigs, planSweep, type SweepChoice } from '../../src/app/sweep/sweep-configs';
import { changedWords, sweepFreshness, sweptScenariosKey } from '../../src/app/sweep/sweep-stale';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { changeDiscipline } from '../../src/scenario-edit/queue-edit';
import type { LeafQueueSpec, Scenario } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';

const td = presetScenario('seed000-droptail')!;

function choice(configs = defaultConfigs(td)): SweepChoice {
  return { configs, param: 'flows.2.start', values: [0, 2], replications: 2, firstSeed: 1, jitter: { startJitter: 0.05, hostJitter: 0.001 } };
}

function edited(fn: (s: Scenario) => void): Scenario {
  const s = structuredClone(td);
  fn(s);
  const v = validateScenario(s);
  if (!v.ok) throw new Error(v.errors.join('; '));
  return v.scenario;
}

describe('sweep results: stale or not', () => {
  it('the plan keeps what was asked and the scenario it was planned on', () => {
    const c = choice();
    const p = planSweep(c, td);
    expect(p.choice).toBe(c);
    expect(p.basis).toBe(td);
  });

  it('an equal scenario (another object, keys in another order) is not stale', () => {
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const copy = reversed(td) as Scenario;
    expect(Object.keys(copy)[0]).not.toBe(Object.keys(td)[0]);
    expect(sweptScenariosKey(choice(), copy)).toBe(sweptScenariosKey(choice(), td));
    expect(sweepFreshness(choice(), td, structuredClone(td))).toEqual({ stale: false });
  });

  it('a changed TCP stack makes it stale and names what changed', () => {
    const now = edited((s) => {
      for (const f of s.flows) if (f.kind === 'tcp') f.cc = 'cubic';
    });
    const f = sweepFreshness(choice(), td, now);
    expect(f.stale).toBe(true);
    // The variant is the pairing's label, derived from cc and recovery by the core's validation.
    if (f.stale) expect(f.changed).toEqual(['flows.0.cc', 'flows.0.variant', 'flows.1.cc', 'flows.1.variant', 'flows.2.cc', 'flows.2.variant']);
    // The notice's words: one per setting, the derived label left out, in the editor's words
    // (the describer of a lesson's "You edited" list, issue 37), not config paths.
    if (f.stale) expect(changedWords(f.changed, now)).toEqual(['flow 1 congestion control', 'flow 2 congestion control', 'flow 3 congestion control'].map((w, i) => w.replace(`flow ${i + 1}`, `flow ${i + 1}${now.flows[i].name ? ` (${now.flows[i].name})` : ''}`)));
    expect(changedWords(['topology.delay', 'topology.bottleneckQueue.limit', 'flows.0.variant'], now)).toEqual(['Bottleneck propagation delay', 'Buffer', `flow 1${now.flows[0].name ? ` (${now.flows[0].name})` : ''} TCP variant`]);
  });

  it('a changed link or flow size makes it stale', () => {
    expect(sweepFreshness(choice(), td, edited((s) => setBottleneck(s, { delay: 0.05 }))).stale).toBe(true);
    expect(sweepFreshness(choice(), td, edited((s) => s.flows.push({ ...s.flows[0], start: 4 }))).stale).toBe(true);
  });

  it("A's own queue does not matter to queue configurations (each sets its own), but does to a snapshot of A", () => {
    const otherQueue = edited((s) => setBottleneck(s, { queue: changeDiscipline(getBottleneck(s)!.queue as LeafQueueSpec, 'codel') }));
    expect(sweepFreshness(choice(), td, otherQueue)).toEqual({ stale: false });
    const snapshotOnly = choice([{ name: 'A', kind: 'snapshot', scenario: td }]);
    // A snapshot is its own scenario: nothing done to the current one changes what it runs.
    expect(sweepFreshness(snapshotOnly, td, otherQueue)).toEqual({ stale: false });
  });

  it("the scenario's name and description are words, not inputs", () => {
    expect(sweepFreshness(choice(), td, edited((s) => ((s.name = 'edited from: tail drop'), (s.description = 'other words'))))).toEqual({ stale: false });
  });

  it('the sweep’s own variation overrides the scenario’s; without it the scenario’s counts', () => {
    const jittered = edited((s) => (s.variability = { startJitter: 0.2, hostJitter: 0 }));
    expect(sweepFreshness(choice(), td, jittered)).toEqual({ stale: false });
    expect(sweepFreshness({ ...choice(), jitter: null }, td, jittered).stale).toBe(true);
  });

  it('no current valid scenario (an edit in progress): the results are not called stale yet', () => {
    expect(sweepFreshness(choice(), td, null)).toEqual({ stale: false });
  });
});
