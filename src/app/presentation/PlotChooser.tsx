import { useId, useRef, useState } from 'react';
import { DISCIPLINE_PANEL_PLOT, drawsBothRuns, PLOT, plotName } from '../../plot-kinds/plot-kinds';
import { ThroughputQuantitySelect } from '../plots/ThroughputQuantityToggle';
import { useShownQuantity } from '../state/throughput-quantity';
import { QUEUE_DISCIPLINES } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';
import { useFoldOnOutside } from '../components/use-folding-menu';
import { choicesForMode, countsAsKindReason, inPlaceWords, takesPlaceOf, usePresentedPlots, COMPARE_KINDS, COUNTS_AS_KIND_WORDS, FULL_SCREEN_WORDS, MAX_PRESENTED_PLOTS, PLOT_CHOICES, tickChoice, tickUnavailable, type PlotChoice } from '../state/plot-choices';

/**
 * Which 1–2 plots fill the screen (presentation mode) or the frame (embed); a chosen throughput
 * plot named by what it draws, throughput or goodput (lecturer-2045, confusion 4). A tick is never
 * refused silently (tickChoice): what it did, when not plain, is said in a live region beside the boxes.
 */
function PlotBoxes({ onSaid, said }: { onSaid: (said: string) => void; said: string }) {
  const whyId = useId();
  const noteId = useId();
  const chosen = usePresentedPlots();
  const mode = useViewStore((s) => s.mode);
  const set = useViewStore((s) => s.setPresentedPlots);
  const replaced = useViewStore((s) => s.replacedPair);
  const shown = choicesForMode(chosen, mode);
  // Every box unticked, for the kinds on screen now (a link or a mode switch that changes them ends it).
  const [emptiedFor, setEmptiedFor] = useState<string | null>(null);
  const emptied = emptiedFor === shown.join(',');
  // The discipline's own panel is named by what it draws for the bottleneck being shown.
  const discipline = useScenarioStore((s) => QUEUE_DISCIPLINES.find((d) => d.name === getBottleneck(s.draft)?.queue.type));
  const panel = discipline?.panel;
  const panelLabel = panel === 'probabilities' ? 'Drop/mark probabilities' : panel === 'delay-law' ? `How ${discipline!.label} decides` : null;
  // A kind as it is drawn now, ticked or not, in every word the chooser says ("Showing Goodput.";
  // lecturer4's report): the throughput kind by its view's one name (plot-kinds.ts viewNames). Its
  // box named "Throughput" unticked and "Goodput" ticked (lecturer trial, issue 37).
  const quantity = useShownQuantity();
  const shownName = (id: PlotChoice) => (id === DISCIPLINE_PANEL_PLOT && panelLabel ? panelLabel : PLOT_CHOICES.some((p) => p.id === id) ? plotName(id, quantity) : id);
  const labelOf = shownName;
  const offered = mode === 'compare' ? PLOT_CHOICES.filter((p) => COMPARE_KINDS.includes(p.id)) : PLOT_CHOICES.filter((p) => !drawsBothRuns(p.id));
  const tick = (id: PlotChoice) => {
    const next = tickChoice({ chosen: shown, emptied, replaced }, id, shownName);
    setEmptiedFor(next.emptied ? next.chosen.join(',') : null);
    if (next.chosen.join(',') !== shown.join(',')) set(next.chosen, next.replaced !== undefined ? next.replaced : replaced);
    onSaid(next.said);
  };
  const ticked = (id: PlotChoice) => !emptied && shown.includes(id);
  // With the screen full, the other boxes are shown unavailable, the reason beside them, rather
  // than a tick evicting a kind (phone-0315, confusion 7). aria-disabled, not disabled: they stay
  // focusable, and a tap on one says the reason again.
  const unavailable = (id: PlotChoice) => tickUnavailable({ chosen: shown, emptied }, id);
  // The general reason is for the other kinds' boxes (the both-runs kind's note says its own).
  const full = offered.some((p) => !drawsBothRuns(p.id) && unavailable(p.id));
  // Beside it while its pair is on screen, what a tick does: it takes that pair's place.
  const inPlaceNote = (id: PlotChoice) => {
    const pair = takesPlaceOf({ chosen: shown, emptied }, id);
    return pair === null ? null : inPlaceWords(shownName(pair));
  };
  return (
    <fieldset className="plot-chooser" data-testid="plot-chooser">
      <legend>{mode === 'compare' ? `Plots (up to ${MAX_PRESENTED_PLOTS} kinds, A and B of each)` : `Plots (up to ${MAX_PRESENTED_PLOTS})`}</legend>
      {offered.map((p) =>
        // A chosen throughput plot is named by a menu of what it draws (throughput or goodput).
        p.id === PLOT.throughput.id && ticked(p.id) ? (
          <span key={p.id} className="check">
            <input type="checkbox" data-testid={`choose-${p.id}`} aria-label={labelOf(p.id)} checked onChange={() => tick(p.id)} />
            <ThroughputQuantitySelect />
          </span>
        ) : drawsBothRuns(p.id) ? (
          // A kind of both runs says beside its box that it is one of the screen's kinds, and when
          // unavailable which kinds to untick for it (lecturer trial 05:10, step 14).
          <span key={p.id} className="check-with-note">
            <label className="check" data-unavailable={unavailable(p.id) || undefined}>
              <input type="checkbox" data-testid={`choose-${p.id}`} checked={ticked(p.id)} aria-disabled={unavailable(p.id) || undefined} aria-describedby={noteId} onChange={() => tick(p.id)} />
              {labelOf(p.id)}
            </label>{' '}
            <span id={noteId} className="plot-chooser-note" data-testid={`choose-${p.id}-note`}>
              <span aria-hidden="true">— </span>
              {inPlaceNote(p.id) ?? (unavailable(p.id) ? countsAsKindReason(shown.map(shownName)) : COUNTS_AS_KIND_WORDS)}
            </span>
          </span>
        ) : (
          <label key={p.id} className="check" data-unavailable={unavailable(p.id) || undefined}>
            <input
              type="checkbox"
              data-testid={`choose-${p.id}`}
              checked={ticked(p.id)}
              aria-disabled={unavailable(p.id) || undefined}
              aria-describedby={unavailable(p.id) ? whyId : undefined}
              onChange={() => tick(p.id)}
            />
            {labelOf(p.id)}
          </label>
        ),
      )}
      {full && (
        <p id={whyId} className="plot-chooser-why" data-testid="plot-chooser-why">
          {FULL_SCREEN_WORDS}
        </p>
      )}
      {/* A refused tick's words are already shown by the reason line: said for a screen reader only. */}
      <p className={said && !(full && said.startsWith(FULL_SCREEN_WORDS)) && !said.includes(COUNTS_AS_KIND_WORDS) ? 'plot-chooser-said' : 'visually-hidden'} role="status" aria-live="polite" data-testid="plot-chooser-said">
        {said}
      </p>
    </fieldset>
  );
}

