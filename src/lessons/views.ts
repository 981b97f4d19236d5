import { PLOT_KINDS, type PlotId } from '../plot-kinds/plot-kinds';

/**
 * What a lesson calls a view: `name`, the view's own heading word for word (what a student finds
 * on screen), and `what` kind of thing it is. "After your answer, look at the Summary table" sent
 * a student looking for a table by that name; the panel is headed "Summary" (bloat trial 05:10,
 * confusion 6). e2e/trial-lesson13.spec.ts holds every name a step points at to its heading.
 */
export interface ViewName {
  name: string;
  what: string;
}

/** The workspace's views that are not plots (the plots come from the plot registry). */
const OTHER_VIEWS = {
  timeline: { name: 'Flows over time', what: 'timeline (move a bar to change when its flow starts)' },
  summary: { name: 'Summary', what: 'table' },
  queueEditor: { name: 'Bottleneck', what: 'settings in the editor' },
  flowList: { name: 'Flows', what: 'list' },
  packets: { name: 'Every packet: event list and inspector', what: 'panel' },
} as const satisfies Record<string, ViewName>;

export type LessonView = keyof typeof OTHER_VIEWS | PlotId;

/** Each view's name as its heading says it (a plot's is its registry label) and what it is. */
export const LESSON_VIEW_NAMES: Record<LessonView, ViewName> = {
  timeline: OTHER_VIEWS.timeline,
  ...(Object.fromEntries(PLOT_KINDS.map((k) => [k.id, { name: k.label, what: 'plot' }])) as Record<PlotId, ViewName>),
  summary: OTHER_VIEWS.summary,
  queueEditor: OTHER_VIEWS.queueEditor,
  flowList: OTHER_VIEWS.flowList,
  packets: OTHER_VIEWS.packets,
};

/**
 * The parts of the workspace a lesson step can show or point at: the timeline, every plot of the
 * plot registry (plot-kinds.ts), the summary and the editor's sections. The player hides the
 * plots a step does not list and outlines the highlighted one. Each is said with its heading's
 * name in quotes ("“Summary” table"), so the words a student looks for are the ones on screen.
 */
export const LESSON_VIEWS = Object.fromEntries(
  Object.entries(LESSON_VIEW_NAMES).map(([id, v]) => [id, `“${v.name}” ${v.what}`]),
) as Record<LessonView, string>;

export const LESSON_VIEW_IDS = Object.keys(LESSON_VIEWS) as [LessonView, ...LessonView[]];
