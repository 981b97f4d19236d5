import { appliesTo, distanceFromFair, fairnessChangeWords, isFairness, labelOn, type ColumnFormat, columnFormat, describeMetric, type FlowKind, flowView, type Metric, type MetricKind, metricById, metricsFor, rateReference, readFlow, readMetric, type SimResult, windowSpan, windowWords, withUnit } from '../../sim-core';
import { readHeadline, type Headline } from '../../headlines/headlines';
import { abFlowGroup, abFlowNames } from './flow-group';

/** One line of the A/B table: a metric of a flow (or of the whole run) in A, in B, and B − A. */
export interface DiffRow {
  group: string;
  /** The catalogue entry the row shows. */
  metric: Metric;
  label: string;
  kind: MetricKind;
  a: number;
  b: number;
  diff: number;
  /** Which direction is an improvement (shorter times, fewer drops; more goodput, fairer shares); null: neither. */
  better: 'higher' | 'lower' | null;
  /** Why the row has no better/worse verdict although its catalogue entry names a direction (a share that moved to another flow). */
  neutralWhy?: string;
  /** Words for B's side of a row without a verdict, in place of "higher"/"lower" (utilization: "busier", "less busy"). */
  neutralWords?: { higher: string; lower: string };
  /** The metric's one display unit in the table (oneUnitPerMetric): A, B and B − A are plain numbers in it, the label names it. */
  format: ColumnFormat;
  /**
   * A flow's row: the flow's kind and its size in A and B (null: unlimited), for the reason a dash
   * gives (the catalogue's dashReason); its index and its own name in A and in B (abFlowNames), so
   * a sentence about the flow names each side's flow from that side's scenario.
   */
  flow?: { kind: FlowKind; size: [number | null, number | null]; index: number; names: [string | null, string | null] };
}

/** A metric's better direction as higher or lower, null when neither is (a drop count, a ratio judged by nearness to 1). */
function catalogueDirection(m: Metric): 'higher' | 'lower' | null {
  return m.better === 'higher' || m.better === 'lower' ? m.better : null;
}

export function row(group: string, metric: Metric, a: number, b: number, named = metric.label): DiffRow {
  const label = named[0].toUpperCase() + named.slice(1);
  // The catalogue's 'neither' (drop counts: an AQM's signal) reads as no verdict, with the catalogue's
  // reason; a 'closer-to-1' ratio has no higher/lower direction, its verdict is by evenness.
  const better = catalogueDirection(metric);
  return { group, metric, label, kind: metric.kind, a, b, diff: Number.isFinite(a) && Number.isFinite(b) ? b - a : Number.NaN, better, neutralWhy: metric.neitherWhy, neutralWords: metric.directionWords, format: columnFormat(metric, [a, b]) };
}

/**
 * One display unit per metric for the whole table: every row of a metric (each flow's, the
 * headline's) takes the unit of the largest A or B value among them, so "Goodput" never reads
 * kbit/s for one flow and Mbit/s for the next. Rows are changed in place.
 */
export function oneUnitPerMetric(rows: DiffRow[], runs: readonly SimResult[]): DiffRow[] {
  const values = new Map<Metric, number[]>();
  for (const r of rows) values.set(r.metric, [...(values.get(r.metric) ?? []), r.a, r.b]);
  // A rate's unit from A's and B's bottleneck rates, as every other surface of these runs has it.
  const reference = rateReference(runs);
  const formats = new Map([...values].map(([m, vs]) => [m, columnFormat(m, vs, reference)]));
  for (const r of rows) r.format = formats.get(r.metric)!;
  return rows;
}

/** A row's label with its unit, as the table shows it: "Goodput over its active time (Mbit/s)". */
export function labelWithUnit(r: Pick<DiffRow, 'label' | 'format'>): string {
  return withUnit(r.label, r.format.unit);
}

/**
 * Said once near B − A: a row's "better" judges that figure alone, not the set-up. Under tail drop
 * a starved Vegas flow's utilization row read "+0.7 better" beside Jain's index "worse", and a
 * phone student took it as "tail drop is better" (phone trial 20:10); said first, in plain words,
 * at the table's top: "Utilization +4.5 · B better" for a bloated FIFO still read as "tail drop is
 * better" (bloat trial 23:10, s20). The question's headline rows come first (summary-rows.ts).
 */
