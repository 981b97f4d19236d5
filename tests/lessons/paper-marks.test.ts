import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { parseInline } from '../../src/lessons/markup';
import { withoutOther } from '../../src/lessons/text-lint';
import { PAPER_LEAD, splitPaperMarks, withoutPaperMarks } from '../../src/scenario-edit/paper-marks';
import { PRESETS } from '../../src/sim-core/scenario/presets';

/**
 * A published study's figures quoted in a preset description or a lesson are marked as the
 * study's (`{paper: In the paper, …}`), so they are not read as the student's own run (a phone
 * trial took a description's "0.81" for its run's 0.811).
 */

/** Every string inside a lesson (texts, notes, hints, choices), wherever it sits. */
function stringsOf(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (Array.isArray(x)) for (const v of x) stringsOf(v, out);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) stringsOf(v, out);
  return out;
}

const TEXTS: [string, string][] = [
  ...PRESETS.map((p): [string, string] => [`preset ${p.name}`, p.build().description ?? '']),
  ...LESSONS.flatMap((l) => stringsOf(l).map((s, i): [string, string] => [`lesson ${l.id} #${i}`, s])),
];

/** A sentence that reports what a named study found, with a figure: the study's result, not the run's. */
const STUDY = /\b(Chang|Zhang|Riva|Weigle|Floyd|Jacobson|Tsaoussidis|et al\.|thesis|the paper|the study)\b/i;
const FINDING = /\b(found|finds?|measured|reports?|reported|observed)\b/i;

function unmarkedFindings(text: string): string[] {
  const own = splitPaperMarks(text)
    .filter((p) => !p.paper)
    .map((p) => p.text)
    .join(' ');
  return own.split(/(?<=[.!?])\s+(?=[A-Z][a-z]|[({])/).filter((s) => STUDY.test(s) && FINDING.test(s) && /\d/.test(s));
}

describe('a published study’s figures are marked as the study’s', () => {
  it('no preset description or lesson text reports a study’s finding with a figure outside a {paper: …} mark', () => {
    const bad = TEXTS.flatMap(([where, text]) => unmarkedFindings(text).map((s) => `${where}: ${s}`));
    expect(bad).toEqual([]);
  });

  it('the check catches the description a phone trial misread (before it was marked)', () => {
    const old = 'Small thresholds give Reno early drops before it can fill the buffer, so Vegas keeps its share: Chang (2004, Exp. A) measured a Vegas/Reno throughput ratio of 0.81 (0.29 under tail drop).';
    expect(unmarkedFindings(old)).toHaveLength(1);
  });

  it('every mark says whose figures they are in its first words ("In the paper", "In Chang’s thesis")', () => {
    const marks = TEXTS.flatMap(([where, text]) =>
      splitPaperMarks(text)
        .filter((p) => p.paper)
        .map((p) => [where, p.text] as const),
    );
    // The studies the presets reproduce: Riva (seed 000), Weigle et al. (001), Chang (002), Zhang et al. (003).
    expect(marks.length).toBeGreaterThanOrEqual(15);
    for (const [where, text] of marks) expect(text, where).toMatch(PAPER_LEAD);
  });

  it('the Vegas-vs-Reno RED preset keeps the thesis’s 0.81 inside its mark and its own words outside', () => {
    const d = PRESETS.find((p) => p.name === 'seed002-a-vr-red')!.build().description!;
    const parts = splitPaperMarks(d);
    expect(parts.filter((p) => p.paper).map((p) => p.text)).toEqual(["In Chang's thesis (2004, Exp. A), the fairness ratio, mean Vegas throughput / mean Reno throughput over the whole run, was 0.806 (0.289 under tail drop)."]);
    expect(parts.filter((p) => !p.paper).map((p) => p.text).join('')).not.toMatch(/0\.8|0\.29/);
    // The measure named as the paper names it, and ours as the summary names it (phone trial 0330).
    expect(parts.filter((p) => !p.paper).map((p) => p.text).join('')).toContain('the summary\'s "Vegas goodput / Reno goodput"');
    expect(withoutPaperMarks(d)).not.toContain('{paper:');
  });

  it('lesson markup parses a mark to its own node, and the text lint leaves it alone', () => {
    expect(parseInline('Ours is 11 s. {paper: In the paper, **12.5 s**.} Done')).toEqual([
      { type: 'text', text: 'Ours is 11 s. ' },
      { type: 'paper', children: [{ type: 'text', text: 'In the paper, ' }, { type: 'strong', children: [{ type: 'text', text: '12.5 s' }] }, { type: 'text', text: '.' }] },
      { type: 'text', text: ' Done' },
    ]);
    expect(withoutOther('max_p 0.1 here. {paper: In the paper, max_p 0.02.}')).toBe('max_p 0.1 here.  ');
    // An unclosed mark stays as written.
    expect(splitPaperMarks('a {paper: b')).toEqual([{ text: 'a {paper: b', paper: false }]);
  });
});
