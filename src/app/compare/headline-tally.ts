import { isFairness } from '../../sim-core';
import { busyNotDelivered, busyVersusDelivered, directionWord, negligibleDiff, shownDiff, verdict, whereTheBusyTimeWent, type DiffRow } from './compare-rows';

/**
 * One sentence over the headline rows' verdicts, said above A/B's "At a glance": "Utilization
 * +4.5 · B better" beside a bloated FIFO's 2.7 s of call delay read as praise for the FIFO
 * (bufferbloat trial 01:00, s33), although "each row is judged alone" was said above it. Counting
 * the verdicts of the question's own figures says whether B wins, loses or trades one figure for
 * another, before any single row is read, and names what the rows without a verdict did (about
 * the same, neither side). Null with one headline row (it says it alone), unless utilization was
 * left without a verdict because the busier link delivered less: then what the two figures count
 * is said under it. `mixed`: a trade-off, which itself says that each row judges one figure
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
  if (rows.length < 2 && busy === null) return null;
  return { text: `${tallySentence(rows, better, worse)}.`, mixed: better.length > 0 && worse.length > 0, busy, busyWhy };
}

/**
 * The sentence, as a person would say it, for every count: "A is better on both headline figures"
 * when every row has a verdict; else the figures named, with what the others did ("A is better on
 * Vegas goodput / Reno goodput and Jain's index …; utilization and system goodput are about the
 * same"). "A is better on both with a better direction" made a phone's reader read it twice
 * (phone trial 08:20, confusion 5), and was not even true: utilization has a better direction, it
 * was only about the same.
 */
function tallySentence(rows: readonly DiffRow[], better: readonly DiffRow[], worse: readonly DiffRow[]): string {
  const judged = better.length + worse.length;
  const rest = rows.filter((r) => verdict(r) === '');
  const others = restClause(rest);
  if (judged === 0) {
    if (rest.every(aboutTheSame)) return rows.length === 2 ? 'On both headline figures, A and B are about the same' : `On all ${rows.length} headline figures, A and B are about the same`;
    return `On the headline figures, neither A nor B is better: ${others}`;
  }
  if (better.length > 0 && worse.length > 0) return `On the headline figures, a trade-off: B is ${judgedOn(better, 'better')} and ${judgedOn(worse, 'worse')}${others ? `; ${others}` : ''}`;
  const side = worse.length === 0 ? 'B' : 'A';
  const won = [...better, ...worse];
  // Every figure a fairness one (the split ratio beside Jain's index): "fairer", not "better".
  const word = won.some(closerTo1) && won.every((r) => isFairness(r.metric)) ? 'fairer' : 'better';
  if (rest.length === 0 && (word === 'fairer' || !won.some(closerTo1))) return rows.length === 2 ? `${side} is ${word} on both headline figures` : `${side} is ${word} on all ${rows.length} headline figures`;
  if (judged > 3) return `${side} is better on ${judged} of the ${rows.length} headline figures${others ? `; ${others}` : ''}`;
  return `On the headline figures, ${side} is ${judgedOn(won, 'better')}${others ? `; ${others}` : ''}`;
}

/** A ratio whose ideal is 1 (the catalogue's 'closer-to-1'): judged fairer or less fair, never better. */
function closerTo1(r: DiffRow): boolean {
  return r.metric.better === 'closer-to-1';
}

/**
 * "better on utilization and fairer on Vegas goodput / Reno goodput": a ratio whose ideal is 1 is
 * judged fairer or less fair, not better. "A is better on Vegas goodput / Reno goodput" called a
 * higher ratio better, which is right only below 1 (phone trial 15:10, steps 17/19).
 */
function judgedOn(rs: readonly DiffRow[], word: 'better' | 'worse'): string {
  if (rs.some(closerTo1) && rs.every((r) => isFairness(r.metric))) return `${word === 'better' ? 'fairer' : 'less fair'} on ${names(rs)}`;
  const fair = rs.filter(closerTo1);
  const other = rs.filter((r) => !closerTo1(r));
  return [
    other.length > 0 ? `${word} on ${names(other)}` : '',
    fair.length > 0 ? `${word === 'better' ? 'fairer' : 'less fair'} on ${names(fair)}` : '',
  ].filter(Boolean).join(' and ');
}

