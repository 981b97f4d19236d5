import { create } from 'zustand';

/**
 * Whether a phone's playback bar shows all its controls ("More") or its one row (play, the time,
 * More): what the student chose, kept while the page lives. Elsewhere every control shows anyway.
 */
export const useBarMore = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

/**
 * The "Go to time" field, made visible first: on a phone it is behind "More", and the G key
 * (controller/keyboard.ts) focused a hidden field, which does nothing. The bar's class is set at
 * once (the store re-renders it to the same class), so the field can take focus in this event.
 */
export function goToTimeField(): HTMLInputElement | null {
  const field = document.querySelector<HTMLInputElement>('[data-testid="go-to-time"]');
  const bar = field?.closest<HTMLElement>('.playback');
  if (bar && !bar.classList.contains('more')) {
    bar.classList.add('more');
    useBarMore.getState().setOpen(true);
  }
  return field;
}
