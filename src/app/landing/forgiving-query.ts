import { textHoldsWord, typedWords } from './preset-search';

/** A search's words as the page uses them: those it searches by, and those it left out because no find holds them with the rest. */
export interface QueryPlan {
  /** The words searched by, as typed, joined: every listed find holds each. */
  query: string;
  kept: string[];
  ignored: string[];
}

/** Something searchable: all its words, and its name line (title, group name), where a word weighs double. */
export interface Searchable {
  text: string;
  name: string;
}

/**
 * Which of the query's words to search by. The search lists what holds every word it searches by
 * (precise: "vegas" lists what "vegas" did), but a word that nothing holds alongside the others no
 * longer empties the page: "wifi red worse" said "Nothing found" and "red worse" listed one
 * unrelated study run (lecturer trial 05:10, step 25). The words kept are those of the find that
 * holds the most of them, weighed double in its title or group name; the rest are said as ignored.
 */
export function planQuery(query: string, items: readonly Searchable[]): QueryPlan {
  const words = typedWords(query);
  let best: { kept: string[]; score: number } = { kept: [], score: 0 };
  for (const item of items) {
    const kept = words.filter((w) => textHoldsWord(item.text, w));
    const score = kept.length * 100 + kept.filter((w) => textHoldsWord(item.name, w)).length;
    if (score > best.score) best = { kept, score };
  }
  return { query: best.kept.join(' '), kept: best.kept, ignored: words.filter((w) => !best.kept.includes(w)) };
}

/** What the status says first when words were left out: "No match for ‘worse’; showing results for wifi red." */
export function ignoredText(plan: QueryPlan): string {
  if (plan.ignored.length === 0 || plan.kept.length === 0) return '';
  const quoted = plan.ignored.map((w) => `‘${w}’`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return `No match for ${list}; showing results for ${plan.query}. `;
}
