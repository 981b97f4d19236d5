import { describe, expect, it } from 'vitest';
import { headingAgainst } from '../../src/app/heading/scenario-heading';
import { headingReference } from '../../src/app/heading/heading-reference';
import { headingShortName } from '../../src/app/heading/heading-short-name';
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
    expect(h.title).toMatch(/10–18 packets.*as set up by this lesson step$/);
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
