import type { Headline } from '../../headlines/headlines';
import { closerTo1Reason, withUnit } from '../../sim-core';
import { percentOf, type GlanceRun } from '../glance/glance-model';
import { ABOUT_THE_SAME, aboutTheSameWithin, directionWord, fairnessDirection, formatValue, isSplitRatio, labelWithUnit, shortDirectionWord, shownDiff, verdict, type DiffRow, type SideNames } from './compare-rows';
import { headlineTally, type HeadlineTally } from './headline-tally';
import { summaryRows } from './summary-rows';
import { whoGetsMore } from './who-gets-more';

/** The flow metric every question needs first (the Explore block's too). */
const GOODPUT = 'flow.goodput';

/** One row of the A/B block: the A/B table's row (summaryRows) as that table shows it. */
export interface GlanceDiffRow {
  key: string;
  label: string;
  a: string;
  b: string;
  /** B − A of the values as shown, and the table's direction word (directionWord: "B better", "B worse"; "B higher", "B lower" where neither is better). */
  diff: string;
  verdict: 'better' | 'worse' | '';
  word: string;
  /** The word in one short word for a phone's column ("fairer"; shortDirectionWord), `word` then its spoken text (phone-0315, confusion 6). */
  short: string;
  title: string;
  /** The catalogue's glossary term for the row's figure (MetricTerm). */
  term: string;
  /** Where the word is "about the same": its bound (aboutTheSameWithin), the B − A cell's title. */
  within: string | null;
}

/** A/B's block: the headline rows (system goodput among them) and each flow's goodput, or how many flows were folded away. */
export type CompareGlance = { state: 'veiled' } | { state: 'computing'; percent: number } | { state: 'final'; rows: GlanceDiffRow[]; flowsFolded: number | null; tally: HeadlineTally | null };

function diffRow(r: DiffRow, key: string, label: string, names?: SideNames): GlanceDiffRow {
  const v = verdict(r);
  const shown = (x: number) => (Number.isFinite(x) ? formatValue(r, x) : '—');
  const word = withEvenSplitReason(r, directionWord(r, names));
  // "About the same" with its bound, at the row (phone-2045, confusion 12: the threshold was never said).
  const within = word === ABOUT_THE_SAME ? aboutTheSameWithin(r) : null;
  return { key, label, a: shown(r.a), b: shown(r.b), diff: shownDiff(r), verdict: v, word, short: shortDirectionWord(r), title: within ? `${r.metric.definition} ${within}` : r.metric.definition, term: r.metric.glossary, within };
}

/**
 * A split ratio's verdict with its reason, said once in the cell: "CoDel higher · less fair than
 * gentle RED (further from 1, an even split)". "Higher" beside "less fair" read as a contradiction
 * to a reader who did not know 1 is even (phone trial 00:55, confusion 6); the A/B table says the
 * catalogue's longer reason under its row (CLOSER_TO_1_WHY).
 */
function withEvenSplitReason(r: DiffRow, word: string): string {
  const fair = isSplitRatio(r.metric) ? fairnessDirection(r) : '';
  return fair === '' || word === ABOUT_THE_SAME ? word : `${word} (${closerTo1Reason(fair === 'fairer')})`;
}

/**
 * A and B side by side with B − A, from the same rows as the A/B table (summaryRows: one unit per
 * metric over the table, directions turned neutral where flows' shares moved), so every figure
 * here is that table's text.
 */
export function compareGlance(o: { veiled: boolean; headlines: readonly Headline[]; a: GlanceRun | null; b: GlanceRun | null; room: number; names?: SideNames }): CompareGlance {
  if (o.veiled) return { state: 'veiled' };
  const { a, b } = o;
  if (!a?.done || !b?.done || !a.summary || !b.summary) return { state: 'computing', percent: Math.min(...[a, b].map((r) => (r ? (r.done ? 99 : percentOf(r)) : 0))) };
  const { rows, isHeadline } = summaryRows(o.headlines, a.summary, b.summary);
  const headRows = rows.filter((r) => isHeadline.has(r));
  const head = headRows.map((r, k) => diffRow(r, `h${k}`, labelWithUnit(r), o.names));
  const goodput = rows.filter((r) => !isHeadline.has(r) && r.metric.id === GOODPUT);
  const tally = withWhoGetsMore(headlineTally(headRows, rows), whoGetsMore(goodput, o.names));
  if (goodput.length > o.room) return { state: 'final', rows: head, flowsFolded: goodput.length, tally };
  return { state: 'final', rows: [...head, ...goodput.map((r, k) => diffRow(r, `f${k}`, withUnit(`${r.group}: ${r.metric.short.toLowerCase()}`, r.format.unit), o.names))], flowsFolded: null, tally };
}

/** The headline with who gets more said after its verdict (whoGetsMore), or that alone when the headline rows say nothing together. */
function withWhoGetsMore(tally: HeadlineTally | null, who: string | null): HeadlineTally | null {
  if (who === null) return tally;
  if (tally === null) return { text: who, mixed: false, busy: null, busyWhy: null };
  return { ...tally, text: `${tally.text} ${who}` };
}
