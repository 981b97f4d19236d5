/**
 * A span of time rounded up to 1, 2 or 5 × 10^k seconds: the drop strip's column (queue-plot.ts),
 * so that every view of a run says a round "one mark per 2 s", not 1.6 s at one width and 6.7 s at
 * another. The decade is found by steps of ten (exact, as format.ts does), and a value already
 * round stays as it is.
 */
export function roundSpanUp(seconds: number): number {
  if (!(seconds > 0) || !Number.isFinite(seconds)) return seconds;
  let unit = 1;
  while (seconds >= 10 * unit) unit *= 10;
  while (seconds < unit) unit /= 10;
  const m = seconds / unit;
  const step = [1, 2, 5, 10].find((x) => m <= x * (1 + 1e-9))!;
  return step * unit;
}
