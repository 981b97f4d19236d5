/**
 * Seed 000 Test A's six reproduction targets (RT-A1, A3, A4, A5, A6, A9) evaluated on one seed
 * block's replications, with the criteria tests/experiments/seed000-targets.test.ts asserts.
 * Shared by scripts/seed000-test-a.ts and scripts/seed000-calibration-search.ts.
 */
export interface TestARow {
  d: number;
  /** The late flow's median elapsed time (s). */
  third: number;
  /** The slowest big flow's median elapsed time (s). */
  slowest: number;
  /** Median retransmitted packets of the fastest plus the slowest big flow. */
  retxBig: number;
  exceptions: number;
  runs: number;
}

export interface TargetCheck {
  id: string;
  holds: boolean;
  detail: string;
}

const f = (x: number) => x.toFixed(2);
const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);

export function testATargets(td: TestARow[], red: TestARow[]): TargetCheck[] {
  const tdAtRed = red.map((r) => td.find((t) => t.d === r.d)!);
  const peak = td.reduce((a, r) => (r.third > a.third ? r : a));
  const d0 = td.find((r) => r.d === 0)!;
  const sum = (rows: TestARow[], k: 'exceptions' | 'runs') => rows.reduce((a, r) => a + r[k], 0);
  const [tdExc, redExc] = [sum(td, 'exceptions'), sum(red, 'exceptions')];
  return [
    { id: 'RT-A1 slowest big flow ≈ 36.6 s ± 3 %', holds: [...td, ...red].every((r) => Math.abs(r.slowest / 36.6 - 1) <= 0.03), detail: [...td, ...red].map((r) => f(r.slowest)).join(', ') },
    { id: 'RT-A3 tail-drop peak in d ∈ [1, 3] s, ≥ 1.4 × d = 0', holds: peak.d >= 1 && peak.d <= 3 && peak.third >= 1.4 * d0.third, detail: `peak ${f(peak.third)} s at d = ${peak.d}; d = 0: ${f(d0.third)} s` },
    { id: 'RT-A4 RED range < 0.5 × tail-drop range (same delays)', holds: range(red.map((r) => r.third)) < 0.5 * range(tdAtRed.map((r) => r.third)), detail: `RED ${f(range(red.map((r) => r.third)))} s, tail drop ${f(range(tdAtRed.map((r) => r.third)))} s` },
    { id: 'RT-A5 RED below tail drop at every d', holds: red.every((r, i) => r.third < tdAtRed[i].third), detail: red.map((r, i) => `${r.d}: ${f(r.third)} vs ${f(tdAtRed[i].third)}`).join('; ') },
    { id: 'RT-A6 tail drop has exceptions, at a higher rate than RED', holds: tdExc > 0 && redExc / sum(red, 'runs') < tdExc / sum(td, 'runs'), detail: `tail drop ${tdExc}/${sum(td, 'runs')}, RED ${redExc}/${sum(red, 'runs')}` },
    { id: 'RT-A9 RED big-flow retransmissions above tail drop', holds: red.every((r, i) => r.retxBig > tdAtRed[i].retxBig), detail: red.map((r, i) => `${r.d}: ${r.retxBig} vs ${tdAtRed[i].retxBig}`).join('; ') },
  ];
}
