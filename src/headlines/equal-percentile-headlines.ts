import { equalPercentilesNote, PERCENTILE_PAIRS, type SimResult } from '../sim-core';
import type { Headline } from './headlines';

/**
 * Where the headline numbers show a p95 and its p99 (the same flow's one-way delay, or the queue's
 * delay) and a run's two read the same, why, in the catalogue's words (equalPercentilesNote):
 * "92.4 / 92.4 ms" side by side looked like a bug (Compare trial, problem 2). `runs`: A's, then
 * B's in A/B; each note names its side there ("A: …").
 */
export function equalPercentileHeadlineNotes(hs: readonly Headline[], runs: readonly (SimResult | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const pair of PERCENTILE_PAIRS) {
    for (const h of hs.filter((x) => x.metric.id === pair.p95)) {
      if (!hs.some((x) => x.metric.id === pair.p99 && x.flowIndex === h.flowIndex)) continue;
      const sel = h.flowIndex === undefined ? {} : { flow: h.flowIndex };
      runs.forEach((run, i) => {
        const note = run ? equalPercentilesNote(run, pair, sel) : null;
        if (note !== null) out.push(runs.length > 1 ? `${i === 0 ? 'A' : 'B'}: ${note}` : note);
      });
    }
  }
  return out;
}
