/** What the heading adds to a lesson step's set-up name ("…, as set up by this lesson step"). */
const STEP_SUFFIX = ', as set up by this lesson step';

/**
 * The heading's name of the scenario on screen, in a few words for a folded row: the set-up after
 * the title's " — " ("Gentle RED 10–18 packets"), up to its first comma, and whether the student
 * edited it. The phone's folded preset row said "Preset: Gentle RED 4/6, edited" under a heading
 * of "Gentle RED 10–18 packets … as set up by this lesson step": two threshold pairs for one run
 * (phone trial 02:20, s12). Read from the heading (scenario-heading.ts), so the two say one thing.
 */
export function headingShortName(title: string): { name: string; edited: boolean } {
  let t = title.endsWith(STEP_SUFFIX) ? title.slice(0, -STEP_SUFFIX.length) : title;
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
