import { describe, expect, it } from 'vitest';
import { LESSON_INPUTS } from '../../src/lessons/catalogue';
import { evaluateCheck, CheckSchema } from '../../src/lessons/check';
import { parseMarkup, markupToText } from '../../src/lessons/markup';
import { parseLesson } from '../../src/lessons/schema';
import { runScenario } from '../../src/sim-core/scenario/run';
import { buildScenario } from '../../src/lessons/step-scenario';

const sample = () => structuredClone(LESSON_INPUTS[1]) as Record<string, unknown> & { steps: Record<string, unknown>[] };

describe('lesson format', () => {
  it('refuses an unknown field at the top and inside a step, naming it', () => {
    const a = sample();
    a.colour = 'red';
    const r = parseLesson(a);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.join(' ')).toMatch(/colour/);
    const b = sample();
    b.steps[0].hint = 'x';
    const r2 = parseLesson(b);
    expect(!r2.ok && r2.errors.join(' ')).toMatch(/steps\.0.*hint/);
  });

  it('refuses another format version', () => {
    const a = sample();
    a.format = 2;
    expect(parseLesson(a).ok).toBe(false);
  });

  it('refuses a step whose scenario edit names no setting of its preset', () => {
    const a = sample();
    (a.steps[0].scenario as { set: string[] }).set = ['flows.9.start=3'];
    const r = parseLesson(a);
    expect(!r.ok && r.errors.join(' ')).toMatch(/steps\.0\.scenario.*flows\.9\.start/);
  });

  it('refuses a challenge control that is not a setting of the step', () => {
    const a = sample();
    (a.steps[3].challenge as { controls?: string[] }).controls = ['tcp.noSuchThing'];
    const r = parseLesson(a);
    expect(!r.ok && r.errors.join(' ')).toMatch(/steps\.3\.challenge\.controls.*tcp\.noSuchThing/);
  });

  it('refuses a prediction choice without its "why", and a prediction whose choices are all right (or all wrong)', () => {
    const a = sample();
    const choices = (a.steps[0].prediction as { choices: Record<string, unknown>[] }).choices;
    delete choices[0].why;
    const r = parseLesson(a);
    expect(!r.ok && r.errors.join(' ')).toMatch(/steps\.0\.prediction\.choices\.0\.why/);
    const b = sample();
    for (const c of (b.steps[0].prediction as { choices: Record<string, unknown>[] }).choices) c.ifCheck = 'fail';
    const r2 = parseLesson(b);
    expect(!r2.ok && r2.errors.join(' ')).toMatch(/steps\.0\.prediction\.choices.*no choice is borne out when the check passes/);
  });

  it('refuses a "notSolvedBy" edit that is not a setting of the step', () => {
    const a = sample();
    (a.steps[3].challenge as { notSolvedBy?: unknown[] }).notSolvedBy = [{ set: ['topology.noSuchQueue.maxP=0.1'], note: 'x' }];
    const r = parseLesson(a);
    expect(!r.ok && r.errors.join(' ')).toMatch(/steps\.3\.challenge\.notSolvedBy\.0/);
  });

  it('refuses a flow metric without a flow, and a prediction without a check', () => {
    expect(CheckSchema.safeParse({ run: { compare: { metric: 'flow.elapsed' }, op: '>', value: 1 } }).success).toBe(false);
    const a = sample();
    delete a.steps[0].check;
    const r = parseLesson(a);
    expect(!r.ok && r.errors.join(' ')).toMatch(/prediction/);
  });
});

describe('markup', () => {
  it('parses bold, emphasis, code, lists and http(s) links only; HTML stays text', () => {
    const blocks = parseMarkup('A **b** *c* `d` [e](https://x.org) [f](javascript:alert(1)) <img src=x>\n\n- one\n- two');
    expect(blocks[0]).toEqual({
      type: 'p',
      children: [
        { type: 'text', text: 'A ' },
        { type: 'strong', children: [{ type: 'text', text: 'b' }] },
        { type: 'text', text: ' ' },
        { type: 'em', children: [{ type: 'text', text: 'c' }] },
        { type: 'text', text: ' ' },
        { type: 'code', text: 'd' },
        { type: 'text', text: ' ' },
        { type: 'link', href: 'https://x.org', children: [{ type: 'text', text: 'e' }] },
        { type: 'text', text: ' [f](javascript:alert(1)) <img src=x>' },
      ],
    });
    expect(blocks[1]).toEqual({ type: 'ul', items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] });
    expect(markupToText('**x** y')).toBe('x y');
  });
});

