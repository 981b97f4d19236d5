import { useMemo } from 'react';
import { presetScenarioShared, presetTitle } from '../../scenario-edit/catalog';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { sameSetUp, scenarioHeading, stepTitle, type ScenarioHeading } from './scenario-heading';
import { useResultsVeiled } from '../state/results-veiled';
import { useLessonStore } from '../state/lesson-store';
import { findLesson } from '../../lessons/built-in';
import { stepScenario } from '../../lessons/schema';
import { DescriptionText } from '../components/PaperSays';
import { CompareWithCounterpart } from './CompareWithCounterpart';

/** The heading of the scenario on screen (presentation and embed bars can use it too). */
export function useScenarioHeading(): ScenarioHeading {
  const draft = useScenarioStore((s) => s.draft);
  // The validated scenario has every default filled in, as the preset's does (a link may leave them out).
  const valid = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  const place = useLessonStore((s) => s.place);
  // What the heading compares with changes only with the preset and the lesson step: built once
  // for them, not again on every edit (a slider drag sends one per pointer move).
  const reference = useMemo(() => {
    // In a lesson step the step's own set-up (its preset plus its edits) is what the page shows
    // until the student edits it; only their own edits make it "edited from".
    // A preset loaded from the menu during a lesson is compared with that preset, not the step.
    const lessonStep = place === null ? undefined : findLesson(place.id)?.steps[place.step - 1];
    const step = lessonStep?.scenario.preset === preset ? lessonStep : undefined;
    const built = step ? stepScenario(step) : null;
    const presetBase = preset === null ? null : presetScenarioShared(preset);
    const base = built?.ok ? built.scenario : presetBase;
    const title = base === null || preset === null ? null : presetTitle(preset);
    // A step that changes its demo (a smaller buffer, another max_p): the demo's description no
    // longer describes the screen, and its title is built from the settings the step runs.
    const stepHeading = built?.ok && presetBase !== null && title !== null ? stepTitle(title, presetBase, built.scenario) : null;
    return { base, presetBase, stepHeading, title };
  }, [preset, place]);
  return useMemo(() => {
    const shown = valid ?? draft;
    // A preset just chosen is never "edited", whatever the open lesson step set up from the same
    // preset (a phone trial picked a step's preset from the menu and read "Edited from: …").
    if (reference.presetBase !== null && reference.title !== null && sameSetUp(shown, reference.presetBase)) return scenarioHeading(shown, reference.presetBase, reference.title);
    const h = scenarioHeading(shown, reference.base, reference.title);
    if (reference.stepHeading !== null && h.editedFrom === null) return { ...h, title: reference.stepHeading, description: null };
    return h;
  }, [draft, valid, reference]);
}

/** The scenario's name and what to look at; once edited away from its preset, says so instead. */
export function ScenarioTitle() {
  const h = useScenarioHeading();
  const preset = useScenarioStore((s) => s.preset);
  // A lesson step waiting for a prediction withholds the demo's description (it may state the outcome).
  const veiled = useResultsVeiled();
  const back = () => {
    if (preset !== null && useScenarioStore.getState().loadPreset(preset)) useViewStore.getState().setZoom(null);
  };
  return (
    <div className="scenario-title">
      {/* The pair's button on the title's row where there is room: under it, the projector
          theme's first plot went below a 1080-px screen (presentation-lecture.spec.ts). */}
      <div className="scenario-title-row">
        <h2 data-testid="scenario-name">{h.title}</h2>
        <CompareWithCounterpart />
      </div>
      {h.editedFrom !== null ? (
        <p className="muted" data-testid="edited-note">
          You changed this scenario, so the preset’s description no longer applies.{' '}
          <button type="button" className="link" onClick={back} data-testid="back-to-preset">
            Back to the preset
          </button>
        </p>
      ) : h.description ? (
        <p className="muted scenario-description" data-testid="scenario-description">
          {veiled ? <span className="withheld">The demo&rsquo;s description is shown after your prediction.</span> : <DescriptionText text={h.description} />}
        </p>
      ) : null}
    </div>
  );
}
