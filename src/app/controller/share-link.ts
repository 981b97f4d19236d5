import type { Scenario } from '../../sim-core/scenario/schema';
import { encodeLink } from '../../url/link-codec';

/** The share link for a scenario (this page's URL with the scenario in its fragment). */
export function shareLink(sc: Scenario, preset: string | null): string {
  return `${location.origin}${location.pathname}#${encodeLink(sc, preset)}`;
}
