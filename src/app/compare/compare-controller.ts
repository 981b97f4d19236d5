import type { Scenario } from '../../sim-core';
import { SimClient } from '../../worker/client';
import { shareLink } from '../util/share-link';
import { results } from '../results/results-store';
import { abStores, compareResults, compareTimeEnd } from '../results/ab-results';
import { failureMessage } from '../results/run-problem';
import { usePlaybackStore } from '../state/playback-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { scenarioB } from '../state/compare-scenario';
import { presetScenario } from '../../scenario-edit/catalog';
import { useCompareStore } from '../state/compare-store';

let client: SimClient | null = null;
let lastB: string | null = null;
let lastBScenario: Scenario | null = null;

/** The scenario this controller's worker runs: B against the editor's A, or the preset A is pinned to. */
function otherScenario(): ReturnType<typeof scenarioB> | null {
  const { pinA, bQueue } = useCompareStore.getState();
  if (pinA !== null) {
    const s = presetScenario(pinA);
    return s ? { ok: true, scenario: s } : { ok: false, errors: [`there is no preset called "${pinA.slice(0, 80)}"`] };
  }
  const a = useScenarioStore.getState().valid;
  if (!a) return null;
  return scenarioB(a, bQueue, useScenarioStore.getState().preset);
}

function runB(): void {
  if (useViewStore.getState().mode !== 'compare') return;
  const b = otherScenario();
  if (!b || !b.ok) return;
  const key = JSON.stringify(b.scenario);
  if (key === lastB) return;
  lastB = key;
  lastBScenario = b.scenario as Scenario;
  client ??= new SimClient({
    onBatch: (batch) => compareResults.receive(batch),
    onError: (runId, message) => compareResults.fail(runId, message),
    onFailure: (runId, f) => compareResults.fail(runId, failureMessage(f), { kind: f.kind, link: lastBScenario ? shareLink(lastBScenario, null) : null }),
  });
  // B's run of a moment ago (Back from a demo's control run) is shown again at once (run-cache.ts).
  if (compareResults.cached(b.scenario as Scenario)) {
    client.cancel();
    compareResults.reuse(client.currentRun, b.scenario as Scenario);
    return;
  }
  const id = client.start(b.scenario as Scenario);
  compareResults.begin(id, b.scenario);
}

/** Whether B's newest run has fully arrived. */
export function compareSettled(): boolean {
  const r = compareResults.current;
  return client !== null && r !== null && r.runId === client.currentRun && r.done;
}

/**
 * In Compare mode, every change of A (the scenario) or of B's queue re-runs B in its own
 * worker; the playback end covers both runs so the shared cursor reaches the longer one.
 */
export function startCompareController(): () => void {
  const syncEnd = () => {
    if (useViewStore.getState().mode === 'compare') usePlaybackStore.getState().setEnd(compareTimeEnd());
  };
  const unsubs = [
    useScenarioStore.subscribe((s, prev) => {
      if (s.valid !== prev.valid) runB();
    }),
    useCompareStore.subscribe(runB),
    useViewStore.subscribe((s, prev) => {
      if (s.mode === prev.mode) return;
      if (s.mode === 'compare') runB();
      else if (results.current) usePlaybackStore.getState().setEnd(results.current.timeEnd);
      syncEnd();
    }),
    results.subscribe(syncEnd),
    compareResults.subscribe(syncEnd),
  ];
  runB();
  return () => {
    for (const u of unsubs) u();
    client?.terminate();
    client = null;
    lastB = null;
  };
}
