import { BQueueEditor } from '../compare/BQueueEditor';
import { BottleneckEditor } from '../editor/BottleneckEditor';
import { LinkErrorsEditor } from '../editor/LinkErrorsEditor';
import { lossAt, lossPlaces } from '../../scenario-edit/link-errors';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { presetTitle } from '../../scenario-edit/catalog';
import { counterpartWords } from '../../scenario-edit/counterpart-words';
import { useCounterpart } from '../header/CompareWithCounterpart';
import { requestHeadingFocus } from '../util/heading-focus';

/** B's queue in the Settings column (A/B): where focus goes once A/B opens from the column. */
const B_HEADING_ID = 'present-b-h';

/**
 * A paired demo presented from Explore: its other half, one button away, at the top of Settings
 * (presenting it showed only the RED run, and nothing on the slide said the comparison the point
 * needs was there: lecturer trial 05:10, step 7). Here, not in the bar: in the title's row it
 * pushed Exit and the figures to a row of their own and the plots fell under 60 % of the screen
 * (e2e/screens.spec.ts). It opens A/B in place, the same A/B (B the queue A/B picks), and focus
 * goes to B's queue, which the column then shows.
 */
function PresentCounterpart() {
  const other = useCounterpart();
  if (other === null) return null;
  const words = counterpartWords(other);
  const open = () => {
    useViewStore.getState().setMode('compare');
    requestHeadingFocus(`#${B_HEADING_ID}`);
  };
  return (
    <section className="panel present-counterpart" aria-labelledby="present-counterpart-h">
      <h2 id="present-counterpart-h">Compare A/B</h2>
      <p>This run beside the same traffic and seed under {words}.</p>
      <button type="button" className="primary" data-testid="present-compare-counterpart" onClick={open} title={`Present Compare A/B: this demo as A, the same traffic and seed under ${words} as B (“${presetTitle(other)}”)`}>
        Compare with {words}
      </button>
    </section>
  );
}

/**
 * The bottleneck's settings inside presentation mode, so a lecturer can move min_th, max_th or
 * max_p in front of the hall without leaving the projected view (a trial lecturer had to press
 * Esc, edit, and press F again). In A/B compare, B's queue sits beside A's.
 */
export function PresentSettings() {
  // The scenario's link errors (PER) beside the bottleneck when it has any: in a lossy Wi-Fi demo
  // they are the variable to move (lecturer trial s24).
  const lossy = useScenarioStore((s) => lossPlaces(s.draft).some((p) => lossAt(s.draft, p.path) !== undefined));
  const mode = useViewStore((s) => s.mode);
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const pinA = useCompareStore((s) => s.pinA);
  // A pinned to a preset: the editor's scenario is B, and A has nothing to set.
  if (mode === 'compare' && pinA !== null)
    return (
      <div className="present-settings" data-testid="present-settings" role="region" aria-label="Bottleneck and link-error settings">
        <div className="present-settings-side present-settings-a">
          <h2 className="present-settings-tag">B</h2>
          <BottleneckEditor />
          {lossy ? <LinkErrorsEditor /> : null}
        </div>
        <div className="present-settings-side">
          <h2 className="present-settings-tag">A</h2>
          <p>Pinned to the preset “{presetTitle(pinA)}”: it stays as it is.</p>
        </div>
      </div>
    );
  return (
    <div className="present-settings" data-testid="present-settings" role="region" aria-label="Bottleneck and link-error settings">
      {/* A's editor has many more fields than B's queue: it gets two thirds of the width, so it
          needs fewer rows and leaves the plots more of the screen. */}
      <div className="present-settings-side present-settings-a">
        {mode === 'compare' ? <h2 className="present-settings-tag">A</h2> : null}
        <PresentCounterpart />
        <BottleneckEditor />
        {lossy ? <LinkErrorsEditor /> : null}
      </div>
      {mode === 'compare' ? (
        <div className="present-settings-side">
          <h2 className="present-settings-tag">B</h2>
          <section className="panel" aria-labelledby={B_HEADING_ID}>
            <h2 id={B_HEADING_ID}>B&apos;s queue (same flows and seed)</h2>
            <BQueueEditor a={a} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
