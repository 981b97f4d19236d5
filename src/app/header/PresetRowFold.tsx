import { type ReactNode } from 'react';
import { presetTitle } from '../../scenario-edit/catalog';
import { setUpLabel } from '../heading/heading-short-name';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useScenarioHeading } from './ScenarioTitle';
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
  // What runs, as the heading names it: a step that changes its demo (step 3's 10–18 on the 4/6
  // demo) is named by its own set-up, never by the preset it was derived from (phone trial 02:20, s12).
  const heading = useScenarioHeading();
  if (!phone || !inLesson) return <>{children}</>;
  const label = setUpLabel(heading.title, preset ? presetTitle(preset) : null);
  return (
    <details className="preset-fold" data-testid="preset-fold">
      <summary data-testid="preset-fold-toggle" data-origin={label.origin} title={`${heading.title}: the preset menu, Find a preset, Build a dumbbell and More`}>
        {label.text}
      </summary>
      <div className="preset-fold-body">{children}</div>
    </details>
  );
}
