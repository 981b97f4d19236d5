import type { LeafQueueSpec, Scenario } from '../sim-core/scenario/schema';
import { getBottleneck } from './bottleneck';
import { presetScenarioShared } from './catalog';

/**
 * The RED a study ran against its tail-drop set-up: a preset named `…-droptail` has its study's
 * RED in the preset `…-red` (seed 003's gentle RED, seed 002's 4/6 or 3n/4n, seed 000's tc RED).
 * Offered only while the buffer is still the study's, since the study's thresholds were set for
 * that buffer. Null when the preset has no such sibling.
 */
export function studyRedQueue(sc: Scenario, preset: string | null): LeafQueueSpec | null {
  if (preset === null || !preset.endsWith('-droptail')) return null;
  const sibling = presetScenarioShared(`${preset.slice(0, -'-droptail'.length)}-red`);
  const red = sibling ? getBottleneck(sibling)?.queue : undefined;
  const now = getBottleneck(sc)?.queue;
  if (!red || !now || now.type !== 'droptail' || red.limit !== now.limit || red.unit !== now.unit) return null;
  return structuredClone(red);
}
