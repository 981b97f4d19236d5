import { useCompareStore } from '../state/compare-store';
import { useScenarioStore } from '../state/scenario-store';
import { swapAndSay, useSwapNotice } from './swap-ab';

/**
 * A/B header's "Swap A and B" and, once pressed, what it did (b-origin.tsx swappedWords). Not
 * offered while A is pinned to a preset (B is then the editor's scenario: the pin says which is which).
 */
export function SwapAB() {
  const pinA = useCompareStore((s) => s.pinA);
  const notice = useSwapNotice();
  const revision = useScenarioStore((s) => s.revision);
  const bQueue = useCompareStore((s) => s.bQueue);
  // Words about the last swap go once A or B changes by other means (an edit, Back, a preset).
  const words = notice.revision === revision && notice.bQueue === bQueue ? notice.words : null;
  if (pinA !== null) return null;
  return (
    <div className="swap-ab">
      <button type="button" data-testid="swap-ab" onClick={swapAndSay} title="Make A the other side: a paired preset opens its partner as A; queues set by you trade places">
        Swap A and B
      </button>
      {words !== null ? (
        <p className="hint" role="status" data-testid="swap-ab-done">
          {words}
        </p>
      ) : null}
    </div>
  );
}
