import { create } from 'zustand';
import { DEFAULT_PRESENTED, MAX_PRESENTED_PLOTS, type PlotChoice } from '../presentation/plot-choices';
import type { ThemeName } from '../theme/theme';

/** View preferences: theme (incl. projector profile), shared zoom window, plot choices. */
export const MODES = ['explore', 'compare', 'sweep', 'web'] as const;
export type Mode = (typeof MODES)[number];

export interface ViewState {
  theme: ThemeName;
  /** Explore one run, compare two queue configurations (A/B), or sweep a setting. */
  mode: Mode;
  /** Zoomed time window [t0, t1] shared by every plot, or null for the whole run. */
  zoom: [number, number] | null;
  /** Flow shown in the time-sequence plot; -2 = all flows, -1 = auto (all when few flows). */
  seqFlow: number;
  helpOpen: boolean;
  /** Presentation mode: projector theme, large type, editor hidden, the chosen plots fill the screen. */
  presenting: boolean;
  /** The theme to go back to when presentation mode ends. */
  themeBeforePresenting: ThemeName | null;
  /** Embedded in another page (`?embed=1`): minimal chrome, no editor. */
  embed: boolean;
  /** Plots shown in presentation mode and in an embed (1 or 2, in order). */
  presentedPlots: PlotChoice[];
  /** The narrow-screen editor drawer is open. */
  drawerOpen: boolean;
  setTheme(t: ThemeName): void;
  setMode(m: Mode): void;
  setZoom(z: [number, number] | null): void;
  setSeqFlow(i: number): void;
  setHelpOpen(open: boolean): void;
  setPresenting(on: boolean): void;
  setEmbed(on: boolean): void;
  setPresentedPlots(p: PlotChoice[]): void;
  setDrawerOpen(open: boolean): void;
}

export const useViewStore = create<ViewState>()((set, get) => ({
  theme: 'default',
  mode: 'explore',
  zoom: null,
  seqFlow: -1,
  helpOpen: false,
  presenting: false,
  themeBeforePresenting: null,
  embed: false,
  presentedPlots: DEFAULT_PRESENTED,
  drawerOpen: false,
  setTheme: (theme) => set({ theme }),
  setMode: (mode) => set({ mode }),
  setZoom: (zoom) => set({ zoom: zoom && zoom[1] - zoom[0] > 1e-6 ? zoom : null }),
  setSeqFlow: (seqFlow) => set({ seqFlow }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setPresenting: (on) => {
    const s = get();
    if (on === s.presenting) return;
    if (on) set({ presenting: true, themeBeforePresenting: s.theme, theme: 'projector', drawerOpen: false });
    else set({ presenting: false, theme: s.themeBeforePresenting ?? s.theme, themeBeforePresenting: null });
  },
  setEmbed: (embed) => set({ embed }),
  setPresentedPlots: (p) => {
    const unique = [...new Set(p)].slice(0, MAX_PRESENTED_PLOTS);
    if (unique.length > 0) set({ presentedPlots: unique });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
