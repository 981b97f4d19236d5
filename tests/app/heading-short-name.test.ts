import { describe, expect, it } from 'vitest';
import { headingAgainst } from '../../src/app/heading/scenario-heading';
import { headingReference } from '../../src/app/heading/heading-reference';
import { headingShortName, setUpLabel } from '../../src/app/heading/heading-short-name';
import { stepTitle } from '../../src/app/heading/scenario-heading';
import { LESSONS } from '../../src/lessons/catalogue';
import { presetScenarioShared } from '../../src/scenario-edit/catalog';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { describeQueue } from '../../src/scenario-edit/describe-queue';
import { findLesson } from '../../src/lessons/catalogue';
import { stepScenario } from '../../src/lessons/schema';
import { presetTitle } from '../../src/scenario-edit/catalog';

/**
 * The phone's folded preset row names what runs, as the heading does (phone trial 02:20, s12:
 * "Preset: Gentle RED 4/6, edited" under a heading of "Gentle RED 10–18 packets … as set up by
 * this lesson step").
 */
const step = findLesson('vegas-meets-reno')!.steps[2];
const built = stepScenario(step);
if (!built.ok) throw new Error(built.error);
const ref = headingReference(step.scenario.preset, step);

describe('headingShortName', () => {
  it('a lesson step that changes its demo: the step\'s own set-up, not the preset\'s 4/6', () => {
    const h = headingAgainst(built.scenario, ref);
    expect(h.title).toMatch(/10–18 packets \(this step’s set-up\)$/);
    expect(headingShortName(h.title)).toEqual({ name: 'Gentle RED 10–18 packets', edited: false });
  });
  it('the same step edited by the student: what runs now, and that it is edited', () => {
    const edited = structuredClone(built.scenario);
    const q = (edited.topology as { bottleneck: { queue: { minTh: number; maxTh: number } } }).bottleneck.queue;
    q.minTh = 3;
    q.maxTh = 6;
    const h = headingAgainst(edited, ref);
    expect(headingShortName(h.title)).toEqual({ name: 'Gentle RED 3–6 packets', edited: true });
  });
  it('a preset as it is: its short name', () => {
    expect(headingShortName(presetTitle('seed002-a-vr-red'))).toEqual({ name: 'Gentle RED 4/6', edited: false });
  });
});

/**
 * Phone trial 04:00, step 10: the folded row went from "Preset: Gentle RED 4/6" to "Running: Gentle
 * RED 10–18 packets" under a three-line title ("… max_p 0.1, buffer 20 packets, as set up by this
 * lesson step"), and the student could not tell what "Running" against "Preset" signalled.
 */
describe('the folded row says whose set-up runs; a step\'s heading says only what the step changed', () => {
  it('preset as built, the step\'s own set-up, the student\'s edit: three labels that say whose', () => {
    const title = presetTitle('seed002-a-vr-red');
    expect(setUpLabel(title, title)).toEqual({ origin: 'preset', text: 'Preset: Gentle RED 4/6' });
    expect(setUpLabel(headingAgainst(built.scenario, ref).title, title)).toEqual({ origin: 'step', text: 'Set up by this step: Gentle RED 10–18 packets' });
    const edited = structuredClone(built.scenario);
    (edited.topology as { bottleneck: { queue: { minTh: number } } }).bottleneck.queue.minTh = 3;
    expect(setUpLabel(headingAgainst(edited, ref).title, title)).toEqual({ origin: 'edited', text: 'Your edit: Gentle RED 3–18 packets' });
  });

  it('every built-in step that changes its demo\'s queue names the discipline and only the settings it changed', () => {
    const repeated: string[] = [];
    for (const lesson of LESSONS)
      lesson.steps.forEach((s, i) => {
        const b = stepScenario(s);
        const base = presetScenarioShared(s.scenario.preset);
        if (!b.ok || base === null) return;
        const t = stepTitle(presetTitle(s.scenario.preset), base, b.scenario);
        const q = getBottleneck(b.scenario)?.queue;
        const was = getBottleneck(base)?.queue;
        if (t === null || !q || !was || q.type !== was.type) return;
        const unchanged = describeQueue(was).split(', ').slice(1).filter((p) => describeQueue(q).split(', ').includes(p));
        for (const p of unchanged) if (t.includes(p)) repeated.push(`${lesson.id} step ${i + 1}: "${p}" in ${t}`);
      });
    expect(repeated).toEqual([]);
    expect(stepTitle(presetTitle('seed002-a-vr-red'), presetScenarioShared('seed002-a-vr-red')!, built.scenario)).toBe('Two flows, Vegas vs Reno — Gentle RED 10–18 packets (this step’s set-up)');
  });
});
