import { useState } from 'react';
import { useViewStore } from '../state/view-store';

/** Where this browser remembers that its user dismissed the hint (localStorage, this origin only). */
export const PRESENT_HINT_STORAGE_KEY = 'congestion-lab.present-hint-dismissed';

function dismissedBefore(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PRESENT_HINT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(PRESENT_HINT_STORAGE_KEY, '1');
  } catch {
    // Storage refused (a private window, a sandboxed embed): dismissed for this page only.
  }
}

/**
 * With the projector theme chosen and not presenting, one short hint at the end of the preset row: the
 * theme alone left A/B's plots below the fold at 1080p, and nothing tied it to Present (lecturer
 * trial 20:10, step 7). Dismissed once, it stays dismissed in this browser.
 */
export function PresentHint() {
  const theme = useViewStore((s) => s.theme);
  const presenting = useViewStore((s) => s.presenting);
  const [dismissed, setDismissed] = useState(dismissedBefore);
  if (theme !== 'projector' || presenting || dismissed) return null;
  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };
  return (
    <span className="present-hint" role="note" data-testid="present-hint">
      For the room: Present (F) shows just the plots
      <button type="button" className="small icon" data-testid="present-hint-dismiss" aria-label="Dismiss the hint about Present" onClick={dismiss}>
        ×
      </button>
    </span>
  );
}
