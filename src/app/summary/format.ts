/** Number formats of the summary table (one place, so tests and the UI agree). */
export function fmtTime(s: number): string {
  return Number.isFinite(s) ? `${s.toFixed(2)} s` : '—';
}

export function fmtRate(bps: number): string {
  if (!Number.isFinite(bps)) return '—';
  if (bps >= 1e6) return `${(bps / 1e6).toFixed(2)} Mbit/s`;
  return `${(bps / 1e3).toFixed(1)} kbit/s`;
}

export function fmtRatio(v: number, digits = 3): string {
  return Number.isFinite(v) ? v.toFixed(digits) : '—';
}

export function fmtPercent(v: number): string {
  return Number.isFinite(v) ? `${(v * 100).toFixed(1)} %` : '—';
}
