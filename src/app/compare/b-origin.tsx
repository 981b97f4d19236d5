import { useEffect, useRef, useState } from 'react';
import type { LeafQueueSpec as QueueSpec, Scenario } from '../../sim-core';
import { describeQueue } from '../../scenario-edit/describe-queue';
import { counterpartPreset } from '../../scenario-edit/counterparts';
import { presetScenarioShared, presetTitle } from '../../scenario-edit/catalog';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import type { HeadingReference } from '../heading/scenario-heading';
import { swapJustDone, useSwapWords } from './swap-ab';
import { scenarioChanges } from '../../lessons/edit-notes';

/**
 * A/B's one rule, said in its header: A is what the student chose (the preset, the lesson step,
 * their edit of it), B its counterpart, the same traffic under the other queue of the pair. A
 * student who picked the RED preset of a study while A was its tail drop saw A and B swap without
 * a word (issue 37): B had followed A, as it always does, and nothing said so.
 */
export interface ABSides {
  /** A in words: its preset's title while A's queue is the preset's, else the edit and A's queue. */
  a: string;
  /** B's queue as it runs. */
  b: QueueSpec | null;
  /** B's queue was set by the student (not picked by the app). */
  bChosen: boolean;
  /** Where A comes from, in words: "one preset of a pair", "the scenario of lesson step 2", "what you set up" (aOrigin). */
  aFrom: string;
  /** The preset whose queue the app took for B (the other of a pair: a study's, a demo's), or null. */
  bFrom: string | null;
}

/** The sides of an unpinned A/B: A is the editor's scenario (from `preset`, or a lesson step), B the queue set for it or A's counterpart. */
export function abSides(a: Scenario, preset: string | null, b: QueueSpec | null, bChosen: boolean, lessonStep: number | null, reference?: HeadingReference): ABSides {
  const qa = getBottleneck(a)?.queue;
  // What A started from: a lesson step's own set-up (its preset plus its edits, as the page's
  // heading and the verdicts count changes from), else the preset. An unedited step 3 of "Vegas
  // meets Reno" (RED 10/18) read "your edit of … Gentle RED 4/6" against the preset.
  const own = reference?.base ?? (preset !== null ? presetScenarioShared(preset) : null);
  const ownQueue = own ? getBottleneck(own)?.queue : undefined;
  const queueWords = qa ? describeQueue(qa) : 'no bottleneck queue';
  const name = preset === null ? null : (reference?.stepName ?? presetTitle(preset));
  const sameQueue = !!qa && !!ownQueue && describeQueue(ownQueue) === queueWords;
  // An edit that leaves the queue alone (the link's PER doubled) is an edit too: A read "what you
  // chose: '…gentle RED'" after the lecturer's change (lecturer trial 23:10, s104).
  // The bottleneck's rate and delay as A runs them now, where they differ from what it started
  // from: the name quotes the step's "2 Mbit/s", and after a rate edit the box still read "your
  // edit of '… 2 Mbit/s — Tail drop, buffer 50 packets' (CoDel, buffer 1000 packets)" over a
  // 10 Mbit/s run (bloat-2235 confusion 12).
  const link = own ? linkNow(own, a) : [];
  const queueNow = link.length > 0 ? `now ${[...link, queueWords].join(', ')}` : queueWords;
  const aWords = name === null ? queueWords : !sameQueue ? `your edit of “${name}” (${queueNow})` : own && edited(own, a) ? `your edit of “${name}” (${editWordsOf(own, a)})` : `“${name}”`;
  const pair = counterpartPreset(a, preset);
  return {
    a: aWords,
    b,
    bChosen,
    aFrom: aOrigin(lessonStep, preset, aWords !== `“${name}”`, pair !== null),
    bFrom: bChosen ? null : pair,
  };
}

/**
 * What A is called beside its set-up ("A (the preset): Gentle RED 4–6 …"): a preset as it opened
 * is the preset; "your scenario" only once the student has edited it (or built it, or it is a
 * lesson step's). A phone trial that had only tapped a preset read "A (your scenario)" and "What
 * you had: the current scenario" and wondered what it had changed (phone trial 04:30, confusion 2).
 */
export function aRole(s: Pick<ABSides, 'aFrom'>): 'the preset' | 'your scenario' {
  return s.aFrom === PRESET_AS_OPENED || s.aFrom === PAIRED_PRESET_AS_OPENED ? 'the preset' : 'your scenario';
}

/** aOrigin's words for an unedited preset, alone or one of a pair (aRole reads them). */
const PRESET_AS_OPENED = 'the preset';
const PAIRED_PRESET_AS_OPENED = 'one preset of a pair';

/**
 * Where A came from, said from what A/B knows of it: a lesson step, the student's edit, one preset
 * of a pair (a demo's or a study's), a preset, or the editor's scenario. "A is what you chose"
 * was said of the landing page's demo pair, which the app had opened, not the student (phone-1845, step 4).
 */
function aOrigin(lessonStep: number | null, preset: string | null, edited: boolean, paired: boolean): string {
  if (lessonStep !== null) return `the scenario of lesson step ${lessonStep}`;
  if (preset === null) return 'the editor’s scenario';
  if (edited) return 'what you set up';
  return paired ? PAIRED_PRESET_AS_OPENED : PRESET_AS_OPENED;
}

