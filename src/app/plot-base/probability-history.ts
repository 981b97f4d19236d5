import { queueDiscipline, type GaugeInfo } from '../../sim-core';
import type { RunData } from '../results/run-data';

/** One probability gauge drawn over time. */
export interface ProbabilityLine {
  gauge: GaugeInfo;
  /** SVG path data: per pixel column the lowest-to-highest value (a spike stays visible) joined by the last value. */
  d: string;
  /** Highest value recorded up to the cursor, and when it was first reached. */
  max: number;
  maxAt: number;
  /** Time-weighted mean up to the cursor. */
  mean: number;
  /** The value at the cursor (the last recorded row at or before it). */
  now: number;
}

export interface ProbabilityPaths {
  lines: ProbabilityLine[];
  /** The y axis's top (a probability): the smallest of 1, 0.5, 0.2, 0.1, … above every value drawn. */
  top: number;
  cursorX: number;
}

export interface Box {
  w: number;
  h: number;
  m: { left: number; right: number; top: number; bottom: number };
}

/** The bottleneck discipline's probability gauges that the run recorded (registry order). */
export function probabilityGauges(run: RunData | null): GaugeInfo[] {
  const s = run?.summary;
  const kind = s?.links[s.aggregate.bottleneck]?.queueKind;
  const q = run?.bottleneck?.data?.queue;
  if (!kind || !q) return [];
  return queueDiscipline(kind).gauges.filter((g) => g.scale === 'probability' && q.cols[g.key]);
}

/** The axis top for a largest value: a 1–2–5 step, at most 1, at least 0.001. */
export function probabilityAxisTop(max: number): number {
  for (const top of [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5]) if (max <= top) return top;
  return 1;
}

/**
 * The discipline's probability gauges (PIE's drop probability; DualPI2's p′, p_C and p_L) over
 * [0, until] on a time axis [0, end], one pixel column at a time, each held until the next row
 * (the recorded series has a row per queue change).
 */
export function probabilityPaths(run: RunData, until: number, box: Box, end: number): ProbabilityPaths {
  const pw = box.w - box.m.left - box.m.right;
  const ph = box.h - box.m.top - box.m.bottom;
  const xOf = (t: number) => box.m.left + (Math.min(Math.max(t, 0), end) / end) * pw;
  const gauges = probabilityGauges(run);
  const q = run.bottleneck?.data?.queue;
  if (!q || gauges.length === 0) return { lines: [], top: 1, cursorX: xOf(until) };
  const c = q.cols as Record<string, Float64Array>;
  const n = q.lowerBound(until + 1e-12);
  let max = 0;
  const stats = gauges.map((g) => {
    const v = c[g.key];
    let gmax = 0;
    let maxAt = 0;
    let area = 0;
    for (let i = 0; i < n; i++) {
      if (v[i] > gmax) {
        gmax = v[i];
        maxAt = c.t[i];
      }
      const next = i + 1 < n ? c.t[i + 1] : until;
      area += v[i] * Math.max(0, Math.min(next, until) - c.t[i]);
    }
    if (gmax > max) max = gmax;
    return { max: gmax, maxAt, mean: until > 0 ? area / until : 0, now: n > 0 ? v[n - 1] : 0 };
  });
  const top = probabilityAxisTop(max);
  const yOf = (p: number) => box.m.top + ph - (Math.min(p, top) / top) * ph;
  const cols = Math.max(1, Math.round(pw));
  const lines = gauges.map((gauge, g) => {
    const v = c[gauge.key];
    let d = '';
    let i = 0;
    let last = 0;
    for (let k = 0; k < cols; k++) {
      if ((k / cols) * end > until) break;
      const t1 = Math.min(((k + 1) / cols) * end, until);
      let lo = last;
      let hi = last;
      for (; i < n && c.t[i] <= t1; i++) {
        last = v[i];
        if (last < lo) lo = last;
        if (last > hi) hi = last;
      }
      const x = (box.m.left + k + 0.5).toFixed(1);
      d += `${d ? 'L' : 'M'}${x},${yOf(lo).toFixed(1)}`;
      if (hi !== lo) d += `L${x},${yOf(hi).toFixed(1)}`;
      if (last !== hi) d += `L${x},${yOf(last).toFixed(1)}`;
    }
    return { gauge, d, ...stats[g] };
  });
  return { lines, top, cursorX: xOf(until) };
}
