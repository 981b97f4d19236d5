import { partial, usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { useScenarioStore } from '../state/scenario-store';
import { useCompareStore } from '../state/compare-store';
import { effectiveBQueue } from '../state/compare-scenario';
import { abStores, compareResults } from './ab-results';
import { results } from './results-store';

/**
 * Which runs the lecturer has revealed (with "Hide the numbers until the replay ends" on, the
 * replay reached their end): going back to them shows them revealed again. A lecturer revealed the
 * Wi-Fi demo, opened its control ("Compare with: no Wi-Fi errors"), pressed "← Back to …", and the
 * demo she had already revealed to the room was veiled again, its replay back at 0 s (lecturer
 * trial, issue 37). A new run (another preset, B's queue, an edit) is still held until its end.
 *
 * Kept twice: in this page's memory (for "← Back to …", which opens a new history entry) and in
 * the history entry's state (for the browser's Back and a reload), as a digest of the runs, so an
 * entry's state that does not describe the runs now on screen (edited since, or anything else a
 * state may hold) reveals nothing.
 */
const HISTORY_KEY = 'revealedRuns';

/** The runs on screen, as one string: the mode, A's scenario and, in A/B, B's queue and a pinned A. */
function shownRunsKey(): string | null {
  const { valid, preset } = useScenarioStore.getState();
  if (!valid) return null;
  const mode = useViewStore.getState().mode;
  if (mode !== 'compare') return JSON.stringify([mode, valid]);
  const { bQueue, pinA } = useCompareStore.getState();
  return JSON.stringify([mode, valid, effectiveBQueue(valid, bQueue, preset), pinA]);
}

/** A short digest of a key (FNV-1a, 32 bits, hex): what a history entry keeps. */
export function revealDigest(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

const revealed = new Set<string>();

function entryState(): Record<string, unknown> {
  const s: unknown = typeof history === 'undefined' ? null : history.state;
  return s !== null && typeof s === 'object' ? (s as Record<string, unknown>) : {};
}

/** Whether the runs now on screen were revealed before (this session, or as this history entry says). */
export function revealedBefore(): boolean {
  const key = shownRunsKey();
  if (key === null) return false;
  const digest = revealDigest(key);
  const kept = entryState()[HISTORY_KEY];
  return revealed.has(digest) || (typeof kept === 'string' && kept === digest);
}

/** The runs on screen are revealed now: the option is on, the replay stands at their end and both are complete. */
function revealedNow(): boolean {
  if (!useViewStore.getState().numbersAtEnd || partial(usePlaybackStore.getState())) return false;
  const stores = useViewStore.getState().mode === 'compare' ? Object.values(abStores()) : [results];
  return stores.every((st) => st.newest?.done === true);
}

function remember(): void {
  if (!revealedNow()) return;
  const key = shownRunsKey();
  if (key === null) return;
  const digest = revealDigest(key);
  revealed.add(digest);
  if (typeof history !== 'undefined' && entryState()[HISTORY_KEY] !== digest) history.replaceState({ ...entryState(), [HISTORY_KEY]: digest }, '');
}

/** Note each reveal as it happens (start.tsx): the replay reaching the end, or the runs completing there. */
export function installRevealMemory(): () => void {
  const offs = [usePlaybackStore.subscribe(remember), ...[results, compareResults].map((st) => st.subscribe(remember))];
  return () => {
    for (const off of offs) off();
  };
}
