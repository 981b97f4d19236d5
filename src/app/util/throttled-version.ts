import { useSyncExternalStore } from 'react';

/** Something that changes and says so: a results holder kept outside React. */
export interface VersionedSource {
  readonly version: number;
  subscribe(fn: () => void): unknown;
}

/**
 * A hook that re-renders React views when `source` changes: at once when `settled()` (a run
 * finished, a sweep stopped), at most every `throttleMs` while it is still changing.
 */
export function throttledVersionHook(source: VersionedSource, settled: () => boolean, throttleMs: number): () => number {
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastAt = -Infinity;
  const listeners = new Set<() => void>();

  const bump = () => {
    timer = null;
    lastAt = performance.now();
    version = source.version;
    for (const fn of [...listeners]) fn();
  };
  source.subscribe(() => {
    if (settled()) {
      if (timer !== null) clearTimeout(timer);
      bump();
    } else if (timer === null) {
      timer = setTimeout(bump, Math.max(0, throttleMs - (performance.now() - lastAt)));
    }
  });
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  return () => useSyncExternalStore(subscribe, () => version);
}
