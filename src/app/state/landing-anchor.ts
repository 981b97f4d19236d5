import { create } from 'zustand';

/**
 * The place on the landing page an address asked for (src/url/page-anchor.ts), waiting for the
 * page to show it: the address is read before the landing page is drawn (bloat trial 00:55).
 * `asks` tells the same anchor asked again (a second paste) from the one already shown.
 */
interface LandingAnchorState {
  anchor: string | null;
  asks: number;
  request: (anchor: string) => void;
  shown: () => void;
}

export const useLandingAnchor = create<LandingAnchorState>((set) => ({
  anchor: null,
  asks: 0,
  request: (anchor) => set((s) => ({ anchor, asks: s.asks + 1 })),
  shown: () => set({ anchor: null }),
}));
