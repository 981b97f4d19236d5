import { useState } from 'react';
import { useViewStore } from '../state/view-store';
import { rememberTheme } from '../theme/theme-memory';
import { THEMES, type ThemeName } from '../theme/theme';
import { PRESENTING_THEME_WORDS, ThemeOptions } from '../theme/ThemeOptions';

/** Wide enough to be a projector or a lecture-hall screen (a phone presents for itself). */
const WIDE = '(min-width: 1200px)';

/**
 * The page's theme, chosen from inside presentation: a lecturer taken straight into presentation
 * by a demo looked for the projector theme in its Settings and found none (lecturer-1540, step 7).
 * Presentation is always in the projector theme (large type, thick lines, black on white), so
 * choosing Projector in the header's menu changed nothing there and looked broken (step 14): the
 * choice says so beside it, and what it sets is the theme the page keeps after Esc. The same store
 * and list as the header's Theme menu (view-store's theme, kept in themeBeforePresenting while
 * presenting; THEMES), remembered in this browser as that menu's choice is. At the top of
 * Settings (in the bar it cost the plots a row at 1280 px), on a wide screen.
 */
export function ThemeAfterEsc() {
  const before = useViewStore((s) => s.themeBeforePresenting);
  const [wide] = useState(() => typeof matchMedia !== 'function' || matchMedia(WIDE).matches);
  if (!wide) return null;
  const choose = (theme: ThemeName) => {
    useViewStore.setState({ themeBeforePresenting: theme });
    rememberTheme(theme);
  };
  return (
    <label className="theme-after-esc" data-testid="present-theme-label">
      Theme after Esc{' '}
      <select data-testid="present-theme" value={before ?? THEMES.projector.name} aria-describedby="present-theme-why" onChange={(e) => choose(e.target.value as ThemeName)}>
        <ThemeOptions />
      </select>{' '}
      <span id="present-theme-why" className="theme-after-esc-why" data-testid="present-theme-why">
        {PRESENTING_THEME_WORDS}
      </span>
    </label>
  );
}
