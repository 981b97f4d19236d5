import type { Scenario } from '../../sim-core';
import { SimClient } from '../../worker/client';
import { decodeLink, encodeLink } from '../../url/link-codec';
import { pageAnchor } from '../../url/page-anchor';
import { useLandingAnchor } from '../state/landing-anchor';
import { splitViewParams, type ViewLink } from './view-link';
import { results } from '../results/results-store';
import { failureMessage } from '../results/run-problem';
import { DEFAULT_PRESET, presetTitle } from '../../scenario-edit/catalog';
import { usePlaybackStore } from '../state/playback-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { markEdit } from './perf';
import { embedRequestedByQuery } from './embed-query';
import { applyingViewLink, applyViewLink, fragmentWithView } from './view-url';
import { useCompareStore } from '../state/compare-store';
import { useSweepStore } from '../sweep/sweep-store';
import { rememberedTheme, rememberTheme } from '../theme/theme-memory';
import { useLessonStore } from '../state/lesson-store';
import { pageAddress, shareLink } from '../util/share-link';
import { noteEdit, onSliderRelease, sliderHeld, watchSliderPointer } from '../plot-base/interaction';
import { coalesceEdit } from './edit-coalescing';

/**
 * Glue between the stores, the worker and the URL (no React): every new valid scenario starts
 * a run (cancelling the previous one); results update the playback end; the URL fragment
 * follows the scenario so "copy link" is always current.
 */
let client: SimClient | null = null;
let lastHash = '';
let lastRun: Scenario | null = null;

/** Start a run of `sc`; `editedAt` (performance.now() time of the edit that asked for it) starts its latency measures. */
export function startRun(sc: Scenario, editedAt = performance.now()): number {
  if (!client) throw new Error('run controller not started');
  lastRun = sc;
  // A scenario run a moment ago (Back from a demo's control run) is shown again at once from the
  // results' recent-runs cache, not recomputed: the run in progress, if any, is cancelled.
  if (results.cached(sc)) {
    client.cancel();
    const id = client.currentRun;
    results.reuse(id, sc);
    return id;
  }
  const id = client.start(sc);
  results.begin(id, sc);
  markEdit(id, editedAt);
  // A run is on its way: playback that reaches the end of what is shown waits for it.
  const pb = usePlaybackStore.getState();
  pb.setEnd(pb.end, true);
  return id;
}

/** Id of the newest run started (its results may still be on their way). */
export function latestRunId(): number {
  return client?.currentRun ?? 0;
}

/** A link is being read into the stores (its place changes are the address's own, not a navigation). */
let readingLink = false;

/**
 * The Explore run is shown in every mode but Web batch, whose panel runs its own jobs from the
 * scenario's settings and draws nothing of the Explore run (a background run of seed001-80 cost
 * ~1.5 CPU-s a load, for nothing on screen). Leaving Web batch starts the run that was held.
 */
function exploreRunShown(): boolean {
  return useViewStore.getState().mode !== 'web';
}

/** Web batch is shown and the scenario's Explore run is held until another mode is opened. */
export function exploreRunHeld(): boolean {
  const v = useScenarioStore.getState().valid;
  return !exploreRunShown() && v !== null && v !== lastRun;
}

/** Load the scenario a URL fragment describes; refused links show a message and the default. */
export function loadFromHash(hash: string): void {
  readingLink = true;
  try {
    readHash(hash);
  } finally {
    readingLink = false;
  }
  // The scenario and the mode (a view field read after it) are both the link's now: its run
  // starts unless the link opens Web batch.
  const v = useScenarioStore.getState().valid;
  if (client && v && v !== lastRun) startRunCoalesced();
}

function readHash(hash: string): void {
  // An in-page anchor the app writes (a jump link's href) opens the landing page there (bloat trial 00:55).
  const anchor = pageAnchor(hash);
  if (anchor !== null) useLandingAnchor.getState().request(anchor);
  const split = splitViewParams(anchor !== null ? '' : hash);
  const d = decodeLink(split.scenario);
  const store = useScenarioStore.getState();
  // A lesson link puts the player at its step; an empty link shows the landing page.
  useLessonStore.getState().setPlace(d.kind === 'ok' ? (d.lesson ?? null) : null);
  useLessonStore.getState().setLanding(d.kind === 'empty');
  if (d.kind === 'ok') {
    store.setLinkError(d.presetChanged && d.preset !== null ? presetChangedWords(d.preset) : null);
    store.loadScenario(d.scenario, d.preset, d.lesson ?? null);
  } else {
    store.setLinkError(d.kind === 'error' ? `This link could not be opened: ${d.error}. Showing the default scenario instead.` : null);
    store.loadPreset(DEFAULT_PRESET);
  }
  useViewStore.getState().setZoom(null);
  if (split.error !== null) store.setLinkError(`This link's view settings could not be used: ${split.error}. Showing the scenario in the default view.`);
  else applyViewLink(split.view, embedRequestedByQuery(location.search));
}

