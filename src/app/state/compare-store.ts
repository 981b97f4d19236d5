import { create } from 'zustand';
import type { LeafQueueSpec as QueueSpec } from '../../sim-core';

/**
 * What the user chose for A/B: B's bottleneck queue (null: "the other discipline"), or A pinned
 * to a preset: then A runs that preset unchanged and B is the scenario in the editor, edited
 * freely (any setting, not only the queue).
 */
export interface CompareState {
  bQueue: QueueSpec | null;
  /** The preset A is pinned to, or null: A is the editor's scenario. */
  pinA: string | null;
  setBQueue(q: QueueSpec | null): void;
  setPinA(preset: string | null): void;
}

export const useCompareStore = create<CompareState>()((set) => ({
  bQueue: null,
  pinA: null,
  setBQueue: (bQueue) => set({ bQueue }),
  setPinA: (pinA) => set({ pinA }),
}));
