import { create } from 'zustand';

/**
 * The page's one polite live region: what happened, in words a student uses ("Run finished: …",
 * "Preset loaded: …"). Screen readers read a polite region when the user is idle, so a message
 * is set once, when its result has settled; never per pointer move.
 */
interface AnnouncerState {
  /** The text in the region now. */
  text: string;
  /** Counts messages: the same text said twice is still read twice (the region is emptied first). */
  serial: number;
  set(text: string): void;
}

export const useAnnouncer = create<AnnouncerState>()((set, get) => ({
  text: '',
  serial: 0,
  set: (text) => set({ text, serial: get().serial + 1 }),
}));

/** Say `text` in the live region (replacing what it said before). */
export function announce(text: string): void {
  useAnnouncer.getState().set(text);
}
