import { presetNeutralTitle, presetScenarioShared, presetTitle } from '../../scenario-edit/catalog';
import { stepScenario, type Step } from '../../lessons/schema';
import { stepSetUpName, type HeadingReference } from './scenario-heading';

/**
 * What the page's heading compares the scenario on screen with. In a lesson step, the step's own
 * set-up (its preset plus its edits, built by stepScenario: the same set-up the verdicts' "Your
 * changes: min_th 10 → 3" is counted from) until the student edits it; only their own edits make
 * it "edited from". A preset loaded from the menu during a lesson is compared with that preset,
 * not the step.
 */
export function headingReference(preset: string | null, lessonStep: Step | undefined): HeadingReference {
  const step = lessonStep?.scenario.preset === preset ? lessonStep : undefined;
  const built = step ? stepScenario(step) : null;
  const presetBase = preset === null ? null : presetScenarioShared(preset);
  const base = built?.ok ? built.scenario : presetBase;
  const title = base === null || preset === null ? null : presetTitle(preset);
  // A step that changes its demo (a smaller buffer, another max_p): the demo's description no
  // longer describes the screen, and its name is built from the settings the step runs.
  const stepName = built?.ok && presetBase !== null && title !== null ? stepSetUpName(title, presetBase, built.scenario) : null;
  return { base, presetBase, stepName, title, neutralTitle: preset === null ? null : presetNeutralTitle(preset) };
}
