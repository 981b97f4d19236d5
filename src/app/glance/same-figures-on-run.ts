import { results } from '../results/results-store';
import { currentHeadlines } from '../state/headline-refs';
import { useScenarioStore } from '../state/scenario-store';
import { exploreGlance } from './glance-model';
import { useSameFiguresStore } from './same-figures-store';
import { peakQueue, sameFiguresNote, shownFigures, type ShownRun } from './same-figures';

/**
 * Works out the same-figures line as each run finishes (not while a view renders): the runs are
 * remembered in the order they finished, so the line speaks of the edit that led from one to the
 * next, and At a glance and the phone drawer's "Updated with …" line read it from the store.
 * Every flow's goodput is compared, however many cells the screen has room for.
 */
export function installSameFiguresOnRun(): () => void {
  let last: ShownRun | null = null;
  return results.subscribe(() => {
    const run = results.current;
    if (!run || !run.done || !run.summary || last?.scenario === run.scenario) return;
    const model = exploreGlance({ veiled: false, headlines: currentHeadlines(), run, room: Infinity });
    if (model.state !== 'final') return;
    const shown: ShownRun = { scenario: run.scenario, preset: useScenarioStore.getState().preset, figures: shownFigures(model), peakQueue: peakQueue(run) };
    const note = last ? sameFiguresNote(last, shown) : null;
    last = shown;
    useSameFiguresStore.setState({ scenario: run.scenario, note });
  });
}
