import { abTitle, bShortWords } from './b-words';
import { useScenarioHeading } from '../header/ScenarioTitle';
import { useEffectiveBQueue } from '../compare/use-b-queue';
import { effectiveBQueue } from '../state/compare-scenario';
import { sameQueue } from '../heading/scenario-heading';
import { headingShortName } from '../heading/heading-short-name';
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

/**
 * The preset's own pair ("Gentle RED 4/6 vs tail drop") when B in A/B runs another queue, else
 * null: the preset's description and published line describe that pair. After B was switched to
 * FQ-CoDel the title said "Gentle RED 4/6 vs FQ-CoDel" while the text under it still said "(0.289
 * under tail drop)", and a student wondered whether 0.289 was B's new figure (phone-0315,
 * confusion 5). ScenarioTitle marks the description with it.
 */
export function usePresetPairOffScreen(): string | null {
  const heading = useScenarioHeading();
  const compare = useViewStore((s) => s.mode) === 'compare';
  const chosen = useCompareStore((s) => s.bQueue);
  const pinA = useCompareStore((s) => s.pinA);
  const a = useScenarioStore((s) => s.valid ?? s.draft);
  const preset = useScenarioStore((s) => s.preset);
  if (!compare || pinA !== null || preset === null || chosen === null || heading.editedFrom !== null) return null;
  const pair = effectiveBQueue(a, null, preset);
  if (pair === null || sameQueue(pair, chosen)) return null;
  return `${headingShortName(heading.title).name} vs ${bShortWords(a, preset, pair)}`;
}
