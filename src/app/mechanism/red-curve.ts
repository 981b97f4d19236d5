import { redBaseProbability } from '../../sim-core/queues/red-formulas';
import { resolveRedConfig, type AredSpec, type DynamicRedSpec, type RedSpec } from '../../sim-core/queues/red-discipline';
import type { LeafQueueSpec } from '../../sim-core';

/** RED's drop-probability curve for one set of parameters (what the panel draws). */
export interface RedCurve {
  minTh: number;
  maxTh: number;
  maxP: number;
  gentle: boolean;
  unit: 'packets' | 'bytes';
  /** Right end of the avg axis: past 2·max_th for gentle RED, and the buffer limit. */
  xMax: number;
  /** (avg, p_b) corners of the piecewise-linear curve, left to right. */
  points: [number, number][];
}

const RED_FAMILY = new Set(['red', 'ared', 'dynamic-red']);

/**
 * The curve of a RED-family queue spec as edited (not a run's result), so it follows the sliders
 * before the new run finishes. Null for other disciplines, for dynamic thresholds (they
 * follow the flow count during the run) and for parameters the queue refuses (min_th ≥ max_th,
 * tc's burst rule): the panel says which.
 */
export function redCurve(q: LeafQueueSpec, linkBps: number): RedCurve | null {
  const c = resolved(q, linkBps);
  if (!c || c.flowCount !== null) return null;
  return curveOf(c.minTh, c.maxTh, c.maxP, c.gentle, c.limit);
}

/**
 * The curve with the thresholds and max_p a run recorded at some instant (dynamic RED's β·n
 * thresholds, Adaptive RED's max_p), the rest from the spec as edited. Null as redCurve.
 */
export function redCurveAt(q: LeafQueueSpec, linkBps: number, at: { minTh?: number; maxTh?: number; maxP?: number }): RedCurve | null {
  const c = resolved(q, linkBps);
  if (!c) return null;
  return curveOf(at.minTh ?? c.minTh, at.maxTh ?? c.maxTh, at.maxP ?? c.maxP, c.gentle, c.limit);
}

/** The configuration the queue would run with; null for other disciplines and refused parameters. */
function resolved(q: LeafQueueSpec, linkBps: number): ReturnType<typeof resolveRedConfig> | null {
  if (!RED_FAMILY.has(q.type)) return null;
  try {
    return resolveRedConfig(q as RedSpec | AredSpec | DynamicRedSpec, linkBps);
  } catch {
    return null; // parameters being typed that the queue refuses: the editor explains them
  }
}

function curveOf(minTh: number, maxTh: number, maxP: number, gentle: boolean, limit: { limit: number; unit: 'packets' | 'bytes' }): RedCurve | null {
  if (!(maxTh > minTh)) return null;
  const xMax = Math.max(gentle ? 2.2 * maxTh : 1.2 * maxTh, Math.min(limit.limit, 3 * maxTh));
  const xs = gentle ? [0, minTh, maxTh, 2 * maxTh, xMax] : [0, minTh, maxTh - 1e-9 * maxTh, maxTh, xMax];
  const points = xs.filter((x) => x <= xMax).map((x): [number, number] => [x, redBaseProbability(x, minTh, maxTh, maxP, gentle)]);
  return { minTh, maxTh, maxP, gentle, unit: limit.unit, xMax, points };
}
