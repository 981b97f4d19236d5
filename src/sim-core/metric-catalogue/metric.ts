import { log } from '../engine/det-math';
import type { FlowSummary } from '../metrics/summary';
import type { SimResult, WebResult } from '../scenario/result';
import type { FamilyRatio } from '../tcp/registry';

/**
 * One figure the product shows anywhere, described once. Every table, CSV column, CLI field,
 * A/B row, sweep metric, replication statistic and lesson metric is derived from these entries
 * (registry.ts); docs/metrics.md holds the generated table.
 */

/** What a metric is a figure of: one flow, the bottleneck (or a chosen link), the whole run, a TCP variant. */
export type MetricScope = 'flow' | 'link' | 'run' | 'variant';

/**
 * How a value is shown. Values are stored in one unit system: seconds, bit/s, bytes, packets,
 * plain ratios and shares (0…1); the kind picks the SI prefix and the digits.
 * time: seconds ("3.21 s"); delay: seconds shown in ms; rate: bit/s with an SI prefix;
 * bytes: bytes with an SI prefix; count: a whole number; share: 0…1 shown as %; ratio: plain.
 */
export type MetricKind = 'time' | 'delay' | 'rate' | 'bytes' | 'count' | 'packets' | 'share' | 'ratio';

/** The stored unit of each kind (what CSV and JSON carry). */
export const BASE_UNIT: Record<MetricKind, string> = {
  time: 's',
  delay: 's',
  rate: 'bit/s',
  bytes: 'B',
  count: '',
  packets: 'packets',
  share: '',
  ratio: '',
};

/** The kinds of flow a figure exists for (web traffic has no per-connection trace: only its responses). */
export type FlowKind = SimResult['flows'][number]['kind'];

/** What a flow metric reads: the flow's kind and summary, and a web flow's responses. */
export interface FlowView {
  kind: FlowKind;
  summary: FlowSummary;
  web?: WebResult;
}

/** Which flow / link / TCP variant a metric reads; the link defaults to the bottleneck. */
export interface MetricSelector {
  flow?: number;
  link?: number;
  variant?: string;
}

/** Where a metric may appear (the surfaces filter the catalogue by these). */
export interface MetricUse {
  /** A column of the Explore summary (flow scope) or a line under it (other scopes). */
  summary: boolean;
  /** A row of the A/B table. */
  compare: boolean;
  /** A sweep metric and a replication statistic: a flow's (from its summary), or the run's (fairness, ratios, system goodput; read once per run). */
  replicate: boolean;
  /** Usable in a lesson check. */
  lesson: boolean;
  /** A column of the CSV and a field of the CLI's JSON `metrics`. */
  export: boolean;
}

