import { throttledVersionHook } from '../util/throttled-version';
import { compareResults } from './ab-results';

/** Run B's batches re-render views at most every 300 ms (a finished run at once). */
export const useCompareVersion = throttledVersionHook(compareResults, () => compareResults.current?.done ?? true, 300);