/** A link made when its preset ran something else (link-codec.ts `presetChanged`): it opens, and says its numbers can differ. */
export function presetChangedWords(preset: string): string {
  return `This link was made when the preset “${presetTitle(preset)}” was set up otherwise: this version of the app has changed it since, so the numbers can differ from the ones the link's sender saw. The link's own edits are applied.`;
}

/**
 * Why the current scenario cannot be shared now, or null: while a setting is invalid the link
 * would carry it and be refused where it is opened (a trial lecturer's students would have seen
 * the default scenario instead).
 */
export function shareRefusal(): string | null {
  const s = useScenarioStore.getState();
  return s.valid === null ? 'Not copied: a setting is invalid (marked in the editor). Fix it first; a link to it would not open.' : null;
}

/** The share link for the current scenario (the page URL with the scenario in its fragment). */
export function currentShareLink(view: Partial<ViewLink> = { embed: undefined }): string {
  const s = useScenarioStore.getState();
  const sc = s.valid ?? s.draft;
  return `${pageAddress()}#${fragmentWithView(encodeLink(sc, s.preset, useLessonStore.getState().place), view)}`;
}

/** Edits are coalesced while a slider is dragged (edit-coalescing.ts says when a run starts). */
let lastEditAt = -Infinity;
let waitingSince: number | null = null;
let coalesceTimer: ReturnType<typeof setTimeout> | null = null;

/** An edit is waiting for its coalesced run to start (latestRunId() is not that run yet). */
export function runPending(): boolean {
  return coalesceTimer !== null;
}

/** The newest run started has not finished (nor failed). */
function runInProgress(): boolean {
  const id = latestRunId();
  if (id === 0 || results.error?.runId === id) return false;
  const r = results.current;
  return !(r !== null && r.runId === id && r.done);
}

function startRunCoalesced(): void {
  const now = performance.now();
  const d = coalesceEdit({ now, lastEditAt, waitingSince, held: sliderHeld(), runInProgress: runInProgress() });
  lastEditAt = now;
  noteEdit(now);
  if (d.start === 'now') {
    startLatestValid();
    return;
  }
  waitingSince = d.waitingSince;
  if (coalesceTimer !== null) clearTimeout(coalesceTimer);
  coalesceTimer = setTimeout(startLatestValid, d.within);
}

function startLatestValid(): void {
  if (coalesceTimer !== null) clearTimeout(coalesceTimer);
  coalesceTimer = null;
  waitingSince = null;
  const v = useScenarioStore.getState().valid;
  if (!v || v === lastRun || !exploreRunShown()) return;
  startRun(v, lastEditAt);
}

let urlTimer: ReturnType<typeof setTimeout> | null = null;
/** The address as this page last wrote it or read it from a hashchange; any other is a navigation still to be handled. */
let knownAddress = '';

/**
 * Update the fragment shortly after the last edit, once its run has arrived: history.replaceState
 * costs the main thread several ms (and the browser process more), which a run still arriving
 * would wait for. The wait is bounded, so a run of many seconds still gets its link written.
 */
function scheduleUrlSync(waited = 0): void {
  if (urlTimer !== null) clearTimeout(urlTimer);
  urlTimer = setTimeout(() => {
    urlTimer = null;
    if (runInProgress() && waited < URL_SYNC_MAX_WAIT_MS) scheduleUrlSync(waited + URL_SYNC_DELAY_MS);
    // The browser moved to another address (Back, a link) and its hashchange is still queued: that
    // address is the student's, not ours to overwrite. Its handler reads it and writes anew. (A
    // Back pressed within this delay on the landing page was lost: the write put the bare address
    // back, and the handler then took the event for one older than going home. CI 2026-11-29.)
    else if (location.href === knownAddress) syncUrl();
  }, URL_SYNC_DELAY_MS);
}
const URL_SYNC_DELAY_MS = 200;

