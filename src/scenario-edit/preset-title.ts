import type { LeafQueueSpec as QueueSpec } from '../sim-core/scenario/schema';
import { DISCIPLINES, disciplineOf } from './queue-edit';

/** The discipline's name as the editor's discipline menu shows it (the registry's label). */
export function disciplineLabel(q: QueueSpec): string {
  return DISCIPLINES.find((d) => d.value === disciplineOf(q))?.label ?? q.type;
}

/**
 * A preset title whose queue words (after its last " — ") name the discipline less exactly than
 * the registry does gets the registry's name: "Two flows, Vegas vs Reno — RED 4/6" over a
 * gentle RED queue reads "— Gentle RED 4/6", as the editor's menu and the heading after an edit
 * say. A phone student met "RED 4/6" in the preset menu, "Gentle RED" in the queue menu and a
 * third name in the heading. Titles that already name it (in any case), or that name no
 * discipline there, are kept as written.
 */
export function titleWithQueueLabel(title: string, q: QueueSpec | undefined): string {
  const cut = title.lastIndexOf(' — ');
  if (cut < 0 || !q) return title;
  const words = title.slice(cut + 3);
  const actual = disciplineLabel(q);
  // The longest registry label the queue words start with ("Gentle RED" before "RED").
  const named = DISCIPLINES.map((d) => d.label)
    .sort((a, b) => b.length - a.length)
    .find((l) => words.toLowerCase().startsWith(l.toLowerCase()) && !/[\w]/.test(words.charAt(l.length)));
  if (named === undefined || named.toLowerCase() === actual.toLowerCase()) return title;
  // Only a more exact name of the same family (RED → Gentle RED), never another discipline's.
  if (!actual.toLowerCase().endsWith(named.toLowerCase())) return title;
  return `${title.slice(0, cut + 3)}${actual}${words.slice(named.length)}`;
}
