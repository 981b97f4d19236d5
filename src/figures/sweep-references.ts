/**
 * Published values a sweep figure can show beside its own boxes: which preset, swept setting,
 * metric and flow they belong to. Seed 000's Test A (the thesis's medians of the late flow's
 * elapsed time against its start delay d, tail drop and RED; seed000-reference.ts).
 */
import { THESIS_TEST_A_RED, THESIS_TEST_A_TAILDROP, type ThesisRow } from '../sim-core/experiments/seed000-reference';

export interface ReferenceSeries {
  label: string;
  points: { x: number; y: number }[];
}

interface Entry {
  preset: string;
  param: string;
  metric: string;
  /** Flow index (0-based) the values are of. */
  flow: number;
  label: string;
  rows: readonly ThesisRow[];
}

const ENTRIES: readonly Entry[] = [
  { preset: 'seed000-droptail', param: 'flows.2.start', metric: 'flow.elapsed', flow: 2, label: 'thesis median, tail drop', rows: THESIS_TEST_A_TAILDROP },
  { preset: 'seed000-red', param: 'flows.2.start', metric: 'flow.elapsed', flow: 2, label: 'thesis median, RED', rows: THESIS_TEST_A_RED },
];

/** The presets that have published values. */
export const REFERENCE_PRESETS: readonly string[] = [...new Set(ENTRIES.map((e) => e.preset))];

/** The published medians for this preset, swept setting, metric and flow, or null. */
export function referenceFor(preset: string, param: string, metric: string, flow: number): ReferenceSeries | null {
  const e = ENTRIES.find((x) => x.preset === preset && x.param === param && x.metric === metric && x.flow === flow);
  return e ? { label: e.label, points: e.rows.map((r) => ({ x: r.d, y: r.median })) } : null;
}
