import { abTitle, bShortWords } from './b-words';
import { useScenarioHeading } from '../header/ScenarioTitle';
import { useEffectiveBQueue } from '../compare/use-b-queue';
import { shownPresetTitle, useTitlesHeld } from '../heading/neutral-title';
import { useCompareStore } from '../state/compare-store';
import { useScenarioStore } from '../state/scenario-store';
import { useViewStore } from '../state/view-store';

/**
 * The page's heading in Compare A/B: both sides' short names, in presentation's A/B title words
 * (abTitle, bShortWords: one definition), so a screenshot of the page's top says it is a
 * comparison. It named only A ("… — Gentle RED 4/6") over a table of RED against tail drop
 * (phone trial 15:40, steps 16–18). Null outside A/B (the scenario's own heading). Presentation's
 * slide title is the same words (PresentationView.tsx).
 */
export function useAbPageHeading(): string | null {
  const heading = useScenarioHeading().title;
  const compare = useViewStore((s) => s.mode) === 'compare';
  const b = useEffectiveBQueue();
  const pinA = useCompareStore((s) => s.pinA);
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const preset = useScenarioStore((s) => s.preset);
  const held = useTitlesHeld();
  if (!compare) return null;
  // Pinned, A is a preset and the edited scenario is B.
  if (pinA !== null) return `A: ${shownPresetTitle(pinA, held)} · B: ${heading}`;
  return b ? abTitle(heading, bShortWords(a, preset, b)) : null;
}
