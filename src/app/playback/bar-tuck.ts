/**
 * On a phone the stuck playback bar tucks away above the window while the student scrolls down by
 * hand, and comes back on the first scroll up. Pinned at the top, "▶ Replay · run complete ·
 * 100.00 s · More" took about 50 px of every phone screen and hid the start of the queue plot's
 * legend (phone-2235, confusion 5). It stays reachable: a scroll up brings it back, and so does
 * focus (Tab into it, a screen reader's focus), and it stays while it holds focus or has "More"
 * open. Only a hand's scroll (a swipe, the wheel) tucks it: a jump ("Jump to", "Look at", a skip
 * link) lands below the bar, as the page's scroll padding promises (sticky-bar.ts).
 */

/** Below this width the bar tucks (the phone layout's breakpoint, layout/phone.css). */
export const TUCK_MEDIA = '(max-width: 600px)';

/** A scroll this long after the last touch move or wheel turn is still the hand's (a swipe's momentum). */
export const HAND_SCROLL_MS = 1200;

/** Scrolls smaller than this (px) leave the bar as it is: a finger resting on the glass jitters. */
export const TUCK_MIN_PX = 4;

export interface TuckState {
  /** Tucked now. */
  tucked: boolean;
  /** Stuck at the window's top although the page has scrolled past its place (sticky-bar.ts). */
  stuck: boolean;
  /** A phone-width window (TUCK_MEDIA). */
  phone: boolean;
  /** How far the page scrolled since the last look (px; + down). */
  dy: number;
  /** The scroll was the hand's (a swipe or the wheel, within HAND_SCROLL_MS), not a jump's. */
  byHand: boolean;
  /** The bar holds focus or has "More" open: it stays. */
  held: boolean;
}

/** Whether the bar is tucked after this scroll. */
export function nextTucked(s: TuckState): boolean {
  if (!s.phone || !s.stuck || s.held) return false;
  if (!s.byHand || Math.abs(s.dy) < TUCK_MIN_PX) return s.tucked;
  return s.dy > 0;
}
