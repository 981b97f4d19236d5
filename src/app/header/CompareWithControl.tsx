import { findPreset } from '../../sim-core';
import { presetTitle } from '../../scenario-edit/catalog';
import { useCompareStore } from '../state/compare-store';
import { useLessonStore } from '../state/lesson-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useControlOrigin } from '../state/control-origin';
import { currentShareLink } from '../controller/run-controller';
import { HEADINGS, MODE_HEADINGS, requestHeadingFocus } from '../util/heading-focus';

/**
 * A demo's control run in one press (PresetInfo.control): "Compare with: no Wi-Fi errors" opens the
 * same run without the suspected cause, in Compare A/B against its pair. A lecturer asked for "a
 * lossy Wi-Fi link where RED makes things worse" turned the errors off in front of the class and saw
 * RED fall further behind (1.03 → 1.50 Mbit/s); nothing had warned her, and the control took four
 * edits (lecturer-2045, confusion 9). Shown in Explore and A/B, and presenting beside the demo's
 * why; not in a lesson step, whose steps say what to open.
 */
export function useControl(): { preset: string; words: string } | null {
  const preset = useScenarioStore((s) => s.preset);
  const inLesson = useLessonStore((s) => s.place !== null);
  if (preset === null || inLesson) return null;
  return findPreset(preset)?.control ?? null;
}

/** Open `control` in Compare A/B, B following A (the control's own pair), still presenting if presenting. */
export function openControl(control: string): void {
  // The run left, as it is now (its view and slide title too), for the control's "← Back to …" (BackFromControl.tsx).
  const from = useScenarioStore.getState().preset;
  const left = new URL(currentShareLink()).hash.replace(/^#/, '');
  if (!useScenarioStore.getState().loadPreset(control)) return;
  useControlOrigin.getState().setOrigin(from === null ? null : { control, from, fragment: left });
  const view = useViewStore.getState();
  view.setZoom(null);
  useCompareStore.getState().setBQueue(null);
  useCompareStore.getState().setPinA(null);
  view.setMode('compare');
  requestHeadingFocus(view.presenting ? HEADINGS.presentation : MODE_HEADINGS.compare);
}

export function CompareWithControl({ className, testId }: { className: string; testId: string }) {
  const control = useControl();
  if (control === null) return null;
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      onClick={() => openControl(control.preset)}
      title={`Open Compare A/B on the same run with ${control.words}: “${presetTitle(control.preset)}”, against its pair`}
    >
      Compare with: {control.words}
    </button>
  );
}
