import { useRef, type ReactNode } from 'react';
import { ThemeAfterEsc } from './ThemeAfterEsc';
import { PresentSetUp } from './PresentSetUp';
import { useMoreBelow } from './use-more-below';
import { BQueueEditor } from '../compare/BQueueEditor';
import { BottleneckEditor } from '../editor/BottleneckEditor';
import { LinkErrorsEditor } from '../editor/LinkErrorsEditor';
import { lossAt, lossPlaces } from '../../scenario-edit/link-errors';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useCompareStore } from '../state/compare-store';
import { presetTitle } from '../../scenario-edit/catalog';

/** B's queue in the Settings column (A/B): where focus goes when A/B opens with the column open. */
export const B_HEADING_ID = 'present-b-h';

/**
 * The bottleneck's settings inside presentation mode, so a lecturer can move min_th, max_th or
 * max_p in front of the hall without leaving the projected view (a trial lecturer had to press
 * Esc, edit, and press F again). In A/B compare, B's queue sits beside A's.
 */
/*
 * "Theme after Esc" (ThemeAfterEsc.tsx) opens the settings: in the bar it took
 * Export and Share to a third row at 1280 px, and the two plots fell below 60 % of the screen
 * (e2e/screens.spec.ts).
 */
/** The column itself: it scrolls, and fades at its foot while more lies below (use-more-below.ts). */
function SettingsColumn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const more = useMoreBelow(ref);
  return (
    <div ref={ref} className={`present-settings${more ? ' more-below' : ''}`} data-testid="present-settings" data-more-below={more ? 'yes' : 'no'} role="region" aria-label="Bottleneck and link-error settings">
      {/* The set-up line leaves the bar while the column is open (the plots keep its two rows)
          and heads the column, over the settings it sums up: gone from the bar, a lecturer
          thought it lost (lecturer-0315, confusion 6). */}
      <PresentSetUp />
      {children}
    </div>
  );
}

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
      <SettingsColumn>
        <ThemeAfterEsc />
        <div className="present-settings-side present-settings-a">
          <h2 className="present-settings-tag">B</h2>
          <BottleneckEditor />
          {lossy ? <LinkErrorsEditor /> : null}
        </div>
        <div className="present-settings-side">
          <h2 className="present-settings-tag">A</h2>
          <p>Pinned to the preset “{presetTitle(pinA)}”: it stays as it is.</p>
        </div>
      </SettingsColumn>
    );
  return (
    <SettingsColumn>
      <ThemeAfterEsc />
      {/* A's editor has many more fields than B's queue: it gets two thirds of the width, so it
          needs fewer rows and leaves the plots more of the screen. */}
      <div className="present-settings-side present-settings-a">
        {mode === 'compare' ? <h2 className="present-settings-tag">A</h2> : null}
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
    </SettingsColumn>
  );
}
