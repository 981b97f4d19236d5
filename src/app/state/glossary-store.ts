import { create } from 'zustand';
import { focusedControl } from '../util/dialog-focus';

/**
 * Whether the glossary dialog is open, and the term it was opened at (scrolled to and
 * highlighted); and which tooltip is showing (one at a time, so a hovered control's tip and a
 * focused control's tip never cover each other).
 */
export interface GlossaryState {
  open: boolean;
  term: string | null;
  activeTip: string | null;
  /** The control focus returns to on close, and the tooltip that holds it (shown again first). */
  opener: { el: HTMLElement; tip: string | null } | null;
  /**
   * The scenario editor's "more…" links (one per field's tip) are Tab stops. Off by default: each
   * field's tip is its description already, and the links made ~40 Tab stops of the editor
   * (screen-reader trial 4); the pointer and touch reach them in the tip either way.
   */
  explainFields: boolean;
  setExplainFields(on: boolean): void;
  setActiveTip(id: string | null): void;
  show(term?: string | null, opener?: { el: HTMLElement | null; tip?: string | null }): void;
  close(): void;
}

export const useGlossaryStore = create<GlossaryState>()((set) => ({
  open: false,
  term: null,
  activeTip: null,
  opener: null,
  explainFields: false,
  setExplainFields: (explainFields) => set({ explainFields }),
  setActiveTip: (activeTip) => set({ activeTip }),
  show: (term = null, opener) => {
    const el = opener ? opener.el : focusedControl();
    set({ open: true, term, opener: el ? { el, tip: opener?.tip ?? null } : null });
  },
  close: () => set({ open: false }),
}));
