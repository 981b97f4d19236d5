import { describe, expect, it } from 'vitest';
import { defaultHeadlines, familyRatioOf, headlineRefs } from '../../src/headlines/headlines';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { challengeTurn } from '../../src/app/lessons/challenge-turn';
import type { Scenario } from '../../src/sim-core';

const scenario = (name: string): Scenario => {
  const s = presetScenario(name);
  if (!s) throw new Error(name);
  return s;
};

/** The same scenario with its bottleneck's RED thresholds set (a student's edit in the drawer). */
function withThresholds(sc: Scenario, minTh: number, maxTh: number): Scenario {
  const out = structuredClone(sc) as Scenario & { topology: { bottleneck: { queue: Record<string, unknown> } } };
  out.topology.bottleneck.queue.minTh = minTh;
  out.topology.bottleneck.queue.maxTh = maxTh;
  return out;
}

describe('the Vegas/Reno ratio is the scenario\'s headline, not only the lesson\'s (phone-2045, confusion 10)', () => {
  it('a preset with Vegas and Reno flows leads At a glance with "Vegas goodput / Reno goodput", lesson or not', () => {
    for (const name of ['seed002-a-vr-red', 'seed002-a-vr-droptail', 'seed002-b-1v4r-red']) {
      expect(headlineRefs(scenario(name), name)[0]).toEqual({ metric: 'run.vegasRenoRatio' });
    }
  });

  it('only while both kinds are there: two Vegas flows, or two Reno flows, keep the usual headlines', () => {
    expect(familyRatioOf(scenario('seed002-a-vv-red'))).toBeNull();
    expect(familyRatioOf(scenario('seed002-a-rr-red'))).toBeNull();
    expect(defaultHeadlines(scenario('seed002-a-vv-red'))[0]).toEqual({ metric: 'run.systemGoodput' });
    expect(familyRatioOf(scenario('seed002-a-vr-red'))).toBe('run.vegasRenoRatio');
  });
});

describe('a challenge whose verdict turns says why (phone-2045, confusion 9)', () => {
  const base = withThresholds(scenario('seed002-a-vr-red'), 3, 5);
  const after = withThresholds(base, 3, 8);
  const failed = [
    { figure: 'Vegas/Reno 0.873', needs: '>= 0.9', ok: false },
    { figure: 'Utilization 99.0 %', needs: '> 98 %', ok: true },
  ];

  it('met, then not: the change since the last check, and the condition that now fails', () => {
    const turn = challengeTurn({ before: { pass: true, scenario: base }, pass: false, scenario: after, conditions: failed, side: null });
    expect(turn).toEqual({ pass: false, words: '✗ since your last change (max_th 5 → 8 packets): Vegas/Reno 0.873, needs >= 0.9.' });
  });

  it('in A/B with A pinned, it says the challenge reads B, the student\'s scenario', () => {
    const turn = challengeTurn({ before: { pass: true, scenario: base }, pass: false, scenario: after, conditions: failed, side: 'B' });
    expect(turn?.words).toMatch(/ In A\/B the challenge reads B, your scenario, not the pinned A\.$/);
  });

  it('not met, then met: says every condition holds now', () => {
    const ok = failed.map((c) => ({ ...c, ok: true }));
    expect(challengeTurn({ before: { pass: false, scenario: after }, pass: true, scenario: base, conditions: ok, side: null })?.words).toBe('✓ since your last change (max_th 8 → 5 packets): every condition holds now.');
  });

  it('nothing turned, nothing said: the first check, or the same verdict again', () => {
    expect(challengeTurn({ before: undefined, pass: false, scenario: after, conditions: failed, side: null })).toBeNull();
    expect(challengeTurn({ before: { pass: false, scenario: base }, pass: false, scenario: after, conditions: failed, side: null })).toBeNull();
  });
});
