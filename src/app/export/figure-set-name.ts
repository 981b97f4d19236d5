import { exportFileName } from '../util/download';
import { titleSlug } from '../util/title-slug';

/** The longest slug an own slide title gives a figure's file name (the one-file download's bound). */
const TITLE_SLUG_MAX = 60;

/**
 * The file name of an exported figure set ("Export ⤓" of all plots shown, stacked or a 16:9 slide).
 * Named by the scenario (and B's queue in A/B), so a lecturer's two figures for the slides do not
 * overwrite each other; once the lecturer has given the slide a title of their own, by that title
 * (sanitised and bounded, titleSlug): every export was "congestion-lab-figures-wifi-red-ab-vs-droptail-16x9.png"
 * after the title was changed, while the one-file download beside it followed the title
 * (lecturer-0230, confusion 5). A study's preset id begins "seed003-": in a name beside a caption
 * saying "random seed 1" that read as a second seed (lecturer trial s19), so it is written "study003-".
 */
export function figureSetFileName(o: { preset: string | null; bQueueType: string | null; slide: boolean; ownTitle: string | null; onlyKind?: string | null }): string {
  const own = o.ownTitle === null ? '' : titleSlug(o.ownTitle, TITLE_SLUG_MAX);
  const subject = own !== '' ? own : `figures-${o.preset === null ? 'scenario' : presetFileWords(o.preset)}${o.bQueueType ? `-ab-vs-${o.bQueueType}` : ''}`;
  // A set of one plot kind is named by it too: a lecturer's one-plot slide saved over the four-plot
  // slide exported a minute before under the same name (lecturer trial 11:45, problem 1).
  const kind = o.onlyKind ? titleSlug(o.onlyKind, 30) : '';
  return exportFileName(`${subject}${kind !== '' ? `-${kind}` : ''}${o.slide ? '-16x9' : ''}`, 'png');
}

/** The one plot kind a figure set shows (A's and B's panels of one kind count as one), else null. */
export function onlyKindOf(kinds: readonly (string | undefined)[]): string | null {
  const first = kinds[0];
  return first !== undefined && kinds.every((k) => k === first) ? first : null;
}

/** The words naming a preset in a file name ("seed003-e6-red" → "study003-e6-red"). */
export function presetFileWords(preset: string): string {
  return preset.replace(/^seed(\d+)(?=-|$)/, 'study$1');
}
