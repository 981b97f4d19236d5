import { STEP_SET_UP } from './scenario-heading';

/**
 * The heading's name of the scenario on screen, in a few words for a folded row: the set-up after
 * the title's " — " ("Gentle RED 10–18 packets"), up to its first comma, and whether the student
 * edited it. The phone's folded preset row said "Preset: Gentle RED 4/6, edited" under a heading
 * of "Gentle RED 10–18 packets … as set up by this lesson step": two threshold pairs for one run
 * (phone trial 02:20, s12). Read from the heading (scenario-heading.ts), so the two say one thing.
 */
export function headingShortName(title: string): { name: string; edited: boolean } {
  let t = title.endsWith(STEP_SET_UP) ? title.slice(0, -STEP_SET_UP.length) : title;
  let edited = false;
  if (t.startsWith('Edited from: ')) {
    edited = true;
    t = t.slice('Edited from: '.length);
    const now = t.lastIndexOf(' · now ');
    if (now >= 0) return { name: firstPart(t.slice(now + ' · now '.length)), edited };
  } else if (t.startsWith('Edited: ')) {
    edited = true;
    t = t.slice('Edited: '.length).replace(/ \([^()]*\)$/, '');
    const now = t.lastIndexOf(' — now ');
    if (now >= 0) return { name: firstPart(t.slice(now + ' — now '.length)), edited };
  }
  const cut = t.lastIndexOf(' — ');
  return { name: firstPart(cut > 0 ? t.slice(cut + 3) : t), edited };
}

function firstPart(s: string): string {
  const comma = s.indexOf(', ');
  return comma > 0 ? s.slice(0, comma) : s;
}

/** Whose set-up is on screen: the preset as built, a lesson step's own, the student's edit, or a scenario from a file or link. */
export type SetUpOrigin = 'preset' | 'step' | 'edited' | 'custom';

/** The words before the set-up's short name, each saying whose it is (not "Preset" / "Running", which a phone student could not tell apart). */
export const ORIGIN_WORDS: Record<SetUpOrigin, string> = {
  preset: 'Preset',
  step: 'Set up by this step',
  edited: 'Your edit',
  custom: 'Scenario',
};

/**
 * The phone's folded preset row during a lesson: whose set-up runs and its short name, read from the
 * heading so the two say one thing. "Running: Gentle RED 10–18 packets" after "Preset: Gentle RED
 * 4/6" left a phone student asking what "Running" signals (phone trial 04:00, step 10): the step
 * had changed the demo's thresholds, and now the row says so.
 */
export function setUpLabel(headingTitle: string, presetTitle: string | null): { origin: SetUpOrigin; text: string } {
  const { name, edited } = headingShortName(headingTitle);
  const origin: SetUpOrigin = edited ? 'edited' : presetTitle !== null && headingTitle === presetTitle ? 'preset' : headingTitle.endsWith(STEP_SET_UP) ? 'step' : 'custom';
  return { origin, text: `${ORIGIN_WORDS[origin]}: ${name}` };
}
