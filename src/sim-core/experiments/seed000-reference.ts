/**
 * Seed 000's published replication statistics (20 runs each), transcribed in
 * shared/research/seed-000.md §4.1 and §4.3: the third flow's elapsed time (median, Q1, Q3),
 * the slowest large flow's median, and the exception counts.
 */
export interface ThesisRow {
  d: number;
  median: number;
  q1: number;
  q3: number;
  slowestMedian: number;
  exceptions: number;
}

export const THESIS_TEST_A_TAILDROP: ThesisRow[] = [
  { d: 0, median: 12.53, q1: 9.91, q3: 14.33, slowestMedian: 36.67, exceptions: 0 },
  { d: 0.5, median: 14.25, q1: 11.93, q3: 19.84, slowestMedian: 36.65, exceptions: 1 },
  { d: 1, median: 14.56, q1: 12.98, q3: 17.28, slowestMedian: 36.66, exceptions: 0 },
  { d: 2, median: 23.35, q1: 17.88, q3: 26.42, slowestMedian: 36.62, exceptions: 4 },
  { d: 3, median: 15.6, q1: 13.77, q3: 20.26, slowestMedian: Number.NaN, exceptions: 0 },
  { d: 4, median: 15.65, q1: 14.47, q3: 20.08, slowestMedian: Number.NaN, exceptions: 2 },
  { d: 4.5, median: 16.89, q1: 15.0, q3: 21.86, slowestMedian: Number.NaN, exceptions: 1 },
  { d: 5, median: 14.44, q1: 11.06, q3: 17.32, slowestMedian: Number.NaN, exceptions: 1 },
  { d: 5.5, median: 12.03, q1: 11.04, q3: 14.14, slowestMedian: Number.NaN, exceptions: 0 },
  { d: 6, median: 13.19, q1: 11.06, q3: 18.26, slowestMedian: Number.NaN, exceptions: 1 },
  { d: 6.5, median: 12.09, q1: 11.45, q3: 16.22, slowestMedian: Number.NaN, exceptions: 0 },
  { d: 7, median: 14.12, q1: 12.27, q3: 19.72, slowestMedian: Number.NaN, exceptions: 3 },
];

export const THESIS_TEST_A_RED: ThesisRow[] = [
  { d: 0, median: 10.51, q1: 8.36, q3: 12.55, slowestMedian: 36.64, exceptions: 0 },
  { d: 2, median: 11.51, q1: 9.49, q3: 12.42, slowestMedian: 36.66, exceptions: 0 },
  { d: 4, median: 9.52, q1: 8.47, q3: 12.02, slowestMedian: 36.66, exceptions: 0 },
  { d: 5, median: 11.34, q1: 8.74, q3: 13.13, slowestMedian: 36.63, exceptions: 0 },
  { d: 5.5, median: 9.37, q1: 7.67, q3: 11.48, slowestMedian: 36.63, exceptions: 0 },
];

/** One Test B cell: the TCP flow's median elapsed time (s) and the CBR packets received (median). */
export interface ThesisTestBCell {
  tcpEt: number;
  cbrRx: number;
}

type TestBRow = { start: number; droptail: ThesisTestBCell; red: ThesisTestBCell; 'droptail-ds': ThesisTestBCell; 'red-ds': ThesisTestBCell };
const row = (start: number, cells: [number, number][]): TestBRow => {
  const [droptail, red, tdDs, redDs] = cells.map(([tcpEt, cbrRx]) => ({ tcpEt, cbrRx }));
  return { start, droptail, red, 'droptail-ds': tdDs, 'red-ds': redDs };
};

/** Tables 8-8, 8-9 and 8-10 (seed-000.md §4.7–4.9), by CBR start: Tail Drop, RED, TD + DS, RED + DS. */
export const THESIS_TEST_B: Record<'tc1' | 'tc2' | 'tc3', TestBRow[]> = {
  tc1: [
    row(0, [[33.47, 1694], [35.69, 1864.5], [37.77, 2001], [37.8, 2001]]),
    row(1, [[32.72, 1711], [35.1, 1871.5], [37.19, 2001], [37.15, 2001]]),
    row(2, [[32.28, 1707], [34.57, 1877.5], [36.45, 2001], [36.57, 2001]]),
    row(3, [[32.15, 1683.5], [34.01, 1889], [35.94, 2001], [35.77, 2001]]),
  ],
  tc2: [
    row(0, [[3.74, 268], [3.77, 287.5], [4.22, 301], [4.21, 301]]),
    row(0.5, [[3.46, 275], [4.55, 269.5], [8.38, 301], [4.82, 301]]),
    row(1, [[3.36, 292], [3.28, 283], [6.84, 301], [3.69, 301]]),
    row(1.5, [[4.96, 301], [4.87, 297], [5.33, 301], [3.33, 301]]),
    row(2, [[4.72, 301], [4.68, 301], [4.57, 301], [3.12, 301]]),
  ],
  tc3: [
    row(0, [[25.5, 174], [24.62, 232.5], [24.57, 251], [24.74, 251]]),
    row(2, [[25.31, 188], [24.55, 230], [24.74, 251], [24.85, 251]]),
    row(7, [[23.7, 126.5], [24.55, 234.5], [24.55, 251], [24.64, 251]]),
    row(12, [[23.66, 114], [24.54, 232], [24.55, 251], [24.7, 251]]),
    row(16, [[24.22, 194], [24.49, 231], [24.6, 251], [24.68, 251]]),
    row(18, [[24.49, 225], [24.52, 225], [24.57, 251], [24.65, 251]]),
  ],
};
