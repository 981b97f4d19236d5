import type { LeafQueueSpec, Scenario } from '../../sim-core';
import { studySibling } from '../../scenario-edit/counterparts';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { presetTitle } from '../../scenario-edit/catalog';
import { sameQueue } from '../heading/scenario-heading';
import { headingShortName } from '../heading/heading-short-name';

/**
 * B's queue in words for a projected A/B title, naming the preset it is paired with when B runs
 * exactly that preset's queue (seed 003's automatic B is the study's "— gentle RED": a lecturer
 * could not tell whether "Gentle RED 20.83–62.5 packets" was that preset). Thresholds rounded
 * unless `exact` (the title's tooltip).
 */
export function bWords(a: Scenario, preset: string | null, b: LeafQueueSpec, exact: boolean): string {
  const queue = describeQueue(b, { exact });
  const pair = pairSetUp(a, preset, b);
  return pair === null ? queue : `its paired “${pair}” preset, ${queue}`;
}

/** The set-up words of the preset B is paired with ("gentle RED"), when B runs exactly its queue; else null. */
function pairSetUp(a: Scenario, preset: string | null, b: LeafQueueSpec): string | null {
  const pair = studySibling(a, preset, b.type);
  if (!pair || !sameQueue(pair.queue, b)) return null;
  const name = presetTitle(pair.name);
  const cut = name.lastIndexOf(' — ');
  return cut > 0 ? name.slice(cut + 3) : name;
}

/**
 * B's queue in a few words for the default A/B slide title: the paired preset's set-up ("tail
 * drop"), else the queue up to its first comma ("Tail drop"). The whole of bWords ran the title
 * onto a second line at 1920 px (lecturer trial 05:10, step 13); it is the title's tooltip.
 */
export function bShortWords(a: Scenario, preset: string | null, b: LeafQueueSpec): string {
  const pair = pairSetUp(a, preset, b);
  if (pair !== null) return pair;
  const queue = describeQueue(b, { exact: false });
  const comma = queue.indexOf(', ');
  return comma > 0 ? queue.slice(0, comma) : queue;
}

/** "Subject — A's set-up vs B's": the heading's subject (before its " — ") and A's short name (heading-short-name.ts). */
export function abTitle(heading: string, b: string): string {
  const { name, edited } = headingShortName(heading);
  const cut = heading.lastIndexOf(' — ');
  if (edited || cut <= 0) return `${heading} vs ${b}`;
  return `${heading.slice(0, cut)} — ${name} vs ${b}`;
}
