import { useSyncExternalStore } from 'react';
import { sweepRun } from './sweep-run';

/** While a sweep runs, views follow it at most this often (progress, figure, table). */
const THROTTLE_MS = 250;

let version = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function bump(): void {
  timer = null;
  version = sweepRun.version;
  for (const fn of [...listeners]) fn();
}

sweepRun.subscribe(() => {
  if (sweepRun.status !== 'running') {
    if (timer !== null) clearTimeout(timer);
    bump();
  } else if (timer === null) timer = setTimeout(bump, THROTTLE_MS);
});

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Re-render on sweep progress (throttled while running, at once when it stops). */
export function useSweepVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
