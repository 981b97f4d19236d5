import type { RunData } from '../results/run-data';
import { usePlaybackStore } from '../state/playback-store';
import { useReadoutTime } from '../state/readout-time';
import { useViewStore } from '../state/view-store';
import { partial } from '../state/playback-store';
import { readoutSentence, type Readout } from './readout';

/**
 * What of the view a plot's description says beside the run's own summary (registry.tsx
 * `textAlternativeInView`): the span shown when zoomed, and the values at the cursor when one is
 * set (screen-reader trial 4: the description said the whole run while the plots showed 5–12 s,
 * cut at the replay's cursor).
 */
export interface ShownView {
  /** The zoom window, or null for the whole run. */
  zoom: readonly [number, number] | null;
  /** The cursor: the paused replay's (the plots are drawn up to it), else a typed readout time; null: none. */
  cursor: number | null;
  /** The replay's cursor cuts the plots there (the data after it is not drawn). */
  cut: boolean;
}

/** The view every plot shows now, from the stores. While playing the cursor moves every frame: no cursor is said then. */
export function shownView(): ShownView {
  const zoom = useViewStore.getState().zoom;
  const pb = usePlaybackStore.getState();
  if (!pb.playing && partial(pb)) return { zoom, cursor: Math.min(pb.cursor, pb.end), cut: true };
  return { zoom, cursor: useReadoutTime.getState().at, cut: false };
}

/** A key that changes when the words would (a description is rewritten only then). */
export function viewKey(v: ShownView): string {
  return `${v.zoom ? `${v.zoom[0]}–${v.zoom[1]}` : 'all'}|${v.cursor ?? '-'}|${v.cut}`;
}

/**
 * The view in words, after the run's summary: "Zoomed: shown 5.0 to 12.5 s of the run's 37.6 s.
 * Drawn up to the replay's cursor at 10.0 s. At 10.000 s — Flow 1 (big 1): cwnd 7.9 kB, …".
 * Empty when the whole run is shown with no cursor. `at` reads the plot's values (its readout).
 */
export function viewWords(run: RunData, v: ShownView, at: (t: number) => Readout | null): string {
  const parts: string[] = [];
  if (v.zoom) parts.push(`Zoomed: shown ${v.zoom[0].toFixed(1)} to ${v.zoom[1].toFixed(1)} s of the run's ${run.timeEnd.toFixed(1)} s.`);
  if (v.cursor !== null) {
    if (v.cut) parts.push(`Drawn up to the replay's cursor at ${v.cursor.toFixed(1)} s.`);
    const r = at(v.cursor);
    if (r) parts.push(v.cut ? `At the cursor: ${readoutSentence(r)}` : `Readout: ${readoutSentence(r)}`);
  }
  return parts.join(' ');
}