/** The boxes in a row (an embed's frame: its course page's reader picks there, no room to win). */
export function PlotChooser() {
  const [said, setSaid] = useState('');
  return <PlotBoxes said={said} onSaid={setSaid} />;
}

/**
 * Presentation's plot chooser folded behind one "Plots ▾" button (a panel over the plots when
 * open): the row of boxes took the controls' row its height and width, and the room's type for the
 * set-up line, the goodput note and the legends' counts needs that height (lecturer-2235,
 * confusions 2 and 7). Escape or a click outside folds it (use-folding-menu.ts).
 */
export function PlotMenu() {
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  // Each folding mounts the boxes afresh: an emptied moment ends, the boxes showing what is on screen.
  const [folds, setFolds] = useState(0);
  const fold = () => {
    setOpen(false);
    setSaid('');
    setFolds((n) => n + 1);
  };
  useFoldOnOutside(menu, { isOpen: () => open, close: fold, focusBack: () => toggle.current });
  return (
    <div ref={menu} className="fold-menu plot-menu" data-testid="plot-menu" data-open={open || undefined}>
      <button type="button" ref={toggle} className="fold-menu-toggle" data-testid="plot-menu-toggle" title="Which plots fill the screen" aria-expanded={open} aria-controls="plot-menu-panel" onClick={() => (open ? fold() : setOpen(true))}>
        Plots <span aria-hidden="true">▾</span>
      </button>
      <div id="plot-menu-panel" className="fold-menu-panel" hidden={!open}>
        {/* Mounted while folded too: what is ticked can be read without opening it. */}
        <PlotBoxes key={folds} said={said} onSaid={setSaid} />
      </div>
    </div>
  );
}
