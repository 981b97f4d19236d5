import type { LessonView } from '../../lessons/views';

/** Where each lesson view lives in the workspace (CSS selectors on existing elements). */
export const VIEW_SELECTORS: Record<LessonView, string> = {
  timeline: '.panel:has(> .timeline)',
  queue: '[data-testid="plot-queue"]',
  mechanism: '[data-testid="plot-mechanism"]',
  red: '[data-testid="plot-red"]',
  delay: '[data-testid="plot-delay"]',
  cwnd: '[data-testid="plot-cwnd"]',
  seq: '[data-testid="plot-seq"]',
  throughput: '[data-testid="plot-throughput"]',
  summary: '[data-testid="summary"]',
  queueEditor: 'section[aria-labelledby="bn-h"]',
  flowList: 'section[aria-labelledby="flows-h"]',
};

/** Views that a step may hide; the editor, the timeline and the summary always stay. */
export const HIDEABLE: LessonView[] = ['queue', 'mechanism', 'red', 'delay', 'cwnd', 'seq', 'throughput'];
