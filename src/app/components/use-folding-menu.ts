import { useEffect, useRef, type RefObject } from 'react';
import { menuClosedByEscape } from '../state/esc-to-leave';

/** What a press outside an open menu still reaches: a control that says what it does (a plot, or the slider over it, does not look like one). */
const NAMED_CONTROL = 'button, a[href], input:not([type="range"]), select, textarea, label, summary';

export interface FoldRules {
  /** Whether it is open now (asked at each event). */
  isOpen(): boolean;
  close(): void;
  /** Where focus goes back after Escape (the button that opened it). */
  focusBack(box: HTMLElement): HTMLElement | null;
}

/**
 * Something open over the page (a folded menu, a copied link's panel) folds on a click outside it
 * or on Escape; Escape pressed inside it gives focus back (focusBack), and it goes no further
 * (presentation's Escape leaves the mode only when nothing is open). The rules are read at each event.
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
        // An Escape already used by something open inside it (a copied link's panel in a menu) folds that only.
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        // Escape folds what is open wherever focus is (after a download from the Export menu focus
        // had left it, and the same Escape left presentation: lecturer trial 23:10, s19); only
        // the folding, not the page's own Escape (defaultPrevented is what the shortcuts read).
        const inside = el.contains(document.activeElement);
        e.stopPropagation();
        e.preventDefault();
        r.close();
        if (inside) r.focusBack(el)?.focus();
        menuClosedByEscape();
      } else if (!el.contains(e.target as Node)) {
        r.close();
        // A press on a named control (another menu's button, a field) folds it and does what
        // the control says. Any other press only folds it: closing "Plots ▾" by clicking what
        // looked like empty space landed on plot B, moved the replay to 89 s, hid the revealed
        // numbers again and opened a tooltip (lecturer-0430, confusion 2). That press is stopped
        // before it reaches the page (this listener is on the capture phase), and so is its click.
        if (e.target instanceof Element && e.target.closest(NAMED_CONTROL)) return;
        e.stopPropagation();
        e.preventDefault();
        swallowNextClick();
      }
    };
    document.addEventListener('pointerdown', fold, true);
    document.addEventListener('keydown', fold);
    return () => {
      document.removeEventListener('pointerdown', fold, true);
      document.removeEventListener('keydown', fold);
    };
  }, [box]);
}

/** The click that ends a press used to fold a menu goes nowhere (one click, taken on the capture phase). */
function swallowNextClick(): void {
  const swallow = (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
    done();
  };
  // A press that ends in no click (a drag, a touch turned into a scroll) leaves nothing armed.
  const timer = setTimeout(() => done(), 1000);
  const done = () => {
    clearTimeout(timer);
    document.removeEventListener('click', swallow, true);
  };
  document.addEventListener('click', swallow, true);
}
