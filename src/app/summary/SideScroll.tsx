import { useRef, type ReactNode } from 'react';
import { useSideOverflow } from '../components/use-side-overflow';
import './side-scroll.css';

/**
 * A table's sideways scroll made visible (trials 10:00: columns past a 1366-px card's edge, with
 * nothing showing that they were there): a fading edge on the side with more columns, and a line
 * in words above the table saying which way they are and how to get there. Nothing shows while
 * the table fits.
 */
export function SideScroll({ children, label, testId }: { children: ReactNode; label: string; testId: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const state = useSideOverflow(frame, (el) => el.querySelector<HTMLElement>('.table-wrap'));
  const words = state.moreRight ? `More ${label} to the right →  scroll the table sideways (swipe, or Shift + wheel); the flow's name stays in view.` : state.moreLeft ? `← More ${label} to the left: scroll the table back.` : '';
  return (
    <div className="side-scroll" ref={frame} data-testid={testId} data-overflows={state.overflows ? 'yes' : 'no'} data-more-left={state.moreLeft ? 'yes' : 'no'} data-more-right={state.moreRight ? 'yes' : 'no'}>
      {state.overflows ? (
        <p className="side-scroll-cue" data-testid={`${testId}-cue`} aria-live="polite">
          {words}
        </p>
      ) : null}
      <div className="side-scroll-frame">{children}</div>
    </div>
  );
}
