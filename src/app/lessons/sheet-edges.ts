import { useEffect, useState, type RefObject } from 'react';

/** Which edges of a scrolled box have more content beyond them. */
export interface ScrollEdges {
  above: boolean;
  below: boolean;
}

const NONE: ScrollEdges = { above: false, below: false };

/** More beyond an edge than a rounding pixel (a zoomed page reports fractions). */
export function scrollEdges(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): ScrollEdges {
  return { above: box.scrollTop > 1, below: box.scrollTop + box.clientHeight < box.scrollHeight - 1 };
}

/**
 * Whether the lesson body (`.lesson-body` inside `panel`) has more above or below what shows: the
 * sheet draws a shadow at that edge, so its own scroll area reads as one (a phone trial's first
 * swipe, 20:20 s17, scrolled the page above the sheet, not the step inside it). Followed on
 * scroll and whenever the body or its step changes size (a verdict arriving); `where` names the
 * body's content (a new step is a new element to observe).
 */
export function useScrollEdges(panel: RefObject<HTMLElement | null>, where: string): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const body = panel.current?.querySelector<HTMLElement>('.lesson-body');
    if (!body) return;
    const update = () => {
      const next = scrollEdges(body);
      setEdges((e) => (e.above === next.above && e.below === next.below ? e : next));
    };
    update();
    body.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(body);
    for (const child of body.children) ro?.observe(child);
    return () => {
      body.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, [panel, where]);
  return edges;
}
