/**
 * The small, safe text markup of lesson steps, parsed to a tiny tree that the app renders as
 * React elements (never as HTML). Supported, and nothing else:
 *   blank line            new paragraph
 *   "- " at line start    bullet list item
 *   **bold**  *emphasis*  `code`  [text](https://…)  (links: http/https only)
 *   {paper: In the paper, …}   a published study's figures, shown apart (paper-marks.ts)
 *   {run link.meanQueue: about 270 packets}   a figure of the step's own run (or, with
 *                                             `contrast`, of its check's contrast run; with
 *                                             `beside`, of the step's `besideRun`): shown as its
 *                                             words, held to the run by the tests (run-figures.ts)
 *   {at overflow.last: about 4 s}   a moment of the step's own run: shown as its words, held
 *                                   to the run by the tests (run-moments.ts)
 *   {button checkChallenge}   the name of a lesson player's button, from where its label is
 *                             defined (button-names.ts): a text cannot name a button that is not there
 * Anything that does not match is kept as literal text, so parsing never fails.
 */

import { PAPER_OPEN } from '../scenario-edit/paper-marks';
import { isLessonButton, LESSON_BUTTONS } from './button-names';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  /** A published study's own figures ({paper: In the paper, …}), shown apart from the run's (paper-marks.ts). */
  | { type: 'paper'; children: Inline[] }
  /** A lesson button's name ({button checkChallenge}), as the button itself is labelled (button-names.ts). */
  | { type: 'button'; text: string }
  /** A figure of the step's own run ({run …}): its words, which the player marks as the step's once the run on screen is an edit of it. */
  | { type: 'runFigure'; children: Inline[] };

/**
 * A figure of the step's own run, `{run metric#flow: words}`, of its check's contrast run,
 * `{contrast metric#flow: words}`, or of its beside run, `{beside metric#flow: words}`
 * (run-figures.ts reads the parts).
 */
export const RUN_MARK = /\{(run|contrast|beside) ([a-zA-Z][a-zA-Z0-9.]*)(?:#(\d{1,3}))?: ([^}]*)\}/;

/**
 * A moment of the step's own run, `{at overflow.last: about 4 s}` (of one flow: `{at timeout.first#3: 13 s}`): shown as its words, held to the
 * run by the tests (run-moments.ts reads the parts).
 */
export const AT_MARK = /\{at ([a-zA-Z][a-zA-Z0-9.]*)(?:#(\d{1,3}))?: ([^}]*)\}/;

export type Block = { type: 'p'; children: Inline[] } | { type: 'ul'; items: Inline[][] };

const SAFE_HREF = /^https?:\/\/[^\s<>"']+$/;

/** Push text, merging with a preceding text node. */
function pushText(out: Inline[], text: string): void {
  if (text === '') return;
  const last = out[out.length - 1];
  if (last && last.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ type: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    } else if (c === '*' && src[i + 1] === '*') {
      const end = src.indexOf('**', i + 2);
      if (end > i + 2) {
        out.push({ type: 'strong', children: parseInline(src.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (c === '*') {
      const end = src.indexOf('*', i + 1);
      if (end > i + 1 && src[end + 1] !== '*') {
        out.push({ type: 'em', children: parseInline(src.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    } else if (c === '{' && src.startsWith('{other:', i)) {
      // About another configuration (a paper's rule, a contrast run): shown as it is, and not
      // held to the step's own scenario by the text lint (text-lint.ts).
      const end = src.indexOf('}', i);
      if (end > i) {
        out.push(...parseInline(src.slice(i + '{other:'.length, end).replace(/^ /, '')));
        i = end + 1;
        continue;
      }
    } else if (c === '{' && (src.startsWith('{run ', i) || src.startsWith('{contrast ', i) || src.startsWith('{beside ', i))) {
      const m = RUN_MARK.exec(src.slice(i));
      if (m && m.index === 0) {
        if (m[1] === 'run') out.push({ type: 'runFigure', children: parseInline(m[4]) });
        else out.push(...parseInline(m[4]));
        i += m[0].length;
        continue;
      }
    } else if (c === '{' && src.startsWith('{at ', i)) {
      const m = AT_MARK.exec(src.slice(i));
      if (m && m.index === 0) {
        out.push(...parseInline(m[3]));
        i += m[0].length;
        continue;
      }
    } else if (c === '{' && src.startsWith(PAPER_OPEN, i)) {
      const end = src.indexOf('}', i);
      if (end > i) {
        out.push({ type: 'paper', children: parseInline(src.slice(i + PAPER_OPEN.length, end).replace(/^ /, '')) });
        i = end + 1;
        continue;
      }
    } else if (c === '{' && src.startsWith('{button ', i)) {
      const m = /^\{button ([a-zA-Z]+)\}/.exec(src.slice(i));
      if (m && isLessonButton(m[1])) {
        out.push({ type: 'button', text: LESSON_BUTTONS[m[1]] });
        i += m[0].length;
        continue;
      }
    } else if (c === '[') {
      const m = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(src.slice(i));
      if (m && SAFE_HREF.test(m[2])) {
        out.push({ type: 'link', href: m[2], children: parseInline(m[1]) });
        i += m[0].length;
        continue;
      }
    }
    pushText(out, c);
    i++;
  }
  return out;
}

export function parseMarkup(src: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of src.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    if (lines.length === 0) continue;
    let para: string[] = [];
    let list: Inline[][] | null = null;
    const flushPara = () => {
      if (para.length) blocks.push({ type: 'p', children: parseInline(para.join(' ')) });
      para = [];
    };
    const flushList = () => {
      if (list) blocks.push({ type: 'ul', items: list });
      list = null;
    };
    for (const line of lines) {
      if (line.startsWith('- ')) {
        flushPara();
        (list ??= []).push(parseInline(line.slice(2)));
      } else if (list && list.length > 0) {
        // A continuation line of the last bullet.
        const last = list[list.length - 1];
        list[list.length - 1] = [...last, ...parseInline(` ${line}`)];
      } else {
        para.push(line);
      }
    }
    flushList();
    flushPara();
  }
  return blocks;
}

/** Plain text of a markup string (for titles, aria labels and tests). */
export function markupToText(src: string): string {
  const inline = (xs: Inline[]): string => xs.map((x) => (x.type === 'text' || x.type === 'code' || x.type === 'button' ? x.text : inline(x.children))).join('');
  return parseMarkup(src)
    .map((b) => (b.type === 'p' ? inline(b.children) : b.items.map((it) => `• ${inline(it)}`).join('\n')))
    .join('\n\n');
}
