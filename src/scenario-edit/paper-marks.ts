/**
 * A published study's own figures quoted in a preset description or a lesson text are marked
 * `{paper: In the paper, …}` (or "In Chang's thesis, …"), so that they are shown apart from the
 * student's run: a phone trial read a description's "Vegas/Reno ratio 0.81" beside its own run's
 * 0.811 as its own result. The words say whose figure it is; the app also sets it apart visually
 * (styles.css `.paper-says`). Text outside the marks is about the scenario itself.
 */
export const PAPER_OPEN = '{paper:';

/** How a marked passage must begin: whose figures these are, in words a screen reader says too. */
export const PAPER_LEAD = /^In (the paper|the study|[A-Z][\w-]*'s (master's )?(thesis|paper))\b/;

export interface DescriptionPart {
  text: string;
  /** A published study's figure or finding, not this run's. */
  paper: boolean;
}

/** Split a text into its own words and its marked passages (an unclosed mark stays plain text). */
export function splitPaperMarks(text: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf(PAPER_OPEN, i);
    const close = open < 0 ? -1 : text.indexOf('}', open);
    if (open < 0 || close < 0) {
      parts.push({ text: text.slice(i), paper: false });
      break;
    }
    if (open > i) parts.push({ text: text.slice(i, open), paper: false });
    parts.push({ text: text.slice(open + PAPER_OPEN.length, close).replace(/^ /, ''), paper: true });
    i = close + 1;
  }
  return parts;
}

/** The text as read aloud or searched: the marks' words without the marks. */
export function withoutPaperMarks(text: string): string {
  return splitPaperMarks(text)
    .map((p) => p.text)
    .join('');
}
