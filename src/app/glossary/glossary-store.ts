import { create } from 'zustand';

/**
 * Whether the glossary dialog is open, and the term it was opened at (scrolled to and
 * highlighted); and which tooltip is showing (one at a time, so a hovered control's tip and a
 * focused control's tip never cover each other).
 */
export interface GlossaryState {
  open: boolean;
  term: string | null;
  activeTip: string | null;
  setActiveTip(id: string | null): void;
  show(term?: string | null): void;
  close(): void;
}

export const useGlossaryStore = create<GlossaryState>()((set) => ({
  open: false,
  term: null,
  activeTip: null,
  setActiveTip: (activeTip) => set({ activeTip }),
  show: (term = null) => set({ open: true, term }),
  close: () => set({ open: false }),
}));
