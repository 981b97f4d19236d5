import { THEMES } from './theme';

/** What presenting does with the theme, in the words the header's Theme menu and presentation's Settings both say. */
export const PRESENTING_THEME_WORDS = `(presenting always uses ${THEMES.projector.label})`;

/** The theme registry's entries as a menu's options: the header's Theme menu and presentation's "Theme after Esc" list the same themes. */
export function ThemeOptions() {
  return (
    <>
      {Object.values(THEMES).map((t) => (
        <option key={t.name} value={t.name}>
          {t.label}
        </option>
      ))}
    </>
  );
}
