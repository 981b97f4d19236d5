import { useCompareStore } from '../state/compare-store';
import { swapAndSay } from './swap-ab';

/**
 * A/B header's "Swap A and B". What it did is said in A/B's one status line about B (BStatus in
 * ComparePanel.tsx, b-origin.tsx swappedWords). Not offered while A is pinned to a preset (B is
 * then the editor's scenario: the pin says which is which).
 */
export function SwapAB() {
  const pinA = useCompareStore((s) => s.pinA);
  if (pinA !== null) return null;
  return (
    <div className="swap-ab">
      <button type="button" data-testid="swap-ab" onClick={swapAndSay} title="Make A the other side: a paired preset opens its partner as A; queues set by you trade places">
        Swap A and B
      </button>
    </div>
  );
}