/** Whether a row without a verdict is so because A and B are about the same (within the catalogue's negligible difference, or equal as shown). */
function aboutTheSame(r: DiffRow): boolean {
  return Number.isFinite(r.diff) && (r.diff === 0 || negligibleDiff(r) || /^±/.test(shownDiff(r)));
}

/**
 * What the headline rows without a verdict did, named: "A and B are about the same on utilization
 * and system goodput", "B is busier on utilization (neither better nor worse)" (a figure that
 * moved with no better side, in its row's direction word: a drop count under an AQM, a busier link
 * that delivered less), "A or B has no value for …".
 * Worded so that no verb has to agree with a figure's name ("packets delayed over 150 ms").
 */
function restClause(rest: readonly DiffRow[]): string {
  const moved = rest.filter((r) => !aboutTheSame(r) && Number.isFinite(r.diff));
  const groups: [DiffRow[], string, string][] = [
    [rest.filter(aboutTheSame), 'A and B are about the same on', ''],
    ...movedGroups(moved),
    [rest.filter((r) => !Number.isFinite(r.diff)), 'A or B has no value for', ''],
  ];
  const present = groups.filter(([rs]) => rs.length > 0);
  return present.map(([rs, words, after]) => `${words} ${present.length === 1 && rs.length > 3 ? `the other ${rs.length}` : names(rs)}${after}`).join(', and ');
}

/**
 * The figures that moved with no better side, said with the row's own direction word (directionWord:
 * "B busier", "B lower"), then that this is no verdict: "neither is better on utilization" above a
 * row "+2.9 · tail drop busier than CoDel" read as a contradiction (bufferbloat trial 17:40, steps
 * 29–30). One group per direction word; "neither better nor worse" once, after the last.
 */
function movedGroups(moved: readonly DiffRow[]): [DiffRow[], string, string][] {
  const byWord = new Map<string, DiffRow[]>();
  for (const r of moved) byWord.set(directionWord(r), [...(byWord.get(directionWord(r)) ?? []), r]);
  const groups = [...byWord].map(([word, rs]): [DiffRow[], string, string] => [rs, `${word.replace(/^([AB]) /, '$1 is ')} on`, '']);
  if (groups.length > 0) groups[groups.length - 1][2] = NO_VERDICT;
  return groups;
}

/** Said after the figures that moved with no better side. */
const NO_VERDICT = ' (neither better nor worse)';

/** A headline row's flow, as a sentence names it ("flow 5 (voice)"); null for the bottleneck's or the run's figures. */
function flowOf(r: DiffRow): string | null {
  const flow = /^(Flow \d+(?: \([^)]*\))?):/.exec(r.label);
  return flow ? `${flow[1][0].toLowerCase()}${flow[1].slice(1)}` : null;
}

/**
 * The catalogue's label with its qualifier before the noun ("one-way delay, mean" → "mean one-way
 * delay"), so names can be listed with commas; a comma inside a parenthesis is left alone ("Jain's
 * index (goodput over the active time, TCP and UDP flows)" read "TCP and UDP flows) Jain's index (…").
 */
function figureOf(r: DiffRow): string {
  // A run's or link's label qualified in a parenthesis, for a table ("Jain's index (goodput over the
  // active time, TCP and UDP flows)"), by its short label in a sentence: words a student reads
  // ("goodput fairness (Jain)"), which kept a phone's tally to three lines, not five.
  if (flowOf(r) === null && r.metric.label.includes('(')) return `${r.metric.short[0].toLowerCase()}${r.metric.short.slice(1)}`;
  return r.metric.label.replace(/^([^()]*), ([^()]*)$/, '$2 $1');
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
