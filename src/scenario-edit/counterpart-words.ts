import { presetScenarioShared, presetTitle } from './catalog';
import { getBottleneck } from './bottleneck';
import { describeQueue } from './describe-queue';

/**
 * The other preset of a pair in words: the part of its title after the dash ("— tail drop"), as
 * the landing page lists the pair; else its queue as described everywhere.
 */
export function counterpartWords(name: string): string {
  const short = presetShortName(name);
  if (short !== null) return short;
  const sc = presetScenarioShared(name);
  const q = sc ? getBottleneck(sc)?.queue : undefined;
  return q ? describeQueue(q) : presetTitle(name);
}

/** The part of a preset's title after its dash, which names its set-up ("Gentle RED 4/6"), or null when the title has none. */
export function presetShortName(name: string): string | null {
  const title = presetTitle(name);
  const cut = title.lastIndexOf(' — ');
  return cut > 0 ? title.slice(cut + 3) : null;
}
