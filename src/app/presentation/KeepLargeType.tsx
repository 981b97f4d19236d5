import { useState } from 'react';
import { useViewStore } from '../state/view-store';
import { rememberTheme } from '../theme/theme-memory';
import { THEMES, type ThemeName } from '../theme/theme';

/** Wide enough to be a projector or a lecture-hall screen (a phone presents for itself). */
const WIDE = '(min-width: 1200px)';

/**
 * Presentation is always in the projector theme; Esc went back to the lecturer's Default theme,
 * where nothing on the A/B page read at a third of 1920×1080, and "Projector" sat unseen in a small
 * Theme menu in the corner (lecturer-1130, step 4). Offered where the lecturer acts, at the top of
 * presentation's Settings (in the bar it cost the plots a row at 1280 px), on a wide screen, when their own theme is not the projector's: one tick
 * keeps the large type after Esc, remembered in this browser as a choice in the Theme menu is;
 * unticked, their theme comes back.
 */
export function KeepLargeType() {
  const before = useViewStore((s) => s.themeBeforePresenting);
  // The lecturer's own theme when presentation began: the box stays (ticked) once it is used.
  const [own] = useState<ThemeName | null>(() => useViewStore.getState().themeBeforePresenting);
  const [wide] = useState(() => typeof matchMedia !== 'function' || matchMedia(WIDE).matches);
  if (!wide || own === null) return null;
  // Their theme is the projector's already: the box stays where it was, ticked and disabled with
  // the reason; it vanished with nothing said, and Projector looked like Default in presentation,
  // which is always large (lecturer-1215, steps 22–23).
  const already = own === 'projector';
  const keep = (on: boolean) => {
    const theme: ThemeName = on ? 'projector' : own;
    useViewStore.setState({ themeBeforePresenting: theme });
    rememberTheme(theme);
  };
  return (
    <label className="check keep-large-type" data-testid="keep-large-type-label" title={`The page keeps the ${THEMES.projector.label} theme (large type) after Esc (remembered in this browser; the Theme menu changes it back)`}>
      <input type="checkbox" data-testid="keep-large-type" checked={already || before === 'projector'} disabled={already} aria-describedby="keep-large-type-why" onChange={(e) => keep(e.target.checked)} />
      Keep the large type after Esc{' '}
      <span id="keep-large-type-why" className="keep-large-type-why" data-testid="keep-large-type-why">
        {already ? `(your theme is ${THEMES.projector.label}: it is large too)` : '(presenting is always large)'}
      </span>
    </label>
  );
}
