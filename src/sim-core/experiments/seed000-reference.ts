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
