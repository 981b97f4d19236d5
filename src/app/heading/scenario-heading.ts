import type { LeafQueueSpec, Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { editsTail, headingEdits } from './heading-edits';

/** What the page says the scenario is: its title, its description, and the preset it was edited from. */
export interface ScenarioHeading {
  title: string;
  /** The preset's own words, or null once they no longer describe what is on screen. */
  description: string | null;
  /** Title of the preset the scenario was edited from (null: it is that preset, or there is none). */
  editedFrom: string | null;
  /** Once edited, every edit in words ("PIE target 15 → 200 ms"), the ones the title has no room for included (its tooltip). */
  edits?: string[];
}

/** JSON with object keys sorted, so two scenarios that differ only in key order compare equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Whether two queues have the same settings (key order aside). */
export function sameQueue(a: LeafQueueSpec, b: LeafQueueSpec): boolean {
  return canonical(a) === canonical(b);
}

/** Whether the two scenarios set up the same network and traffic (their name and description aside). */
export function sameSetUp(a: Scenario, b: Scenario): boolean {
  const { name: _an, description: _ad, ...ra } = a;
  const { name: _bn, description: _bd, ...rb } = b;
  return canonical(ra) === canonical(rb);
}

/**
 * The heading for the scenario on screen. While it is its preset (`base`, the preset as built),
 * the preset's name and description; once edited away from it, "Edited from: <preset title>" and
 * no description, since the preset's words describe something no longer on screen. When the
 * edit changed the bottleneck's queue, the heading says what it is now ("· now RED 5–15
 * packets, …"): preset titles name their queue ("… — tail drop"), and a projected title must
 * not say tail drop over a RED run. Every other edit is named after it ("· PIE target 15 → 200
 * ms, flow 5 (voice) rate 80 → 1500 kbit/s"), the first few and how many more (heading-edits.ts).
 */
export function scenarioHeading(draft: Scenario, base: Scenario | null, shownTitle: string | null, baseWord = 'the preset', neutralTitle: string | null = null): ScenarioHeading {
  if (base === null || shownTitle === null) return { title: draft.name ?? 'Scenario', description: draft.description ?? null, editedFrom: null };
  // The preset's own name is said as the menu says it (its queue words from the registry, preset-title.ts); a name the link or file changed is its own.
  if (sameSetUp(draft, base)) return { title: draft.name === undefined || draft.name === base.name ? shownTitle : draft.name, description: draft.description ?? null, editedFrom: null };
  // Edited, the preset is named by its set-up, never by its finding (PresetInfo.neutralTitle): "Edited
  // from: Long Wi-Fi path: RED's early drops cost more than the Wi-Fi losses" carried a claim about a
  // long path onto a 20 ms run (lecturer-0315, confusion 7).
  const presetTitle = neutralTitle ?? shownTitle;
  const now = queueNow(draft, base);
  // A number the preset's title states and the edit changed ("on a 300 ms path", now 50 ms) is
  // said as it is now, with the preset's in brackets: the title read "Edited from: … on a 300 ms
  // path …" over a 50 ms run (lecturer trial s26).
  const claims = titleClaimsNow(presetTitle, draft, base);
  const edits = headingEdits(draft, base, { queue: now !== null, rate: claims?.said.rate ?? false, delay: claims?.said.delay ?? false });
  if (claims !== null) {
    const cut = claims.title.lastIndexOf(' — ');
    const subject = now !== null && cut > 0 ? claims.title.slice(0, cut) : claims.title;
    return { title: `Edited: ${subject}${now === null ? '' : ` — now ${now}`} (${baseWord}: ${claims.was.join(', ')})${editsTail(edits)}`, description: null, editedFrom: presetTitle, edits };
  }
  return { title: `Edited from: ${presetTitle}${now === null ? '' : ` · now ${now}`}${editsTail(edits)}`, description: null, editedFrom: presetTitle, edits };
}

/** A number as a title writes it (300, 0.5, 10). */
const num = (v: number) => String(+v.toPrecision(6));
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The preset title with the bottleneck's delay and rate rewritten where the title states the
 * preset's value and the edit changed it ("300 ms" → "50 ms", "10 Mbit/s" → "5 Mbit/s"), and the
 * preset's values it replaced, and which of the two it rewrote; null when the title states none of the changed values.
 */
export function titleClaimsNow(title: string, draft: Scenario, base: Scenario): { title: string; was: string[]; said: { delay: boolean; rate: boolean } } | null {
  const b = getBottleneck(base);
  const d = getBottleneck(draft);
  if (!b || !d) return null;
  const claims = [
    { old: b.delay * 1000, now: d.delay * 1000, units: ['ms'] },
    { old: b.rate / 1e6, now: d.rate / 1e6, units: ['Mbit/s', 'Mb/s', 'Mbps'] },
  ];
  let out = title;
  const was: string[] = [];
  // Which of the two the title states (and this rewrote): the heading's list of edits leaves those out.
  const hits = claims.map(() => false);
  for (const [i, c] of claims.entries()) {
    if (Math.abs(c.old - c.now) <= 1e-9 * Math.max(1, Math.abs(c.old))) continue;
    const re = new RegExp(`(?<![\\d.])${escape(num(c.old))}(\\s?)(${c.units.map(escape).join('|')})(?![\\w/])`, 'g');
    let hit: string | null = null;
    out = out.replace(re, (_m, space: string, unit: string) => {
      hit = `${num(c.old)}${space}${unit}`;
      return `${num(c.now)}${space}${unit}`;
    });
    if (hit !== null) {
      was.push(hit);
      hits[i] = true;
    }
  }
  return was.length > 0 ? { title: out, was, said: { delay: hits[0], rate: hits[1] } } : null;
}

/** The bottleneck queue in a few words when it differs from the preset's (queueChange), else null. */
export function queueNow(draft: Scenario, base: Scenario): string | null {
  return queueChange(draft, base);
}

/**
 * The name of a lesson step's set-up when it differs from its preset, built from the settings the
 * step runs: a preset title names its queue after " — " ("Two flows, Vegas and Reno — RED 4/6"),
 * so a step that changed the queue gets that part rewritten from the queue it runs ("… — RED
 * 10–18 packets"), never the preset's words beside other numbers. Only what the step changed is
 * said (the discipline always): "…, max_p 0.1, buffer 20 packets, as set up by this lesson step"
 * made a three-line heading on a phone for settings the step left as they were (phone trial 04:00,
 * step 10). Null while the step is its preset (the preset's own title stands).
 */
export function stepSetUpName(presetTitle: string, presetBase: Scenario, step: Scenario): string | null {
  if (sameSetUp(step, presetBase)) return null;
  const now = queueNow(step, presetBase);
  const cut = presetTitle.lastIndexOf(' — ');
  const subject = now !== null && cut > 0 ? presetTitle.slice(0, cut) : presetTitle;
  const link = linkNow(step, presetBase, presetTitle);
  const named = link === null ? subject : `${subject}, ${link}`;
  return `${named}${now === null ? '' : ` — ${now}`}`;
}

/**
 * A queue in a few words where it differs from `base`'s, saying only what differs: under another
 * discipline all of it; under the same one its discipline (with its thresholds), then each other
 * setting that changed ("Gentle RED 10–18 packets", not "…, max_p 0.1, buffer 20 packets" again).
 * Null when the queue is the same, or differs only in settings these words do not state (PIE's
 * target): "· now PIE" over PIE said nothing of the target raised 15 → 200 ms (bloat trial 20:45,
 * C6), which the heading's list of edits names instead.
 */
function queueChange(shown: Scenario, base: Scenario): string | null {
  const q = getBottleneck(shown)?.queue;
  const was = getBottleneck(base)?.queue;
  if (!q || !was || sameQueue(q, was)) return null;
  if (q.type !== was.type) return describeQueue(q);
  if (describeQueue(q) === describeQueue(was)) return null;
  const [head, ...rest] = describeQueue(q).split(', ');
  const before = new Set(describeQueue(was).split(', '));
  return [head, ...rest.filter((part) => !before.has(part))].join(', ');
}

/**
 * The bottleneck's rate and delay where a lesson step changed them from its preset and the preset
 * title does not state them ("2 Mbit/s"), else null. The bufferbloat lesson's last step runs its
 * demo at 2 Mbit/s, and its name said only "Tail drop, buffer 50 packets": a student who set the
 * rate back to 10 Mbit/s read the same "Edited from: …" title over both runs (bloat trial 01:00,
 * s35). Said in the title, the edited heading rewrites it as any number the title states.
 */
function linkNow(step: Scenario, presetBase: Scenario, presetTitle: string): string | null {
  const b = getBottleneck(presetBase);
  const d = getBottleneck(step);
  if (!b || !d) return null;
  const words = [
    d.rate !== b.rate ? `${num(d.rate / 1e6)} Mbit/s` : null,
    d.delay !== b.delay ? `${num(d.delay * 1000)} ms` : null,
  ].filter((w): w is string => w !== null && !presetTitle.includes(w));
  return words.length > 0 ? words.join(', ') : null;
}

/**
 * What the heading adds to a lesson step's set-up name: short, and saying whose set-up it is (the
 * phone's folded preset row names the same: heading-short-name.ts).
 */
export const STEP_SET_UP = ' (this step’s set-up)';

/** The heading of a lesson step as set up, while the student has not edited it. */
export function stepTitle(presetTitle: string, presetBase: Scenario, step: Scenario): string | null {
  const name = stepSetUpName(presetTitle, presetBase, step);
  return name === null ? null : `${name}${STEP_SET_UP}`;
}

/** What the heading compares the scenario on screen with: the step's own set-up in a lesson step, else the preset. */
export interface HeadingReference {
  /** The set-up the student starts from: the step's scenario (its preset plus its edits), else the preset's. */
  base: Scenario | null;
  presetBase: Scenario | null;
  /** The preset's title. */
  title: string | null;
  /** The preset's name without its finding, where its title states one (PresetInfo.neutralTitle): an edited run is named from it. */
  neutralTitle?: string | null;
  /** The name of the step's set-up when it differs from its preset (stepSetUpName), else null. */
  stepName: string | null;
}

/**
 * The heading for `shown` against its reference. Edited from a lesson step's own set-up, it says
 * that set-up: a phone trial edited step 3's RED 10/18 to 3/5 and read "Edited from: … Gentle
 * RED 4/6 · now Gentle RED 3–5" (the preset's title) beside a check that said "min_th 10 → 3".
 */
export function headingAgainst(shown: Scenario, ref: HeadingReference): ScenarioHeading {
  // A preset just chosen is never "edited", whatever the open lesson step set up from the same
  // preset (a phone trial picked a step's preset from the menu and read "Edited from: …").
  if (ref.presetBase !== null && ref.title !== null && sameSetUp(shown, ref.presetBase)) return scenarioHeading(shown, ref.presetBase, ref.title);
  const h = scenarioHeading(shown, ref.base, ref.stepName ?? ref.title, ref.stepName !== null ? 'the step' : 'the preset', ref.stepName ?? ref.neutralTitle ?? null);
  if (ref.stepName !== null && h.editedFrom === null) return { ...h, title: `${ref.stepName}${STEP_SET_UP}`, description: null };
  return h;
}
