/**
 * In-page anchors the app writes in its jump links' hrefs (`#demo-group-bufferbloat`,
 * `#lessons-h`, the workspace's `#main`): a click scrolls in place, but one opened directly
 * (pasted, bookmarked, middle-clicked, reloaded) was read as a scenario link, said "the link has
 * no format version" and loaded an unrelated demo (bloat trial 00:55, confusion 11). The landing
 * page builds its ids here, so that each is recognised by the shape it is written in; any other
 * bare word (`#hello`) is still a refused link, with its message.
 */
export const LANDING_ANCHOR = {
  /** A demo group's <details>. */
  group: (id: string) => `demo-group-${id}`,
  /** A demo section's heading ("Teaching demos"). */
  section: (id: string) => `demos-${id}-h`,
  /** A lesson card's heading. */
  lessonCard: (id: string) => `lesson-${id}`,
  lessons: 'lessons-h',
  sandbox: 'sandbox-h',
  search: 'landing-search',
} as const;

/** The workspace's <main> (App.tsx), the target of its skip and jump links (href="#main"). */
export const WORKSPACE_MAIN = 'main';

const ANCHOR_SHAPE = new RegExp(
  `^(?:${[
    LANDING_ANCHOR.group('[A-Za-z0-9_-]+'),
    LANDING_ANCHOR.section('[A-Za-z0-9_-]+'),
    LANDING_ANCHOR.lessonCard('[A-Za-z0-9_-]+'),
    LANDING_ANCHOR.lessons,
    LANDING_ANCHOR.sandbox,
    LANDING_ANCHOR.search,
    WORKSPACE_MAIN,
  ].join('|')})$`,
);

/** The in-page anchor a fragment (with or without '#') names, or null if it is no anchor the app writes. */
export function pageAnchor(fragment: string): string | null {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  return ANCHOR_SHAPE.test(text) ? text : null;
}
