import type { FlowSummary } from '../metrics/summary';
import type { MetricKind } from './metric';

/**
 * How values are shown: one rule per kind, with SI prefixes for rates and sizes ("1.25 Mbit/s",
 * "830.0 kbit/s", "46.7 kB"), delays in ms, shares in %. NaN and ±∞ show as a dash.
 */
/** The one character every surface shows where a figure has no value (its reason is the catalogue's dashReason). */
export const DASH = '—';

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

/**
 * The one display unit of a table's column (or of every row a metric has in a table): chosen
 * once from the kind and the column's largest value, stated in the column's head, so that its
 * cells are plain numbers and never change prefix from row to row ("kbit/s" in one row, "Mbit/s"
 * in the next read as a thousandfold jump in a trial). Rates and sizes take the SI prefix of the
 * largest value, with digits widened (up to three more) until the smallest non-zero value keeps
 * three significant digits, never finer than its own reading in its natural unit (columnDigits);
 * the other kinds have one unit each (s, ms, %, packets, none).
 */
export interface DisplayUnit {
  /** "Mbit/s", "ms", "%", "" (counts, ratios). */
  unit: string;
  /** Stored value × scale = the number shown. */
  scale: number;
  digits: number;
}

const PREFIXES = [
  { at: 1e9, p: 'G', digits: 2 },
  { at: 1e6, p: 'M', digits: 2 },
  { at: 1e3, p: 'k', digits: 1 },
  { at: 0, p: '', digits: 0 },
] as const;

/** ⌊log10 x⌋ for x > 0, by steps of ten: exact IEEE arithmetic, so every engine agrees (Math.log10 is approximated per engine). */
function decade(x: number): number {
  let e = 0;
  for (; x >= 10; x /= 10) e++;
  for (; x < 1; x *= 10) e--;
  return e;
}

/** The SI prefix `formatValue` reads a value in on its own (its natural unit), with that prefix's decimals: "70.7 kbit/s", k and 1. */
function naturalPrefix(v: number): (typeof PREFIXES)[number] {
  return PREFIXES.find((x) => Math.abs(v) >= x.at)!;
}

/**
 * A column's decimals, from its unit's own (`pick`) and its smallest non-zero value (stored unit;
 * 0 when there is none). The rule a student can trust: the smallest value keeps three significant
 * digits, but is never shown finer than it reads on its own in its natural unit, and at most three
 * decimals are added. So a value reads as the same number to the same precision in a column and
 * alone: 70.7 kbit/s is 0.0707 in a Mbit/s column (it was 0.071, two digits, and a student took
 * "70.7 kbit/s" and "0.071 Mbit/s" for two numbers), 7.1 kbit/s is 0.0071, 310.4 kbit/s 0.310.
 */
function columnDigits(pick: (typeof PREFIXES)[number], smallest: number): number {
  if (!(smallest > 0)) return pick.digits;
  const scale = pick.at === 0 ? 1 : 1 / pick.at;
  const threeSignificant = 2 - decade(smallest * scale);
  // The natural reading's last digit, in the column's unit: its decimals plus the prefixes between.
  const own = naturalPrefix(smallest);
  const naturalDecimals = own.digits + decade(Math.max(pick.at, 1) / Math.max(own.at, 1));
  return Math.max(pick.digits, Math.min(pick.digits + 3, threeSignificant, naturalDecimals));
}

/**
 * `reference`: for rates, a rate that is stable for the scenario (its bottleneck's: rateReference
 * in registry.ts). The prefix is then the larger of its and the values' largest, so every run of
 * one scenario shows its rates in one unit: a phone trial's lesson read "Goodput (Mbit/s) 0.31 ·
 * 1.11" in one step and "Goodput (kbit/s) 636.6 · 785.1" in the next, on the same 1.5 Mbit/s link.
 */
export function displayUnit(kind: MetricKind, values: readonly number[], digits: number, reference?: number): DisplayUnit {
  const finite = values.filter((v) => Number.isFinite(v)).map(Math.abs);
  if (kind === 'rate' || kind === 'bytes') {
    const stable = kind === 'rate' && reference !== undefined && Number.isFinite(reference) ? [Math.abs(reference)] : [];
    const largest = Math.max(0, ...finite, ...stable);
    const pick = PREFIXES.find((x) => largest >= x.at)!;
    const scale = pick.at === 0 ? 1 : 1 / pick.at;
    const nonZero = finite.filter((v) => v * scale >= 1e-12);
    const smallest = nonZero.length ? Math.min(...nonZero) : 0;
    return { unit: `${pick.p}${kind === 'rate' ? 'bit/s' : 'B'}`, scale, digits: columnDigits(pick, smallest) };
  }
  // The other kinds have one unit each, the one axes and lesson thresholds use.
  return { ...FIXED_UNIT[kind], digits: kind === 'count' ? 0 : digits };
}

/** A value as a plain number in a column's unit; a dash where there is none. */
export function formatInUnit(v: number, u: DisplayUnit): string {
  if (!Number.isFinite(v)) return DASH;
  const text = (v * u.scale).toFixed(u.digits);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text.replace(/^-/, '−');
}

/** A difference in a column's unit with its sign (+, a true minus, ± when it shows as zero); shares in percentage points. */
export function formatDiffInUnit(d: number, u: DisplayUnit): string {
  if (!Number.isFinite(d)) return DASH;
  const body = (Math.abs(d) * u.scale).toFixed(u.digits);
  const zero = !/[1-9]/.test(body);
  return `${zero ? '±' : d > 0 ? '+' : '−'}${body}`;
}

/** A name with its unit: "Goodput (Mbit/s)"; a name alone where the figure has no unit (counts, ratios). */
export function withUnit(name: string, unit: string): string {
  return unit === '' ? name : `${name} (${unit})`;
}

/**
 * "2.00–14.31 s (flow)" or "0.00–60.00 s (window)": the interval a flow's rates (throughput and
 * goodput over its active time) are taken over, as the summary's "Rates over" column and the
 * lesson's per-flow line name it.
 */
export function rateWindowText(w: FlowSummary['activeWindow']): string {
  if (!Number.isFinite(w.from) || !Number.isFinite(w.to) || w.to <= w.from) return '—';
  return `${w.from.toFixed(2)}–${w.to.toFixed(2)} s (${w.basis === 'flow' ? 'flow' : 'window'})`;
}
