import { useEffect, useRef, type RefObject } from 'react';

export interface FoldRules {
  /** Whether it is open now (asked at each event). */
  isOpen(): boolean;
  close(): void;
  /** Where focus goes back after Escape (the button that opened it). */
  focusBack(box: HTMLElement): HTMLElement | null;
}

/**
 * Something open over the page (a folded menu, a copied link's panel) folds on a click outside it
 * or on Escape inside it; Escape gives focus back (focusBack) and goes no further (in
 * presentation Escape also leaves the mode). The rules are read at each event.
 */
export function useFoldOnOutside(box: RefObject<HTMLElement | null>, rules: FoldRules): void {
  const now = useRef(rules);
  now.current = rules;
  useEffect(() => {
    const fold = (e: Event) => {
      const el = box.current;
      const r = now.current;
      if (!el || !r.isOpen()) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape' || !el.contains(document.activeElement)) return;
        e.stopPropagation();
        r.close();
        r.focusBack(el)?.focus();
      } else if (!el.contains(e.target as Node)) r.close();
    };
    document.addEventListener('pointerdown', fold);
    document.addEventListener('keydown', fold);
    return () => {
      document.removeEventListener('pointerdown', fold);
      document.removeEventListener('keydown', fold);
    };
  }, [box]);
}

/**
 * A menu folded behind one button (a <details>): a disclosure stays open until its own button is
 * pressed again, and the Share menu lay over plot B's title and legend for the rest of a demo
 * (lecturer trial 1000). A click elsewhere or Escape folds it; Escape inside the menu folds the
 * menu only and gives focus back to its button.
 */
export function useFoldingMenu(menu: RefObject<HTMLDetailsElement | null>): void {
  useFoldOnOutside(menu, {
    isOpen: () => menu.current?.open === true,
    close: () => {
      if (menu.current) menu.current.open = false;
    },
    focusBack: (d) => d.querySelector('summary'),
  });
}
