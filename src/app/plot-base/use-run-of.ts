import { results, type ResultsStore } from '../results/results-store';
import type { RunData } from '../results/run-data';
import { throttledVersionHook } from '../util/throttled-version';

const versionHooks = new WeakMap<ResultsStore, () => number>();

/** The run of a results store, re-rendering as it changes (throttled while it streams in). */
export function useRunOf(store: ResultsStore = results): RunData | null {
  let hook = versionHooks.get(store);
  if (!hook) {
    hook = throttledVersionHook(store, () => store.current?.done ?? true, 300);
    versionHooks.set(store, hook);
  }
  hook();
  return store.current;
}

