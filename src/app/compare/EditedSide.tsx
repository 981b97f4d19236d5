import { useCompareStore } from '../state/compare-store';
import { useViewStore } from '../state/view-store';
import { B_QUEUE_ID, B_QUEUE_LABEL } from './BQueueEditor';

/**
 * Which A/B side the scenario editor changes: A (your scenario) normally, B once A is pinned to a
 * preset (the roles swap: compare-controller.ts). Null outside Compare A/B. A phone trial edited
 * B through a select still named "Queue (A)".
 */
export function useEditedSide(): 'A' | 'B' | null {
  const compare = useViewStore((s) => s.mode === 'compare');
  const pinned = useCompareStore((s) => s.pinA !== null);
  return compare ? (pinned ? 'B' : 'A') : null;
}

/** A/B's side tag after an editor heading ("Bottleneck [B]"), read as "Bottleneck side B". */
export function SideTag() {
  const side = useEditedSide();
  if (side === null) return null;
  return (
    <span className="ab-tag editor-side-tag" data-testid="editor-side-tag">
      <span className="visually-hidden">side </span>
      {side}
    </span>
  );
}

/**
 * Take the keyboard and the page to B's queue menu: out of a phone's editor drawer, which would
 * cover it, and into the middle of the window, clear of a lesson's folded sheet.
 */
function goToBQueue(): void {
  useViewStore.getState().setDrawerOpen(false);
  requestAnimationFrame(() => {
    const menu = document.getElementById(B_QUEUE_ID);
    if (!menu) return;
    menu.scrollIntoView({ block: 'center' });
    menu.focus({ preventScroll: true });
  });
}

/**
 * The editor's first line in Compare A/B: which side its settings change. Where B's queue is
 * chosen is a button to it, by the menu's visible name: "set in the A/B panel" left a student
 * not knowing where that was (bloat-1215 step 29).
 */
export function EditedSideNote() {
  const side = useEditedSide();
  if (side === null) return null;
  return (
    <p className="hint editor-side-note" data-testid="editor-side-note">
      {side === 'A' ? (
        <>
          In Compare A/B this editor changes A, your scenario, and B with it: B is your scenario under another queue, chosen at{' '}
          <button type="button" className="link" data-testid="editor-side-b-queue" onClick={goToBQueue}>
            “{B_QUEUE_LABEL}” ↓
          </button>
          .
        </>
      ) : (
        'A is pinned to a preset: in Compare A/B this editor changes B, your scenario.'
      )}
    </p>
  );
}
