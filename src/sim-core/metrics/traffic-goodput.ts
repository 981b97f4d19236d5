/**
 * Seed 003's metrics over a set of flows (§3.3 of the paper): system goodput Σg_i, aggregated
 * protocol goodput (Σ over one protocol's flows), the goodput fairness index (Jain's index of
 * the g_i, see fairness.ts), and the average traffic goodput ratio
 * ATGR = mean goodput of the main traffic / mean goodput of the cross traffic
 * (1 is fair; above 1 the main traffic gets more).
 */

export interface GoodputShare {
  /** Flows in the class. */
  flows: number;
  /** Sum of their goodputs (bit/s). */
  goodputBps: number;
  /** Mean goodput per flow (bit/s). */
  meanBps: number;
}

/** Sum and mean goodput per class (protocol, traffic group), classes in first-seen order. */
export function goodputBy(goodputs: readonly number[], classOf: readonly (string | null)[]): Record<string, GoodputShare> {
  const out: Record<string, GoodputShare> = {};
  goodputs.forEach((g, i) => {
    const c = classOf[i];
    if (c === null) return;
    const s = (out[c] ??= { flows: 0, goodputBps: 0, meanBps: 0 });
    s.flows++;
    s.goodputBps += Number.isFinite(g) ? g : 0;
    s.meanBps = s.goodputBps / s.flows;
  });
  return out;
}

/** Average traffic goodput ratio; NaN unless both groups have flows and the cross traffic got some goodput. */
export function averageTrafficGoodputRatio(main: readonly number[], cross: readonly number[]): number {
  if (main.length === 0 || cross.length === 0) return Number.NaN;
  const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const c = mean(cross);
  return c > 0 ? mean(main) / c : Number.NaN;
}
