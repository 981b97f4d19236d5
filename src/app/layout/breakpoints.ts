/**
 * Below this width the editor is a drawer over the page and the plots take the full width (the
 * side-by-side layout needs the editor's ~22 em plus ~40 em for readable plots). Keep in step
 * with the @media rules in theme/styles.css.
 */
export const DRAWER_MAX_WIDTH_PX = 1023;
export const NARROW_QUERY = `(max-width: ${DRAWER_MAX_WIDTH_PX}px)`;