export const ROWS_ON_THEIR_OWN = 'Each row is judged alone: “better” or “worse” judges one figure, not the set-up. B − A: B’s figure less A’s.';

/**
 * Whether B − A is within the catalogue's negligible difference of the row's metric (`negligible`):
 * too small to call a direction. Tail drop's 99.4 % utilization against RED's 98.7 % read "+0.7 ·
 * B better", as if tail drop won (trial phone-0100, s21).
 */
export function negligibleDiff(r: Pick<DiffRow, 'metric' | 'a' | 'b' | 'diff'>): boolean {
  const n = r.metric.negligible;
  if (!n || !Number.isFinite(r.diff)) return false;
  const bound = n.relative ? n.within * Math.max(Math.abs(r.a), Math.abs(r.b)) : n.within;
  // A hair over the bound from floating point (0.994 − 0.984) still counts as within it.
  return Math.abs(r.diff) <= bound * (1 + 1e-9);
}

/** The direction word of a row whose difference is negligible (negligibleDiff). */
export const ABOUT_THE_SAME = 'about the same';

/**
 * The row's metric's negligible difference in words, in the row's unit: "1.0 percentage point",
 * "0.02 Mbit/s", "1 % of the larger figure"; null where the catalogue gives none. "About the same"
 * for a 0.6–0.8 point drop and "worse" for 1.4 points read as arbitrary while the bound was never
 * said (phone-2045, confusion 12).
 */
export function negligibleWords(r: Pick<DiffRow, 'metric' | 'format'>): string | null {
  const n = r.metric.negligible;
  if (!n) return null;
  if (n.relative) return `${Number((n.within * 100).toPrecision(3))} % of the larger figure`;
  const amount = formatDiff(r, n.within).replace(/^\+/, '');
  if (r.metric.kind === 'share') return `${amount} percentage point${amount === '1' ? '' : 's'}`;
  return r.format.unit ? `${amount} ${r.format.unit}` : amount;
}

/**
 * Under the A/B table, the one rule of "about the same" for each figure in it that has one, stated
 * whether or not a row reads so now: "“about the same”: B and A within the figure's negligible
 * difference, … (utilization 1.0 percentage point; system goodput 1 % of the larger figure)". Said
 * only for the rows reading "about the same", "−0.02 worse" on system goodput (1.4 %) beside
 * "+0.01 about the same" and utilization "−1.8 less busy" beside "−0.8 about the same" looked
 * arbitrary: the 1 % and 1-point bounds that decided them were not on the screen (phone-0315,
 * confusion 6). Null when no figure in the table has a bound.
 */
export function aboutTheSameNote(rows: readonly DiffRow[]): string | null {
  const seen = new Map<string, string>();
  for (const r of rows) {
    if (seen.has(r.metric.id)) continue;
    const w = negligibleWords(r);
    if (w !== null) seen.set(r.metric.id, `${r.metric.short.toLowerCase()} ${w}`);
  }
  return seen.size === 0 ? null : `“${ABOUT_THE_SAME}”: B and A within the figure's negligible difference, set for each figure in the metric catalogue (${[...seen.values()].join('; ')}).`;
}

/** "About the same: within 1.0 percentage points of each other", said where a row reads "about the same" (its title, the A/B table's note). */
export function aboutTheSameWithin(r: Pick<DiffRow, 'metric' | 'format'>): string | null {
  const w = negligibleWords(r);
  return w === null ? null : `${ABOUT_THE_SAME[0].toUpperCase()}${ABOUT_THE_SAME.slice(1)}: within ${w} of each other (the figure's negligible difference in the metric catalogue).`;
}

/**
 * Whether B is better or worse than A on a row ('' when equal, within the metric's negligible
 * difference, not comparable or neither direction is better): colours the B − A cell. A ratio of
 * two shares, whose higher or lower is neither, is judged by its fairness: nearer the even split is
 * better (evenness), as Jain's index beside it is.
 */
export function verdict(r: DiffRow): 'better' | 'worse' | '' {
  if (!Number.isFinite(r.diff) || r.diff === 0 || negligibleDiff(r)) return '';
  // Differences that the table shows as ±0 are no verdict either.
  if (/^±/.test(shownDiff(r))) return '';
  if (isSplitRatio(r.metric)) {
    const even = evenness(r);
    return even === '' ? '' : even === 'more even' ? 'better' : 'worse';
  }
  if (r.better === null) return '';
  return (r.diff > 0) === (r.better === 'higher') ? 'better' : 'worse';
}

