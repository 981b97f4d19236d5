import { describe, expect, it } from 'vitest';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { headlineRefs, resolveHeadlines } from '../../src/headlines/headlines';
import { compareGlance } from '../../src/app/compare/compare-glance';

/**
 * Phone trial 00:55, confusion 6: "Vegas goodput / Reno goodput 0.811 → 1.266, +0.455 CoDel
 * higher · less fair than gentle RED": "higher" and "less fair" together only made sense to a
 * reader who knew 1 is the even split. The cell says why, once.
 */
describe('At a glance: a split ratio’s fairness verdict says 1 is the even split', () => {
  const red = presetScenario('seed002-a-vr-red')!;
  const a = new Simulation(red).runToEnd();
  const b = new Simulation(presetScenario('seed002-a-vr-droptail')!).runToEnd();
  const headlines = resolveHeadlines(red, headlineRefs(red, 'seed002-a-vr-red'));
  const glance = compareGlance({ veiled: false, headlines, a: { done: true, summary: a } as never, b: { done: true, summary: b } as never, room: 8, names: { a: 'gentle RED', b: 'tail drop' } });
  const rows = glance.state === 'final' ? glance.rows : [];
  const rowOf = (label: RegExp) => rows.find((r) => label.test(r.label))!;

  it('the Vegas/Reno cell: "tail drop lower · much less fair than gentle RED (further from 1, an even split)"', () => {
    expect(rowOf(/^Vegas goodput \/ Reno goodput/).word).toBe('tail drop lower · much less fair than gentle RED (further from 1, an even split)');
  });

  it("Jain's index, whose higher is fairer, keeps its plain verdict", () => {
    expect(rowOf(/^Jain's index/).word).toBe('tail drop worse · much less fair than gentle RED');
  });
});
