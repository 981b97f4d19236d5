import { presetTitle } from '../../scenario-edit/catalog';
import { counterpartWords } from '../../scenario-edit/counterpart-words';
import { useCounterpart } from '../header/CompareWithCounterpart';
import { useViewStore } from '../state/view-store';
import { HEADINGS, requestHeadingFocus } from '../util/heading-focus';
import { B_HEADING_ID } from './PresentSettings';

/**
 * A paired demo presented from Explore: its other half, under the slide's title, in the room's type.
 * Presenting the Wi-Fi demo showed only the RED run, whose "worse" needs tail drop beside it, and
 * the offer sat folded in Settings where nobody looked (lecturer trials 05:10 step 7 and 10:30
 * steps 4 and 7). Under the title, not beside it: in the title's row it pushed Exit and the
 * figures to a row of their own, in the controls' row Export and Share, and the plots fell under
 * 60 % of the screen (e2e/screens.spec.ts); under a one- or two-line title it takes the height the
 * headline numbers beside it already give the row. A/B opens in place, still presenting (the same
 * A/B as the Explore button's: B the queue A/B picks), and focus goes to the slide's new title, or,
 * with the Settings column open, to B's queue there, where the lecturer can move it.
 */
export function PresentCounterpart() {
  const other = useCounterpart();
  if (other === null) return null;
  const words = counterpartWords(other);
  const open = () => {
    useViewStore.getState().setMode('compare');
    requestHeadingFocus(document.getElementById('present-settings') ? `#${B_HEADING_ID}` : HEADINGS.presentation);
  };
  return (
    <button type="button" className="present-compare" data-testid="present-compare-counterpart" onClick={open} title={`Present Compare A/B: this demo as A, the same traffic and seed under ${words} as B (“${presetTitle(other)}”)`}>
      Compare with {words}
    </button>
  );
}
