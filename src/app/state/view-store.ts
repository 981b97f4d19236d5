import { create } from 'zustand';
import type { ThemeName } from '../theme/theme';

/** View preferences: theme (incl. projector profile), shared zoom window, plot choices. */
export type Mode = 'explore' | 'compare' | 'sweep' | 'web';

export interface ViewState {
  theme: ThemeName;
  /** Explore one run, compare two queue configurations (A/B), or sweep a setting. */
  mode: Mode;
  /** Zoomed time window [t0, t1] shared by every plot, or null for the whole run. */
  zoom: [number, number] | null;
  /** Flow shown in the time-sequence plot; -2 = all flows, -1 = auto (all when few flows). */
  seqFlow: number;
  helpOpen: boolean;
  setTheme(t: ThemeName): void;
  setMode(m: Mode): void;
  setZoom(z: [number, number] | null): void;
  setSeqFlow(i: number): void;
  setHelpOpen(open: boolean): void;
}

export const useViewStore = create<ViewState>()((set) => ({
  theme: 'default',
  mode: 'explore',
  zoom: null,
  seqFlow: -1,
  helpOpen: false,
  setTheme: (theme) => set({ theme }),
  setMode: (mode) => set({ mode }),
  setZoom: (zoom) => set({ zoom: zoom && zoom[1] - zoom[0] > 1e-6 ? zoom : null }),
  setSeqFlow: (seqFlow) => set({ seqFlow }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
}));
