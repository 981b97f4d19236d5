/**
 * A lesson check that does not hold on the student's edited run is a finding about that run, not
 * a mistake: the step's "Try" asks for the edit that changes the outcome, and a red ✗ read as
 * "you did it wrong" (bloat trial 23:10, s18: CoDel on the slow link, 46.7 ms, "needs > 150 ms").
 * These are the words for it; the red ✗ stays for the step's own set-up and for challenges.
 */

/** The head of the verdict when the check does not hold on an edited run. */
export const EDITED_FINDING_HEAD = 'On your edited run';

const NOT: Record<string, string> = { '>': 'not above', '>=': 'below', '<': 'not below', '<=': 'above' };

/**
 * "needs > 150 ms" said as what the edited run shows: "not above 150 ms, unlike the step's set-up".
 * `needs` is the check's threshold as the figure carries it ("> 150 ms", "< 2 × 41.6 ms = 83.2 ms").
 */
export function editedFindingWords(needs: string): string {
  const m = /^(>=|<=|>|<)\s*(.*)$/.exec(needs.trim());
  const what = m ? `${NOT[m[1]]} ${m[2]}` : `not ${needs}`;
  return `${what}, unlike the step's set-up`;
}
