/**
 * Every registered congestion control and loss recovery is wired everywhere the registry
 * promises: the schema and its JSON Schema export, the CLI help, the run's results (labels and
 * the fairness grouping), and any cc runs with any recovery. Loops over the registry, so a new
 * entry is checked without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { tcpHelp } from '../../src/cli/registry-help';
import { vegasRenoRatio } from '../../src/sim-core/metrics/fairness';
import { scenarioJsonSchema } from '../../src/sim-core/scenario/json-schema';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { CONGESTION_CONTROLS, familyOfLabel, LOSS_RECOVERIES, pairingLabel, TCP_PAIRINGS } from '../../src/sim-core/tcp/registry';

function withFlows(flows: Record<string, unknown>[]): ScenarioInput {
  return {
    version: 2,
    seed: 5,
    duration: 20,
    stopAfterComplete: 0.5,
    topology: { kind: 'dumbbell', bottleneck: { rate: '1Mbit', delay: '20ms', queue: { type: 'droptail', limit: 12 }, loss: { type: 'bernoulli', per: 0.01 } } },
    flows: flows as never,
  };
}

describe('TCP registries', () => {
  const json = JSON.stringify(scenarioJsonSchema());

  for (const c of CONGESTION_CONTROLS) {
    it(`cc ${c.name}: in the JSON Schema and the CLI help; its default recovery is registered`, () => {
      expect(json).toContain(`"${c.name}"`);
      expect(tcpHelp()).toContain(`cc ${c.name} `);
      expect(LOSS_RECOVERIES.map((r) => r.name)).toContain(c.defaultRecovery);
      const r = validateScenario(withFlows([{ kind: 'tcp', bytes: 1000, cc: c.name }]));
      expect(r.ok && r.scenario.flows[0]).toMatchObject({ cc: c.name, recovery: c.defaultRecovery });
    });
  }

  for (const r of LOSS_RECOVERIES) {
    it(`recovery ${r.name}: in the JSON Schema and the CLI help`, () => {
      expect(json).toContain(`"${r.name}"`);
      expect(tcpHelp()).toContain(`recovery ${r.name} `);
    });
  }

  for (const c of CONGESTION_CONTROLS)
    for (const r of LOSS_RECOVERIES) {
      it(`${c.name} with ${r.name} recovery: runs to completion over a lossy link, repairing losses, labelled and grouped by its cc's family`, () => {
        const res = runScenario(withFlows([0, 0.1, 0.2].map((start) => ({ kind: 'tcp', start, bytes: 150_000, cc: c.name, recovery: r.name }))));
        expect(res.flows.every((f) => f.summary.completed)).toBe(true);
        expect(res.flows.some((f) => f.summary.retransmittedPackets > 0)).toBe(true);
        for (const f of res.flows) expect(f).toMatchObject({ cc: c.name, recovery: r.name, variant: pairingLabel(c.name, r.name) });
        expect(familyOfLabel(res.flows[0].variant)).toBe(c.family);
        expect(Object.keys(res.aggregate.goodputByVariant)).toEqual([pairingLabel(c.name, r.name)]);
      });
    }

  it('named pairings are registered modules, and a variant gives its pairing', () => {
    for (const p of TCP_PAIRINGS) {
      const r = validateScenario(withFlows([{ kind: 'tcp', bytes: 1000, variant: p.name }]));
      expect(r.ok && r.scenario.flows[0]).toMatchObject({ cc: p.cc, recovery: p.recovery, variant: p.name });
    }
  });

  it("the fairness ratio groups flows by their congestion control's family, whatever the recovery", () => {
    expect(vegasRenoRatio([100, 300], ['vegas/sack', 'reno'])).toBeCloseTo(1 / 3, 12);
    expect(vegasRenoRatio([100, 300], ['vegas', 'reno/tahoe'])).toBeCloseTo(1 / 3, 12);
  });

  it('a recovery that needs SACK blocks refuses sack: false', () => {
    const r = validateScenario(withFlows([{ kind: 'tcp', bytes: 1000, recovery: 'sack', tcp: { sack: false } }]));
    expect(r.ok ? [] : r.errors).toEqual([expect.stringMatching(/^flows\[0\]\.tcp\.sack: /)]);
  });
});
