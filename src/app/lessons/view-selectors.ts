import type { LessonView } from '../../lessons/views';
import { PLOT_IDS, type PlotId } from '../../plot-kinds/plot-kinds';

/** Where each lesson view lives in the workspace (CSS selectors on existing elements); a plot is its panel. */
export const VIEW_SELECTORS: Record<LessonView, string> = {
  timeline: '.panel:has(> .timeline)',
  ...(Object.fromEntries(PLOT_IDS.map((id) => [id, `[data-testid="plot-${id}"]`])) as Record<PlotId, string>),
  summary: '[data-testid="summary"]',
  queueEditor: 'section[aria-labelledby="bn-h"]',
  flowList: 'section[aria-labelledby="flows-h"]',
  packets: '[data-testid="packets-panel"]',
};

/** Views that a step may hide: every plot, and the event list; the editor, the timeline and the summary always stay. */
export const HIDEABLE: LessonView[] = [...PLOT_IDS, 'packets'];
