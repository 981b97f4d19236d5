/** Empirical CDF of response times as (time, fraction) steps, thinned to at most `maxPoints`. */
export function cdfPoints(times: Float64Array, maxPoints = 400): [number, number][] {
  const s = Float64Array.from(times).sort();
  const n = s.length;
  if (n === 0) return [];
  const step = Math.max(1, Math.floor(n / maxPoints));
  const out: [number, number][] = [];
  for (let i = 0; i < n; i += step) out.push([s[i], (i + 1) / n]);
  out.push([s[n - 1], 1]);
  return out;
}
