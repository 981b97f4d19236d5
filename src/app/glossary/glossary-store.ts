import { create } from 'zustand';

/** Whether the glossary dialog is open, and the term it was opened at (scrolled to and highlighted). */
export interface GlossaryState {
  open: boolean;
  term: string | null;
  show(term?: string | null): void;
  close(): void;
}

export const useGlossaryStore = create<GlossaryState>()((set) => ({
  open: false,
  term: null,
  show: (term = null) => set({ open: true, term }),
  close: () => set({ open: false }),
}));
