import type { MouseEvent } from 'react';
import { focusHeading } from './heading-focus';

/**
 * An in-page jump link's click: focus follows the eye (a keyboard or screen-reader user lands where
 * the eye does: the part's heading), then the part is put at the top, below the sticky playback bar
 * (the page's scroll padding). Plots drawn as they come into view can change the height of the page
 * above, so it is put at the top again once they have. A part not on the page leaves the link alone.
 */
export function jumpTo(e: MouseEvent<HTMLAnchorElement>, selector: string): void {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el) return;
  e.preventDefault();
  focusHeading(el.querySelector<HTMLElement>('h2, h3, .plot-title') ?? el);
  el.scrollIntoView({ block: 'start' });
  requestAnimationFrame(() => requestAnimationFrame(() => el.scrollIntoView({ block: 'start' })));
}
