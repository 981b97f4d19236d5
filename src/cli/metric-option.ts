/**
 * `--metric ID`: a replicated metric by its metric catalogue id, the one name every CLI output
 * uses for it (the summary's `metric` column, the JSON's `metric`; CSV headers use its `column`).
 * A former name (elapsedTime, goodputBps…) is refused naming the id that replaced it: one figure,
 * one name, and a script with the old spelling learns the new one instead of silently working
 * under a name no output shows.
 */
import { findMetric, REPLICATED_METRICS, REPLICATED_RUN_METRICS, type ReplicatedMetric } from '../sim-core';
import { fail } from './common';

const ALLOWED: readonly string[] = [...REPLICATED_METRICS, ...REPLICATED_RUN_METRICS];

export function metricOption(text: string): ReplicatedMetric {
  const found = findMetric(text);
  if (found && found.id !== text) fail(`--metric ${text}: this former name is gone; use the metric catalogue's id ${found.id} (docs/metrics.md)`);
  if (!found || !ALLOWED.includes(found.id)) fail(`--metric must be a catalogue id of a replicated metric: ${ALLOWED.join(', ')} (got "${text}")`);
  return found.id as ReplicatedMetric;
}
