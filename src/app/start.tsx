import { StrictMode } from 'react';
import { packetData, usePacketsStore } from './packets/packets-store';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installKeyboard } from './controller/keyboard';
import { moveStep } from './lessons/lesson-controller';
import { installPerfHooks } from './controller/perf';
import { startPlaybackClock } from './controller/playback-clock';
import { currentShareLink, exploreRunHeld, latestRunId, runPending, startController, urlSettled } from './controller/run-controller';
import { compareSettled, startCompareController } from './compare/compare-controller';
import { compareResults } from './results/ab-results';
import { results } from './results/results-store';
import { sweepRun } from './sweep/sweep-run';
import { mountedPlots } from './export/mounted-plots';
import { frameStats } from './plot-base/scheduler';
import { usePlaybackStore } from './state/playback-store';
import { useScenarioStore } from './state/scenario-store';
import { useViewStore } from './state/view-store';
import { installFullscreenExit } from './state/presentation-mode';
import { installSlideTitleReset } from './presentation/slide-title-reset';
import { registerOfflineCache } from './offline/register-sw';
import { installNavigationFocus } from './a11y/navigation-focus';
import { installAnnouncements } from './a11y/announcements';
import { installCloseTipOnRun } from './glossary/close-tip-on-run';
import { installSameFiguresOnRun } from './glance/same-figures-on-run';
import { installReplayNewRunFromStart } from './results/numbers-held';
import { installRevealMemory } from './results/reveal-memory';
import './theme/styles.css';
import './layout/phone.css';

installPerfHooks();
startPlaybackClock();
installKeyboard({ stepLesson: moveStep });
installFullscreenExit();
installReplayNewRunFromStart();
installRevealMemory();
startController();
// After the run controller: a preset left is written to its history entry with its slide title
// before the title is cleared for the new one, so Back returns to the titled slide (lecturer-2235,
// confusion 6; slide-title-reset.ts).
installSlideTitleReset();
startCompareController();
// After the first link is read: opening the page is not a navigation (focus stays at the top,
// where the skip links are).
installNavigationFocus();
installAnnouncements();
installCloseTipOnRun();
installSameFiguresOnRun();

/** Read-only hooks for browser tests and benchmarks (not used by the app itself). */
(window as unknown as { __clab: unknown }).__clab = {
  results,
  plots: mountedPlots,
  scenario: useScenarioStore,
  playback: usePlaybackStore,
  view: useViewStore,
  latestRunId,
  /** An edit's run has not started yet (edits in a drag are coalesced). */
  runPending,
  frameStats,
  currentShareLink,
  compareResults,
  sweepRun,
  packets: usePacketsStore,
  packetData,
  /** Compare mode: run A (the explored run) and run B have both fully arrived. */
  compareSettled: () => {
    const r = results.current;
    return r !== null && !runPending() && r.runId === latestRunId() && r.done && compareSettled();
  },
  /** The address is written: no link write pending, the fragment is what is on screen. */
  urlSettled,
  /** Web batch is shown and its scenario's Explore run is held (no run starts until another mode is opened). */
  exploreRunHeld,
  /** True when the newest run has fully arrived and been drawn at least once (in Web batch: no run is held back waiting). */
  settled: () => {
    if (exploreRunHeld() && !runPending()) return true;
    const r = results.current;
    return r !== null && !runPending() && r.runId === latestRunId() && r.done;
  },
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerOfflineCache();
