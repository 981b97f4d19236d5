import { formatValue, type DiffRow, type SideNames } from './compare-rows';
import { FlowName, flowName } from '../util/flow-name';
import { capitalise } from '../util/text';

/** The most flows whose goodput the headline compares by name: more would not read as one sentence. */
const FEW_FLOWS = 4;

/**
 * How much more one flow must get than another on a side to be said to get "clearly" more: 10 %.
 * Two flows a few per cent apart share the link about evenly; naming a winner would mislead.
 */
const CLEARLY_MORE = 1.1;

/**
 * Who gets more, in plain words from the per-flow goodput rows (the catalogue's flow.goodput, as
 * the A/B table shows them): "Flow 2 (Reno1) gets more than flow 1 (Vegas1) on both sides: 0.79
 * vs 0.64 Mbit/s with gentle RED, 1.11 vs 0.31 with tail drop." The headline said which side was
 * fairer but never who won; a phone student had to read the per-flow rows to learn that Reno wins
 * under tail drop (phone-1815, step 7). Where the lead changes sides, or one side is about even,
 * each side is said on its own ("With gentle RED, flow 2 (Reno1) gets more than flow 1 (Vegas1):
 * 0.79 vs 0.64 Mbit/s; with FQ-CoDel, flow 1 (Vegas1) gets more than flow 2 (Reno1): 0.75 vs
 * 0.64."): with B = FQ-CoDel, where Vegas overtakes Reno, the headline said only "a trade-off…"
 * and the student had to read the rows to learn that the answer flipped (phone-2235, confusion
 * 8). Null with fewer than two TCP flows or more than a few (inTheContest).
 */
export function whoGetsMore(rows: readonly DiffRow[], names?: SideNames): string | null {
  // The run's flow count, not the contest's, limits the sentence: the voice demos (four downloads
  // and a call) are about the call, and a ranking of their downloads would crowd their headline.
  if (rows.length > FEW_FLOWS) return null;
  const goodput = rows.filter(inTheContest);
  if (goodput.length < 2) return null;
  const valid = goodput.every((r) => Number.isFinite(r.a) && Number.isFinite(r.b) && r.a >= 0 && r.b >= 0);
  if (!valid) return null;
  const most = (side: 'a' | 'b') => goodput.reduce((m, r) => (r[side] > m[side] ? r : m));
  const least = (side: 'a' | 'b') => goodput.reduce((m, r) => (r[side] < m[side] ? r : m));
  const clearly = (side: 'a' | 'b') => most(side) !== least(side) && most(side)[side] > least(side)[side] * CLEARLY_MORE;
  const unit = goodput[0].format.unit;
  // Where A's and B's flows have different names (A pinned to another preset), the flows are named
  // by number and each side's names follow its figures: "Flow 1 (Vegas1)" and "flow 2 (Vegas2)"
  // were said of both sides while B's flow 2 was Reno1 (phone-2045, confusion 13).
  const perSide = goodput.some((r) => r.flow && r.flow.names[0] !== r.flow.names[1]);
  const who = (r: DiffRow) => (perSide && r.flow ? FlowName(r.flow.index) : r.group);
  const sideName = (side: 'a' | 'b') => names?.[side] ?? side.toUpperCase();
  /** "0.79 vs 0.64 Mbit/s": h's and l's figures on one side, the unit once (the sentence's first). */
  const figures = (side: 'a' | 'b', h: DiffRow, l: DiffRow, withUnit: boolean) => `${formatValue(h, h[side])} vs ${formatValue(l, l[side])}${withUnit && unit ? ` ${unit}` : ''}`;
  const hi = most('a');
  const lo = least('a');
  if (hi === most('b') && lo === least('b') && clearly('a') && clearly('b')) {
    const whose = (side: 'a' | 'b') => (perSide && hi.flow && lo.flow ? ` (${nameOn(hi, side)} vs ${nameOn(lo, side)})` : '');
    const pair = (side: 'a' | 'b', withUnit: boolean) => `${figures(side, hi, lo, withUnit)} with ${sideName(side)}${whose(side)}`;
    const than = goodput.length === 2 ? `more than ${lowerFirst(who(lo))}` : `the most, ${lowerFirst(who(lo))} the least,`;
    return `${who(hi)} gets ${than} on both sides: ${pair('a', true)}, ${pair('b', false)}.`;
  }
  const flows = goodput.length === 2 ? 'the two flows' : 'the flows';
  if (!clearly('a') && !clearly('b')) {
    const even = (side: 'a' | 'b', withUnit: boolean) => `${figures(side, most(side), least(side), withUnit)} with ${sideName(side)}`;
    return `${capitalise(flows)} get about the same on both sides: ${even('a', true)}, ${even('b', false)}.`;
  }
  // Each side on its own, the side first and both flows named in its clause: "Flow 2 (Reno1) gets
  // more with gentle RED (0.79 vs 0.64 Mbit/s); flow 1 (Vegas1) gets more with FQ-CoDel (0.75 vs
  // 0.64)" read as a comparison across the runs (phone trial 00:55, confusion 5).
  const onSide = (side: 'a' | 'b', withUnit: boolean): string => {
    const [h, l] = [most(side), least(side)];
    const whose = perSide && h.flow && l.flow ? ` (${nameOn(h, side)} vs ${nameOn(l, side)})` : '';
    const both = `${figures(side, h, l, withUnit)}${whose}`;
    if (!clearly(side)) return `with ${sideName(side)}, ${flows} get about the same: ${both}`;
    const than = goodput.length === 2 ? `gets more than ${lowerFirst(who(l))}` : `gets the most and ${lowerFirst(who(l))} the least`;
    return `with ${sideName(side)}, ${lowerFirst(who(h))} ${than}: ${both}`;
  };
  return `${capitalise(onSide('a', true))}; ${onSide('b', false)}.`;
}

/**
 * Only flows that could share the link evenly are compared: TCP flows, each taking what its
 * congestion control lets it. A CBR (UDP) flow sends at its application's rate whatever it is
 * given: "Flow 1 (bulk 1) gets more than flow 2 (voice) on both sides: 8.691 vs 0.066 Mbit/s"
 * was a fairness remark about an 80 kbit/s call (bloat trial 00:55, confusion 13). A web flow's
 * many short connections are paced by their pages, not by a share of the link, so it is out too.
 */
function inTheContest(r: DiffRow): boolean {
  return r.flow === undefined || r.flow.kind === 'tcp';
}

/** A flow's own name on one side, or "flow N" where it has none. */
function nameOn(r: DiffRow, side: 'a' | 'b'): string {
  const f = r.flow!;
  return f.names[side === 'a' ? 0 : 1] ?? flowName(f.index);
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);
