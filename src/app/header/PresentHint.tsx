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

// Once the user has presented, the hint has done its work: it stayed on every later screen
// (lecturer trial 23:10, steps 7–104). Watched here, not in the component: the header and its
// hint are not mounted while presenting.
useViewStore.subscribe((s, prev) => {
  if (s.presenting && !prev.presenting) rememberDismissed();
});

/**
 * With the projector theme chosen and not presenting, one short hint at the end of the preset row: the
 * theme alone left A/B's plots below the fold at 1080p, and nothing tied it to Present (lecturer
 * trial 20:10, step 7). Dismissed, or once the user has presented, it stays away in this browser.
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
    <span className="present-hint" role="note" data-testid="present-hint" title="Present (F) shows just the plots, in projector type">
      For the room: Present (F)
      <button type="button" className="small icon" data-testid="present-hint-dismiss" aria-label="Dismiss the projector hint" onClick={dismiss}>
        ×
      </button>
    </span>
  );
}
