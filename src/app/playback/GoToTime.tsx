import { useEffect, useState } from 'react';
import { announce } from '../state/announcer';
import { readoutsAt, useReadoutTime } from '../state/readout-time';
import { usePlaybackStore } from '../state/playback-store';
import { useViewStore } from '../state/view-store';
import { partial } from '../state/playback-store';
import { positionText } from './position-text';
import { saidByControl } from './slider-moves';

/**
 * "Go to time (s)": type a time, Enter, and the replay moves there (paused; the plots are drawn
 * up to it, their cursor line at it), every plot's readout stands there, and the live region says
 * where the replay is and each plot's values at that time. The keyboard's way to read a plot at
 * an exact time without zooming or stepping to it (screen-reader trial 4: the field left the
 * replay where it was, so the plots and the words disagreed). A zoomed view that does not hold
 * the time is moved to hold it, its width kept.
 */
export function GoToTime() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Escape clears a typed time's readouts, which otherwise stood over every plot until the field
  // was emptied (bufferbloat trial 16:06, s48–s51: "pinned tooltips that cannot be dismissed"). So
  // do a click on the page away from the plots and this field, the replay starting (the readouts
  // stand at one time, the plots move on), and the "Clear" button shown beside the field while
  // they stand: a lecturer at a projector found the boxes over all four plots and neither Escape
  // nor an empty field (lecturer trial 01:00, s34–s37: "clicking elsewhere did not close them").
  const typedAt = useReadoutTime((s) => s.at);
  const typed = typedAt !== null;
  const clear = (said: boolean) => {
    useReadoutTime.getState().set(null);
    setText('');
    if (said) announce('The readouts on the plots are cleared.');
  };
  useEffect(() => {
    if (!typed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      clear(true);
    };
    const onPointer = (e: PointerEvent) => {
      const at = e.target instanceof Element ? e.target : null;
      if (at?.closest('.go-to-time, .plot-host')) return;
      clear(false);
    };
    const offPlay = usePlaybackStore.subscribe((s, before) => {
      if (s.playing && !before.playing) clear(false);
    });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer, true);
      offPlay();
    };
  }, [typed]);
  const go = () => {
    const end = usePlaybackStore.getState().end;
    if (text.trim() === '') {
      setProblem(null);
      useReadoutTime.getState().set(null);
      announce('The readouts on the plots are cleared.');
      return;
    }
    const at = Number(text.replace(',', '.'));
    if (!Number.isFinite(at) || at < 0 || at > end) {
      setProblem(`Type a time from 0 to ${end.toFixed(1)} s.`);
      return;
    }
    setProblem(null);
    // Said here with the values, not again as a playback change.
    saidByControl(() => {
      const pb = usePlaybackStore.getState();
      pb.pause();
      pb.scrub(at);
    });
    const zoom = useViewStore.getState().zoom;
    if (zoom && (at < zoom[0] || at > zoom[1])) {
      const width = zoom[1] - zoom[0];
      const from = Math.max(0, Math.min(end - width, at - width / 2));
      useViewStore.getState().setZoom([from, from + width]);
    }
    useReadoutTime.getState().set(at);
    // After the readouts have rendered at the new time (their words come from the same model).
    const words = readoutsAt(at);
    const pb = usePlaybackStore.getState();
    const where = `At t = ${at.toFixed(3)} s: the replay is paused there, the plots show ${partial(pb) ? `0 to ${positionText(pb)}` : positionText(pb)}.`;
    announce(words.length > 0 ? `${where} ${words.join(' ')}` : `${where} No plot has a readout to say (the results may be hidden until a prediction).`);
  };
  return (
    <span className="go-to-time">
      <label>
        Go to time (s){' '}
        <input
          type="text"
          inputMode="decimal"
          size={5}
          value={text}
          data-testid="go-to-time"
          title="Type a time and press Enter: the replay moves there and every plot reads its values at it. Escape (or an empty field) clears the readouts."
          aria-describedby={problem ? 'go-to-time-problem' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              go();
            }
          }}
        />
      </label>
      <button type="button" data-testid="go-to-time-go" onClick={go}>
        Go
      </button>
      {typed ? (
        <button type="button" className="go-to-time-clear" data-testid="go-to-time-clear" aria-label={`Clear the readouts at ${typedAt.toFixed(1)} s (Escape)`} title="Clear the readouts on the plots (Escape)" onClick={() => clear(true)}>
          Clear ✕
        </button>
      ) : null}
      {problem ? (
        <span id="go-to-time-problem" role="alert" className="warn">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