/** Write the address now, in place of a pending write (unless the browser moved elsewhere: see scheduleUrlSync). */
function syncUrlNow(): void {
  if (urlTimer !== null) clearTimeout(urlTimer);
  urlTimer = null;
  if (location.href === knownAddress) syncUrl();
}
const URL_SYNC_MAX_WAIT_MS = 2000;

/**
 * The page's address says what is on screen: no link write is pending and the fragment is the one
 * last written or read (empty on the landing page). Browser tests wait for it before reading the
 * address or navigating on.
 */
export function urlSettled(): boolean {
  if (urlTimer !== null) return false;
  if (useLessonStore.getState().landing) return location.hash === '';
  // Compared as the browser keeps them (a title's space is kept as %20).
  return location.hash === new URL(`#${lastHash}`, location.href).hash;
}

/**
 * Write the address for what is on screen. `push`: it is a place of its own (a lesson opened, a
 * step moved to, the lesson closed, the landing page), so the browser's Back returns to the
 * last one; an edit only replaces the address of the place it was made in.
 */
function syncUrl(push = false): void {
  // A replaced address keeps its entry's state (the landing page's search, a reveal: reveal-memory.ts);
  // a new place starts with none.
  const write = (url: string) => (push ? history.pushState(null, '', url) : history.replaceState(history.state, '', url));
  // The landing page's address carries no scenario (go-home.ts): reloaded, it is the landing page again.
  if (useLessonStore.getState().landing) {
    lastHash = '';
    if (location.hash !== '') write(`${location.pathname}${location.search}`);
    knownAddress = location.href;
    return;
  }
  knownAddress = location.href;
  const frag = currentFragment();
  if (frag === null) return;
  if (frag === lastHash && location.hash === new URL(`#${frag}`, location.href).hash) return;
  lastHash = frag;
  write(`#${frag}`);
  knownAddress = location.href;
}

/** The address of what is on screen (with `view` changed), or null while a setting is invalid. */
function currentFragment(view: Partial<ViewLink> = {}): string | null {
  const s = useScenarioStore.getState();
  return s.valid ? fragmentWithView(encodeLink(s.valid, s.preset, useLessonStore.getState().place), view) : null;
}

/**
 * Where the student is, as a history entry tells places apart: the landing page, or a lesson step
 * or the workspace with the preset chosen and the mode open. A preset chosen from the menu was an
 * edit of the workspace's entry, so Back from it left the app for the landing page (issue 37);
 * an edit within a preset and mode keeps the entry (its address is replaced, not pushed).
 */
function placeKey(): string {
  const l = useLessonStore.getState();
  if (l.landing) return 'landing';
  const where = l.place ? `lesson:${l.place.id}:${l.place.step}` : `workspace:${useScenarioStore.getState().preset ?? ''}`;
  return `${where}:${useViewStore.getState().mode}`;
}

let shownPlace = '';
let placeCheck = false;

/**
 * The student went somewhere (placeKey changed) by a button, not by the address: the new place
 * gets its own history entry at once. Checked after the current task's changes (a microtask), so
 * closing a lesson on the way to the landing page (go-home.ts) is one move, not two; and written
 * at once, not after the run: a trial's address said step=1 on step 2 while its run was on the
 * way, and a Back pressed then left the app.
 */
function notePlaceChange(left: (() => string | null) | null = null): void {
  if (readingLink) {
    shownPlace = placeKey();
    return;
  }
  if (placeCheck) return;
  placeCheck = true;
  // The place left still has an edit waiting to be written (its write follows the run): its entry
  // takes it now, so that Back returns to the preset as it was left, not as it was loaded.
  if (left !== null && shownPlace !== 'landing' && location.href === knownAddress) {
    const frag = left();
    if (frag !== null && location.hash !== new URL(`#${frag}`, location.href).hash) {
      history.replaceState(history.state, '', `#${frag}`);
      knownAddress = location.href;
    }
  }
  queueMicrotask(() => {
    placeCheck = false;
    const now = placeKey();
    if (now === shownPlace) return;
    shownPlace = now;
    if (urlTimer !== null) clearTimeout(urlTimer);
    urlTimer = null;
    syncUrl(true);
  });
}

