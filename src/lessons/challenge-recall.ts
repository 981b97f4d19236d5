import type { Scenario } from '../sim-core/scenario/schema';
import { settingChanges } from './edit-notes';
import { stepScenario, type Step } from './schema';

/**
 * What a step that takes up an earlier challenge's setting (`recallsChallenge`) says once the
 * student passed that challenge with a value of their own: theirs beside the step's, in the
 * editor's words. Step 6 of the bufferbloat lesson said "the challenge's 50-packet buffer" to a
 * student who had passed with 40, and where the 50 came from was not said (bloat-0055 confusion
 * 10): "You passed step 5's challenge with Buffer 40 packets; this step runs Buffer 50 packets, so
 * its figures are for 50, not your 40." `passed` is the scenario the challenge passed on; null
 * when the step recalls no challenge, the student has not passed it, or passed with the step's value.
 */
export function challengeRecallLine(step: Step, passed: Scenario | null): string | null {
  const recall = step.recallsChallenge;
  if (!recall || !passed) return null;
  const own = stepScenario(step);
  if (!own.ok) return null;
  const change = settingChanges(own.scenario, passed)?.find((c) => c.path === recall.setting);
  if (!change) return null;
  // `to` carries the editor's unit ("40 packets"), `from` the bare value ("50").
  const theirs = change.to.split(' ')[0];
  const unit = change.to.slice(theirs.length);
  return `You passed step ${recall.step}'s challenge with ${change.label} ${change.to}; this step runs ${change.label} ${change.from}${unit}, so its figures are for ${change.from}, not your ${theirs}.`;
}
