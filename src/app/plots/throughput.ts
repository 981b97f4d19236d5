import type { GrowingColumns } from '../results/growing-columns';

/** A "nice" bin width near span/target (1, 2 or 5 × 10^k seconds). */
export function niceBin(span: number, target = 40): number {
  const raw = Math.max(span / target, 1e-3);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/**
 * Throughput per bin (bit/s) from a cumulative-delivered series: bytes newly delivered in
 * [k·w, (k+1)·w) × 8 / w, for bins up to `tEnd`.
 */
export function binnedThroughput(d: GrowingColumns<'t' | 'bytes'>, width: number, tEnd: number): Float64Array {
  const nb = Math.max(1, Math.ceil(tEnd / width));
  const out = new Float64Array(nb);
  let prev = 0;
  for (let i = 0; i < d.length; i++) {
    const k = Math.min(nb - 1, Math.floor(d.cols.t[i] / width));
    out[k] += d.cols.bytes[i] - prev;
    prev = d.cols.bytes[i];
  }
  for (let k = 0; k < nb; k++) {
    // The last bin may be cut short by the end of the data.
    const wk = k === nb - 1 ? Math.max(tEnd - k * width, width / 2) : width;
    out[k] = (out[k] * 8) / wk;
  }
  return out;
}

/** Bins of every flow for a run, computed once per amount of data received. */
const binCache = new WeakMap<object, { now: number; rows: number; width: number; bins: Float64Array[] }>();

export function runBins(run: { timeEnd: number; now: number; flows: { delivered: GrowingColumns<'t' | 'bytes'> }[] }): { width: number; bins: Float64Array[] } {
  const rows = run.flows.reduce((a, f) => a + f.delivered.length, 0);
  const c = binCache.get(run);
  if (c && c.now === run.now && c.rows === rows && c.width === niceBin(run.timeEnd)) return c;
  const width = niceBin(run.timeEnd);
  const tEnd = Math.max(run.now, 1e-3);
  const out = { now: run.now, rows, width, bins: run.flows.map((f) => binnedThroughput(f.delivered, width, tEnd)) };
  binCache.set(run, out);
  return out;
}

/**
 * Top of the throughput plot's y axis and whether the bottleneck's rate line is inside it:
 * 'full' always covers the rate; 'fit' covers the shown flows' bins in [t0, t1], and the rate
 * only when it is not far above them (ten flows sharing a link would otherwise sit in its
 * bottom tenth).
 */
export function throughputTop(maxBin: number, rateBps: number | null, mode: 'fit' | 'full'): { top: number; rateShown: boolean } {
  if (rateBps === null) return { top: maxBin, rateShown: false };
  if (mode === 'full' || rateBps <= maxBin * 2) return { top: Math.max(maxBin, rateBps), rateShown: true };
  return { top: maxBin, rateShown: false };
}

/** Largest bin of the shown flows inside [t0, t1]. */
export function visibleMaxBin(bins: readonly Float64Array[], width: number, shown: readonly number[], t0: number, t1: number): number {
  let max = 0;
  for (const i of shown) {
    const b = bins[i];
    if (!b) continue;
    for (let k = 0; k < b.length; k++) if ((k + 1) * width > t0 && k * width < t1 && b[k] > max) max = b[k];
  }
  return max;
}