/** A difference the table would show as ±0 (no direction to name). */
function shownAsZero(r: DiffRow): boolean {
  return !Number.isFinite(r.diff) || r.diff === 0 || /^±/.test(shownDiff(r));
}

/**
 * The direction word of a row without a verdict: "higher" or "lower" in plain words, '' when
 * equal or not comparable. Rows whose metric has no better direction (the Vegas/Reno ratio) and
 * shares that moved between flows read this way.
 */
export function neutralWord(r: DiffRow): 'higher' | 'lower' | '' {
  if (verdict(r) !== '' || shownAsZero(r) || negligibleDiff(r)) return '';
  return r.diff > 0 ? 'higher' : 'lower';
}

/** "fairer" or "less fair" for B on a figure of fairness with a verdict (the catalogue's `fairer`), else ''. */
export function fairnessDirection(r: DiffRow): '' | 'fairer' | 'less fair' {
  if (!isFairness(r.metric)) return '';
  const v = verdict(r);
  return v === '' ? '' : v === 'better' ? 'fairer' : 'less fair';
}

/**
 * B's change in fairness in words sized by the catalogue's rule (fairnessChangeWords): "slightly
 * fairer", "less fair", "much less fair"; '' without a verdict.
 */
export function fairnessWord(r: DiffRow): string {
  return fairnessChangeWords(r.metric, r.a, r.b, fairnessDirection(r));
}

/**
 * The words after a row's B − A, naming whom they judge: "B better", "B worse", or where no
 * direction is better "B higher", "B lower"; "about the same" within the metric's negligible
 * difference; '' when equal or not comparable. "+1.03 better" was read as A being better
 * (lecturer trial 20:20, s6): the A/B table and "At a glance" both take their word from here.
 * With `names`, the sides by name and A after "than": "tail drop lower · less fair than gentle RED".
 */
export function directionWord(r: DiffRow, names?: SideNames): string {
  if (!shownAsZero(r) && negligibleDiff(r)) return ABOUT_THE_SAME;
  const v = verdict(r);
  const fair = fairnessWord(r);
  const b = names?.b ?? 'B';
  // Said from B's side against A by name when the sides have names: "B lower · less fair" beside
  // A = gentle RED, B = tail drop was read the other way round (phone trial 15:40, steps 16–18).
  const than = names ? ` than ${names.a}` : '';
  // A split ratio's higher or lower is no verdict: its direction, then which run is fairer ("B lower · less fair").
  if (v !== '' && !isSplitRatio(r.metric)) return `${b} ${v}${fair ? ` · ${fair}` : ''}${than}`;
  if (shownAsZero(r)) return '';
  const word = r.diff > 0 ? 'higher' : 'lower';
  return `${b} ${r.neutralWords?.[word] ?? word}${fair ? ` · ${fair}` : ''}${than}`;
}

/**
 * A row's direction in one short word, for a phone's B − A cell: "better", "worse", "about the
 * same", "fairer" / "less fair" (a split ratio), or the catalogue's own words ("busier"), else
 * "higher" / "lower"; '' when equal as shown. With the sides' names the full words
 * (directionWord) wrapped to 5–8 lines a cell in a 390 px column ("FQ-CoDel, buffer 10240
 * packets, ECN higher than gentle RED, buffer 20 packets") and the table grew two screens tall
 * (phone-0315, confusion 6); the names stand once above the table, and the full words stay the
 * cell's spoken text.
 */
export function shortDirectionWord(r: DiffRow): string {
  if (!shownAsZero(r) && negligibleDiff(r)) return ABOUT_THE_SAME;
  if (shownAsZero(r)) return '';
  const v = verdict(r);
  if (isSplitRatio(r.metric)) return fairnessWord(r) || (r.diff > 0 ? 'higher' : 'lower');
  if (v !== '') return v;
  const word = r.diff > 0 ? 'higher' : 'lower';
  return r.neutralWords?.[word] ?? word;
}

/** What the A/B tables call each side in their direction words: the short names of the column heads ("gentle RED", "tail drop"), or "A" and "B". */
export interface SideNames {
  a: string;
  b: string;
}

/**
 * The catalogue's ratios of two families' or groups' shares ("Vegas/Reno"), whose even split is 1:
 * neither direction is better, nearer 1 is fairer (the catalogue's `better: 'closer-to-1'`).
 */
