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

  /**
   * A settled source (a finished run) re-renders the views just after the next frame, so the
   * plots, drawn in that frame, do not wait behind React's render of the tables and legends
   * (about 5–15 ms on the dumbbells). Without frames (tests, a hidden tab) it happens at once or
   * within 100 ms.
   */
  let afterFrame = false;
  const bumpAfterFrame = () => {
    if (typeof requestAnimationFrame !== 'function') return bump();
    if (afterFrame) return;
    afterFrame = true;
    let fallback: ReturnType<typeof setTimeout> | null = null;
    const go = () => {
      if (!afterFrame) return;
      afterFrame = false;
      if (fallback !== null) clearTimeout(fallback);
      bump();
    };
    requestAnimationFrame(() => setTimeout(go, 0));
    fallback = setTimeout(go, 100);
  };
  const bump = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    lastAt = performance.now();
    version = source.version;
    for (const fn of [...listeners]) fn();
  };
  source.subscribe(() => {
    if (settled()) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      bumpAfterFrame();
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
