import { counterpartPreset } from '../../scenario-edit/counterparts';
import { counterpartWords } from '../../scenario-edit/counterpart-words';
import { presetTitle } from '../../scenario-edit/catalog';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useLessonStore } from '../state/lesson-store';
import { requestHeadingFocus, MODE_HEADINGS } from '../util/heading-focus';

/**
 * Under a paired demo's title, one button into Compare A/B: a demo titled as a comparison opened
 * as one scenario, and the comparison was only "(open Compare A/B to see both)" at the end of a
 * long paragraph (lecturer trial 20:10, step 5). Shown in Explore while A's queue still has the
 * pair's counterpart (an edit of the traffic keeps it: the button going on the first edit moved
 * the page under a finger dragging a flow bar, screens.spec.ts). Not in a lesson step.
 */
export function CompareWithCounterpart() {
  const other = useCounterpart();
  if (other === null) return null;
  const words = counterpartWords(other);
  const open = () => {
    useViewStore.getState().setMode('compare');
    requestHeadingFocus(MODE_HEADINGS.compare);
  };
  return (
    <button type="button" className="compare-counterpart" data-testid="compare-counterpart" onClick={open} title={`Open Compare A/B: this demo as A, the same traffic and seed under ${words} as B (“${presetTitle(other)}”)`}>
      Compare with {words} in A/B
    </button>
  );
}

/**
 * The preset a paired demo is compared with (the one A/B's automatic B runs), while Explore shows
 * the demo with A's queue still the pair's; null otherwise, and in a lesson step.
 */
export function useCounterpart(): string | null {
  const preset = useScenarioStore((s) => s.preset);
  const sc = useScenarioStore((s) => s.valid ?? s.draft);
  const mode = useViewStore((s) => s.mode);
  // Not in a lesson: its steps say when to compare, and the button stood between the step's
  // heading and the lesson panel in the Tab order (keyboard-trial4.spec.ts).
  const inLesson = useLessonStore((s) => s.place !== null);
  return preset === null || mode !== 'explore' || inLesson ? null : counterpartPreset(sc, preset);
}