interface MetricBase {
  /** Stable id: lesson files, CSV headers (via `column`), saved sweep settings and JSON use it. */
  id: string;
  /** Words for a sentence or a row ("elapsed time (first SYN → ACK of the FIN)"). */
  label: string;
  /**
   * The label on runs without a UDP flow, when `label` names UDP flows: "… TCP and UDP flows" on
   * a run of TCP flows only sent a student looking for a hidden flow (phone-1815). labelOn picks.
   */
  labelWithoutUdp?: string;
  /** A few words for a column head. */
  short: string;
  /** The CSV column / JSON field, in snake case with its unit ("elapsed_s"). */
  column: string;
  kind: MetricKind;
  /** Decimal places in the shown unit (ms for delays, % for shares, the SI-prefixed unit for rates). */
  digits: number;
  /** The interval the figure covers, in words. */
  window: string;
  /** How it is computed, in words, for students (docs/metrics.md). */
  definition: string;
  /**
   * Why the figure can have no value (a dash) where it applies: "the flow has not finished",
   * "no packet of the flow arrived in the measurement window". Every surface that shows a dash
   * shows this reason beside it or in a note under its table (registry.ts, dashReason), not in a
   * hover-only tooltip.
   */
  missing?: string;
  /** The glossary term that explains it (src/glossary/terms.ts). */
  glossary: string;
  /**
   * Which direction is an improvement (the A/B table colours by it), declared for every metric:
   * 'neither' when a difference is not good or bad by itself (a drop count under an AQM, whose
   * early drops are its signal), with the reason in `neitherWhy`; 'closer-to-1' for a ratio of two
   * families' or groups' shares, whose ideal is 1, the even split: higher or lower only favours one
   * side, so the run nearer 1 (measured as |log r|, so that 0.5 and 2 are as uneven) is fairer.
   * "A is better on Vegas goodput / Reno goodput" called a higher ratio better, right only below 1
   * (phone trial 15:10, steps 17/19).
   */
  better: 'higher' | 'lower' | 'neither' | 'closer-to-1';
  /**
   * One short line said beside the figure wherever it is listed (an A/B row, a lesson check's
   * figure), not only in a tooltip: what a reader needs to read the number right (a queueing delay
   * is counted when the packet leaves the queue; what a goodput's "active time" is).
   */
  readAs?: string;
  /**
   * A difference between two runs too small to call a direction: B − A within `within` (in the
   * stored unit; with `relative`, a share of the larger of |A| and |B|) reads "about the same"
   * wherever B is judged against A. Tail drop's 99.4 % against RED's 98.7 % utilization read
   * "+0.7 · B better", as if tail drop won (trial phone-0100, s21). Left out where every
   * difference can matter (counts of drops, timeouts; a flow's finish time).
   */
  negligible?: { within: number; relative?: true };
  /** What it counts, in a few words, for a line that sets two figures side by side (utilization beside system goodput in A/B). */
  counts?: string;
  /** Why neither direction is better, in one short line the A/B table shows at the row (required with 'neither'). */
  neitherWhy?: string;
  /**
   * With 'neither': how B's side of a difference is said in place of "higher" / "lower"
   * (utilization: "busier", "less busy"), on every surface that sets B against A.
   */
  directionWords?: { higher: string; lower: string };
  /**
   * A figure of fairness whose better direction is 'higher' (Jain's index: 1 when every flow gets
   * the same), so that every surface judging B against A says in words which run is fairer ("B
   * worse · less fair"), not by colour alone. A 'closer-to-1' ratio is a figure of fairness by its
   * direction (isFairness). The Vegas/Reno row read "B lower · less even" in plain black beside
   * Jain's "B worse" in vermilion, the same unfairness flagged on one row only (phone trial 07:10).
   */
  fairer?: 'higher';
  use: MetricUse;
  /** Former names still accepted where a person types one (CLI --metric, saved sweep settings). */
  aliases?: readonly string[];
}

export interface FlowMetric extends MetricBase {
  scope: 'flow';
  /** The kinds of flow it exists for (other flows show a dash and an empty cell). */
  kinds: readonly FlowKind[];
  /**
   * The value is undefined until the flow gets that far (elapsed time: until it finishes):
   * statistics count such a flow as longer than the time it was observed (a censored value), not
   * as missing. `since` is when the unknown interval began (the flow's start, or its first data),
   * so the value is known to exceed the run's end − since (see censoring.ts).
   */
  censored?: { since(f: FlowView): number };
  /**
   * Why a flow of unlimited size (it sends as long as the run lasts) shows a dash, where that is
   * not `missing`'s reason: an unlimited transfer's elapsed time does not lag, it never ends.
   */
  missingUnlimited?: string;
  /** Why the kinds of flow it does not exist for have none, where "UDP flows only" alone would not say (a TCP flow's loss share). */
  notForWhy?: string;
  /**
   * A one-line note said at the figure, with the flow's own figures, where the figure alone would
   * read as a contradiction (retransmits beyond the drops); null where there is nothing to say.
   * `variant` is the flow's TCP variant as set up ('reno').
   */
  rowNote?: (f: FlowView, variant: string | null) => string | null;
  read(f: FlowView): number;
}

export interface ResultMetric extends MetricBase {
  scope: 'link' | 'run' | 'variant';
  /** The family ratio it is made from (tcp/registry.ts, FAMILY_RATIOS), if it is one. */
  familyRatio?: FamilyRatio;
  read(r: SimResult, sel: MetricSelector): number;
}

export type Metric = FlowMetric | ResultMetric;

/**
 * Why a count of queue drops is neither better nor worse by itself (bufferbloat trial 13:30 read
 * CoDel's "queue drops 0 → 84" as "+84 worse" in a lesson whose point is that an AQM drops early
 * on purpose): what to judge instead.
 */
export const DROPS_NEITHER = 'early drops are how an AQM tells senders to slow down; judge by delay and goodput';

