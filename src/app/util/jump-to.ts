import type { MouseEvent } from 'react';
import { focusHeading } from './heading-focus';

/**
 * An in-page jump link's click: focus follows the eye (a keyboard or screen-reader user lands where
 * the eye does: the part's heading), then the part is put at the top, below the sticky playback bar
 * (bringToTop). A part not on the page leaves the link alone.
 */
export function jumpTo(e: MouseEvent<HTMLAnchorElement>, selector: string): void {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el) return;
  e.preventDefault();
  focusHeading(el.querySelector<HTMLElement>('h2, h3, .plot-title') ?? el);
  bringToTop(el);
}

/**
 * Put `el` at the top of the window, below the sticky playback bar (the page's scroll padding,
 * from the bar's height: sticky-bar.ts). Scrolled from the top of the page, the bar is still its
 * full height when the scroll starts and folds to one row once stuck: the part landed the
 * difference (~220 px on a phone) lower, as the skip links did. So it is put at the top again two
 * frames later, once the bar has folded and the plots drawn as they come into view have their height.
 */
export function bringToTop(el: HTMLElement): void {
  el.scrollIntoView({ block: 'start' });
  requestAnimationFrame(() => requestAnimationFrame(() => el.scrollIntoView({ block: 'start' })));
}
