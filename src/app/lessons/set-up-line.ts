import type { Step } from '../../lessons/schema';
import type { Verdict } from '../../lessons/check';
import { presetTitle } from '../../scenario-edit/catalog';
import { headingReference } from '../heading/heading-reference';
import { headingShortName } from '../heading/heading-short-name';

const OP_WORDS: Record<string, string> = { '<': 'under', '<=': 'at most', '>': 'over', '>=': 'at least' };

/**
 * The line that says a step's check is about the step's own set-up, on a step that also sets a
 * challenge: "The step's set-up (Gentle RED 10–18 packets): Vegas/Reno 0.351, under 0.5 as
 * predicted". Under the title "Challenge: fair and busy" the check's "needs < 0.5" was the first
 * verdict a phone student reached, and it confirms the unfair result (phone trial 02:20, s12–s15).
 * `figure`: the judged figure as the prediction's verdict says it (judged-figure.ts); `predicted`:
 * whether the student's answer said this outcome (null: no answer). Null when the check judged
 * more than one figure (the table says those) or was run on the student's edit.
 */
export function setUpLine(o: { step: Step; verdict: Verdict; figure: string | null; edited: boolean; predicted: boolean | null }): string | null {
  const judged = o.verdict.figures.filter((f) => f.needs !== '' && f.at === undefined);
  if (o.edited || judged.length !== 1 || o.figure === null) return null;
  const [op, ...rest] = judged[0].needs.split(' ');
  const words = OP_WORDS[op];
  if (!words) return null;
  const bound = `${o.verdict.pass ? '' : 'not '}${words} ${rest.join(' ')}`;
  const said = o.predicted === null ? '' : o.predicted ? ' as predicted' : ', not as predicted';
  return `The step’s set-up (${setUpName(o.step)}): ${o.figure}, ${bound}${said}`;
}

/** The step's set-up in a few words, as the heading and the phone's folded row name it. */
function setUpName(step: Step): string {
  const ref = headingReference(step.scenario.preset, step);
  return headingShortName(ref.stepName ?? presetTitle(step.scenario.preset)).name;
}
