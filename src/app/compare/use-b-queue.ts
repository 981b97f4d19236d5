import type { LeafQueueSpec } from '../../sim-core';
import { useScenarioStore } from '../state/scenario-store';
import { effectiveBQueue } from '../state/compare-scenario';
import { useCompareStore } from '../state/compare-store';

/** B's queue as it runs: the one chosen for B, or the automatic one against A's (effectiveBQueue). */
export function useEffectiveBQueue(): LeafQueueSpec | null {
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const chosen = useCompareStore((s) => s.bQueue);
  const preset = useScenarioStore((s) => s.preset);
  return effectiveBQueue(a, chosen, preset);
}
