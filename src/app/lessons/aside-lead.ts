import { descriptionLead } from '../util/description-lead';

/**
 * An aside's point and the rest: its first sentence, shown outside the fold, and what follows.
 * Testers missed explanations folded whole under a "Why …?" summary (the call's goodput below
 * 80 kbit/s, bulk 1's resends): the first sentence carries the answer, the fold keeps the detail.
 * The sentence ends as a description's does (descriptionLead), never inside a `{run …}` mark,
 * whose figures hold full stops ("{run flow.goodput#5: 68.8 kbit/s}").
 */
export function asideLead(text: string): { lead: string; rest: string } {
  // Full stops inside {…} marks become another character of the same length, so the cut
  // falls at the same place in the text as written.
  let depth = 0;
  let masked = '';
  for (const ch of text) {
    if (ch === '{') depth++;
    masked += depth > 0 && /[.!?]/.test(ch) ? '_' : ch;
    if (ch === '}') depth = Math.max(0, depth - 1);
  }
  const { lead, rest } = descriptionLead(masked);
  if (!rest) return { lead: text, rest: '' };
  return { lead: text.slice(0, lead.length), rest: text.slice(lead.length).trim() };
}
