/**
 * The names of the lesson player's buttons, defined once: the player labels its buttons from here
 * and lesson texts quote them with `{button checkChallenge}` (markup.ts), so a text can never name
 * a button the step does not have. The Vegas lesson's challenge step told a phone student to
 * "press *Check my run again*" beside a button that read "Check challenge" (phone trial 04:00, step 24).
 */
export const LESSON_BUTTONS = {
  /** A step's check, before it has run. */
  checkRun: 'Check my run',
  /** The same button once the check has run (the prediction runs it). */
  checkRunAgain: 'Check my run again',
  /**
   * The "Try:" line's own button: the same check, on the run the Try edit made, its outcome said
   * under it. Named apart from the check's "Check my run again": two identical buttons, one of which
   * scrolled the sheet away, left a student unsure which was which (bloat trial 07:10, confusion 7).
   * Named by what it judges, as the challenge's is: "Check my edited run" and "Check challenge" on
   * one step needed a sentence to tell apart (phone-1130 step 14).
   */
  checkEditedRun: 'Check the step’s claim on my edited run',
  /** A challenge's own check, named by what it judges (see checkEditedRun). */
  checkChallenge: 'Check the challenge on my run',
  /** A "find the packet" task's check. */
  checkSelection: 'Check my selection',
  /** Commits a prediction. */
  submitAnswer: 'Submit answer',
} as const;

export type LessonButton = keyof typeof LESSON_BUTTONS;

export const isLessonButton = (key: string): key is LessonButton => Object.hasOwn(LESSON_BUTTONS, key);

/** The words a button's name starts with: an emphasized phrase starting so in a lesson text is read as a button's name. */
const BUTTON_WORDS = [...new Set(Object.values(LESSON_BUTTONS).map((n) => n.split(' ')[0]))];

/**
 * Button names a lesson text quotes that no lesson button has: an emphasized phrase (`*…*` or
 * `**…**`) that starts like a button's name ("Check …", "Submit …") must be one, word for word.
 * A name quoted with `{button key}` is the button's own and always right.
 */
export function unknownButtonNames(text: string): string[] {
  const names = new Set<string>(Object.values(LESSON_BUTTONS));
  const out: string[] = [];
  for (const m of text.matchAll(/\*\*?([^*]+?)\*\*?/g)) {
    const phrase = m[1].trim();
    if (BUTTON_WORDS.includes(phrase.split(' ')[0]) && !names.has(phrase)) out.push(phrase);
  }
  for (const m of text.matchAll(/\{button ([a-zA-Z]+)\}/g)) if (!isLessonButton(m[1])) out.push(`{button ${m[1]}}`);
  return out;
}

/**
 * What to press after a check's "Try:" edit, named from the buttons' own labels. The Try line
 * carries that button itself, at its end: the check's own button is at the top of the check and,
 * on a challenge step, the challenge's sits just below the Try line, so a student who had
 * scrolled down to the Try text met the wrong one first (phone trial 04:00 step 24; bloat trial
 * 05:10 confusion 9, phone trial 05:10 step 23). "here" is the button beside these words. The two
 * buttons' names say what each judges, so no sentence tells them apart (phone-1130 step 14).
 */
export function tryThen(): string {
  return 'Then press {button checkEditedRun} here; the result is said under it.';
}

/** Words that say what kind of thing a name is; on screen they are not part of the name. */
const KIND_WORDS = /\s(table|plot|panel|card|list|tab|section|button)$/i;

/**
 * UI names a lesson text quotes with their kind inside the emphasis ("**Goodput per flow
 * table**"): on screen the card is headed "Goodput per flow", and a student looked for a
 * "Summary table" that no heading names (bloat trial 05:10, confusion 6). A name is quoted as
 * its heading says it, the kind word outside: "the **Goodput per flow** table".
 */
export function kindInsideName(text: string): string[] {
  return [...text.matchAll(/\*\*?([^*]+?)\*\*?/g)].map((m) => m[1].trim()).filter((p) => KIND_WORDS.test(p));
}

/**
 * What the player says of a step's challenge where the student might miss it: at the top of a step
 * that asks its prediction first, and above Next / Finish while the challenge is unchecked (phone
 * trial 07:10, step 15: the task sat ~1 500 px down the sheet, and Finish nearly skipped it).
 */
export const CHALLENGE_WORDS = {
  ahead: 'This step ends with a challenge, below your prediction.',
  goTo: 'Go to the challenge ↓',
  /** The same button in a phone sheet's one-row bar, named by these words as shown (the sentence before it says the rest). */
  goToShort: 'Challenge ↓',
  /** The challenge's outcome in the sheet's bar once checked (app/lessons/LessonPanel.tsx ChallengeOutcome): said, and short on a phone. */
  running: { long: 'Checking the challenge on your run…', short: 'Checking…' },
  met: { long: '✓ Your run meets the challenge.', short: 'Challenge ✓' },
  'not-met': { long: 'Your run does not meet the challenge yet.', short: 'Challenge ✗' },
  untried: 'You have not tried this step’s challenge yet.',
  /** After `untried` while the challenge is in sight above it, in place of the jump (bloat-0055 confusion 8: "Go to the challenge ↓" under a fully visible challenge). */
  inView: { long: 'Try the challenge above.', short: 'Challenge above' },
  /** Beside "Check challenge": a run the student changed is checked by itself (app/lessons/challenge-on-edit.ts). */
  checkedOnEdit: 'Checked by itself each time a run you changed finishes.',
} as const;
