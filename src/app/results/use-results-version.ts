import { throttledVersionHook } from '../util/throttled-version';
import { results } from './results-store';

/**
 * Re-render when the results change: immediately for a finished run, at most every 300 ms
 * while a run streams in (tables and the timeline need not follow every batch).
 */
export const useResultsVersion = throttledVersionHook(results, () => results.current?.done ?? true, 300);
