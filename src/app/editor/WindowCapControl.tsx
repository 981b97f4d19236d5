import { useScenarioStore } from '../state/scenario-store';
import { setWindowCap, windowCap } from '../../scenario-edit/link-errors';
import { NumberInput } from '../components/NumberInput';
import { TermTip } from '../glossary/TermTip';

/** The cap on every TCP flow's congestion window, in segments (seed 003's 32), or none. */
export function WindowCapControl() {
  const cap = useScenarioStore((s) => windowCap(s.draft));
  const edit = useScenarioStore((s) => s.edit);
  return (
    <TermTip term="window-cap" inline>
      <span className="check mini">
        <label className="check">
          <input type="checkbox" data-testid="window-cap-on" checked={cap !== null} onChange={(e) => edit((d) => setWindowCap(d, e.target.checked ? 32 : null))} />
          Window cap
        </label>{' '}
        <NumberInput label="Window cap (segments)" testId="window-cap" value={cap ?? Number.NaN} min={1} disabled={cap === null} onCommit={(v) => edit((d) => setWindowCap(d, Math.round(v)))} />{' '}
        <span className="unit">segments</span>
      </span>
    </TermTip>
  );
}
