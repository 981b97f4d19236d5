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
