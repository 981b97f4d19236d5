import { busyNotDelivered, busyVersusDelivered, verdict, whereTheBusyTimeWent, type DiffRow } from './compare-rows';

/**
 * One sentence over the headline rows' verdicts, said above A/B's "At a glance": "Utilization
 * +4.5 · B better" beside a bloated FIFO's 2.7 s of call delay read as praise for the FIFO
 * (bufferbloat trial 01:00, s33), although "each row is judged alone" was said above it. Counting
 * the verdicts of the question's own figures says whether B wins, loses or trades one figure for
 * another, before any single row is read. Null when fewer than two headline rows carry a verdict
 * (one row says it alone), unless utilization was left without one because the busier link
 * delivered less: then the one verdict is said with what the two figures count. `mixed`: a trade-off, which itself says that each row judges one figure
 * (the glance then leaves out its "each row is judged alone" line, which pushed a phone's glance
 * below the first screen).
 */
export interface HeadlineTally {
  text: string;
  mixed: boolean;
  /**
   * Where the busier link delivered less (busyVersusDelivered): what utilization and system goodput
   * each count, said under the verdict, since utilization is then described, not judged.
   */
  busy: string | null;
  /** With `busy`: where the busier side's time went, with its figures (whereTheBusyTimeWent), or null. */
  busyWhy: string | null;
}

export function headlineTally(rows: readonly DiffRow[], context: readonly DiffRow[] = rows): HeadlineTally | null {
  const better = rows.filter((r) => verdict(r) === 'better');
  const worse = rows.filter((r) => verdict(r) === 'worse');
  const judged = better.length + worse.length;
  // Utilization is then no verdict (applyBusyDirections): said apart, so that the busier link's
  // resends are not read as a win (bufferbloat trial 04:00, step 5: "a trade-off: B is better on
  // utilization" where CoDel delivered more).
  // Said with the figures of the whole table (`context`: the retransmitted share, the queueing delay), where the headline rows disagree.
  const busy = busyNotDelivered(rows) ? busyVersusDelivered(context) : null;
  const busyWhy = busy === null ? null : whereTheBusyTimeWent(context);
  if (judged === 0 || (judged === 1 && busy === null)) return null;
  const all = judged === 1 ? names([...better, ...worse]) : judged === 2 ? 'both' : `all ${judged}`;
  const of = judged === rows.length || judged === 1 ? all : `${all} with a better direction`;
  if (worse.length === 0) return { text: `On the headline figures, B is better on ${of}.`, mixed: false, busy, busyWhy };
  if (better.length === 0) return { text: `On the headline figures, A is better on ${of}.`, mixed: false, busy, busyWhy };
  return { text: `On the headline figures, a trade-off: B is better on ${names(better)} and worse on ${names(worse)}.`, mixed: true, busy, busyWhy };
}

/** A headline row's flow, as a sentence names it ("flow 5 (voice)"); null for the bottleneck's or the run's figures. */
function flowOf(r: DiffRow): string | null {
  const flow = /^(Flow \d+(?: \([^)]*\))?):/.exec(r.label);
  return flow ? `${flow[1][0].toLowerCase()}${flow[1].slice(1)}` : null;
}

/** The catalogue's label with its qualifier before the noun ("one-way delay, mean" → "mean one-way delay"), so names can be listed with commas. */
function figureOf(r: DiffRow): string {
  return r.metric.label.replace(/^(.*), (.*)$/, '$2 $1');
}

/** "a", "a and b", "a, b and c" (", and" before the last when a part has its own "and"). */
function listed(parts: readonly string[]): string {
  if (parts.length === 1) return parts[0];
  const last = parts.some((p) => p.includes(' and ')) ? ', and ' : ' and ';
  return `${parts.slice(0, -1).join(', ')}${last}${parts[parts.length - 1]}`;
}

/**
 * The figures in a sentence, a flow's together ("utilization", "flow 5 (voice)'s mean one-way
 * delay and packets delayed over 150 ms, and system goodput"); more than three read as a count.
 */
function names(rs: readonly DiffRow[]): string {
  if (rs.length > 3) return `${rs.length} figures`;
  const entries: { flow: string | null; figures: string[] }[] = [];
  for (const r of rs) {
    const flow = flowOf(r);
    const same = flow === null ? undefined : entries.find((e) => e.flow === flow);
    if (same) same.figures.push(figureOf(r));
    else entries.push({ flow, figures: [figureOf(r)] });
  }
  return listed(entries.map((e) => (e.flow === null ? e.figures[0] : `${e.flow}'s ${listed(e.figures)}`)));
}
