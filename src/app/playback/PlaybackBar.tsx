import { useLayoutEffect, useMemo, useRef } from 'react';
import { complete, computingText, positionText, timeText } from './position-text';
import { abStores } from '../results/ab-results';
import { results } from '../results/results-store';
import { useResultsVersion } from '../results/use-results-version';
import { useCompareVersion } from '../results/use-compare-version';
import { useShownRunsComputing } from '../results/shown-runs-computing';
import { useViewStore } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { ZoomFields } from './ZoomFields';
import { GoToTime } from './GoToTime';
import { useStickyBar } from './sticky-bar';
import { useBarMore } from './bar-more';
import { useCompactBar } from './compact-bar';
import { moveFromSlider, saidByControl } from './slider-moves';
import { INSTANT, SPEEDS, stepSize, usePlaybackStore, visibleUntil, type PlaybackState } from '../state/playback-store';

function speedLabel(s: number): string {
  return Number.isFinite(s) ? `${s}×` : 'instant';
}

/** A step's length as its buttons say it: "1 s", "0.5 s", "0.12 s" (1 % of the run: stepSize). */
export function stepWords(end: number): string {
  return `${+stepSize(end).toPrecision(2)} s`;
}

/**
 * While playing, the slider and the readout follow the cursor at this interval (ms), not every
 * frame: each update re-lays out and repaints them, which in software rendering costs playback
 * more than all the plots' cursors together. Paused, they follow every move.
 */
const PLAYING_UPDATE_MS = 100;

/**
 * Reset, step back, play/pause, step forward, to the end, speed (slow motion to instant) and a scrub slider. The slider and the
 * time readout follow the cursor imperatively, so playback does not re-render React per frame.
 */
