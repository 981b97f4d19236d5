import type { RunData } from '../results/run-data';

/** SVG path data of the RED panel's small plots, up to the cursor. */
export interface HistoryPaths {
  /** Keyed by the SVG line they go to: instantaneous queue, average, thresholds. */
  d: { queue: string; avg: string; thresholds: string };
  maxP: string;
  queueTop: number;
  maxPTop: number;
  cursorX: number;
  /** Pixel columns drawn (for tests). */
  points: number;
}

interface Box {
  w: number;
  h: number;
  m: { left: number; right: number; top: number; bottom: number };
}

/**
 * The recorded queue and its average over [0, until] on a time axis [0, end], decimated to one
 * column per pixel (the queue's lowest and highest value in the column, the average's last),
 * the thresholds as steps (recorded series when they move, else the run's fixed ones), and
 * max_p as recorded (Adaptive RED).
 */
export function historyPaths(run: RunData, until: number, box: Box, end: number): HistoryPaths {
  const d = run.bottleneck?.data;
  const link = run.summary?.links[run.summary.aggregate.bottleneck];
  const pw = box.w - box.m.left - box.m.right;
  const ph = box.h - box.m.top - box.m.bottom;
  const xOf = (t: number) => box.m.left + (Math.min(t, end) / end) * pw;
  const empty: HistoryPaths = { d: { queue: '', avg: '', thresholds: '' }, maxP: '', queueTop: 0, maxPTop: 0, cursorX: xOf(until), points: 0 };
  if (!d || !link || !('avg' in d.queue.cols)) return empty;
  const q = d.queue;
  const c = q.cols as Record<string, Float64Array>;
  const level = link.queueLimit.unit === 'bytes' ? c.bytes : c.packets;
  const n = q.lowerBound(until + 1e-12);
  const th = link.queueInfo.thresholds;
  const dyn = link.queueInfo.dynamicThresholds ? (d.thresholds.cols as Record<string, Float64Array>) : null;
  let top = Math.max(1, th.maxTh ?? 0);
  let maxPTop = 0;
  for (let i = 0; i < n; i++) {
    if (level[i] > top) top = level[i];
    if (c.maxP && c.maxP[i] > maxPTop) maxPTop = c.maxP[i];
  }
  if (dyn) for (let i = 0; i < d.thresholds.length; i++) top = Math.max(top, dyn.maxTh[i]);
  top *= 1.05;
  maxPTop = Math.max(0.01, maxPTop * 1.1);
  const yOf = (v: number) => box.m.top + ph - (Math.min(v, top) / top) * ph;
  const yP = (v: number) => box.m.top + ph - (v / maxPTop) * ph;
  const cols = Math.max(1, Math.round(pw));
  let queue = '';
  let avg = '';
  let maxP = '';
  let points = 0;
  let i = 0;
  let last = 0;
  let lastAvg = 0;
  let lastP = Number.NaN;
  for (let k = 0; k < cols; k++) {
    const t1 = ((k + 1) / cols) * end;
    if ((k / cols) * end > until) break;
    let lo = last;
    let hi = last;
    for (; i < n && c.t[i] <= t1; i++) {
      last = level[i];
      lastAvg = c.avg[i];
      if (c.maxP) lastP = c.maxP[i];
      if (last < lo) lo = last;
      if (last > hi) hi = last;
    }
    const x = (box.m.left + k + 0.5).toFixed(1);
    queue += `M${x},${yOf(lo).toFixed(1)}V${yOf(hi).toFixed(1)}`;
    avg += `${points ? 'L' : 'M'}${x},${yOf(lastAvg).toFixed(1)}`;
    if (Number.isFinite(lastP)) maxP += `${maxP ? 'L' : 'M'}${x},${yP(lastP).toFixed(1)}`;
    points++;
  }
  // Thresholds: steps through the recorded changes (dynamic RED), else flat at the run's values.
  let thresholds = '';
  const x1 = xOf(Math.min(until, end));
  if (dyn) {
    const m = d.thresholds.lowerBound(until + 1e-12);
    for (const key of ['minTh', 'maxTh']) {
      let pen = '';
      for (let j = 0; j < m; j++) {
        const x = xOf(d.thresholds.cols.t[j]).toFixed(1);
        const y = yOf(dyn[key][j]).toFixed(1);
        pen += pen ? `H${x}V${y}` : `M${x},${y}`;
      }
      if (pen) thresholds += `${pen}H${x1.toFixed(1)}`;
    }
  } else {
    for (const v of [th.minTh, th.maxTh]) if (Number.isFinite(v)) thresholds += `M${box.m.left},${yOf(v).toFixed(1)}H${x1.toFixed(1)}`;
  }
  return { d: { queue, avg, thresholds }, maxP, queueTop: top / 1.05, maxPTop, cursorX: xOf(until), points };
}
