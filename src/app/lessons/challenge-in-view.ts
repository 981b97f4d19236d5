import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the step's challenge is in sight, from the "not tried yet" strip under the lesson body:
 * its heading and its Check button both wholly on screen (clipped by the body's scrolling and the
 * window). "You have not tried this step's challenge yet. Go to the challenge ↓" sat under a
 * challenge box fully visible above it (bloat-0055 confusion 8): the jump is offered only when the
 * challenge is out of sight. Followed as the body scrolls, and as the step's contents change (a
 * prediction answered renders the challenge's button).
 */
export function useChallengeInView(strip: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const body = strip.current?.closest('.lesson-panel')?.querySelector<HTMLElement>('.lesson-body');
    if (!body || typeof IntersectionObserver === 'undefined') return;
    const seen = new Map<Element, boolean>();
    let targets: Element[] = [];
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(e.target, e.intersectionRatio >= 0.99);
        setInView(targets.length > 0 && targets.every((t) => seen.get(t) === true));
      },
      { threshold: [0, 0.99, 1] },
    );
    const collect = () => {
      const section = body.querySelector('section.lesson-challenge');
      const next = section ? [section.querySelector('[data-testid="challenge-head"]'), section.querySelector('[data-testid="check-challenge"]')].filter((x): x is Element => x !== null) : [];
      if (next.length === targets.length && next.every((t, i) => t === targets[i])) return;
      io.disconnect();
      seen.clear();
      targets = next;
      if (targets.length < 2) setInView(false);
      else for (const t of targets) io.observe(t);
    };
    collect();
    const mo = new MutationObserver(collect);
    mo.observe(body, { childList: true, subtree: true });
    return () => {
      mo.disconnect();
      io.disconnect();
    };
  }, [strip]);
  return inView;
}
