/**
 * The parts of the workspace a lesson step can show or point at. The player hides the plots a
 * step does not list and outlines the highlighted one; ids match the app's `data-view`
 * attributes.
 */
export const LESSON_VIEWS = {
  timeline: 'Flows over time (drag a bar to move a flow)',
  queue: 'Bottleneck queue plot',
  mechanism: 'The bottleneck, packet by packet',
  red: "RED's drop-probability curve",
  delay: 'Queueing delay plot',
  cwnd: 'cwnd plot',
  seq: 'Time–sequence plot',
  throughput: 'Throughput plot',
  summary: 'Summary table',
  queueEditor: 'Bottleneck queue settings',
  flowList: 'Flow list',
} as const;

export type LessonView = keyof typeof LESSON_VIEWS;
export const LESSON_VIEW_IDS = Object.keys(LESSON_VIEWS) as [LessonView, ...LessonView[]];