/** A's bottleneck rate and delay where they differ from `own`'s, as headings write them ("10 Mbit/s", "50 ms"). */
function linkNow(own: Scenario, a: Scenario): string[] {
  const o = getBottleneck(own);
  const n = getBottleneck(a);
  if (!o || !n) return [];
  return [n.rate !== o.rate ? `${+(n.rate / 1e6).toPrecision(6)} Mbit/s` : null, n.delay !== o.delay ? `${+(n.delay * 1000).toPrecision(6)} ms` : null].filter((w): w is string => w !== null);
}

function edited(own: Scenario, a: Scenario): boolean {
  return scenarioChanges(own, a).kind !== 'none';
}

/** The changes in the editor's words ("PER in bad state 20 %"), at most two named. */
function editWordsOf(own: Scenario, a: Scenario): string {
  const e = scenarioChanges(own, a);
  if (e.kind !== 'changes') return e.kind === 'other' ? e.what : '';
  const named = e.changes.slice(0, 2).map((c) => `${c.label} ${c.to}`);
  return e.changes.length > 2 ? `${named.join('; ')} and ${e.changes.length - 2} more` : named.join('; ');
}

/**
 * B's pair preset's title, with the subject it shares with A's title left out ("… — tail drop"):
 * the rule said the Wi-Fi demo's 70-character title twice, a wall of small text on a projector
 * (lecturer trial 08:20, step 6).
 */
function pairTitle(bFrom: string, a: string): string {
  const title = presetTitle(bFrom);
  const cut = title.lastIndexOf(' — ');
  return cut > 0 && a.includes(title.slice(0, cut + 3)) ? `…${title.slice(cut)}` : title;
}

/** The rule in one sentence: what A is and who picked B. */
export function abRuleWords(s: ABSides): string {
  const a = `A is ${s.aFrom}: ${s.a}.`;
  if (!s.b) return `${a} This scenario has no bottleneck for a B.`;
  if (s.bChosen) return `${a} B is the same traffic under the queue you set for B: ${describeQueue(s.b)}.`;
  const pair = s.bFrom !== null ? `, the other preset of its pair (“${pairTitle(s.bFrom, s.a)}”)` : '';
  return `${a} B is picked by the app: its counterpart, the same traffic under ${describeQueue(s.b)}${pair}.`;
}

/** What the app changed in B, once A changed under it: said until the next change or a queue set for B. */
export function bChangeWords(s: ABSides, was: string, presetChanged: boolean): string {
  const now = s.b ? describeQueue(s.b) : 'nothing';
  return presetChanged
    ? `B changed with your choice: it was ${was}, it is now ${now}.`
    : `A changed, so the app changed B to match it: B is now ${now} (it was ${was}). Set B’s queue below to keep it fixed.`;
}

/**
 * The words of the app's last change of B, or null: B picked by the app changed while its A/B
 * was shown (a preset chosen, an edit of A's queue). Nothing is said for a B the student set.
 */
export function useBChange(s: ABSides, preset: string | null): string | null {
  const words = s.b ? describeQueue(s.b) : null;
  const chosen = s.bChosen;
  const last = useRef({ words, preset, chosen });
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = { words, preset, chosen };
    // B set by the student, or given back to the app ("Auto"): theirs to know, nothing to say.
    // A swap's own words say what it did (useBStatus): one line, not two (lecturer trial 20:20).
    if (chosen || before.chosen || swapJustDone()) setSaid(null);
    else if (before.words !== null && words !== before.words) setSaid(bChangeWords(s, before.words, preset !== before.preset));
  }, [words, preset, chosen, s]);
  return said;
}

/**
 * A/B's one status line about B: what the last swap did while A and B are as it left them, else
 * what the app last changed in B (useBChange). Two lines, b-changed beside the rule and
 * swap-ab-done under the button, could both speak of one swap (lecturer trial 20:20).
 */
export function useBStatus(s: ABSides, preset: string | null): { words: string; cause: 'swap' | 'b-change' } | null {
  const change = useBChange(s, preset);
  const swap = useSwapWords();
  if (swap !== null) return { words: swap, cause: 'swap' };
  return change === null ? null : { words: change, cause: 'b-change' };
}

/** What "Swap A and B" did (swap-ab.ts): opened the pair's other preset as A, or traded A's and B's queues. */
export type SwapDone = { kind: 'pair'; was: string; now: string } | { kind: 'queues'; a: QueueSpec; b: QueueSpec };

/** The swap in words, beside the rule: which preset or queue each side now runs, and how to go back. */
export function swappedWords(s: SwapDone): string {
  if (s.kind === 'pair') return `Swapped: A is now “${presetTitle(s.now)}”, and B follows it as the other preset of its pair (“${presetTitle(s.was)}”). The browser’s Back or Swap again undoes it.`;
  return `Swapped: A now runs ${describeQueue(s.a)}, and B ${describeQueue(s.b)}, the queue A had, now set for B. Swap again undoes it.`;
}
