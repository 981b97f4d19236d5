import { create } from 'zustand';
import { counterpartPreset } from '../../scenario-edit/counterparts';
import { getBottleneck, setBottleneck } from '../../scenario-edit/bottleneck';
import { presetScenarioShared } from '../../scenario-edit/catalog';
import { sameSetUp } from '../heading/scenario-heading';
import { effectiveBQueue } from '../state/compare-scenario';
import { useCompareStore } from '../state/compare-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { swappedWords, type SwapDone } from './b-origin';

/**
 * "Swap A and B" in A/B: a lecturer whose point was "RED is worse" read "B − A +1.03 better" about
 * tail drop, with no way to make RED the B side (lecturer trial 20:10, step 10).
 *
 * - B picked by the app as the other preset of a pair: that preset opens as A (a new place, so the
 *   browser's Back returns), and B follows as its counterpart, which is the preset A was.
 * - Otherwise (B's queue set by the student, the app's usual counterpart, or A edited): A's and B's queues
 *   trade places, and B keeps the queue A had, as one set for B.
 */
export function swapAB(): SwapDone | null {
  const { preset, draft, valid } = useScenarioStore.getState();
  const { bQueue, pinA } = useCompareStore.getState();
  if (pinA !== null) return null;
  const a = valid ?? draft;
  const qa = getBottleneck(a)?.queue;
  const qb = effectiveBQueue(a, bQueue, preset);
  if (!qa || !qb) return null;
  // The pair's other preset only for the preset as loaded: an edit of A (more flows, another
  // rate) is kept, and the queues trade places instead.
  const own = preset !== null ? presetScenarioShared(preset) : null;
  const other = bQueue === null && own !== null && sameSetUp(a, own) ? counterpartPreset(a, preset) : null;
  if (other !== null && useScenarioStore.getState().loadPreset(other)) {
    useViewStore.getState().setZoom(null);
    useCompareStore.getState().setBQueue(null);
    return { kind: 'pair', was: preset!, now: other };
  }
  useScenarioStore.getState().edit((d) => setBottleneck(d, { queue: structuredClone(qb) }));
  useCompareStore.getState().setBQueue(structuredClone(qa));
  return { kind: 'queues', a: qb, b: qa };
}

/** The words of the last swap, and the A and B they are about: said while A/B is still as the swap left it. */
export interface SwapNotice {
  words: string | null;
  revision: number;
  bQueue: unknown;
  set(words: string | null): void;
}

export const useSwapNotice = create<SwapNotice>()((set) => ({
  words: null,
  revision: -1,
  bQueue: null,
  set: (words) => set({ words, revision: useScenarioStore.getState().revision, bQueue: useCompareStore.getState().bQueue }),
}));

/** The words of the last swap while A and B are still as it left them, else null (an edit, Back, a preset since). */
export function useSwapWords(): string | null {
  const notice = useSwapNotice();
  const revision = useScenarioStore((s) => s.revision);
  const bQueue = useCompareStore((s) => s.bQueue);
  return notice.revision === revision && notice.bQueue === bQueue ? notice.words : null;
}

/** Whether A and B are as the last swap left them (the swap's own words say what changed). */
export function swapJustDone(): boolean {
  const n = useSwapNotice.getState();
  return n.words !== null && n.revision === useScenarioStore.getState().revision && n.bQueue === useCompareStore.getState().bQueue;
}

/** Swap, and say what happened. */
export function swapAndSay(): void {
  const done = swapAB();
  useSwapNotice.getState().set(done ? swappedWords(done) : null);
}
