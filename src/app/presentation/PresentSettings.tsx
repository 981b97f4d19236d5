import { BQueueEditor } from '../compare/BQueueEditor';
import { BottleneckEditor } from '../editor/BottleneckEditor';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';

/**
 * The bottleneck's settings inside presentation mode, so a lecturer can move min_th, max_th or
 * max_p in front of the hall without leaving the projected view (a trial lecturer had to press
 * Esc, edit, and press F again). In A/B compare, B's queue sits beside A's.
 */
export function PresentSettings() {
  const mode = useViewStore((s) => s.mode);
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  return (
    <div className="present-settings" data-testid="present-settings" role="region" aria-label="Bottleneck settings">
      <div className="present-settings-side">
        {mode === 'compare' ? <h2 className="present-settings-tag">A</h2> : null}
        <BottleneckEditor />
      </div>
      {mode === 'compare' ? (
        <div className="present-settings-side">
          <h2 className="present-settings-tag">B</h2>
          <section className="panel" aria-labelledby="present-b-h">
            <h2 id="present-b-h">B&apos;s queue (same flows and seed)</h2>
            <BQueueEditor a={a} />
          </section>
        </div>
      ) : null}
    </div>
  );
}
