import { useEffect, useRef, useState } from 'react';
import type { Scenario } from '../../sim-core';
import { scenarioChanges } from '../../lessons/edit-notes';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useSameFiguresStore } from '../glance/same-figures-store';
import { figureState } from '../summary/FigureState';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';

/** What the edit set ("min_th 2 packets"), as the lesson verdicts list a student's changes; '' when nothing a setting names. */
export function editWords(before: Scenario, after: Scenario): string {
  let e;
  try {
    e = scenarioChanges(before, after);
  } catch {
    // Two scenarios of different shapes (another demo's): nothing to name setting by setting.
    return '';
  }
  if (e.kind === 'none') return '';
  if (e.kind === 'other') return e.what;
  return e.changes.map((c) => `${c.label} ${c.to}`).join('; ');
}

/** The line: "Re-running with min_th 2 packets…" while the edited scenario's run computes, then "Updated with min_th 2 packets." */
export function rerunLine(what: string, running: boolean): string {
  const with_ = what === '' ? '' : ` with ${what}`;
  return running ? `Re-running${with_}…` : `Updated${with_}.`;
}

/**
 * In the editor drawer on a narrow screen, a line saying an edit is being run and then that it is
 * in: the drawer covers the page, so the run an edit starts went unseen (phone trial 20:20, s29–31:
 * "I wasn't sure the edit had taken"). Said politely to a screen reader; the desktop's own signal,
 * At a glance's "computing… N %" (figureState), decides when it is done. Explore's run only (A/B
 * says its own changes under its table).
 */
export function RerunStatus() {
  useResultsVersion();
  const valid = useScenarioStore((s) => s.valid);
  const preset = useScenarioStore((s) => s.preset);
  const mode = useViewStore((s) => s.mode);
  const open = useViewStore((s) => s.drawerOpen);
  const seen = useRef({ valid, preset });
  const [what, setWhat] = useState<{ text: string; scenario: Scenario } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { valid, preset };
    // An edit made in the open drawer; another demo or lesson step loaded says itself elsewhere.
    if (!open || preset !== before.preset) return setWhat(null);
    if (valid === null || before.valid === null || valid === before.valid) return;
    setWhat({ text: editWords(before.valid, valid), scenario: valid });
  }, [valid, preset, open]);
  // The edit's run is in once it is the current run and no longer computing.
  const ran = what !== null && results.current?.scenario === what.scenario;
  const state = figureState([results], false, 0);
  const running = !ran || state.kind === 'computing';
  const shown = what !== null && mode === 'explore';
  const text = shown ? rerunLine(what.text, running) : '';
  const percent = shown && ran && state.kind === 'computing' ? ` ${state.percent} %` : '';
  // The re-run gave the very figures of the run before it: said here too, At a glance being under the drawer.
  const same = useSameFiguresStore((s) => (what !== null && s.scenario === what.scenario ? s.note : null));
  return (
    <p className="rerun-status muted small" role="status" aria-live="polite" data-testid="drawer-rerun" data-state={shown ? (running ? 'running' : 'updated') : 'idle'}>
      {text}
      {percent ? <span aria-hidden="true">{percent}</span> : null}
      {shown && !running && same ? <span className="rerun-same" data-testid="drawer-same-figures"> {same}</span> : null}
    </p>
  );
}
