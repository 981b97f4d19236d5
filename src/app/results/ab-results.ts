import { results, ResultsStore } from './results-store';
import { useCompareStore } from '../state/compare-store';

/** Run B's results (run A is the explored run: the current scenario, in the main worker); compare/compare-controller.ts fills it. */
export const compareResults = new ResultsStore();

/** Right end of the common time axis: the longer of the two runs. */
export function compareTimeEnd(): number {
  const a = results.current?.timeEnd ?? 0;
  const b = compareResults.current?.timeEnd ?? 0;
  return Math.max(a, b, 1e-3);
}

/**
 * Which run is A and which is B. Normally A is the editor's run (the main worker's results) and
 * B compare-controller's; with A pinned to a preset the roles swap: that controller runs the preset
 * as A and the editor's scenario is B.
 */
export function abStores(pinA: string | null = useCompareStore.getState().pinA): { a: ResultsStore; b: ResultsStore } {
  return pinA === null ? { a: results, b: compareResults } : { a: compareResults, b: results };
}
