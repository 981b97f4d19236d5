import { GLOSSARY_TERMS, type GlossaryTerm } from '../glossary/glossary';

/**
 * Where a lesson text names a glossary term, so that its first mention in a step can carry the
 * term's one-line tip (Markup.tsx). "Gentle RED", `min_th` and `max_th` went unexplained in the
 * Vegas lesson (phone trial 04:00, step 7) though the glossary explains each. The names come from
 * the glossary (each term's label and aliases); which of them a text is taken to mean is a rule,
 * not a list: a code word (min_th), a name with two capitals (RED, CoDel, FIFO), a name of two
 * words or more (tail drop, queueing delay), or one of the few single words that are the field's
 * own (FIELD_WORDS). A single everyday word ("Rate", "Buffer", "window") is an editor control's
 * label, and in prose it is only the word. Header fields and capture points (the packet topic)
 * are the event list's terms: a text's "on the wire" is not the capture point.
 */

/** Single lower-case words that are terms of the field, not everyday words, as lesson texts use them. */
const FIELD_WORDS = new Set(['cwnd', 'ssthresh', 'bufferbloat', 'goodput', 'gentle', 'retransmission', 'dupack']);

/** A name as prose writes it: letters, digits, spaces, hyphens, underscores, apostrophes and dots only. */
const PROSE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.\u2019\u0027-]*$/;

function linkable(name: string): boolean {
  if (!PROSE_NAME.test(name)) return false;
  return name.includes('_') || (name.match(/[A-Z]/g)?.length ?? 0) >= 2 || /\s/.test(name) || FIELD_WORDS.has(name.toLowerCase());
}

/** The names of each term a text may use ("packet error rate (PER)" gives both), longest first, so that a name inside a longer one loses to it. */
const NAMES: { name: string; term: string; re: RegExp }[] = GLOSSARY_TERMS.filter((t: GlossaryTerm) => t.topic !== 'packet')
  .flatMap((t) =>
    [t.label, ...(t.aliases ?? [])]
      .flatMap((n) => {
        const m = /^(.*?)\s*\(([^()]+)\)$/.exec(n);
        return m ? [m[1], m[2]] : [n];
      })
      .filter(linkable)
      .map((name) => {
        // A name in lower case after its first letter ("Tail drop", "goodput") is a word: either case
        // at its start (a sentence's), and a plural. Acronyms and code words match as written.
        const lower = name.slice(1) === name.slice(1).toLowerCase();
        const body = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]');
        const first = lower ? `[${name[0].toLowerCase()}${name[0].toUpperCase()}]${body.slice(1)}` : body;
        return { name, term: t.id, re: new RegExp(`(?<![\\w-])${first}${lower ? '(?:e?s)?' : ''}(?![\\w-])`, 'g') };
      }),
  )
  .sort((a, b) => b.name.length - a.name.length);

export interface Mention {
  start: number;
  end: number;
  term: string;
}

/** Every mention of a glossary term in a plain text, in order, none overlapping (the longest name wins). */
export function termMentions(text: string): Mention[] {
  const out: Mention[] = [];
  for (const { term, re } of NAMES)
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!out.some((o) => start < o.end && o.start < end)) out.push({ start, end, term });
    }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * For each term a step's texts name, the text (of `texts`, in the order a student meets them)
 * that names it first: only there does the mention carry the term's tip.
 */
export function firstMentions(texts: readonly string[], toPlain: (markup: string) => string): Map<string, string> {
  const first = new Map<string, string>();
  for (const text of texts) for (const m of termMentions(toPlain(text))) if (!first.has(m.term)) first.set(m.term, text);
  return first;
}
