import { useMemo } from 'react';
import { presetScenarioShared, presetTitle } from '../../scenario-edit/catalog';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { scenarioHeading, type ScenarioHeading } from './scenario-heading';
import { useResultsVeiled } from '../lessons/ResultsVeil';

/** The heading of the scenario on screen (presentation and embed bars can use it too). */
export function useScenarioHeading(): ScenarioHeading {
  const draft = useScenarioStore((s) => s.draft);
  // The validated scenario has every default filled in, as the preset's does (a link may leave them out).
  const valid = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  return useMemo(() => {
    const base = preset === null ? null : presetScenarioShared(preset);
    return scenarioHeading(valid ?? draft, base, base === null || preset === null ? null : presetTitle(preset));
  }, [draft, valid, preset]);
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
      <h2 data-testid="scenario-name">{h.title}</h2>
      {h.editedFrom !== null ? (
        <p className="muted" data-testid="edited-note">
          You changed this scenario, so the preset’s description no longer applies.{' '}
          <button type="button" className="link" onClick={back} data-testid="back-to-preset">
            Back to the preset
          </button>
        </p>
      ) : h.description ? (
        <p className="muted" data-testid="scenario-description">
          {veiled ? <span className="withheld">The demo&rsquo;s description is shown after your prediction.</span> : h.description}
        </p>
      ) : null}
    </div>
  );
}
