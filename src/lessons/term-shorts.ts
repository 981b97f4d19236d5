import { glossaryTerm } from '../glossary/glossary';

/**
 * `{short min-th}` in a lesson text: the glossary term's short form (GlossaryTerm.short), said on
 * screen where the term is first used in the lesson, not only in a tap-only tip ("Gentle RED",
 * min_th and max_th went unexplained in the Vegas lesson, phone trial 15:10, step 7). The words
 * live once, in the glossary; the lint (tests/lessons/term-shorts.test.ts) holds every lesson to
 * saying them at the first step that names such a term.
 */
export const SHORT_MARK = /\{short ([a-z0-9-]+)\}/g;

/** The text with every `{short id}` replaced by that term's short form (an unknown one is kept as written; the loader reports it). */
export function fillShorts(text: string): string {
  return text.replace(SHORT_MARK, (all, id: string) => glossaryTerm(id)?.short ?? all);
}

/** Term ids a text marks with `{short id}` that have no short form (for a loader's error message). */
export function unknownShorts(text: string): string[] {
  return [...text.matchAll(SHORT_MARK)].map((m) => m[1]).filter((id) => glossaryTerm(id)?.short === undefined);
}

/** The term ids a text marks with `{short id}`. */
export function shortsIn(text: string): string[] {
  return [...text.matchAll(SHORT_MARK)].map((m) => m[1]);
}
