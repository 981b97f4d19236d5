import { NEUTRAL_TITLED, presetNeutralTitle, presetTitle } from '../../scenario-edit/catalog';
import { useNumbersHeld } from '../results/numbers-held';
import { useViewStore } from '../state/view-store';
import { useScenarioStore } from '../state/scenario-store';
import { useCompareStore } from '../state/compare-store';

/*
 * The set-up, without the finding, of the presets whose titles state what the run shows
 * (PresetInfo.neutralTitle): shown while the numbers are held (a predict-first student link,
 * presentation's "Hide the numbers"), as the description is. "Long Wi-Fi path: RED's early drops
 * cost more than the Wi-Fi losses" stayed in the heading and the Preset box of a link that asked
 * students to predict exactly that (lecturer trial 05:10, step 20).
 */

/** A preset's title as shown now: its neutral name while the numbers are held, else its title. */
export function shownPresetTitle(name: string, held: boolean, title: string = presetTitle(name)): string {
  return held ? (presetNeutralTitle(name) ?? title) : title;
}

/** A text naming `name`'s preset by its title, with that title replaced by its neutral name while held. */
export function withShownPresetTitle(text: string, name: string | null, held: boolean): string {
  const neutral = name === null || !held ? null : presetNeutralTitle(name);
  return neutral === null ? text : text.split(presetTitle(name!)).join(neutral);
}

/** A text with every title that states a finding replaced by its neutral name while held (A/B's rule sentence names both of a pair). */
export function withShownTitles(text: string, held: boolean): string {
  if (!held) return text;
  let out = text;
  for (const { name, neutral } of NEUTRAL_TITLED) out = out.split(presetTitle(name)).join(neutral);
  return out;
}

/** Titles that state a finding are held with the numbers: the one held state of the screen (results/numbers-held.ts). */
export function useTitlesHeld(): boolean {
  return useNumbersHeld();
}

/**
 * What the held state holds, in words, wherever the figures are held back (At a glance, the
 * tables, the presentation strip): the title too when one on screen states the finding (the
 * preset's, or A's pinned preset's). Ticking "Hide the numbers" renamed the title with nothing on
 * screen saying so (lecturer trial 07:10, confusion 2).
 */
export function useHeldWords(): string {
  const preset = useScenarioStore((s) => s.preset);
  const pinA = useCompareStore((s) => s.pinA);
  const compare = useViewStore((s) => s.mode) === 'compare';
  const titled = [preset, compare ? pinA : null].some((name) => name !== null && presetNeutralTitle(name) !== null);
  return heldWords(titled);
}

/** The words of useHeldWords: numbers, and the finding's title when one is held (ticking the option rewinds a finished run, so it is always this replay's end). */
export function heldWords(titleToo: boolean): string {
  return `${titleToo ? 'Numbers and the finding’s title are' : 'Numbers are'} hidden until the replay ends`;
}