export function isSplitRatio(m: Metric): boolean {
  return m.better === 'closer-to-1';
}

/**
 * What a split ratio's move did: "less even" or "more even" (B's distance from 1 against A's, as a
 * ratio: |log r|, so that 0.5 and 2, each favouring one side twice over, are as uneven). "B lower"
 * beside Jain's "B worse" left a phone student asking why this row had no direction (phone trial
 * 02:20, confusion 7).
 */
export function evenness(r: Pick<DiffRow, 'metric' | 'a' | 'b'>): '' | 'less even' | 'more even' {
  if (!isSplitRatio(r.metric) || !(r.a > 0) || !(r.b > 0) || !Number.isFinite(r.a) || !Number.isFinite(r.b)) return '';
  const [da, db] = [distanceFromFair(r.metric, r.a), distanceFromFair(r.metric, r.b)];
  if (Math.abs(db - da) <= 1e-9 * Math.max(da, db)) return '';
  return db > da ? 'less even' : 'more even';
}

/** Said on a per-flow rate whose share moved to or from another flow. */
export const SHARE_MOVED = "Neither better nor worse by itself: the flows' shares of the link moved, one flow's gain being another's loss. Jain's index and the system goodput say whether B is fairer or carries more in total.";

/**
 * Directions from the catalogue, except where they do not hold: a flow's rate (goodput,
 * throughput) is "better" when higher only while the other flows are not paying for it. When the
 * same figure rose for one flow and fell for another between A and B, the link's capacity was
 * shared differently (fairness changed), so every such row is shown neutral ("higher"/"lower")
 * with the reason. Rows are changed in place (the table keeps them by identity).
 */
export function applyShareDirections(rows: DiffRow[]): DiffRow[] {
  const byMetric = new Map<string, DiffRow[]>();
  for (const r of rows) {
    if (r.metric.scope !== 'flow' || r.metric.kind !== 'rate' || r.better === null) continue;
    byMetric.set(r.metric.id, [...(byMetric.get(r.metric.id) ?? []), r]);
  }
  for (const same of byMetric.values()) {
    const moved = same.filter((r) => !shownAsZero(r));
    if (!(moved.some((r) => r.diff > 0) && moved.some((r) => r.diff < 0))) continue;
    for (const r of same) {
      r.better = null;
      r.neutralWhy = SHARE_MOVED;
    }
  }
  return rows;
}

/**
 * The A/B rows of the catalogue metrics marked `compare` whose kind `pick` accepts: per flow (the
 * figures that exist for its kind; web traffic: its responses), then the bottleneck and the run.
 * Flows are matched by index; a flow whose name differs between A and B (A pinned to another
 * preset) is named per side (flow-group.ts).
 */
export function catalogueRows(a: SimResult, b: SimResult, pick: (m: Metric) => boolean): DiffRow[] {
  const rows: DiffRow[] = [];
  const n = Math.min(a.flows.length, b.flows.length);
  const flowMetrics = metricsFor('flow', 'compare').filter(pick);
  for (let i = 0; i < n; i++) {
    const kind = a.flows[i].kind;
    const va = flowView(a, i);
    const vb = flowView(b, i);
    const flow = { kind, size: [a.flows[i].bytes, b.flows[i].bytes] as [number | null, number | null], index: i, names: abFlowNames(a, b, i) };
    // Each side's flow by its own name (phone-2045, confusion 13: B's Reno1 was labelled with A's "Vegas2").
    const group = abFlowGroup(a, b, i);
    for (const m of flowMetrics) if (appliesTo(m, kind)) rows.push({ ...row(group, m, readFlow(m, va), readFlow(m, vb)), flow });
  }
  for (const m of metricsFor(['link', 'run'], 'compare').filter(pick)) rows.push(row('Bottleneck', m, readMetric(m, a), readMetric(m, b), labelOn(m, [a, b])));
  return rows;
}

/** The group heading of the A/B table's first rows. */
export const HEADLINE_GROUP = 'Headline numbers';