export function PlaybackBar() {
  const playing = usePlaybackStore((s) => s.playing);
  const speed = usePlaybackStore((s) => s.speed);
  const end = usePlaybackStore((s) => s.end);
  const done = usePlaybackStore(complete);
  const scrub = useRef<HTMLInputElement>(null);
  const out = useRef<HTMLOutputElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useStickyBar(bar);
  // On a phone, and wherever the bar is narrow (beside a lesson panel), it is one row (play, the
  // time and "More"); the rest opens on demand (compact-bar.ts, CSS: layout/phone.css). Expanded,
  // it took a quarter of the screen over the plots (phone-0820, s16).
  const compact = useCompactBar(bar);
  const more = useBarMore((s) => s.open);
  const setMore = useBarMore((s) => s.setOpen);
  // The runs the bar plays: A and B in Compare, the explored run elsewhere.
  const compare = useViewStore((s) => s.mode) === 'compare';
  const pinA = useCompareStore((s) => s.pinA);
  // "Run complete" is said in the same render as At a glance's final figures, the timeline and
  // the legends (they re-render at these versions, a frame after the last batch): said at the
  // batch itself, the bar read "run complete · 100.00 s" beside "computing… 80 %", a timeline
  // ending at 80 s and partial legend counts (lecturer trial 05:10, step 4→6).
  // Read at those versions only: a render for another reason (the end moving with the last
  // batch) came before theirs and said it a quarter second early.
  // And when the runs' completion turns (followed at every batch): At a glance shows the final
  // figures in that render, and the bar read "computing… 99.5 s of 100 s" beside them until the
  // versions' next frame (lecturer-0055, confusion 8).
  const explored = useResultsVersion();
  const other = useCompareVersion();
  const computingNow = useShownRunsComputing();
  const viewsFinal = useMemo(() => (compare ? Object.values(abStores(pinA)) : [results]).every((st) => st.newest?.done ?? true), [explored, other, compare, pinA, computingNow]);
  // In the same frame as the views (a layout effect): "computing…" beside final figures for one frame otherwise.
  // Presenting, the readout's fixed width cut "computing… 0.0 s of 100 s" mid-word ("computin…", lecturer-1845): its short form.
  const presenting = useViewStore((st) => st.presenting);
  useLayoutEffect(() => {
    const stores = compare ? Object.values(abStores(pinA)) : [results];
    // The newest run of each store (a started run before its first batch counts), and not
    // complete before the views show it so (viewsFinal).
    const computing = () => computingText(stores.map((st) => st.newest).map((r) => (r && !viewsFinal ? { now: r.now, timeEnd: r.timeEnd, done: false, endKnown: r.endKnown } : r)), presenting);
    let shownAt = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const show = (s: PlaybackState) => {
      shownAt = performance.now();
      clearTimeout(trailing);
      trailing = undefined;
      if (scrub.current) {
        scrub.current.value = String(visibleUntil(s));
        scrub.current.setAttribute('aria-valuetext', positionText(s));
      }
      if (out.current) {
        const text = computing();
        out.current.textContent = timeText(s, text, presenting);
        out.current.dataset.computing = text ? 'yes' : 'no';
      }
    };
    show(usePlaybackStore.getState());
    const offPlayback = usePlaybackStore.subscribe((s, p) => {
      if (s.playing !== p.playing || s.live !== p.live) show(s);
      else if (s.cursor !== p.cursor || s.end !== p.end) {
        if (!s.playing || performance.now() - shownAt >= PLAYING_UPDATE_MS) show(s);
      }
    });
    // Batches move "computing… X s": at most every PLAYING_UPDATE_MS (the end of a run is said by viewsFinal).
    // A batch skipped is shown at the end of that interval: the last one before a pause in the
    // stream stayed unsaid, and the bar kept an earlier state for as long as the pause lasted.
    const onBatch = () => {
      const since = performance.now() - shownAt;
      if (since >= PLAYING_UPDATE_MS) show(usePlaybackStore.getState());
      else trailing ??= setTimeout(() => show(usePlaybackStore.getState()), PLAYING_UPDATE_MS - since);
    };
    const offRuns = stores.map((st) => st.subscribe(onBatch));
    // A new run asked for (another preset, an edit): said at once, from the store's newest run.
    // The readout kept the previous run's words ("run complete", or a held run's "of 0 s") until
    // something else moved it, the new run's first batch at the latest.
    const offBegins = stores.map((st) => st.subscribeBegin(() => show(usePlaybackStore.getState())));
    return () => {
      offPlayback();
      offRuns.forEach((off) => off());
      offBegins.forEach((off) => off());
      clearTimeout(trailing);
    };
  }, [end, compare, pinA, viewsFinal, presenting]);
  const pb = usePlaybackStore.getState();
  const step = stepWords(end);
  return (
    <div ref={bar} className={['playback', compact && 'compact', more && 'more'].filter(Boolean).join(' ')} role="toolbar" aria-label="Playback">
      {/* Every name here begins with the button's visible words, its glyph aside (WCAG 2.5.3, label
          in name): "⇥ End" was named "Go to the end of the run", which a speech-input user's
          "click End", or a script's /End/, did not find (lecturer trial 10:30, step 12). */}
      <button type="button" data-testid="reset" onClick={() => pb.reset()} title="Reset (Home)" aria-label="Reset to start">
        ↺
      </button>
      {/* The steps say how far they go: "|▶" read as "to the end" and stepped 1 s (lecturer trial 01:00, s33). */}
      <button type="button" data-testid="step-back" onClick={() => pb.step(-1)} title={`Step back ${step} (←)`} aria-label={`−${step}: step back ${step}`} aria-keyshortcuts="ArrowLeft">
        −{step}
      </button>
      {/* A toggle button keeps its name and says its state by "pressed" (WAI-ARIA): named "Pause"
          while pressed, a screen reader said "Pause, toggle button, pressed", which a trial read as
          "paused" (screen-reader trial, 2026-11-29). */}
      {/* Its word beside the glyph ("▶ Play"; a bare "▶" had no word to say or to click by: lecturer
          trial 10:30, step 12), except on a phone's one-row bar (layout/phone.css). Playing, the
          pause glyph alone: the button stays the pressed "Play" toggle, and a visible "Pause" would
          be a word its name does not hold. */}
      <button type="button" data-testid="play" className={done ? 'replay' : undefined} onClick={() => pb.toggle()} title={done ? 'Replay the run from its start (Space)' : 'Play / pause (Space)'} aria-label={done ? 'Replay' : 'Play'} aria-pressed={playing}>
        {playing ? (
          '❚❚'
        ) : (
          <>
            ▶<span className={done ? 'play-word' : 'play-word play-word-idle'}> {done ? 'Replay' : 'Play'}</span>
          </>
        )}
      </button>
      <button type="button" data-testid="step-fwd" onClick={() => pb.step(1)} title={`Step forward ${step} (→)`} aria-label={`+${step}: step forward ${step}`} aria-keyshortcuts="ArrowRight">
        +{step}
      </button>
      {/* The End key's "whole run" as a button: the only way to the end was typing it or dragging the slider. */}
      <button type="button" data-testid="to-end" onClick={() => pb.toEnd()} title="Go to the end: the whole run, every number shown (End)" aria-label="End: go to the end of the run" aria-keyshortcuts="End">
        ⇥ End
      </button>
      <label className="speed">
        speed
        <select aria-label="speed of playback" data-testid="speed" value={String(speed)} onChange={(e) => saidByControl(() => pb.setSpeed(e.target.value === 'Infinity' ? INSTANT : Number(e.target.value)))}>
          {SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {speedLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <input
        ref={scrub}
        type="range"
        className="scrub"
        aria-label="Playback position (s)"
        data-testid="scrub"
        min={0}
        max={Math.max(end, 0.001)}
        step={Math.max(end / 1000, 0.001)}
        defaultValue={end}
        onInput={(e) => {
          const v = Number((e.target as HTMLInputElement).value);
          moveFromSlider(() => usePlaybackStore.getState().scrub(v));
        }}
      />
      <output ref={out} data-testid="cursor-time" className="cursor-time" aria-live="off" />
      {/* Shown on a compact bar only (elsewhere every control fits): a disclosure keeps its name and says
          its state by aria-expanded. */}
      <button type="button" className="playback-more" data-testid="playback-more" aria-expanded={more} aria-label="More playback controls" title={more ? 'Fold the playback controls to one row' : 'Reset, steps, speed, slider, zoom and Go to time'} onClick={() => setMore(!more)}>
        More {more ? '▴' : '▾'}
      </button>
      <ZoomFields />
      <GoToTime />
    </div>
  );
}
