import { describe, expect, it } from 'vitest';
import { defaultHeadlines, headlineParts, headlineProblem, headlineRefs, headlineText, MAX_HEADLINES, readHeadline, resolveHeadlines, SYSTEM_GOODPUT, withSystemGoodput } from '../../src/headlines/headlines';
import { LESSONS } from '../../src/lessons/catalogue';
import { parseLesson, stepScenario } from '../../src/lessons/schema';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { formatMetric, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { headlineRows } from '../../src/app/compare/compare-rows';

const scenario = (name: string) => {
  const s = presetScenario(name);
  if (!s) throw new Error(name);
  return s;
};

describe('headline numbers', () => {
  it('every preset declaring headlines names catalogue metrics and flows it has', () => {
    const declared = PRESETS.filter((p) => p.headlines);
    expect(declared.length).toBeGreaterThan(10);
    for (const p of declared) {
      const sc = scenario(p.name);
      for (const h of p.headlines!) expect(headlineProblem(h, sc.flows.length), `${p.name} ${h.metric}`).toBeNull();
      expect(headlineRefs(sc, p.name)).toEqual(p.headlines);
    }
  });

  it('every preset gets 1…4 headlines that resolve, declared or derived', () => {
    for (const p of PRESETS) {
      const sc = scenario(p.name);
      const refs = headlineRefs(sc, p.name);
      expect(refs.length, p.name).toBeGreaterThan(0);
      expect(refs.length, p.name).toBeLessThanOrEqual(MAX_HEADLINES);
      expect(resolveHeadlines(sc, refs)).toHaveLength(refs.length);
    }
  });

  it('derives a default from the scenario: the voice flow, a lossy link, the late flow, long flows', () => {
    const voice = scenario('voice-fifo');
    expect(defaultHeadlines(voice)[0]).toEqual({ metric: 'flow.oneWayDelayMean', flow: voice.flows.findIndex((f) => f.kind === 'cbr') + 1 });
    expect(defaultHeadlines(scenario('seed003-e2-droptail'))[0]).toEqual(SYSTEM_GOODPUT);
    expect(defaultHeadlines(scenario('seed000-droptail'))[0]).toEqual({ metric: 'flow.elapsed', flow: 3 });
    expect(defaultHeadlines(scenario('dumbbell-droptail')).map((h) => h.metric)).toEqual(['run.systemGoodput', 'link.utilization', 'run.jainActiveGoodput', 'link.queueDelayMean']);
  });

  it('falls back to the derived headlines when an edit removed a declared flow', () => {
    const sc = scenario('voice-fifo');
    sc.flows = sc.flows.slice(0, 4);
    expect(headlineRefs(sc, 'voice-fifo')).toEqual(defaultHeadlines(sc).slice(0, MAX_HEADLINES));
  });

  it('refuses what cannot be shown, in words', () => {
    expect(headlineProblem({ metric: 'flow.nope' }, 3)).toMatch(/no metric/);
    expect(headlineProblem({ metric: 'flow.elapsed' }, 3)).toMatch(/say which/);
    expect(headlineProblem({ metric: 'flow.elapsed', flow: 4 }, 3)).toMatch(/flow 4 does not exist/);
    expect(headlineProblem({ metric: 'link.utilization', flow: 1 }, 3)).toMatch(/leave out "flow"/);
  });

  it('a headline reads and formats exactly as the catalogue (summary table, CSV) does', () => {
    const r = runScenario(scenario('seed000-droptail'));
    const hs = resolveHeadlines(scenario('seed000-droptail'), headlineRefs(scenario('seed000-droptail'), 'seed000-droptail'));
    const elapsed = hs.find((h) => h.metric.id === 'flow.elapsed')!;
    expect(elapsed.label).toMatch(/^Flow 3/);
    expect(readHeadline(elapsed, r)).toBe(readMetric('flow.elapsed', r, { flow: 2 }));
    expect(headlineText(elapsed, r)).toBe(formatMetric('flow.elapsed', readMetric('flow.elapsed', r, { flow: 2 })));
    expect(headlineParts(hs, r)).toContain(`${elapsed.label} ${headlineText(elapsed, r)}`);
    expect(headlineParts(hs, r, r)).toContain(`${elapsed.label} A ${headlineText(elapsed, r)}, B ${headlineText(elapsed, r)}`);
  });

  it('the A/B rows start with the headlines and always hold system goodput, the sum of the flows\' goodput', () => {
    const sc = scenario('seed000-droptail');
    const a = runScenario(sc);
    const b = runScenario(scenario('seed000-red'));
    const hs = resolveHeadlines(sc, withSystemGoodput(headlineRefs(sc, 'seed000-droptail')));
    const rows = headlineRows(hs, a, b);
    const sys = rows.find((x) => x.metric.id === 'run.systemGoodput')!;
    const sum = (r: typeof a) => r.flows.reduce((s, _f, i) => s + readMetric('flow.windowGoodput', r, { flow: i }), 0);
    expect(sys.a).toBeCloseTo(sum(a), 6);
    expect(sys.b).toBeCloseTo(sum(b), 6);
    expect(sys.diff).toBeCloseTo(sys.b - sys.a, 9);
    expect(rows[0].label).toBe(hs[0].label);
  });
});

describe('lesson steps name their headlines', () => {
  it('every built-in step resolves its headlines (declared, else its preset\'s or derived)', () => {
    for (const l of LESSONS)
      for (const step of l.steps) {
        const built = stepScenario(step);
        if (!built.ok) throw new Error(built.error);
        const refs = headlineRefs(built.scenario, step.scenario.preset, step.headlines);
        expect(resolveHeadlines(built.scenario, refs).length, `${l.id}: ${step.title}`).toBeGreaterThan(0);
      }
  });

  it('a step with a headline that names no metric, or a missing flow, is refused', () => {
    const l = structuredClone(LESSONS[0]) as unknown as { steps: { headlines?: unknown }[] };
    l.steps[0].headlines = [{ metric: 'flow.nope' }];
    const r1 = parseLesson(l);
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.errors.join()).toMatch(/steps\.0\.headlines\.0: there is no metric/);
    l.steps[0].headlines = [{ metric: 'flow.elapsed', flow: 99 }];
    const r2 = parseLesson(l);
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.errors.join()).toMatch(/flow 99 does not exist/);
  });
});
