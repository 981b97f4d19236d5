import type { Scenario } from '../../sim-core';
import { editsText, scenarioChanges } from '../../lessons/edit-notes';
import type { ChallengeTurn } from '../state/lesson-store';
import { splitConditions, type Condition } from '../../lessons/check-words';

/**
 * Why a step's challenge turned from met to not met (or back) since its last check: the change
 * between the two checked runs, and the condition that now fails (or that every one holds). A
 * phone student pinned A and switched B's queue, and "Challenge ✗" came back with no word why: was
 * the challenge lost, and on which run (phone-2045, confusion 9)? In A/B the challenge reads B, the
 * student's own scenario, never the pinned A.
 */

/** The last judged challenge of a step: its verdict and the run it was judged on. */
export interface JudgedChallenge {
  pass: boolean;
  scenario: Scenario | null;
}

/** Why the verdict turned (module comment); null when it did not turn (the first check, or the same verdict as before). */
export function challengeTurn(o: { before: JudgedChallenge | undefined; pass: boolean; scenario: Scenario | null; conditions: readonly Condition[]; side: 'A' | 'B' | null }): ChallengeTurn | null {
  const { before } = o;
  if (!before || before.pass === o.pass) return null;
  const change = before.scenario && o.scenario ? editsText(scenarioChanges(before.scenario, o.scenario)) : '';
  const { failed } = splitConditions(o.conditions);
  const reason = o.pass ? 'every condition holds now' : failed.length ? failed.join('; ') : 'a condition no longer holds';
  const since = change ? `since your last change (${change})` : 'since the last check';
  // In A/B the challenge reads the student's own scenario: B once A is pinned to a preset, else A.
  const where = o.side === 'B' ? ' In A/B the challenge reads B, your scenario, not the pinned A.' : o.side === 'A' ? ' In A/B the challenge reads A, your scenario, not B.' : '';
  return { pass: o.pass, words: `${o.pass ? '✓' : '✗'} ${since}: ${reason}.${where}` };
}
