import { useSyncExternalStore } from 'react';
import { results } from './results-store';

/** Streamed batches re-render React views at most this often (a finished run at once). */
const VIEW_THROTTLE_MS = 300;

let version = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastAt = -Infinity;
const listeners = new Set<() => void>();

function bump(): void {
  timer = null;
  lastAt = performance.now();
  version = results.version;
  for (const fn of [...listeners]) fn();
}

results.subscribe(() => {
  const done = results.current?.done ?? true;
  if (done) {
    if (timer !== null) clearTimeout(timer);
    bump();
  } else if (timer === null) {
    timer = setTimeout(bump, Math.max(0, VIEW_THROTTLE_MS - (performance.now() - lastAt)));
  }
});

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Re-render when the results change: immediately for a finished run, at most every 300 ms
 * while a run streams in (tables and the timeline need not follow every batch).
 */
export function useResultsVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
