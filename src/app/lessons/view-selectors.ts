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

/**
 * Where a plot view lives on the A/B page: A's panel of the pair (the A/B page's "Jump to" links
 * lead there too). "Look at: cwnd plot" pressed in A/B waited for Explore's plot and did nothing
 * (phone trial 23:10, steps 26–28).
 */
export const AB_VIEW_SELECTORS = Object.fromEntries(PLOT_IDS.map((id) => [id, `[data-testid="plot-compare-${id}-a"]`])) as Partial<Record<LessonView, string>>;

/** Views that a step may hide: every plot, and the event list; the editor, the timeline and the summary always stay. */
export const HIDEABLE: LessonView[] = [...PLOT_IDS, 'packets'];

/**
 * Where inside a view "Look at" lands, when not at the view's top: the queue settings at the
 * thresholds a lesson names (a phone trial, 23:10 s30, was dropped at the top of the whole editor
 * among w_q, burst/avpkt and byte mode). Matched by the fields' glossary terms (the queue
 * registry's params); a queue without them is shown from its top.
 */
export const VIEW_LANDING: Partial<Record<LessonView, string>> = {
  queueEditor: '.term-tip-host[data-term="min-th"], .term-tip-host[data-term="max-th"]',
};

/**
 * Views in the scenario editor, which a step's prediction does not cover (ResultsVeil covers the
 * results: timeline, plots, summary, event list). "Look at" a covered view before the answer
 * folded a phone's sheet onto a blurred plot and left focus nowhere (phone trial 04:00, steps 5, 7).
 */
export const EDITOR_VIEWS: readonly LessonView[] = ['queueEditor', 'flowList'];
