import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { glossaryTerm } from '../../glossary/glossary';
import { useGlossaryStore } from '../state/glossary-store';
import { pointerStillSinceScroll, tipsQuiet } from '../state/tip-quiet';
import './glossary.css';

/** Focusable controls inside a tip's host: each is described by the tip's sentence. */
const CONTROLS = 'input, select, textarea, button:not(.term-more), [tabindex]:not(.term-more)';

/** Whether this browser can show an element in the top layer (the Popover API). */
const canPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

type Rect = { left: number; top: number; right: number; bottom: number };

/** Controls a Tab can reach, in page order. */
const TAB_STOPS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The control after `el` in page order, outside its tip's host: the one a user edits next, which a tip
 * must not cover either (a phone trial's max_p tip hid the w_q field being edited next).
 */
function nextControl(el: Element, host: Element): Element | null {
  const all = [...document.querySelectorAll(TAB_STOPS)].filter((c) => !c.closest('.term-tip') && (c as HTMLElement).offsetParent !== null);
  const i = all.indexOf(el);
  return i >= 0 ? (all.slice(i + 1).find((c) => !host.contains(c)) ?? null) : null;
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The form fields on screen inside `within`, other than the host's own: what a tip must not cover. */
function visibleFields(within: Element, host: HTMLElement): Element[] {
  return [...within.querySelectorAll('input, select, textarea')].filter((e) => {
    if (host.contains(e) || (e as HTMLElement).offsetParent === null) return false;
    const r = e.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
  });
}

/**
 * Place a shown tip (in the top layer) beside its host, never over `avoid`: the focused control,
 * the one focus just left (a trial's Buffer, edited and left with Tab, was covered by the unit
 * select's tip: bloat and phone trials 10:00), the one edited next, nor any other field of its column. Tried in turn:
 * under the host, above it, to its right, beside the editor's column (over the results), under
 * everything avoided; the first that fits the window and covers no field on screen wins, else the
 * first that covers none of its column's. Across, it stays within the host's panel where the panel is wide enough (the editor's
 * tips ran over the chart beside it), else within the window. Fixed coordinates: the top layer
 * escapes the scrolling panels (the presentation's settings strip) that clipped a tip placed
 * inside them. Nothing around the tip moves: wider than a phone, there is room beside the fields
 * (on a phone, makeRoomUnder: the rows after the field's move down, never the field's own row).
 */
export function placeTip(tip: HTMLElement, host: HTMLElement, avoid: readonly Element[] = []): void {
  const h = host.getBoundingClientRect();
  const t = tip.getBoundingClientRect();
  const gap = 2;
  const panel = host.closest('.panel')?.getBoundingClientRect();
  // Within the window always: a panel still sliding in (the phone's editor drawer) lies partly
  // off-screen, and a tip placed by it was left at x = -60 over the next field (CI 2026-11-29).
  const [minX, maxX] = panel && panel.width >= t.width + 8 ? [Math.max(4, panel.left + 4), Math.min(window.innerWidth - 4, panel.right - 4)] : [4, window.innerWidth - 4];
  const across = (left: number) => Math.max(minX, Math.min(left, maxX - t.width));
  const rects = (es: readonly Element[]): Rect[] => es.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
  const avoided = rects(avoid);
  // Every other field of the host's column (the editor), and, where it can be helped, any field on screen.
  const column = host.closest('.editor') ?? host.closest('.panel');
  const ownColumn = [...avoided, ...rects(visibleFields(column ?? document.body, host))];
  const anywhere = [...ownColumn, ...rects(visibleFields(document.body, host))];
  const lowest = Math.max(h.bottom, ...avoided.map((r) => r.bottom));
  // Beside the editor's column, over the results, level with the field: at 1366×768 every place
  // next to max_th covered another field (min_th, the Mode row: bloat trial 20:10, s18/s30).
  const beside = column?.getBoundingClientRect();
  const candidates = [
    { left: across(h.left), top: h.bottom + gap },
    { left: across(h.left), top: h.top - gap - t.height },
    { left: h.right + gap * 3, top: h.top },
    ...(beside ? [{ left: beside.right + gap * 4, top: Math.max(4, Math.min(h.top, window.innerHeight - 4 - t.height)) }] : []),
    { left: across(h.left), top: lowest + gap },
  ];
  const box = (c: { left: number; top: number }): Rect => ({ left: c.left, top: c.top, right: c.left + t.width, bottom: c.top + t.height });
  const inWindow = (c: { left: number; top: number }) => {
    const r = box(c);
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  };
  const clear = (of: Rect[]) => (c: { left: number; top: number }) => inWindow(c) && !of.some((a) => overlaps(box(c), a));
  const chosen = candidates.find(clear(anywhere)) ?? candidates.find(clear(ownColumn)) ?? candidates.find(clear(avoided)) ?? candidates.find(inWindow) ?? candidates[0];
  tip.style.top = `${chosen.top}px`;
  tip.style.left = `${chosen.left}px`;
}

/**
 * A tip kept out of its host's text (`tipOutside`): a term named in a sentence of a lesson
 * (lessons/Markup.tsx) must leave the sentence's text as written, for copying and for anything
 * that reads it, not "slow startTCP's start-up: … more… and". In the top layer its place in the
 * document does not move it; React still delivers its events to the host.
 */
function portalled(outside: boolean, tip: ReactElement): ReactNode {
  return outside && canPopover ? createPortal(tip, document.body) : tip;
}

/**
 * Whether `el` can be seen: its middle inside the window and inside every box around it that
 * clips what overflows (the lesson sheet's scrolling body, the editor drawer). A tip whose word
 * has scrolled out of sight has nothing to stand beside: placed by the word's coordinates, RED's
 * tip floated over the page heading, above the sheet that hid its word (phone trial 07:10, s12).
 */
export function inSight(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const x = (r.left + r.right) / 2;
  const y = (r.top + r.bottom) / 2;
  if (r.height === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    if (getComputedStyle(p).overflowY === 'visible') continue;
    const c = p.getBoundingClientRect();
    if (y < c.top || y > c.bottom) return false;
  }
  return true;
}

/** A phone's width: a tip gets room of its own under its field's row (makeRoomUnder). */
export const PHONE_QUERY = '(max-width: 600px)';

/**
 * The row `host` sits in: the nearest element, itself or an ancestor, laid out as a block among
 * blocks, so that a bottom margin on it moves what follows and nothing beside it (a margin on a
 * field inside a centred flex row moved the row's label and neighbours too).
 */
function rowOf(host: HTMLElement): HTMLElement {
  for (let el: HTMLElement = host; el.parentElement; el = el.parentElement) {
    const parent = getComputedStyle(el.parentElement);
    const stacked = parent.display === 'block' || parent.display === 'flow-root' || (parent.display.endsWith('flex') && parent.flexDirection.startsWith('column'));
    if (stacked && !getComputedStyle(el).display.startsWith('inline')) return el;
  }
  return host;
}

/** The nearest ancestor that scrolls vertically (the editor drawer), else the page. */
function scrollerOf(el: HTMLElement): HTMLElement | Window {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const oy = getComputedStyle(p).overflowY;
    if ((oy === 'auto' || oy === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return window;
}

/**
 * On a phone a tip placed beside its field covered the fields edited next wherever it went (RED's
 * min_th, max_th and max_p rows are ~50 px apart; a tip is ~86 px tall: trials of issue 37). There
 * it gets room of its own: the field's row keeps its place and what follows it moves down by the
 * tip's height, the tip in the gap, covering no field; scrolled into the window when the gap is
 * below it. Returns the undo, for when the tip hides.
 */
function makeRoomUnder(tip: HTMLElement, host: HTMLElement): { place: () => void; undo: () => void } {
  const row = rowOf(host);
  const gap = 2;
  const before = row.style.marginBottom;
  const base = parseFloat(getComputedStyle(row).marginBottom) || 0;
  row.style.marginBottom = `${base + tip.getBoundingClientRect().height + 2 * gap}px`;
  const place = () => {
    const r = row.getBoundingClientRect();
    const t = tip.getBoundingClientRect();
    const panel = host.closest('.panel')?.getBoundingClientRect();
    const [minX, maxX] = panel && panel.width >= t.width + 8 ? [Math.max(4, panel.left + 4), Math.min(window.innerWidth - 4, panel.right - 4)] : [4, window.innerWidth - 4];
    tip.style.top = `${r.bottom + gap}px`;
    tip.style.left = `${Math.max(minX, Math.min(host.getBoundingClientRect().left, maxX - t.width))}px`;
  };
  place();
  const below = tip.getBoundingClientRect().bottom - (window.visualViewport?.height ?? window.innerHeight) + 4;
  if (below > 0) {
    scrollerOf(row).scrollBy({ top: below });
    place();
  }
  return { place, undo: () => (row.style.marginBottom = before) };
}

/**
 * The field whose value was last committed (its native change event: a number box left or
 * entered, a slider let go, a menu chosen). On a phone, focus that moves on from it (the
 * keyboard's Next, a tap on the next field) does not open the next field's tip: max_p's tip opened
 * over the editor after min_th and max_th were typed in, and stayed (phone trial 02:20, s25).
 */
let committedField: EventTarget | null = null;

/**
 * Inside the scenario editor (EditorPanel.tsx): its tips' "more…" links are Tab stops only while
 * "Explain fields" is on (glossary-store.ts), so the editor is not one extra Tab stop per field.
 */
export const FieldHelpScope = createContext(false);

/**
 * A glossary tooltip around a control (or a legend item): the term's one-sentence tip shows
 * while the pointer is over it or focus is inside it, stays while the pointer moves onto the tip,
 * hides on Escape and once the control is edited or its value entered (it would cover the next
 * fields while a value is typed, and a new run's results: close-tip-on-run.ts; on a phone it has
 * room of its own and stays while a value is typed, and closes once it is committed, the next
 * field's tip not opening as focus moves on from it: committedField), and offers "more…", which opens the glossary at the term. Every control inside is
 * described by the sentence (aria-describedby), so a screen reader reads it on focus too.
 */
export function TermTip({ term, children, inline = false, className, tipOutside = false }: { term: string; children: ReactNode; inline?: boolean; className?: string; tipOutside?: boolean }) {
  const t = glossaryTerm(term);
  const id = useId();
  const host = useRef<HTMLElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  /** The control focus came from when it entered this tip's host (a field just edited): never covered. */
  const cameFrom = useRef<Element | null>(null);
  /** The pointer "entered" only because the page scrolled under it: its next real move opens the tip. */
  const enteredByScroll = useRef(false);
  /** Closed because its word scrolled out of sight while focus stayed on it: a tap on the word opens it again. */
  const closedOutOfSight = useRef(false);
  const shown = useGlossaryStore((s) => s.activeTip === id);
  const showGlossary = useGlossaryStore((s) => s.show);
  const setShown = (on: boolean) => {
    const st = useGlossaryStore.getState();
    if (on) st.setActiveTip(id);
    else if (st.activeTip === id) st.setActiveTip(null);
  };
  const sentenceId = `${id}-tip`;
  const inEditor = useContext(FieldHelpScope);
  const moreIsTabStop = useGlossaryStore((s) => !inEditor || s.explainFields);

  useLayoutEffect(() => {
    const el = host.current;
    if (!el || !t) return;
    for (const c of el.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (c.closest('.term-tip')) continue;
      const ids = (c.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!ids.includes(sentenceId)) c.setAttribute('aria-describedby', [...ids, sentenceId].join(' '));
    }
  });

  // Shown in the top layer where the browser has one, placed beside the host and kept there while
  // the page or a panel scrolls (elsewhere it is positioned by CSS, under the host).
  useLayoutEffect(() => {
    const tip = tipRef.current;
    const el = host.current;
    if (!canPopover || !tip || !el) return;
    if (!shown) {
      if (tip.matches(':popover-open')) tip.hidePopover();
      return;
    }
    if (!tip.matches(':popover-open')) tip.showPopover();
    const active = document.activeElement;
    const focused = active && el.contains(active) && !tip.contains(active) ? active : null;
    const avoid = [focused, cameFrom.current, focused ? nextControl(focused, el) : null].filter((x): x is Element => x !== null);
    const room = window.matchMedia(PHONE_QUERY).matches ? makeRoomUnder(tip, el) : null;
    const place = room?.place ?? (() => placeTip(tip, el, avoid.filter((x) => x.isConnected)));
    place();
    // Scrolled, it follows its word while the word is in sight, and closes once it is not (a tap
    // on the word opens it again: reopenOnTap).
    const onScroll = () => {
      if (inSight(el)) return place();
      closedOutOfSight.current = true;
      setShown(false);
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', place);
    // A host that moves without a scroll (a drawer's slide-in ending) takes its tip along.
    window.addEventListener('transitionend', place, { capture: true });
    return () => {
      room?.undo();
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', place);
      window.removeEventListener('transitionend', place, { capture: true });
    };
  }, [shown]);

  // A committed value closes the tip on every screen (on a wider one typing has closed it already):
  // the run it starts is what to look at now, and a phone's tip would stay over the form.
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const onChange = (e: Event) => {
      if ((e.target as Element).closest('.term-tip')) return;
      committedField = e.target;
      const st = useGlossaryStore.getState();
      if (st.activeTip === id) st.setActiveTip(null);
    };
    el.addEventListener('change', onChange);
    return () => el.removeEventListener('change', onChange);
  }, [id]);

  // A tip unmounted while showing (its control removed) must not stay the active one.
  useEffect(
    () => () => {
      window.clearTimeout(hideTimer.current);
      const st = useGlossaryStore.getState();
      if (st.activeTip === id) st.setActiveTip(null);
    },
    [id],
  );

  if (!t) return <>{children}</>;
  const show = () => {
    window.clearTimeout(hideTimer.current);
    closedOutOfSight.current = false;
    setShown(true);
  };
  const hideSoon = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setShown(false), 200);
  };
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      ref={host as never}
      className={`term-tip-host${inline ? ' inline' : ''}${className ? ` ${className}` : ''}`}
      data-term={term}
      // A finger has no hover: a tap's pointerenter left tips open over the fields beside it; the
      // tapped control's focus shows its own tip.
      // Nor does the page scrolling under a resting pointer (tip-quiet.ts); the pointer's next real
      // move inside opens it.
      onPointerEnter={(e) => {
        if (tipsQuiet() || e.pointerType === 'touch') return;
        if (pointerStillSinceScroll(e)) enteredByScroll.current = true;
        else show();
      }}
      onPointerMove={(e) => {
        if (!enteredByScroll.current || pointerStillSinceScroll(e)) return;
        enteredByScroll.current = false;
        show();
      }}
      // Focus stayed on the word whose tip closed when it scrolled out of sight: a focused word is
      // not focused again by a tap, so the tap itself opens the tip.
      // On the click, not at pointerup: opened at pointerup, the room made under the word (a short
      // phone sheet, trial phone9) scrolled it away before the tap's click, which landed on the
      // paragraph and took focus, and the tip, away.
      onClick={(e) => {
        if (!closedOutOfSight.current || (e.nativeEvent as PointerEvent).pointerType !== 'touch' || (e.target as Element).closest('.term-tip')) return;
        closedOutOfSight.current = false;
        show();
      }}
      // A finger's tap ends with a pointerleave: it closed the tip its own tap had just opened
      // again on a word that kept focus (the closed-out-of-sight path above; in the 40 % phone
      // sheet, trial phone9). A finger has no hover to leave.
      onPointerLeave={(e) => {
        enteredByScroll.current = false;
        if (e.pointerType === 'touch') return;
        hideSoon();
      }}
      onFocus={(e) => {
        if (host.current?.contains(e.relatedTarget as Node | null) || tipRef.current?.contains(e.relatedTarget as Node | null)) return show();
        cameFrom.current = e.relatedTarget as Element | null;
        const fromCommitted = e.relatedTarget !== null && e.relatedTarget === committedField;
        committedField = null;
        if (fromCommitted && window.matchMedia(PHONE_QUERY).matches) return;
        show();
      }}
      onBlur={(e) => {
        if (host.current?.contains(e.relatedTarget as Node | null) || tipRef.current?.contains(e.relatedTarget as Node | null)) return;
        cameFrom.current = null;
        setShown(false);
      }}
      // On a phone the tip has room of its own and covers nothing: it stays while a value is typed
      // (hidden, its room would close and the fields below jump up under the finger).
      onInput={() => {
        if (!window.matchMedia(PHONE_QUERY).matches) setShown(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && shown) {
          setShown(false);
          e.stopPropagation();
        }
        // Enter commits a field's value (NumberInput): the run it starts is what to look at now
        // (on a phone too: the tip left open stayed over the form, phone trial 02:20, s25).
        if (e.key === 'Enter' && shown && !(e.target as Element).closest('.term-tip')) setShown(false);
      }}
    >
      {children}
      {portalled(tipOutside, <span ref={tipRef} className={`term-tip${canPopover ? ' in-top-layer' : ''}`} role="tooltip" popover={canPopover ? 'manual' : undefined} hidden={canPopover ? undefined : !shown} data-testid={`tip-${term}`}>
        <span id={sentenceId}>{t.tip}</span>{' '}
        <button
          type="button"
          className="term-more link"
          data-testid={`tip-more-${term}`}
          aria-label={`More about ${t.label} in the glossary`}
          tabIndex={moreIsTabStop ? undefined : -1}
          onClick={(e) => {
            setShown(false);
            showGlossary(term, { el: e.currentTarget, tip: id });
          }}
        >
          more…
        </button>
      </span>)}
    </Tag>
  );
}
