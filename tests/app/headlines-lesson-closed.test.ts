/**
 * Bloat-0510 confusion 9: after the bufferbloat lesson the student picked the FIFO voice preset and
 * opened A/B with the lesson panel still open; its headline rows were the open step's ("95th
 * percentile one-way delay"), and closing the panel turned them into the preset's ("packets
 * delayed over 150 ms (%)"). The rows follow the scenario (the step it was loaded as, else its
 * preset), not whether the lesson panel is open.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { currentHeadlines } from '../../src/app/state/headline-refs';
import { useLessonStore } from '../../src/app/state/lesson-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { findLesson } from '../../src/lessons/built-in';
import { stepScenario } from '../../src/lessons/schema';

const lesson = findLesson('bufferbloat-voice')!;
const place = { id: lesson.id, step: 6 };
const ids = () => currentHeadlines(undefined, true).map((h) => `${h.metric.id}${h.flowIndex === undefined ? '' : `#${h.flowIndex + 1}`}`);

afterEach(() => useLessonStore.getState().setPlace(null));

describe('A/B headline rows are the same with the lesson panel open or closed (bloat-0510 confusion 9)', () => {
  it('a preset picked while a step is open: the preset\'s rows, open or closed', () => {
    useLessonStore.getState().setPlace(place);
    useScenarioStore.getState().loadPreset('voice-fifo');
    const open = ids();
    useLessonStore.getState().setPlace(null);
    expect(ids()).toEqual(open);
    expect(open.join(' ')).not.toMatch(/oneWayDelayP95/);
  });

  it('the step\'s own scenario: the step\'s declared rows, open or closed', () => {
    const built = stepScenario(lesson.steps[5]);
    if (!built.ok) throw new Error(built.error);
    useLessonStore.getState().setPlace(place);
    useScenarioStore.getState().loadScenario(built.scenario, lesson.steps[5].scenario.preset, place);
    const open = ids();
    expect(open).toContain('flow.oneWayDelayP95#5');
    useLessonStore.getState().setPlace(null);
    expect(ids()).toEqual(open);
  });
});
