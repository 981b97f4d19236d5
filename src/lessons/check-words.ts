import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import type { Check, Figure, Verdict } from './check';
import { comparesOf, glanceWords } from './judged-figure';

/**
 * A check's outcome in words, one condition at a time: each names its own figure, value and bound,
 * and the ones that failed come first, apart from the ones that held.
 *
 * The sentence under a lesson's "Try:" button joined every judged figure and then the first
 * condition's bound: "it does not hold: Flow 5 (voice) one-way delay 183.8 ms, needs > 40 ms" named
 * the bound that held (183.8 > 40), not the "< 100 ms" that failed, and "Flow 5 (voice) one-way
 * delay 358.3 ms, Utilization 99.9 %, needs < 100 ms" read as if the utilization needed to be under
 * 100 ms (bloat-2045 C6 and C4). Now: "Flow 5 (voice) one-way delay 183.8 ms, needs < 100 ms (> 40 ms
 * is met)" and "Flow 5 (voice) one-way delay 358.3 ms, needs < 100 ms (met: Utilization 99.9 % > 95 %)".
 */

/** One condition of a check: the figure it reads, as said ("Utilization 99.9 %"), its bound ("> 95 %"), and whether it held (null: not measurable). */
export interface Condition {
  figure: string;
  needs: string;
  ok: boolean | null;
}

/**
 * Every condition a verdict judged. A run check's figure is said as At a glance says it (its
 * headline's short name and cell: judged-figure.ts), in the unit of its bound; a metric with no
 * glance figure (a named link or variant) as the verdict's table says it. A sweep says its summary
 * ("runs where it holds 6 of 8, needs all 8") or statistic, and each run where a condition failed.
 */
export function checkConditions(check: Check, scenario: Pick<Scenario, 'flows'> | null, run: SimResult | null, verdict: Verdict): Condition[] {
  const judged = verdict.figures.filter((f) => f.needs !== '' && f.at === undefined);
  const compares = 'run' in check ? comparesOf(check.run) : [];
  // A run check judges one figure per comparison, in the comparisons' order (check.ts, evalCompare).
  const glance = 'run' in check && scenario && run && compares.length === judged.length;
  const conditions: Condition[] = judged.map((f, i) => {
    const words = glance ? glanceWords(compares[i], scenario, run) : null;
    // The glance's words only when they are in the bound's unit; else the name with the verdict's value.
    const figure = words === null ? `${f.label} ${f.value}` : f.unit === undefined || words.unit === f.unit ? words.text : `${words.name} ${f.value}`;
    return { figure, needs: f.needs, ok: f.ok };
  });
  // A sweep's runs where a condition failed: the reason its summary falls short.
  const failedRuns = verdict.figures.filter((f) => f.at !== undefined && f.needs !== '' && f.ok !== true);
  return [...conditions, ...failedRuns.map((f: Figure) => ({ figure: `${f.label} ${f.value} (${f.at})`, needs: f.needs, ok: f.ok }))];
}

/** The conditions grouped by figure (a range's two bounds on one figure say its value once), in order. */
function byFigure(conditions: readonly Condition[]): { figure: string; held: string[]; failed: string[] }[] {
  const groups = new Map<string, { figure: string; held: string[]; failed: string[] }>();
  for (const c of conditions) {
    const g = groups.get(c.figure) ?? { figure: c.figure, held: [], failed: [] };
    groups.set(c.figure, g);
    (c.ok === true ? g.held : g.failed).push(c.needs);
  }
  return [...groups.values()];
}

/**
 * The conditions that failed, each with its own figure and the bound it missed ("Flow 5 (voice)
 * one-way delay 183.8 ms, needs < 100 ms"), a bound of the same figure that held beside it ("(> 40
 * ms is met)"); and the figures whose every bound held, said as the inequality that holds
 * ("Utilization 99.9 % > 95 %").
 */
export function splitConditions(conditions: readonly Condition[], needs = 'needs'): { failed: string[]; met: string[] } {
  const groups = byFigure(conditions);
  const failed = groups
    .filter((g) => g.failed.length > 0)
    .map((g) => `${g.figure}, ${needs} ${g.failed.join(' and ')}${g.held.length ? ` (${g.held.join(' and ')} ${g.held.length > 1 ? 'are' : 'is'} met)` : ''}`);
  const met = groups.filter((g) => g.failed.length === 0).map((g) => `${g.figure} ${g.held.join(' and ')}`);
  return { failed, met };
}

/**
 * The conditions in one clause, as said after "it holds:" or "it does not hold:". When every one
 * held: each figure with what it needs ("Flow 5 (voice) one-way delay 48.1 ms, needs > 40 ms and
 * < 100 ms"). Else only the failed ones name "needs", and the ones that held follow apart, marked
 * "met". Null when nothing was judged. `needs`: the word before a failed bound ("where the claim
 * needs" for a claim the student's edit turned over as asked: bloat-2235 confusion 10).
 */
export function conditionsWords(conditions: readonly Condition[], needs = 'needs'): string | null {
  if (conditions.length === 0) return null;
  if (conditions.every((c) => c.ok === true)) return byFigure(conditions).map((g) => `${g.figure}, needs ${g.held.join(' and ')}`).join('; ');
  const { failed, met } = splitConditions(conditions, needs);
  return `${failed.join('; ')}${met.length ? ` (met: ${met.join('; ')})` : ''}`;
}