/** The A/B table's first rows: the scenario's headline numbers (system goodput among them), labelled as the strip labels them. */
export function headlineRows(hs: readonly Headline[], a: SimResult, b: SimResult): DiffRow[] {
  // A run-wide headline is labelled as the catalogue labels it for these runs (labelOn: no UDP named without a UDP flow).
  return hs.map((h) => {
    const r = row(HEADLINE_GROUP, h.metric, readHeadline(h, a), readHeadline(h, b), labelOn(h.metric, [a, b]));
    if (h.flowIndex === undefined) return r;
    // The headline's label names the flow from one scenario; where A's and B's flow differ, both (flow-group.ts).
    const [na, nb] = abFlowNames(a, b, h.flowIndex);
    return { ...r, label: na === nb ? h.label : `${abFlowGroup(a, b, h.flowIndex)}: ${h.metric.label}` };
  });
}

/** The A/B summary's rows other than delays (delay-rows.ts adds those under each group). */
export function compareRows(a: SimResult, b: SimResult): DiffRow[] {
  return catalogueRows(a, b, (m) => m.kind !== 'delay');
}

/** A value as the table shows it: a plain number in the row's unit. */
export function formatValue(r: Pick<DiffRow, 'format'>, v: number): string {
  return r.format.cell(v);
}

/** A difference with its sign (+ for B above A; − is a true minus sign) in the row's unit; shares in percentage points. */
export function formatDiff(r: Pick<DiffRow, 'format'>, d: number): string {
  return r.format.diff(d);
}

/**
 * B − A as the table shows it: the difference of the two figures as they are shown (each rounded
 * in the row's unit), so that the three numbers on a row add up (a lecturer read 9.55 and 8.93
 * beside "+0.61", the difference of the unrounded values; a phone trial 98.7 % and 99.4 % beside
 * "+0.8"). Rounding keeps the order, so the sign, and the verdict, are the raw difference's.
 */
export function shownDiff(r: Pick<DiffRow, 'format' | 'a' | 'b' | 'diff'>): string {
  if (!Number.isFinite(r.a) || !Number.isFinite(r.b)) return formatDiff(r, r.diff);
  const shown = (v: number) => Number((v * r.format.scale).toFixed(r.format.digits)) / r.format.scale;
  return formatDiff(r, shown(r.b) - shown(r.a));
}

type RunWindow = Pick<SimResult, 'window' | 'endTime'>;

/** Whether a run's measurement window leaves part of the run out (drops or delays before it are then not in its figures). */
function partialWindow(r: RunWindow): boolean {
  return r.window.from > 1e-9 || r.window.to < r.endTime - 1e-9;
}

/**
 * The window a row's figures cover, said beside the row when it is the measurement window and
 * that leaves part of a run out: "window 5.00–30.00 s" (both sides' spans when they differ), with
 * the catalogue's description as its tooltip. A trial read "Queue drops in the window: 0 → 84,
 * worse" for CoDel against a FIFO whose 527 drops all came before the window opened. Null for rows
 * over the whole run or a flow's active time (their labels say so).
 */
export function rowWindow(r: Pick<DiffRow, 'metric'>, a: RunWindow, b: RunWindow): { text: string; title: string } | null {
  // windowWords gives a span only for the measurement window (the catalogue's own test of it).
  if (windowWords(r.metric, a) === r.metric.window || !(partialWindow(a) || partialWindow(b))) return null;
  const [sa, sb] = [windowSpan(a), windowSpan(b)];
  const text = sa === sb ? `window ${sa}` : `window A ${sa}, B ${sb}`;
  return { text, title: sa === sb ? describeMetric(r.metric, a) : `A: ${describeMetric(r.metric, a)} B: ${describeMetric(r.metric, b)}` };
}

/**
 * Said where the utilization and the system goodput give B opposite verdicts (a FIFO "better" by
 * 3 points of utilization and "worse" by 0.15 Mbit/s of goodput, trial 06:30): what each figure
 * counts, from the catalogue's definitions, and why the busier link can deliver less. Null when
 * they agree or one is missing.
 */
export function busyVersusDelivered(rows: readonly DiffRow[]): string | null {
  const busy = busyNotDelivered(rows);
  if (!busy) return null;
  // One short line at the row (phone trial 13:30: the paragraph was too dense to read on a phone).
  return `${busy.busier} was busier but delivered less: utilization counts ${metricById(UTILIZATION).counts}, system goodput ${metricById(SYSTEM_GOODPUT).counts}.`;
}

const UTILIZATION = 'link.utilization';
const SYSTEM_GOODPUT = 'run.systemGoodput';
const RETRANSMITTED_SHARE = 'run.retransmittedShare';
const BEYOND_LOSSES = 'run.retransmitsBeyondLosses';
const QUEUE_DELAY_MEAN = 'link.queueDelayMean';

