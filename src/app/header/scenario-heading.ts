import type { LeafQueueSpec, Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { describeQueue } from '../../scenario-edit/describe-queue';

/** What the page says the scenario is: its title, its description, and the preset it was edited from. */
export interface ScenarioHeading {
  title: string;
  /** The preset's own words, or null once they no longer describe what is on screen. */
  description: string | null;
  /** Title of the preset the scenario was edited from (null: it is that preset, or there is none). */
  editedFrom: string | null;
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
 * not say tail drop over a RED run.
 */
export function scenarioHeading(draft: Scenario, base: Scenario | null, presetTitle: string | null): ScenarioHeading {
  if (base === null || presetTitle === null) return { title: draft.name ?? 'Scenario', description: draft.description ?? null, editedFrom: null };
  // The preset's own name is said as the menu says it (its queue words from the registry, preset-title.ts); a name the link or file changed is its own.
  if (sameSetUp(draft, base)) return { title: draft.name === undefined || draft.name === base.name ? presetTitle : draft.name, description: draft.description ?? null, editedFrom: null };
  const now = queueNow(draft, base);
  return { title: `Edited from: ${presetTitle}${now === null ? '' : ` · now ${now}`}`, description: null, editedFrom: presetTitle };
}

/** The bottleneck queue in a few words when it differs from the preset's, else null. */
export function queueNow(draft: Scenario, base: Scenario): string | null {
  const q = getBottleneck(draft)?.queue;
  const was = getBottleneck(base)?.queue;
  if (!q || !was || sameQueue(q, was)) return null;
  return describeQueue(q);
}

/**
 * The title of a lesson step whose set-up differs from its preset, built from the settings the
 * step runs: a preset title names its queue after " — " ("Two flows, Vegas and Reno — RED 4/6"),
 * so a step that changed the queue gets that part rewritten from the queue it runs ("… — RED
 * 10–18 packets, max_p 0.1, buffer 50 packets"), never the preset's words beside other numbers.
 * Null while the step is its preset (the preset's own title stands).
 */
export function stepTitle(presetTitle: string, presetBase: Scenario, step: Scenario): string | null {
  if (sameSetUp(step, presetBase)) return null;
  const now = queueNow(step, presetBase);
  const cut = presetTitle.lastIndexOf(' — ');
  const subject = now !== null && cut > 0 ? presetTitle.slice(0, cut) : presetTitle;
  return `${subject}${now === null ? '' : ` — ${now}`}, as set up by this lesson step`;
}
