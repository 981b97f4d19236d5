import { equalPercentilesNote, PERCENTILE_PAIRS, type SimResult } from '../../sim-core';
import type { DiffRow } from './compare-rows';

/**
 * Where the A/B table shows a p95 row and its p99 row (a flow's one-way delay, the queue's delay)
 * and a side's two read the same, why (the catalogue's words, equalPercentilesNote), placed after
 * the later of the two rows: "92.4 / 92.4 ms" read as a bug (Compare trial, problem 2). Keyed by
 * that row's index; one line per side whose two are equal, "A: …", "B: …".
 */
export function equalPercentileNotes(rows: readonly DiffRow[], a: SimResult, b: SimResult): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const pair of PERCENTILE_PAIRS) {
    rows.forEach((r, k) => {
      if (r.metric.id !== pair.p99) return;
      const flow = r.flow?.index;
      const partner = rows.findIndex((o) => o.metric.id === pair.p95 && o.flow?.index === flow);
      if (partner < 0) return;
      const sel = flow === undefined ? {} : { flow };
      const notes = (
        [
          ['A', a],
          ['B', b],
        ] as const
      ).flatMap(([side, run]) => {
        const n = equalPercentilesNote(run, pair, sel);
        return n === null ? [] : [`${side}: ${n}`];
      });
      if (notes.length > 0) out.set(Math.max(k, partner), notes);
    });
  }
  return out;
}
