import { cursorMovedText, positionText } from '../playback/position-text';
import { partial } from '../state/playback-store';
import type { PlaybackState } from '../state/playback-store';

/** What of playback is said: whether it plays, its speed, and where the cursor stands. */
export type PlaybackSnapshot = Pick<PlaybackState, 'playing' | 'speed' | 'cursor' | 'end'>;

export function playbackSnapshot(s: PlaybackSnapshot): PlaybackSnapshot {
  return { playing: s.playing, speed: s.speed, cursor: s.cursor, end: s.end };
}

/** "1×", "0.25×", "instant": a speed as the speed list shows it. */
export function speedWords(speed: number): string {
  return Number.isFinite(speed) ? `${speed}×` : 'instant';
}

const at = (s: PlaybackSnapshot) => `${Math.min(s.cursor, s.end).toFixed(1)} s of ${s.end.toFixed(1)} s`;

/**
 * What the live region says once playback has settled after a key or a button (Space, ← →, Home,
 * End, + −, the playback bar's buttons): the state now, compared with the state last said — never
 * a frame of playback itself (screen-reader trial 4: the playback keys were silent). Null: nothing
 * a listener needs (e.g. a new run that leaves the whole run shown).
 */
export function playbackSettledText(before: PlaybackSnapshot, now: PlaybackSnapshot): string | null {
  if (now.end <= 0) return null;
  if (now.playing && !before.playing) return `Playing at ${speedWords(now.speed)} (now at ${at(now)}). Space pauses.`;
  if (now.playing) return now.speed !== before.speed ? `Playing at ${speedWords(now.speed)}.` : null;
  if (before.playing) {
    return partial(now) ? `Paused at ${at(now)}. Space plays on; End shows the whole run.` : `Playback reached the end: the plots show ${positionText(now)}.`;
  }
  if (now.cursor !== before.cursor && partial(now)) return cursorMovedText(now);
  // End keeps the pace (store's toEnd): the whole run is said, and the pace a replay will take.
  if (partial(before) && !partial(now) && now.speed === before.speed && Number.isFinite(now.speed)) {
    return `The plots show ${positionText(now)}. Space replays it at ${speedWords(now.speed)}.`;
  }
  if (now.speed !== before.speed) {
    if (!Number.isFinite(now.speed)) return `Speed instant: the plots show ${positionText(now)}.`;
    return `Speed ${speedWords(now.speed)}, paused. Space plays${partial(now) ? ` from ${Math.min(now.cursor, now.end).toFixed(1)} s` : ' from the start'}.`;
  }
  return null;
}
