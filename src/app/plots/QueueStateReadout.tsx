import { useEffect, useRef } from 'react';
import { results as explored, type ResultsStore } from '../results/results-store';
import { usePlaybackStore, visibleUntil } from '../state/playback-store';
import { glossaryTip } from '../../glossary/glossary';
import { gaugeLines } from './gauge-readout';

const READOUT_TITLE = "The queue discipline's state at the playback cursor.";

/** While playing, the readout follows the cursor at this interval (ms), as the playback bar does. */
const PLAYING_UPDATE_MS = 100;

/**
 * The bottleneck discipline's state at the playback cursor (CoDel: dropping, count, next drop;
 * PIE: drop probability), from its recorded gauges. Updated imperatively, so playback does not
 * re-render React per frame.
 */
export function QueueStateReadout({ source = explored, testId = 'queue-state' }: { source?: ResultsStore; testId?: string }) {
  const out = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let shownAt = -Infinity;
    let titleFor: string | null = null;
    const show = () => {
      shownAt = performance.now();
      if (!out.current) return;
      const lines = gaugeLines(source.current, visibleUntil(usePlaybackStore.getState()));
      out.current.textContent = lines.map((l) => l.line).join(' · ');
      out.current.hidden = lines.length === 0;
      // Each figure explained in plain words (a trial lecturer could not say what "count" or "p_a"
      // were); written when the figures shown change, not on every cursor move.
      const keys = lines.map((l) => l.key).join();
      if (keys !== titleFor) {
        titleFor = keys;
        out.current.title = [READOUT_TITLE, ...lines.map((l) => `${l.label}${l.symbol ? ` (${l.symbol})` : ''}: ${glossaryTip(l.glossary)}`)].join('\n');
      }
    };
    show();
    const offResults = source.subscribe(show);
    const offCursor = usePlaybackStore.subscribe((s, p) => {
      if (s.cursor === p.cursor && s.end === p.end && s.playing === p.playing) return;
      if (!s.playing || performance.now() - shownAt >= PLAYING_UPDATE_MS) show();
    });
    return () => {
      offResults();
      offCursor();
    };
  }, [source]);
  return <span ref={out} className="queue-state muted" data-testid={testId} title={READOUT_TITLE} />;
}
