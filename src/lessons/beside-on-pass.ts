import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { getBottleneck, setBottleneck } from '../scenario-edit/bottleneck';
import { figureAcross } from './check';
import { summaryOnly } from './run-check';
import type { Challenge } from './schema';
import { buildScenario } from './step-scenario';

/**
 * A passed challenge said beside another queue on the student's own link and traffic
 * (`challenge.besideOnPass`): a 50-packet FIFO passed the bufferbloat challenge with the link
 * 100 % busy and no loss, "Challenge completed" said nothing more, and the student wondered why
 * anyone would bother with an AQM while the call still waited twice as long as under CoDel
 * (bloat trial 01:00, s24–25). The comparison is computed: the student's scenario is run again
 * with the other set-up's bottleneck queue in place of theirs.
 */
export type BesideOnPass = NonNullable<Challenge['besideOnPass']>;

/**
 * The run to set beside the student's: their scenario with `queueOf`'s bottleneck queue. Null when
 * their queue is already of that discipline (there is nothing to set beside it), or either has no
 * built-in bottleneck.
 */
export function besideScenario(beside: BesideOnPass, student: Scenario): Scenario | null {
  const built = buildScenario(beside.queueOf.preset, beside.queueOf.set);
  const theirs = built.ok ? getBottleneck(built.scenario)?.queue : undefined;
  const mine = getBottleneck(student)?.queue;
  if (!theirs || !mine || mine.type === theirs.type) return null;
  const sc = structuredClone(student);
  setBottleneck(sc, { queue: structuredClone(theirs) });
  return summaryOnly(sc);
}

/** The line said under a passed challenge: the figure on the student's run and on the other queue's, in one unit. */
export interface BesideLine {
  label: string;
  mine: string;
  theirs: string;
}

export function besideLine(beside: BesideOnPass, mine: SimResult, theirs: SimResult): BesideLine {
  const f = figureAcross(beside.metric, [mine, theirs]);
  return { label: f.label, mine: f.values[0], theirs: f.values[1] };
}
