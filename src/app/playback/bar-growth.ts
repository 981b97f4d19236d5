/**
 * The stuck playback bar changes height as the run plays: on a wide screen, "▶ Replay · speed
 * instant · run complete · 37.58 s" needs a second row that "❚❚ · 1× · 3.05 / 37.58 s" does not
 * (59 → 103 px at 1920×1080). Stuck at the window's top, a bar that grows covers what sits under
 * it: a plot brought just below the bar while it played ("Look at", a jump, the hand) had its
 * title hidden under the Replay bar once the run ended (students' and a lecturer's trial, problem 1).
 * So while the bar is stuck, the page scrolls by what the bar grew or shrank, and what was just
 * below the bar stays just below it, as if the bar took its room in the page (sticky-bar.ts).
 */
export interface BarHeightChange {
  /** The bar's height when last published (px; negative when there was none yet). */
  before: number;
  /** Its height now (px). */
  after: number;
  /** Stuck at the window's top (the page scrolled past its place) before this change. */
  stuck: boolean;
  /**
   * "More" opened or closed in this change (a phone's disclosure): the rest of the controls then
   * open under the row on purpose, over the page for as long as they are open, and the page stays.
   */
  moreToggled: boolean;
}

/** How far to scroll the page (px, + down) so what was just below the stuck bar stays just below it. */
export function scrollForBarChange(c: BarHeightChange): number {
  if (!c.stuck || c.moreToggled || c.before < 0) return 0;
  // The bar grew by `after - before`: the page scrolls up that much (negative), so its content moves down with the bar's bottom.
  return c.before - c.after;
}
