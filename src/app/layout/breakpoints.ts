/**
 * Below this width the editor is a drawer over the page and the plots take the full width (the
 * side-by-side layout needs the editor's ~22 em plus ~40 em for readable plots). Keep in step
 * with the @media rules in theme/styles.css.
 */
export const DRAWER_MAX_WIDTH_PX = 1023;
export const NARROW_QUERY = `(max-width: ${DRAWER_MAX_WIDTH_PX}px)`;

/**
 * A phone, held either way, in presentation mode: 600 px wide or less (portrait), or at most 500
 * px tall on a screen no wider than a phone's side (landscape, 844×390). There the bar's buttons
 * follow the plots, so the title, the numbers strip and a plot share the first screen (issue 37
 * item 3). Keep in step with the @media rules in layout/phone.css.
 */
export const PRESENT_PHONE_QUERY = '(max-width: 600px), (max-height: 500px) and (max-width: 1000px)';
