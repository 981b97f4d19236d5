import { useRef } from 'react';
import { DUMBBELL_QUEUES, MAX_DUMBBELL_FLOWS, type DumbbellQueue } from '../../scenario-edit/catalog';
import { DISCIPLINES } from '../../scenario-edit/queue-edit';

/**
 * A way to start a new scenario, not a setting of the current one: one button, "Build a
 * dumbbell", that opens its choices (the number of long flows, the queue) and Build. Laid out in
 * the header's row as "or a new dumbbell: 3 long flows under Tail drop [Build]", it kept reading
 * "Tail drop" beside an edited scenario running CoDel and was taken for a second queue setting
 * (bloat trial 08:20, confusion 7). Folded the same way at every width (on a phone it already
 * was, under this label: "New dumbbell…" there read as a cut label). Escape closes it, focus back
 * on its button.
 */
/**
 * Open the panel rightwards from its button, or leftwards from the button's right edge where
 * rightwards would run off the screen: where the button sits depends on how the header wraps
 * (at 768–1023 px it ended its row, and the panel ran 450 px past the screen; from the left edge
 * of a narrower header, leftwards would). Measured each time it opens.
 */
function placePanel(menu: HTMLDetailsElement): void {
  delete menu.dataset.side;
  if (!menu.open) return;
  const body = menu.querySelector<HTMLElement>('.teach-menu-body');
  const button = menu.querySelector('summary');
  if (!body || !button) return;
  const width = document.documentElement.clientWidth;
  const panel = body.getBoundingClientRect();
  if (panel.right > width && button.getBoundingClientRect().right - panel.width >= 0) menu.dataset.side = 'left';
}

export function NewDumbbell({ n, setN, queue, setQueue, build }: { n: number; setN: (n: number) => void; queue: DumbbellQueue; setQueue: (q: DumbbellQueue) => void; build: () => void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    const d = menu.current;
    if (!d?.open) return;
    d.open = false;
    d.querySelector('summary')?.focus();
  };
  return (
    <details
      ref={menu}
      className="teach-menu dumbbell-menu"
      data-testid="dumbbell-menu"
      onToggle={(e) => placePanel(e.currentTarget)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !menu.current?.open) return;
        e.preventDefault();
        e.stopPropagation();
        close();
      }}
    >
      <summary data-testid="dumbbell-menu-toggle" title="Start a new scenario: a dumbbell with any number of long flows and a queue you choose (replaces the scenario shown)">
        Build a dumbbell
      </summary>
      <div className="teach-menu-body">
        <span className="dumbbell-n" role="group" aria-label="Build a new dumbbell scenario">
          A new scenario, in place of this one:
          <input type="number" aria-label="Number of long flows" min={1} max={MAX_DUMBBELL_FLOWS} value={n} onChange={(e) => setN(Math.max(1, Math.min(MAX_DUMBBELL_FLOWS, Math.round(Number(e.target.value) || 1))))} />
          long flows under
          <select aria-label="Dumbbell queue" value={queue} onChange={(e) => setQueue(e.target.value as DumbbellQueue)}>
            {DUMBBELL_QUEUES.map((b) => (
              <option key={b.value} value={b.value}>
                {/* The editor's name for it (the registry label), as the preset menu's titles use. */}
                {DISCIPLINES.find((d) => d.value === b.choice)?.label ?? b.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            data-testid="load-dumbbell"
            onClick={() => {
              build();
              close();
            }}
          >
            Build
          </button>
        </span>
      </div>
    </details>
  );
}
