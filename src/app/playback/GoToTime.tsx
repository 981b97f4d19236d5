import { useState } from 'react';
import { announce } from '../state/announcer';
import { readoutsAt, useReadoutTime } from '../state/readout-time';
import { usePlaybackStore } from '../state/playback-store';

/**
 * "Go to time (s)": type a time, Enter, and every plot's readout stands there (its line and
 * values drawn on each plot), and the live region says each plot's values at that time. The
 * keyboard's way to read a plot at an exact time without zooming or stepping to it; the
 * playback cursor is left alone (the plots keep showing what they showed).
 */
export function GoToTime() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
    useReadoutTime.getState().set(at);
    // After the readouts have rendered at the new time (their words come from the same model).
    const words = readoutsAt(at);
    announce(words.length > 0 ? `At t = ${at.toFixed(3)} s. ${words.join(' ')}` : `At t = ${at.toFixed(3)} s: no plot has a readout to say (the results may be hidden until a prediction).`);
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
      {problem ? (
        <span id="go-to-time-problem" role="alert" className="warn">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
