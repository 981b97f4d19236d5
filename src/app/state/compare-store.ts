import { create } from 'zustand';
import type { LeafQueueSpec as QueueSpec } from '../../sim-core';
import type { PlotId } from '../../plot-kinds/plot-kinds';

/**
 * What the user chose for A/B: B's bottleneck queue (null: "the other discipline"), or A pinned
 * to a preset: then A runs that preset unchanged and B is the scenario in the editor, edited
 * freely (any setting, not only the queue).
 */
export interface CompareState {
  bQueue: QueueSpec | null;
  /** The preset A is pinned to, or null: A is the editor's scenario. */
  pinA: string | null;
  /**
   * The plot kinds whose A and B panels each have their own y scale. By default (none) A and B of
   * a kind share one scale, so their heights compare directly: a FIFO's 1200 ms and CoDel's 100 ms
   * on separate axes looked the same height (phone and bufferbloat trials 1000).
   */
  ownScale: PlotId[];
  setBQueue(q: QueueSpec | null): void;
  setPinA(preset: string | null): void;
  /** Give A and B of plot kind `kind` their own scales (true) or one shared scale (false). */
  setOwnScale(kind: PlotId, own: boolean): void;
  setOwnScales(kinds: PlotId[]): void;
}

export const useCompareStore = create<CompareState>()((set, get) => ({
  bQueue: null,
  pinA: null,
  ownScale: [],
  setBQueue: (bQueue) => set({ bQueue }),
  setPinA: (pinA) => set({ pinA }),
  setOwnScale: (kind, own) => {
    const rest = get().ownScale.filter((k) => k !== kind);
    set({ ownScale: own ? [...rest, kind] : rest });
  },
  setOwnScales: (kinds) => set({ ownScale: [...new Set(kinds)] }),
}));