/**
 * Why a per-flow count of losses or resends is neither better nor worse by itself: it falls when
 * the flow sends less. Under tail drop a starved Vegas flow retransmitted 63 packets fewer than
 * under RED, and the A/B table read that "−63 better" (phone trial 20:10). A share of what the
 * flow sent (a UDP flow's loss) keeps its direction.
 */
export const SENT_LESS_NEITHER = 'a flow that sends less loses and resends less; judge it by its goodput and delay';

/** What a 'closer-to-1' ratio's verdict judges, said once wherever the ratio is judged (the A/B row). */
export const CLOSER_TO_1_WHY = 'closer to 1 (an even split) is fairer; higher or lower favours one side';

/**
 * Why one run is fairer on a 'closer-to-1' ratio, in the few words a verdict cell has room for:
 * "CoDel higher · less fair than gentle RED" only made sense to a reader who knew 1 is the even
 * split (phone trial 00:55, confusion 6).
 */
export function closerTo1Reason(fairer: boolean): string {
  return `${fairer ? 'closer to' : 'further from'} 1, an even split`;
}

/** Whether B against A on this figure is judged as fairer or less fair (Jain's index, a ratio of shares whose ideal is 1). */
export function isFairness(m: Pick<MetricBase, 'better' | 'fairer'>): boolean {
  return m.fairer !== undefined || m.better === 'closer-to-1';
}

/**
 * How far a figure of fairness is from a fair split, on one scale for every such figure, so that
 * the size of a change can be said in words: a 'closer-to-1' ratio's |log r| (0.5 and 2 are as
 * uneven); Jain's index's 2√(1 − J), which for two flows near an even split is the |log r| of their
 * split (J ≈ 1 − (log r)² / 4: Jain falls with the square of a small imbalance, so its root moves
 * in step with the split). NaN for a figure that is not one of fairness, or a ratio ≤ 0.
 */
export function distanceFromFair(m: Pick<MetricBase, 'better' | 'fairer'>, v: number): number {
  if (!Number.isFinite(v)) return Number.NaN;
  if (m.better === 'closer-to-1') return v > 0 ? Math.abs(log(v)) : Number.NaN;
  if (m.fairer === 'higher') return 2 * Math.sqrt(Math.max(0, 1 - v));
  return Number.NaN;
}

/**
 * The size of a change in fairness, as a word before "fairer" / "less fair", by how far the
 * distance from a fair split (distanceFromFair) moved: less than log 1.2 (one side's lead grew or
 * shrank by under a fifth) "slightly", log 2 or more (its lead doubled or halved) "much", else
 * no word. "−0.530 less fair" (Vegas/Reno 0.811 → 0.281: Reno's lead from 1.23× to 3.6×) and
 * "+0.363 fairer" (0.811 → 1.174: Reno 1.23× ahead, then Vegas 1.17× ahead) read as the same
 * kind of change, and a bare difference in Jain's index gave no sense of its size (phone and
 * lecturer trials, A/B summary). An absolute step, not a factor: Jain's 0.988 → 0.999 shrinks the
 * distance threefold but is a slight change.
 */
export type FairnessDegree = 'slightly' | '' | 'much';
export const FAIRNESS_DEGREE_STEPS = { slightly: log(1.2), much: log(2) } as const;

export function fairnessDegree(m: Pick<MetricBase, 'better' | 'fairer'>, a: number, b: number): FairnessDegree {
  const moved = Math.abs(distanceFromFair(m, b) - distanceFromFair(m, a));
  if (!Number.isFinite(moved)) return '';
  if (moved < FAIRNESS_DEGREE_STEPS.slightly) return 'slightly';
  return moved >= FAIRNESS_DEGREE_STEPS.much ? 'much' : '';
}

/** B's change in fairness against A in words, sized (fairnessDegree): "slightly fairer", "much less fair"; '' without a direction. */
export function fairnessChangeWords(m: Pick<MetricBase, 'better' | 'fairer'>, a: number, b: number, direction: 'fairer' | 'less fair' | ''): string {
  if (direction === '') return '';
  const degree = fairnessDegree(m, a, b);
  return degree === '' ? direction : `${degree} ${direction}`;
}

/** Shorthand for the uses: every surface unless told otherwise. */
export function uses(over: Partial<MetricUse> = {}): MetricUse {
  return { summary: true, compare: true, replicate: false, lesson: true, export: true, ...over };
}
