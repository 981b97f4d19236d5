import { setUpParts } from '../export/figure-caption';
import { useScenarioStore } from '../state/scenario-store';

/**
 * The set-up's key parameters under the slide's title, in the room's type: the exported slide's
 * own set-up line (figure-caption.ts), without the seed. The projected screen said only "Lossy
 * Wi-Fi, 300 ms path — gentle RED vs tail drop", and how lossy (0.164 % of packets) was only in
 * Settings and the export (lecturer-1740, confusion 2). It is the question's set-up, not its
 * answer: shown before the reveal, as the neutral title is.
 */
export function PresentSetUp() {
  const sc = useScenarioStore((s) => s.valid ?? s.draft);
  const line = setUpParts(sc, { seed: false }).join(' · ');
  if (!line) return null;
  return (
    <p className="present-set-up" data-testid="present-set-up" title={line}>
      {line}
    </p>
  );
}
