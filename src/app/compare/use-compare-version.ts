import { useSyncExternalStore } from 'react';
import { compareResults } from './compare-controller';

/** Run B's batches re-render views at most this often (a finished run at once). */
const THROTTLE_MS = 300;

let version = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function bump(): void {
  timer = null;
  version = compareResults.version;
  for (const fn of [...listeners]) fn();
}

compareResults.subscribe(() => {
  if (compareResults.current?.done ?? true) {
    if (timer !== null) clearTimeout(timer);
    bump();
  } else if (timer === null) timer = setTimeout(bump, THROTTLE_MS);
});

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useCompareVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}
