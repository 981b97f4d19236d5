import { useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';

/** Keys with which a closed <select> changes its value in place (Chromium, Firefox on Windows/Linux). */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A <select> that loads only what is chosen. Picked with the pointer (or from the opened list),
 * a preset loads at once; browsed with the arrow keys on the closed list, it is only shown, and
 * Enter loads it (Escape or leaving the list goes back to the loaded one). One ArrowDown used to
 * load and run the next preset, taking a keyboard user away from the scenario they were on.
 */
export function usePresetChooser(current: string, load: (name: string) => void) {
  const [pending, setPending] = useState<string | null>(null);
  // The last key pressed on the closed list, until the change event it caused.
  const browsing = useRef(false);
  const value = pending ?? current;
  const props = {
    value,
    onKeyDown: (e: KeyboardEvent<HTMLSelectElement>) => {
      if (e.key === 'Enter') {
        if (pending !== null && pending !== current && pending !== '') load(pending);
        setPending(null);
        e.preventDefault();
        return;
      }
      if (e.key === 'Escape' && pending !== null) {
        setPending(null);
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      // Type-ahead letters change a closed list's value too; Space and Alt+ArrowDown open the list,
      // whose choice (Enter in the list) is a choice.
      browsing.current = !e.altKey && (BROWSING_KEYS.has(e.key) || (e.key.length === 1 && e.key !== ' '));
    },
    onChange: (e: ChangeEvent<HTMLSelectElement>) => {
      const v = e.target.value;
      if (browsing.current) {
        browsing.current = false;
        setPending(v === current ? null : v);
        return;
      }
      setPending(null);
      if (v) load(v);
    },
    onMouseDown: () => {
      browsing.current = false;
    },
    onBlur: (_e: FocusEvent<HTMLSelectElement>) => {
      browsing.current = false;
      setPending(null);
    },
  };
  return { props, pending: pending !== null && pending !== current };
}
