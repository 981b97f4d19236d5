import { PHONE_WIDTH_QUERY, useMediaQuery } from '../util/use-media-query';

/**
 * Below the drawer breakpoint (layout/breakpoints.ts NARROW_QUERY; compare may not import layout,
 * which renders it: tests/architecture): the A/B page's top headline block is rendered only there.
 * Hidden by CSS on wide screens, it put the headline rows and "B − A" header twice in the DOM.
 * tests/app/compare-narrow-query.test.ts keeps the two queries equal.
 */
export const COMPARE_NARROW_QUERY = '(max-width: 1023px)';

/** Whether the window is narrower than the drawer breakpoint, following resizes and rotation. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(COMPARE_NARROW_QUERY);
}

/** The A/B table's phone layout (styles.css: each figure's name on a line of its own, its A, B and B − A under it). */
export const COMPARE_PHONE_QUERY = PHONE_WIDTH_QUERY;

/** Whether the A/B table is in its phone layout, following resizes and rotation. */
export function usePhoneTable(): boolean {
  return useMediaQuery(COMPARE_PHONE_QUERY);
}
