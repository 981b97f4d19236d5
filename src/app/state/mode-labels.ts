import type { Mode } from './view-store';

/** The modes as a person reads them: the tabs, the document title and announcements use these. */
export const MODE_INFO: { mode: Mode; label: string; title: string }[] = [
  { mode: 'explore', label: 'Explore', title: 'One run: queue, cwnd, time–sequence, throughput' },
  { mode: 'compare', label: 'Compare A/B', title: 'The same traffic under two queue configurations, side by side' },
  { mode: 'sweep', label: 'Sweep', title: 'Vary one setting over values × replications, per configuration' },
  { mode: 'web', label: 'Web batch', title: 'Web traffic at several offered loads under each queue and TCP: response-time CDFs' },
];

export const MODE_LABELS = Object.fromEntries(MODE_INFO.map((m) => [m.mode, m.label])) as Record<Mode, string>;
