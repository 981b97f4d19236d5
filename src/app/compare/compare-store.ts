import { create } from 'zustand';
import type { LeafQueueSpec as QueueSpec } from '../../sim-core';

/** What the user chose for run B: its bottleneck queue, or null for "the other discipline". */
export interface CompareState {
  bQueue: QueueSpec | null;
  setBQueue(q: QueueSpec | null): void;
}

export const useCompareStore = create<CompareState>()((set) => ({
  bQueue: null,
  setBQueue: (bQueue) => set({ bQueue }),
}));
