import { PAPER_OPEN } from '../../scenario-edit/paper-marks';

/** Words whose full stop ends an abbreviation, not a sentence ("Exp. A", "e.g. RED", "et al. 2004"). */
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'vs', 'exp', 'al', 'cf', 'fig', 'approx', 'etc', 'no', 'sec']);

/**
 * A demo's description cut to its first sentence, for a phone with a lesson open: the whole of
 * it (6 lines at 390 px) pushed At a glance under the lesson sheet (phone trial 02:20, s10). A
 * sentence ends at ".", "!" or "?" followed by a space, outside brackets and outside a published
 * passage ({paper …}), and not after an abbreviation. `rest` is false when there is nothing more.
 */
export function descriptionLead(text: string): { lead: string; rest: boolean } {
  let depth = 0;
  let inPaper = false;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith(PAPER_OPEN, i)) inPaper = true;
    const ch = text[i];
    if (inPaper) {
      if (ch === '}') inPaper = false;
      continue;
    }
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (ch === '.' || ch === '!' || ch === '?') && /\s/.test(text[i + 1] ?? '')) {
      const word = /([A-Za-z.]+)$/.exec(text.slice(0, i))?.[1].toLowerCase() ?? '';
      if (ch === '.' && ABBREVIATIONS.has(word)) continue;
      const rest = text.slice(i + 1).trim();
      return { lead: text.slice(0, i + 1), rest: rest.length > 0 };
    }
  }
  return { lead: text, rest: false };
}
