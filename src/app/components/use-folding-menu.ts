import { useEffect, type RefObject } from 'react';

/**
 * A menu folded behind one button (a <details>): a disclosure stays open until its own button is
 * pressed again, and the Share menu lay over plot B's title and legend for the rest of a demo
 * (lecturer trial 1000). A click elsewhere or Escape folds it; Escape inside the menu folds the
 * menu only (in presentation Escape also leaves the mode) and gives focus back to its button.
 */
export function useFoldingMenu(menu: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const fold = (e: Event) => {
      const d = menu.current;
      if (!d?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape' || !d.contains(document.activeElement)) return;
        e.stopPropagation();
        d.open = false;
        d.querySelector('summary')?.focus();
      } else if (!d.contains(e.target as Node)) d.open = false;
    };
    document.addEventListener('pointerdown', fold);
    document.addEventListener('keydown', fold);
    return () => {
      document.removeEventListener('pointerdown', fold);
      document.removeEventListener('keydown', fold);
    };
  }, [menu]);
}
