import { NEUTRAL_TITLED, presetNeutralTitle, presetTitle } from '../../scenario-edit/catalog';
import { compareResults } from '../results/ab-results';
import { results } from '../results/results-store';
import { useNumbersHeld } from '../state/numbers-held';
import { useViewStore } from '../state/view-store';

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

/** Whether the numbers of the runs on screen are held now (Explore's run; A and B in A/B), so titles that state a finding are too. */
export function useTitlesHeld(): boolean {
  const compare = useViewStore((s) => s.mode) === 'compare';
  return useNumbersHeld(compare ? [results, compareResults] : [results]);
}
