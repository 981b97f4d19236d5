import type { Judged } from '../state/lesson-store';

/**
 * A prediction's verdict in words, naming the figure it was judged on: "Your prediction matches
 * the run: Vegas/Reno 0.811." On a phone the glance with that figure sat behind the lesson sheet
 * (phone trial 02:20); the sheet's line and the screen reader's announcement say the same.
 */
export function predictionVerdictWords(j: Pick<Judged, 'matched' | 'figure'>): string {
  const head = j.matched ? 'Your prediction matches the run' : 'Your prediction does not match the run';
  return j.figure ? `${head}: ${j.figure}.` : `${head}.`;
}
