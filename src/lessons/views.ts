import { PLOT_KINDS, type PlotId } from '../plot-kinds/plot-kinds';

/** The workspace's views that are not plots (the plots come from the plot registry). */
const OTHER_VIEWS = {
  timeline: 'Flows over time (move a bar to change when its flow starts)',
  summary: 'Summary table',
  queueEditor: 'Bottleneck queue settings',
  flowList: 'Flow list',
  packets: 'Every packet: event list and inspector',
} as const;

export type LessonView = keyof typeof OTHER_VIEWS | PlotId;

/**
 * The parts of the workspace a lesson step can show or point at: the timeline, every plot of the
 * plot registry (plot-kinds.ts), the summary and the editor's sections. The player hides the
 * plots a step does not list and outlines the highlighted one.
 */
export const LESSON_VIEWS: Record<LessonView, string> = {
  timeline: OTHER_VIEWS.timeline,
  ...(Object.fromEntries(PLOT_KINDS.map((k) => [k.id, k.lessonLabel])) as Record<PlotId, string>),
  summary: OTHER_VIEWS.summary,
  queueEditor: OTHER_VIEWS.queueEditor,
  flowList: OTHER_VIEWS.flowList,
  packets: OTHER_VIEWS.packets,
};

export const LESSON_VIEW_IDS = Object.keys(LESSON_VIEWS) as [LessonView, ...LessonView[]];
