import { useViewStore } from '../state/view-store';
import { type ThemeName } from '../theme/theme';
import { PRESENTING_THEME_WORDS, ThemeOptions } from '../theme/ThemeOptions';

/** The top bar's theme menu (its labels from the theme registry); the landing page's header has it too (`testId` "landing-theme"). */
export function ThemePicker({ testId = 'theme' }: { testId?: string }) {
  const theme = useViewStore((s) => s.theme);
  const setTheme = useViewStore((s) => s.setTheme);
  return (
    // What the menu sets: presenting (F) is always in the projector's large type, so Projector and
    // Default looked the same there (lecturer-1215, step 23); the choice is this view's. The menu
    // says so in presentation Settings' own words, as its description and on hover (lecturer-1815,
    // confusion 5): shown in the bar, the words took the header a third row at 1366 px (trial-pres3).
    <label title={`The theme of this view ${PRESENTING_THEME_WORDS}`}>
      Theme{' '}
      <select aria-label="Theme" aria-describedby={`${testId}-presenting`} data-testid={testId} value={theme} onChange={(e) => setTheme(e.target.value as ThemeName)}>
        <ThemeOptions />
      </select>{' '}
      <span id={`${testId}-presenting`} className="visually-hidden" data-testid={`${testId}-presenting`}>
        {PRESENTING_THEME_WORDS}
      </span>
    </label>
  );
}
