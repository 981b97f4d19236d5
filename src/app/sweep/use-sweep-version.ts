import { throttledVersionHook } from '../util/throttled-version';
import { sweepRun } from './sweep-run';

/** Re-render on sweep progress (throttled while running, at once when it stops). */
export const useSweepVersion = throttledVersionHook(sweepRun, () => sweepRun.status !== 'running', 250);
