import { useMemo, type ReactNode } from 'react';
import { presetScenarioShared, presetTitle } from '../../scenario-edit/catalog';
import { sameSetUp } from '../heading/scenario-heading';
import { presetShortName } from '../../scenario-edit/counterpart-words';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useMediaQuery } from '../util/use-media-query';
import { PHONE_QUERY } from './TeachControls';

/**
 * While a lesson is open on a phone, the preset row (the preset menu, "More", "Find a preset",
 * "Build a dumbbell") folds behind one control that names the preset: the header took a quarter
 * of an 844-px screen before any of the step's results, with controls a student in a lesson does
 * not need (trial phone-0100, s03). Opened, everything is there as before; wider screens and the
 * app outside a lesson are not changed.
 */
export function PresetRowFold({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const inLesson = useLessonStore((s) => s.place !== null);
  const preset = useScenarioStore((s) => s.preset);
  const valid = useScenarioStore((s) => s.valid);
  // A step that changes its demo (step 3's 10–18 on the 4/6 demo) is not that preset: said, as the menu says "Edited from".
  const edited = useMemo(() => {
    const base = preset === null ? null : presetScenarioShared(preset);
    return base !== null && valid !== null && !sameSetUp(valid, base);
  }, [preset, valid]);
  if (!phone || !inLesson) return <>{children}</>;
  const title = preset ? presetTitle(preset) : 'Custom scenario';
  // The part after the dash names the set-up ("Gentle RED 4/6"); the summary's title has the whole name.
  const short = (preset && presetShortName(preset)) ?? title;
  return (
    <details className="preset-fold" data-testid="preset-fold">
      <summary data-testid="preset-fold-toggle" title={`${title}: the preset menu, Find a preset, Build a dumbbell and More`}>
        Preset: {short}
        {edited ? ', edited' : ''}
      </summary>
      <div className="preset-fold-body">{children}</div>
    </details>
  );
}