describe('checks read the run', () => {
  it('a threshold check reports the measured figure and follows the run, not a stored answer', () => {
    const check = CheckSchema.parse({ run: { compare: { metric: 'flow.elapsed', flow: 2 }, op: '>', value: 25 } });
    const at = (d: number) => {
      const b = buildScenario('seed000-droptail', [`flows.2.start=${d}`]);
      if (!b.ok) throw new Error(b.error);
      return runScenario(b.scenario);
    };
    const r2 = at(2);
    const v2 = evaluateCheck(check, r2);
    expect(v2.figures[0].value).toBe(`${r2.flows[2].summary.elapsedTime.toFixed(2)} s`);
    expect(v2.pass).toBe(r2.flows[2].summary.elapsedTime > 25);
    const r3 = at(3);
    expect(evaluateCheck(check, r3).pass).toBe(r3.flows[2].summary.elapsedTime > 25);
    expect(evaluateCheck(check, r2).pass).not.toBe(evaluateCheck(check, r3).pass);
  });

  it('each figure names its quantity in full and in a few words for a column head', () => {
    const b = buildScenario('seed000-droptail', []);
    if (!b.ok) throw new Error(b.error);
    const check = CheckSchema.parse({ run: { all: [{ compare: { metric: 'flow.elapsed', flow: 2 }, op: '<', value: 60 }, { compare: { metric: 'link.overflowDrops' }, op: '<', value: 1 }] } });
    const v = evaluateCheck(check, runScenario(b.scenario));
    expect(v.figures.map((f) => f.label)).toEqual(['flow 3 (third): elapsed time (first SYN → ACK of the FIN)', 'bottleneck: overflow drops in the window']);
    expect(v.figures.map((f) => f.short)).toEqual(['flow 3 elapsed', 'overflow drops']);
  });
});

describe('the example lesson file in docs/lessons.md', () => {
  it('validates, its check holds as written and flips on its contrast, its challenge is solvable', async () => {
    const { readFileSync } = await import('node:fs');
    const { runCheck } = await import('../../src/lessons/run-check');
    const { stepScenario, variantScenario } = await import('../../src/lessons/schema');
    const r = parseLesson(JSON.parse(readFileSync('examples/lessons/buffer-size.json', 'utf8')));
    if (!r.ok) throw new Error(r.errors.join('; '));
    const [s1, s2] = r.lesson.steps;
    const sc = (b: ReturnType<typeof stepScenario>) => {
      if (!b.ok) throw new Error(b.error);
      return b.scenario;
    };
    expect(runCheck(s1.check!.test, sc(stepScenario(s1))).pass).toBe(true);
    expect(runCheck(s1.check!.test, sc(variantScenario(s1, s1.check!.contrast))).pass).toBe(false);
    expect(runCheck(s2.challenge!.test, sc(stepScenario(s2))).pass).toBe(false);
    expect(runCheck(s2.challenge!.test, sc(variantScenario(s2, s2.challenge!.solution))).pass).toBe(true);
  });
});

describe('docs/lessons.md', () => {
  it('documents every view id, and docs/metrics.md every metric a lesson may name', async () => {
    const { readFileSync } = await import('node:fs');
    const { METRIC_NAMES, METRICS } = await import('../../src/lessons/metrics');
    const { LESSON_VIEW_IDS } = await import('../../src/lessons/views');
    const doc = readFileSync('docs/lessons.md', 'utf8');
    const metricsDoc = readFileSync('docs/metrics.md', 'utf8');
    for (const m of METRIC_NAMES) expect(metricsDoc, m).toContain(`\`${METRICS[m].id}\``);
    for (const v of LESSON_VIEW_IDS) expect(doc, v).toContain(`| \`${v}\` |`);
  });
});