/**
 * Said on its own line after busyVersusDelivered's (a phone reads each in a few lines): where the
 * busier side's time went, with its figures from the rows: the share of its packets that
 * were retransmissions, and why data it carried counts late or not at all: data that arrives behind
 * a lost packet counts as goodput only once the loss is repaired, a round trip later, which a long
 * queue stretches. "Utilization 100.0" beside "System goodput 1.09" of 2 Mbit/s (tail drop, 1000
 * packets) was hinted at, not explained (bloat trial 07:10, confusion 8): there 10.7 % of the
 * packets were retransmissions, and with 2.7 s of queueing delay the in-order delivery stalled for
 * 13 s while the losses were repaired one round trip at a time. Null without the share.
 */
export function whereTheBusyTimeWent(rows: readonly DiffRow[]): string | null {
  const busy = busyNotDelivered(rows);
  if (!busy) return null;
  const side = busy.busier;
  const of = (r: DiffRow) => (side === 'A' ? r.a : r.b);
  const share = rows.find((r) => r.metric.id === RETRANSMITTED_SHARE);
  if (!share || !Number.isFinite(of(share))) return null;
  const delay = rows.find((r) => r.metric.id === QUEUE_DELAY_MEAN);
  const repaired = 'data arriving behind a lost packet counts only once the loss is repaired, a round trip later';
  const stretched = delay && Number.isFinite(of(delay)) ? `, and ${side}'s queue added ${formatValue(delay, of(delay))} ${delay.format.unit} to each round trip (mean of ${delay.metric.counts}, in ${delay.metric.window})` : '';
  // How many of those copies were not repairs at all (bloat trial 08:20, confusion 3: 2170 retransmits
  // beside 527 drops), and why, here in the catalogue's words (readAs): "the table's row says why"
  // sent the student elsewhere, and they did not go (bloat trial 15:40, step 28).
  const beyond = rows.find((r) => r.metric.id === BEYOND_LOSSES);
  const notLost = beyond && of(beyond) > 0 && beyond.metric.readAs ? ` At least ${formatValue(beyond, of(beyond))} of them ${beyond.metric.readAs}.` : '';
  return `In ${side}, ${formatValue(share, of(share))} % of the packets the senders sent were retransmissions, and ${repaired}${stretched}.${notLost}`;
}

/**
 * Where the busier link delivered less new data: the side whose link was busier (utilization up,
 * by more than its negligible difference) while system goodput, judged, went the other way. Null
 * when they agree, either is missing or too close to call. Utilization has no better direction in
 * the catalogue (busier is not better by itself), so its side is read from the sign alone.
 */
export function busyNotDelivered(rows: readonly DiffRow[]): { busier: 'A' | 'B' } | null {
  const util = rows.find((r) => r.metric.id === UTILIZATION);
  const goodput = rows.find((r) => r.metric.id === SYSTEM_GOODPUT);
  if (!util || !goodput || shownAsZero(util) || negligibleDiff(util)) return null;
  const vg = verdict({ ...goodput, better: catalogueDirection(goodput.metric) });
  if (vg === '') return null;
  const busierB = util.diff > 0;
  // B busier and delivering less, or A busier and B delivering more.
  return busierB === (vg === 'worse') ? { busier: busierB ? 'B' : 'A' } : null;
}

/**
 * Utilization is never judged (its catalogue entry: busier is not better by itself, "busier" /
 * "less busy"); where system goodput moved the other way, its row says why in these runs' own
 * terms: the busier side's extra time went on retransmitted copies (bufferbloat trial 04:00, step
 * 5: CoDel 9.42 Mbit/s at 97.0 % against a FIFO's 9.27 at 99.9 % read as "a trade-off"). Rows are
 * changed in place.
 */
export function applyBusyDirections(rows: DiffRow[]): DiffRow[] {
  const busy = busyNotDelivered(rows);
  if (!busy) return rows;
  for (const r of rows) {
    if (r.metric.id !== UTILIZATION) continue;
    r.neutralWhy = `Neither better nor worse here: ${busy.busier}'s link was busier but delivered less, as utilization counts ${metricById(UTILIZATION).counts} and system goodput ${metricById(SYSTEM_GOODPUT).counts}.`;
  }
  return rows;
}
