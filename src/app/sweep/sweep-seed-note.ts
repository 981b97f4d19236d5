import type { PlannedSweep } from './sweep-configs';

/** Milliseconds as the Sweep's variation fields show them ("50 ms", "0.5 ms"). */
const ms = (s: number) => `${+(s * 1e3).toPrecision(4)} ms`;

/** The variation in words: "flows start up to 50 ms late, hosts hold each packet up to 1 ms", or null for none. */
function variationWords(v: { startJitter: number; hostJitter: number }): string | null {
  const parts = [v.startJitter > 0 ? `each flow starts up to ${ms(v.startJitter)} late` : null, v.hostJitter > 0 ? `each host holds each packet up to ${ms(v.hostJitter)}` : null].filter((x): x is string => x !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Under the sweep: which seeds its boxes ran, with what run-to-run variation, and whether the
 * Explore run (the scenario's own seed and variation) is one of those runs, so a student knows
 * why a single run can sit outside the box at its setting and which number to report (a trial
 * read voice 358.3 ms in Explore beside a sweep's 365.3 [361.6, 366.7] with no word why: bloat
 * 10:00, s43). Said from the plan the results came from, not from the editor's current state.
 */
export function sweepSeedNote(plan: PlannedSweep): string {
  const first = plan.choice.firstSeed;
  const last = first + plan.replications - 1;
  const seeds = plan.replications > 1 ? `random seeds ${first}–${last}` : `random seed ${first}`;
  const own = plan.basis.variability;
  const used = plan.choice.jitter ?? own;
  const usedWords = variationWords(used);
  const ownWords = variationWords(own);
  const sameVariation = used.startJitter === own.startJitter && used.hostJitter === own.hostJitter;
  const runs = `Each box is ${plan.replications} run${plan.replications === 1 ? '' : 's'}, ${seeds}, ${usedWords ? `with run-to-run variation (${usedWords})` : 'without run-to-run variation'}.`;
  const seed = plan.basis.seed;
  const inRange = seed >= first && seed <= last;
  let explore: string;
  if (inRange && sameVariation) {
    explore = `The Explore run is random seed ${seed} with the same variation: it is one of these runs, at its own setting in the configuration it matches, so there its figure lies within the box's whiskers.`;
  } else {
    const why = [!inRange ? `seed ${seed} is not among them` : null, !sameVariation ? (ownWords ? `it runs with its own variation (${ownWords})` : 'it runs without that variation (every flow starts exactly when set)') : null].filter((x): x is string => x !== null);
    explore = `The Explore run is random seed ${seed} and not one of these runs: ${why.join(', and ')}, so its figure is one more sample and can lie outside the box.`;
  }
  return `${runs} ${explore} Report the median [Q1, Q3] for the setting across runs; the Explore figure is a single run (random seed ${seed}).`;
}
