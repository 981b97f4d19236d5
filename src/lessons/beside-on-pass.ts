import type { Scenario } from '../sim-core/scenario/schema';
import type { SimResult } from '../sim-core/scenario/result';
import { getBottleneck, setBottleneck } from '../scenario-edit/bottleneck';
import { figureAcross, readMetric, type MetricRef } from './check';
import { METRIC_CATALOGUE } from '../sim-core/metric-catalogue/registry';
import { summaryOnly } from './run-check';
import type { Challenge } from './schema';
import { applyEdits, buildScenario } from './step-scenario';
import { FULL_PACKET_BYTES } from './delay-parts';

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
  /** Where their queue does better (\`edge\`), with both runs' figures; null when it beats it on none. */
  edge: string | null;
  /** \`caution\`: their buffer fits one link rate, said right after the edge (bloat-2045 C8), with the step that asks about another rate; null without a caution. */
  caution: string | null;
  /** \`dropsOf\`: the queue's drops and the flow's, and why; null without it. */
  drops: string | null;
}

export function besideLine(beside: BesideOnPass, student: Scenario, mine: SimResult, theirs: SimResult): BesideLine {
  const f = figureAcross(beside.metric, [mine, theirs]);
  return {
    label: f.label,
    mine: f.values[0],
    theirs: f.values[1],
    edge: beside.edge ? edgeSaid(beside.edge, beside.name, mine, theirs) : null,
    caution: cautionSaid(beside, student),
    drops: beside.dropsOf ? dropsSaid(beside.dropsOf, mine) : null,
  };
}

/**
 * "But your small FIFO's success holds only at this link's rate: at 2 Mbit/s a 1500-byte packet
 * takes 6 ms to send, so the same 50 packets, full, are 300 ms of waiting, and step 6 shows why.":
 * the caution's point, in one sentence right after the edge, with the student's own buffer at the
 * caution's rate, computed as step 6 computes it (a full-size packet's sending time at that rate
 * times the buffer; a buffer in bytes, its bytes' sending time). The pass said only "step 6 asks
 * what yours gives on a 2 Mbit/s link", and a student who stopped at step 5 kept "just shrink the
 * buffer" (bloat-0315 confusion 5). The figure is the buffer's, not step 6's run: its one-way delay
 * is what step 6 asks the student to predict (bloat-2235 confusion 8). Null without a caution, or
 * when its edits do not apply.
 */
export function cautionSaid(beside: BesideOnPass, student: Scenario): string | null {
  if (!beside.caution) return null;
  const at = applyEdits(student, beside.caution.set);
  const b = at.ok ? getBottleneck(at.scenario) : undefined;
  const q = b?.queue as { limit?: unknown; unit?: unknown } | undefined;
  if (!b || !q || typeof q.limit !== 'number') return null;
  const rate = `${Number((b.rate / 1e6).toPrecision(3))} Mbit/s`;
  const perPacket = ((FULL_PACKET_BYTES * 8) / b.rate) * 1000;
  const bytes = q.unit === 'bytes' ? q.limit : q.limit * FULL_PACKET_BYTES;
  const full = Math.round(((bytes * 8) / b.rate) * 1000);
  const size = q.unit === 'bytes' ? `${q.limit} bytes` : `${q.limit} packets`;
  return `${beside.caution.lead} at ${rate} a ${FULL_PACKET_BYTES}-byte packet takes ${Number(perPacket.toPrecision(3))} ms to send, so the same ${size}, full, are ${full} ms of waiting, and step ${beside.seeStep} shows why.`;
}

/**
 * "Your queue does better than step 2's CoDel on the rest: system goodput 9.72 Mbit/s against
 * 9.42 Mbit/s, …. Its link was busier: bottleneck: utilization 100.0 % against 97.0 % (neither
 * better nor worse by itself).": the figures of \`refs\` on which the student's run beats the other
 * (the catalogue's \`better\`, and a difference that shows at the digits written), then those with
 * no better direction described in the catalogue's words; null when there is neither.
 */
export function edgeSaid(refs: readonly MetricRef[], name: string, mine: SimResult, theirs: SimResult): string | null {
  const ahead: string[] = [];
  const moved: string[] = [];
  for (const ref of refs) {
    const m = METRIC_CATALOGUE.find((c) => c.id === ref.metric);
    const [a, b] = [readMetric(ref, mine), readMetric(ref, theirs)];
    const f = figureAcross(ref, [mine, theirs]);
    if (f.values[0] === f.values[1]) continue;
    const figures = `${f.label} ${f.values[0]} against ${f.values[1]}`;
    if ((m?.better === 'higher' && a > b) || (m?.better === 'lower' && a < b)) ahead.push(figures);
    // A figure with no better direction but words of its own (utilization: "busier") is described,
    // not counted a win: "does better … on utilization" praised a FIFO's busy resends (bloat-2045 C11).
    else if (m?.better === 'neither' && m.directionWords) moved.push(`${m.directionWords[a > b ? 'higher' : 'lower']}: ${figures}`);
  }
  const better = ahead.length ? `Your queue does better than ${name} on the rest: ${ahead.join('; ')}.` : null;
  const described = moved.length ? `Its link was ${moved.join('; ')} (neither better nor worse by itself).` : null;
  return better === null && described === null ? null : [better, described].filter((t) => t !== null).join(' ');
}

/**
 * "Over the whole run your queue dropped 104 packets, 0 of them flow 5 (voice)'s: <why>": the
 * queue's drops of every flow and the named flow's, both over the whole run (the catalogue's
 * flow.queueDrops).
 */
export function dropsSaid(of: NonNullable<BesideOnPass['dropsOf']>, mine: SimResult): string | null {
  const flow = mine.flows[of.flow];
  if (!flow) return null;
  // Every flow's drops summed: the link's whole-run count is not one a lesson reads.
  const all = mine.flows.reduce((n, _, i) => n + readMetric({ metric: 'flow.queueDrops', flow: i }, mine), 0);
  const own = figureAcross({ metric: 'flow.queueDrops', flow: of.flow }, [mine]).values[0];
  return `Over the whole run your queue dropped ${all} packets, ${own} of them flow ${of.flow + 1} (${flow.name})'s: ${of.why}`;
}