export function startController(): () => void {
  const unwatchSliders = watchSliderPointer();
  // The thumb was let go: the newest value runs now (the run in progress is for an older one).
  const offRelease = onSliderRelease(() => {
    if (coalesceTimer !== null) startLatestValid();
  });
  client = new SimClient({
    onBatch: (b) => results.receive(b),
    onError: (runId, message) => results.fail(runId, message),
    onFailure: (runId, f) => {
      const link = lastRun ? shareLink(lastRun, useScenarioStore.getState().preset) : null;
      results.fail(runId, failureMessage(f), { kind: f.kind, link });
    },
  });
  const unsubs: (() => void)[] = [];
  unsubs.push(
    results.subscribe(() => {
      const run = results.current;
      if (run) usePlaybackStore.getState().setEnd(run.timeEnd, !run.done && !run.halted);
      // A coalesced edit waits for the run in progress: that run just finished (or failed).
      if (coalesceTimer !== null && !runInProgress()) startLatestValid();
    }),
  );
  unsubs.push(
    useScenarioStore.subscribe((s, prev) => {
      // A preset chosen is a place of its own (placeKey); the one left keeps its last edit.
      if (s.preset !== prev.preset) notePlaceChange(() => (prev.valid ? fragmentWithView(encodeLink(prev.valid, prev.preset, useLessonStore.getState().place)) : null));
      if (s.valid && s.valid !== prev.valid && s.valid !== lastRun) {
        if (!readingLink) startRunCoalesced();
        scheduleUrlSync();
      }
    }),
  );
  // Whatever a link keeps (view-fields.ts) may have changed: the sync writes the fragment only if it differs.
  unsubs.push(
    useViewStore.subscribe((v, prev) => {
      // Out of Web batch: the run held while it was shown starts (not while a link is still being read).
      if (v.mode !== prev.mode && prev.mode === 'web' && !readingLink) startLatestValid();
      // A mode opened is a place of its own (placeKey), as a preset chosen is.
      if (v.mode !== prev.mode) notePlaceChange(() => currentFragment({ mode: prev.mode }));
      // Presenting on or off is written at once, not after the run in progress: after Esc the
      // address held present=1 while an edit's run computed (lecturer trial 01:00, step 26), and a
      // link copied from the address then would open presentation mode.
      if (v.presenting !== prev.presenting && !readingLink) syncUrlNow();
      else scheduleUrlSync();
      // The user's own theme choice is remembered for this browser (not a link's, nor presentation's).
      if (v.theme !== prev.theme && !v.presenting && !prev.presenting && !applyingViewLink()) rememberTheme(v.theme);
    }),
  );
  // The playback speed is in the link (view-fields.ts) but lives in the playback store: a speed
  // picked while playing left the address at speed=1 while a copied link said speed=2 (lecturer
  // trial 20:45, confusion 6). Only the speed, not the clock's every tick, and by the same
  // rate-limited replaceState as any edit.
  unsubs.push(
    usePlaybackStore.subscribe((p, prev) => {
      if (p.speed !== prev.speed && !readingLink) scheduleUrlSync();
    }),
  );
  unsubs.push(useCompareStore.subscribe(() => scheduleUrlSync()));
  unsubs.push(useSweepStore.subscribe(() => scheduleUrlSync()));
  unsubs.push(
    useLessonStore.subscribe((l, prev) => {
      if (l.place !== prev.place || l.landing !== prev.landing) notePlaceChange();
    }),
  );
  const onHash = (e: HashChangeEvent) => {
    // The event's own URL: a pending replaceState (URL sync) may already have changed location.
    const h = new URL(e.newURL).hash.replace(/^#/, '');
    // Gone home (go-home.ts pushed the bare address) before this older event was handled: the
    // landing page stays, as its address says.
    if (useLessonStore.getState().landing && location.hash === '' && e.newURL !== location.href) return;
    knownAddress = e.newURL;
    if (h === lastHash) return;
    lastHash = h;
    loadFromHash(h);
    // An anchor typed while on the landing page leaves it there: its address is the bare one again.
    if (useLessonStore.getState().landing) syncUrl();
  };
  window.addEventListener('hashchange', onHash);
  unsubs.push(() => window.removeEventListener('hashchange', onHash));

  const theme = rememberedTheme();
  if (theme !== null) useViewStore.getState().setTheme(theme);
  lastHash = location.hash.replace(/^#/, '');
  loadFromHash(lastHash);
  shownPlace = placeKey();
  // loadFromHash sets the store; if it produced the very scenario already there, run it now.
  const s = useScenarioStore.getState();
  if (s.valid && s.valid !== lastRun && exploreRunShown()) startRun(s.valid);
  syncUrl();
  return () => {
    unwatchSliders();
    offRelease();
    for (const u of unsubs) u();
    client?.terminate();
    client = null;
  };
}
