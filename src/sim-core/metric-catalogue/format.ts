import type { MetricKind } from './metric';

/**
 * How values are shown: one rule per kind, with SI prefixes for rates and sizes ("1.25 Mbit/s",
 * "830.0 kbit/s", "46.7 kB"), delays in ms, shares in %. NaN and ±∞ show as a dash.
 */
const DASH = '—';

function siPrefixed(v: number, unit: string, digits: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${(v / 1e9).toFixed(2)} G${unit}`;
  if (a >= 1e6) return `${(v / 1e6).toFixed(2)} M${unit}`;
  if (a >= 1e3) return `${(v / 1e3).toFixed(1)} k${unit}`;
  return `${v.toFixed(digits)} ${unit}`;
}

/** A value of this kind as a table shows it; `digits` are in the shown unit (ms, %, the prefixed rate). */
export function formatValue(kind: MetricKind, v: number, digits: number): string {
  if (!Number.isFinite(v)) return DASH;
  switch (kind) {
    case 'time':
      return `${v.toFixed(digits)} s`;
    case 'delay':
      return `${(v * 1000).toFixed(digits)} ms`;
    case 'rate':
      return siPrefixed(v, 'bit/s', 0);
    case 'bytes':
      return siPrefixed(v, 'B', 0);
    case 'count':
      return String(Math.round(v));
    case 'packets':
      return `${v.toFixed(digits)} pkts`;
    case 'share':
      return `${(v * 100).toFixed(digits)} %`;
    case 'ratio':
      return v.toFixed(digits);
  }
}

/** A difference with its sign (+ for B above A, − a true minus sign; ±0 when it rounds to zero); shares as points. */
export function formatDiff(kind: MetricKind, d: number, digits: number): string {
  if (!Number.isFinite(d)) return DASH;
  const abs = Math.abs(d);
  const body = kind === 'share' ? `${(abs * 100).toFixed(digits)} pts` : formatValue(kind, abs, digits);
  const zero = !/[1-9]/.test(body.replace(/ .*$/, ''));
  return `${zero ? '±' : d > 0 ? '+' : '−'}${body}`;
}

/**
 * One fixed unit per kind, and the factor from the stored value, for an axis or a lesson
 * threshold (which must not change prefix with the value): lesson files
 * say "goodput > 500" meaning kbit/s and "utilization > 90" meaning %, as their text does.
 */
export const FIXED_UNIT: Record<MetricKind, { unit: string; scale: number }> = {
  time: { unit: 's', scale: 1 },
  delay: { unit: 'ms', scale: 1000 },
  rate: { unit: 'kbit/s', scale: 1e-3 },
  bytes: { unit: 'B', scale: 1 },
  count: { unit: '', scale: 1 },
  packets: { unit: 'packets', scale: 1 },
  share: { unit: '%', scale: 100 },
  ratio: { unit: '', scale: 1 },
};
