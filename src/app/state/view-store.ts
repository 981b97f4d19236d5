import { create } from 'zustand';
import type { ThemeName } from '../theme/theme';

/** View preferences: theme (incl. projector profile), shared zoom window, plot choices. */
export interface ViewState {
  theme: ThemeName;
  /** Zoomed time window [t0, t1] shared by every plot, or null for the whole run. */
  zoom: [number, number] | null;
  /** Flow shown in the time-sequence plot; -2 = all flows, -1 = auto (all when few flows). */
  seqFlow: number;
  helpOpen: boolean;
  setTheme(t: ThemeName): void;
  setZoom(z: [number, number] | null): void;
  setSeqFlow(i: number): void;
  setHelpOpen(open: boolean): void;
}

export const useViewStore = create<ViewState>()((set) => ({
  theme: 'default',
  zoom: null,
  seqFlow: -1,
  helpOpen: false,
  setTheme: (theme) => set({ theme }),
  setZoom: (zoom) => set({ zoom: zoom && zoom[1] - zoom[0] > 1e-6 ? zoom : null }),
  setSeqFlow: (seqFlow) => set({ seqFlow }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
}));
