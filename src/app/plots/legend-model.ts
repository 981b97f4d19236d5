import { flowTag } from '../util/flow-name';
import { CongestionEvent, DROP_REASONS, dropCountName, dropReasonCode, formatMetric, LINK_LOSS, LINK_LOSS_DRAWN, linkLossDrawWords, metricById, queueDiscipline, readMetric, SeqEvent, targetDelayOf } from '../../sim-core';
import { themeForFlows } from '../theme/call-hue';
import { CONGESTION_MARKS, MAX_MARKERS } from '../mechanism/annotation-layer';
import type { LegendItem } from '../plot-base/legend-items';
import type { RunData } from '../results/run-data';
import { tint, type Theme } from '../theme/theme';
import { DEFAULT_THROUGHPUT_QUANTITY, type ThroughputQuantity } from '../state/view-store';
import { flowStyle } from '../theme/flow-palette';
import { shownFlowOrder } from '../plot-base/flow-view';
import type { MarkShape } from '../plot-base/series-draw';
import { drawsTotal, shownBins, throughputTop, visibleMaxBin } from './throughput';
import { overflowBeforeAverage, overflowBeforeAverageWords } from './overflow-before-average';

/**
 * Each plot's legend, derived from what that plot draws for this run and view (one source: the
 * screen renders these items and the PNG/SVG exports read them back). Nothing is listed that is
 * not drawn: no RED average, thresholds or early/forced marks on a tail-drop queue, no ECN item
 * without a mark in view; and what is drawn is named (gentle RED's 2·max_th line).
 */

export const GLYPHS: Record<MarkShape, string> = { x: '✕', triangle: '▲', dot: '●', diamond: '◆', square: '■' };

const line = (color: string, label: string, dash: readonly number[] = [], badge?: string): LegendItem => ({ color, label, shape: null, dashed: dash.length > 0, dash: dash.length > 0 ? dash : null, ...(badge ? { badge } : {}) });
const mark = (color: string, label: string, shape: string): LegendItem => ({ color, label, shape, dashed: false });

export function flowLabel(run: RunData | null, i: number): string {
  return flowTag(i, run?.scenario.flows[i]?.name);
}

/** The shown flows, in index order, optionally only those `keep` accepts (e.g. TCP flows on the cwnd plot). */
export function flowItems(run: RunData | null, nFlows: number, viewTheme: Theme, keep: (i: number) => boolean = () => true): LegendItem[] {
  // The run's flows order the hues, as its plots draw them (call-hue.ts).
  const theme = themeForFlows(viewTheme, run?.scenario.flows);
  return shownFlowOrder(nFlows)
    .sort((a, b) => a - b)
    .filter(keep)
    .map((i) => {
      const s = flowStyle(theme, i);
      return line(s.color, flowLabel(run, i), s.dash, s.badge);
    });
}

/**
 * One legend entry for many flows on a projected per-flow plot ("flows 1–50, numbered on their
 * lines") instead of one entry each: a 50-entry legend took half a projected screen (lecturer
 * trial s12), and past the palette's hues the colours repeat, so the numbered discs are what
 * tells the lines apart.
 */
export function flowRangeItem(nFlows: number, theme: Theme, keep: (i: number) => boolean = () => true): LegendItem {
  const idx = shownFlowOrder(nFlows).filter(keep).sort((a, b) => a - b);
  const [first, last] = [idx[0] + 1, idx[idx.length - 1] + 1];
  const span = last - first + 1 === idx.length ? `flows ${first}–${last}` : `${idx.length} flows of ${first}–${last}`;
  return line(theme.muted, `${span}, numbered on their lines`);
}

/** The throughput plot's one line when it draws the bottleneck's total output (many flows: throughput.ts drawsTotal). */
export function totalOutputItem(theme: Theme, flows: number, quantity: ThroughputQuantity = DEFAULT_THROUGHPUT_QUANTITY): LegendItem {
  // Goodput: named as the headline names it (the catalogue's system goodput), bin by bin.
  if (quantity === 'goodput') {
    const name = metricById('run.systemGoodput').short.toLowerCase();
    const long = `${name} (${flows} flows' in-order bytes delivered, together)`;
    // Projected, the headline's two words alone: ", 50 flows" wrapped the legend in A/B with Settings open.
    return theme.shortLegends ? { ...line(theme.queue, name), title: long } : line(theme.queue, long);
  }
  const full = `all traffic leaving the bottleneck (${flows} flows together)`;
  return theme.shortLegends ? { ...line(theme.queue, `all ${flows} flows together`), title: full } : line(theme.queue, full);
}

/** Per flow's seq columns: the times of its link losses away from the bottleneck, extended as rows stream in. */
const lossTimes = new WeakMap<object, { rows: number; times: number[] }>();

function linkLossesElsewhere(seq: RunData['flows'][number]['seq'], bottleneck: number | undefined): number[] {
  const c = lossTimes.get(seq) ?? { rows: 0, times: [] };
  for (let i = c.rows; i < seq.length; i++) if (seq.cols.kind[i] === SeqEvent.LinkLoss && seq.cols.link[i] !== bottleneck) c.times.push(seq.cols.t[i]);
  c.rows = seq.length;
  lossTimes.set(seq, c);
  return c.times;
}

/** Count of sorted times inside [t0, t1]. */
function countIn(times: readonly number[], t0: number, t1: number): number {
  const lb = (x: number, strict: boolean) => {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (strict ? times[mid] <= x : times[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return lb(t1, true) - lb(t0, false);
}

/** Events of the bottleneck by drop-reason code inside [t0, t1], plus link losses elsewhere (as the queue plot's strip draws them). */
export function dropCountsInView(run: RunData, t0: number, t1: number): number[] {
  const counts = DROP_REASONS.map(() => 0);
  const b = run.bottleneck;
  const ev = b?.data?.events;
  if (ev) for (let i = ev.lowerBound(t0); i < ev.length && ev.cols.t[i] <= t1; i++) counts[ev.cols.kind[i]]++;
  const loss = dropReasonCode(LINK_LOSS);
  for (const f of run.flows) counts[loss] += countIn(linkLossesElsewhere(f.seq, b?.index), t0, t1);
  return counts;
}

/** Labels of a discipline's plot levels: its thresholds, then multiples of them (gentle RED's 2·max_th). */
export function levelLabels(thresholds: readonly { key: string; label: string }[], values: Record<string, number>, levels: readonly number[]): string[] {
  return levels.map((v, k) => {
    if (k < thresholds.length) return thresholds[k].label;
    for (const t of [...thresholds].reverse()) {
      const base = values[t.key];
      if (base > 0 && Math.abs(v / base - Math.round(v / base)) < 1e-9) return `${Math.round(v / base)}·${t.label}`;
    }
    return `level ${k + 1}`;
  });
}

/**
 * A discipline's level that lies on the buffer limit (gentle RED's 2·max_th = 125 under a
 * 125-packet buffer): the same value, so the same pixel row at any scale; drawn and named once.
 */
export function onLimitLine(level: number, limit: number): boolean {
  return Math.abs(level - limit) <= 1e-9 * Math.max(1, Math.abs(limit));
}

/** What a queue legend is drawn at: the replay's cursor (the counts run up to it), and how the plot drew (queue-drawn.ts). */
export interface QueueLegendAt {
  cursor?: number | null;
  grouped?: boolean;
  /** The time one drop-strip mark covers (s; queue-drawn.ts), said when marks are grouped. */
  markSeconds?: number;
  /** The drops a full-size strip mark stands for (queue-drawn.ts), said with the marks' span. */
  markFull?: number;
  /** In presentation: a projected legend keeps the marks' scale in sight. */
  presenting?: boolean;
  /**
   * The end of the view's window, beyond the replay's cursor (s; t1 when absent): the drop kinds
   * listed are those in the whole view, each counted up to the cursor (0 before its first). Listed
   * as the cursor reached them, the legend gained a row mid-replay and the plots below jumped
   * (students' and a lecturer's trial, problem 2).
   */
  listTo?: number;
  /** The queue trace is drawn as its range per pixel column under its mean (a narrow plot). */
  envelope?: boolean;
  /** One side of A/B: the other run has the same links and seed (its link losses' entry says why the counts differ). */
  ab?: boolean;
  /**
   * Which side of A/B this is: presenting, the two strips' marks (one span, one size scale) are
   * said once, under B's (A's said them too, and took its legend a third row: trial-plots13).
   */
  side?: 'a' | 'b';
}

/** The loss models on a scenario's links ("onoff", "bernoulli"): every `loss`/`…Loss` field of its topology. */
function lossTypes(v: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) lossTypes(x, found);
  else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (/loss$/i.test(k) && x !== null && typeof x === 'object' && 'type' in x) found.add(String(x.type));
      else lossTypes(x, found);
    }
  }
  return found;
}

/**
 * Why A's and B's link losses differ on one channel and seed ("197" and "188": a student asks
 * whether A's Wi-Fi is worse, lecturer-1510 step 6; lecturer trial 9 expected the same losses):
 * the metric catalogue's words for the scenario's loss models (link-loss-draws.ts).
 */
function linkLossesAbWords(run: RunData): string | null {
  return linkLossDrawWords(lossTypes(run.scenario.topology));
}

/**
 * Legend of the bottleneck queue plot for a run, the view's window [t0, t1]. `counts` false (the
 * numbers held until the replay ends: numbers-held.ts): the drop kinds in view without their counts.
 */
export function queueLegendItems(run: RunData | null, theme: Theme, t0: number, t1: number, counts = true, at: QueueLegendAt = {}): LegendItem[] {
  const link = run?.summary?.links[run.summary.aggregate.bottleneck];
  if (!run || !link) return [];
  const d = queueDiscipline(link.queueKind);
  const queue = link.queueLimit.unit === 'bytes' ? 'queue (bytes)' : 'queue (packets)';
  // Drawn as a shaded range under its mean on a narrow plot (queue-drawn.ts): the entry says so, its swatch a band under a line.
  const items: LegendItem[] = [at.envelope ? { ...line(theme.queue, `${queue}: shaded, its range; line, its mean`), envelope: true } : line(theme.queue, queue)];
  const q = run.bottleneck?.data?.queue;
  for (const g of d.gauges) if (g.scale === 'queue' && q?.cols[g.key]) items.push(line(theme.gaugeTones[g.tone % theme.gaugeTones.length], g.label));
  const info = link.queueInfo;
  const limit = link.queueLimit.limit;
  // Levels on the buffer limit's line, drawn once as the limit (queue-plot.ts): named in its entry.
  const onTheLimit: string[] = [];
  if (d.levels && d.thresholds.length > 0) {
    const values = info.thresholds;
    const levels = d.levels(values, info.settings);
    const labels = levelLabels(d.thresholds, values, levels);
    // One entry, the band between its dashed threshold lines, as drawn ("min_th–max_th band" and
    // "min_th, max_th" were two, and a projected slide's legend one row longer: lecturer-1130 step 19).
    const follow = info.dynamicThresholds ? ' (follow the flow count)' : '';
    items.push({ color: theme.band, edge: theme.bandEdge, label: `${labels[0]}–${labels[1]}${follow}`, shape: null, dashed: false, area: true });
    labels.slice(2).forEach((l, k) => {
      if (!info.dynamicThresholds && onLimitLine(levels[k + 2], limit)) onTheLimit.push(l);
      else if (!info.settings.gentle) items.push(line(theme.bandEdge, l, [5, 4]));
      else if (theme.shortLegends) items.push({ ...line(theme.bandEdge, l, [5, 4]), title: `${l} (gentle): ${GENTLE_WORDS}`, term: GENTLE_TERM });
      else items.push({ ...line(theme.bandEdge, `${l} (gentle)`, [5, 4]), term: GENTLE_TERM });
    });
  }
  if (onTheLimit.length === 0) items.push(line(theme.limit, 'buffer limit'));
  else {
    // "2·max_th" and "buffer limit" were two entries for one visible line (both 125 packets): lecturer-1510, step 6.
    const both = line(theme.limit, `buffer limit = ${onTheLimit.join(' = ')} (${link.queueLimit.unit === 'bytes' ? `${limit} B` : limit})`);
    items.push(info.settings.gentle ? { ...both, title: `${onTheLimit.join(', ')} (gentle): ${GENTLE_WORDS}`, term: GENTLE_TERM } : both);
  }
  const inView = dropCountsInView(run, t0, t1);
  const listed = at.listTo !== undefined && at.listTo > t1 ? dropCountsInView(run, t0, at.listTo) : inView;
  const drops: LegendItem[] = [];
  DROP_REASONS.forEach((r, k) => {
    if (listed[k] === 0) return;
    // The count's one name (the catalogue's, as the summary and the A/B table have it): "target exceeded drops 116", not "target exceeded 116".
    const anyLink = r.id === LINK_LOSS && run.summary !== null && run.summary.links.length > 1;
    const label = anyLink && !theme.shortLegends ? `${dropCountName(r)} (any link)` : dropCountName(r);
    // Any link's count has no summary figure to stand beside; zoomed in it still says its span,
    // as the others do ("link losses 52" beside "early drops 118 in view": lecturer trial 05:10, step 27).
    const count = anyLink ? anyLinkCount(run, inView[k], t0, t1, at.cursor ?? null) : dropCountWithSpan(run, r.id, inView[k], t0, t1, at.cursor ?? null);
    // An AQM's overflow drops, said when they happened (before its average reached min_th: overflow-before-average.ts); projected, in the entry's title.
    const early = counts && r.id === 'overflow' ? overflowBeforeAverage(run, link, t0, t1) : null;
    const when = early ? overflowBeforeAverageWords(early, inView[k]) : null;
    const own = anyLink && theme.shortLegends ? `${dropCountName(r)} on any link of the path` : when && theme.shortLegends ? `${label} ${count}: ${when}` : null;
    const title = [own, r.id === LINK_LOSS && at.ab ? linkLossesAbWords(run) : null].filter(Boolean).join('; ') || null;
    // A's and B's counts differ on one loss setting: said in sight, once, beside B's (A's took its
    // legend a fourth row on the slide), the titles say why (lecturer trial 9, finding 4).
    const drawn = r.id === LINK_LOSS && at.ab && at.side !== 'a' && linkLossesAbWords(run) !== null ? ` (${LINK_LOSS_DRAWN})` : '';
    drops.push({ ...mark(theme.markTones[r.mark.tone % theme.markTones.length], counts ? `${label} ${count}${drawn}${when && !theme.shortLegends ? ` (${when})` : ''}` : `${label}${drawn}`, GLYPHS[r.mark.shape]), ...(title ? { title } : {}), ...(drawn ? { keep: true } : {}) });
  });
  if (drops.length === 0) return items;
  // What the counts' span is, where no count says it, and that a mark may stand for several drops.
  const span = counts && drops.every((d) => !/ (in view|over the whole run)/.test(d.label)) ? countsSpanWords(run, t1, at.cursor ?? null) : null;
  const perMark = at.grouped && at.markSeconds ? markSpanWords(at.markSeconds) : null;
  const scale = at.grouped ? markScaleWords(at.markFull ?? 1, counts, false, at.ab === true) : null;
  // With the marks' scale, "it may stand for several drops" goes without saying (and the legend keeps its rows).
  const grouped = at.grouped ? (perMark && scale ? `${perMark}; ${scale}` : perMark ? `${perMark}: it may stand for several drops` : 'a mark may stand for several drops') : null;
  const says = [span && `drop counts ${span}`, grouped].filter((w): w is string => !!w).join('; ');
  if (!says) return [...items, ...drops];
  // Projected, the legend stays short (Theme.shortLegends): the span in two words and the marks' grouping in its few, the rest in the titles.
  if (theme.shortLegends) {
    const titled = drops.map((d) => ({ ...d, title: [d.title, says].filter(Boolean).join('; ') }));
    // How the marks are grouped stays in sight where four plots leave the span to the titles (legend-keep).
    // The marks' scale in sight where the room is a lecture's (presentation); elsewhere in the title (in the
    // projector theme's normal view it took the first plot's caption a row and the plot below the screen).
    const brief = at.grouped && at.presenting ? markScaleWords(at.markFull ?? 1, counts, true) : null;
    // Presented, the span in plain words (markSpanPlainWords); the projector theme's normal view keeps its short form.
    const perMarkShown = at.presenting && at.markSeconds ? markSpanPlainWords(at.markSeconds) : perMark;
    const marks = !perMark || (at.presenting && at.side === 'a') ? null : `(${at.presenting && at.side === 'b' ? 'A and B: ' : ''}${[perMarkShown, brief].filter(Boolean).join('; ')})`;
    const words = [span ? `(${SHORT_SPAN[span] ?? span.replace(/^up to/, 'to')})` : null, marks];
    return [...items, ...titled, ...words.flatMap((label, k) => (label ? [{ color: '', label, shape: null, dashed: false, span: true, keep: k === 1, title: says }] : []))];
  }
  return [...items, ...drops, { color: '', label: `(${says})`, shape: null, dashed: false, span: true }];
}

/**
 * "one mark per 6.1 s": the time a drop-strip mark covers (its column, queue-plot.ts), to two
 * figures. A lecturer counted 12–17 marks for Wi-Fi bursts every 3 s and nothing on the projected
 * screen said the marks were grouped (lecturer-1740, confusion 3). Said with markScaleWords: each
 * mark is sized by its drops (drop-mark-scale.ts; lecturer-1815, confusion 2).
 */
export function markSpanWords(seconds: number): string {
  return `one mark per ${markSeconds(seconds)}`;
}

/**
 * The same span in presentation's legend, in a student's words: "one mark per 5.9 s; full =
 * 64+ drops" was cryptic to a phone student and to a lecturer's room (present8, item 7).
 */
export function markSpanPlainWords(seconds: number): string {
  return `marks count drops per ${markSeconds(seconds)}`;
}

/** The seconds a drop mark covers, to two figures: one rounding for both wordings. */
const markSeconds = (seconds: number): string => `${+seconds.toPrecision(2)} s`;

/** markSpanWords' and markSpanPlainWords' words, whatever their seconds (the lead words kept). */
const MARK_SPAN = /(one mark per|marks count drops per) [0-9.e+-]+ s/g;

/**
 * A legend entry as a picture drew its drop strip: its "one mark per … s" said for the picture's
 * own columns (`seconds`, queue-plot.ts columnSeconds at the picture's width), not the screen's.
 * The exported slide said "one mark per 5.9 s" (the screen's) over a strip of one mark per about
 * 8 s (lecturer-0315, confusion 5).
 */
export function withMarkSpan<T extends { label: string; title?: string }>(item: T, seconds: number): T {
  const said = (w: string) => w.replace(MARK_SPAN, (_all, lead: string) => `${lead} ${markSeconds(seconds)}`);
  return { ...item, label: said(item.label), ...(item.title !== undefined ? { title: said(item.title) } : {}) };
}

/**
 * The marks' size scale, said after their span ("full mark = 64 drops or more, fitted to this
 * run"; only that they are sized while numbers are held); null where every mark is one drop (all
 * full size). The scale follows the run's own drops (drop-mark-scale.ts), and in A/B both runs'
 * (`ab`): "full mark = 8 / 16 / 4 drops or more" on three screens, with no word that it adapts,
 * made a student distrust the marks (phone-2235, confusion 6).
 */
export function markScaleWords(full: number, counts = true, short = false, ab = false): string | null {
  if (full <= 1) return null;
  if (!counts) return short ? 'sized by drops' : 'sized by its drops';
  // Projected, in few words: a longer note took the normal view's queue legend a row (presentation-lecture).
  return short ? `full size at ${full}+` : `full mark = ${full} drops or more, fitted to ${ab ? 'A and B' : 'this run'}`;
}

/** A count span in the projected legend's few words (the full words in its title). */
const SHORT_SPAN: Readonly<Record<string, string>> = { 'over the whole run': 'whole run' };

/** The glossary term of gentle RED's 2·max_th line (a tap on its legend entry explains it). */
const GENTLE_TERM = 'gentle';

/** What the gentle mode does above max_th, for the 2·max_th line's title where the projected legend says "2·max_th" alone (no discipline named: its words are its registry's). */
const GENTLE_WORDS = 'in gentle mode the drop probability rises from max_p to 1 between max_th and 2·max_th, and every packet above it is dropped';

/**
 * The span of a queue legend's counts in words, as the plot notes say theirs (plot-notes.ts,
 * countSpanWords): "over the whole run", "so far" while computed, "up to 57.30 s" during a
 * replay (the counts run up to the cursor). Beside "drop probability now 0.00 %" a student could
 * not tell whether "early drops 130" was of the same moment (phone-1030, step 9).
 */
export function countsSpanWords(run: RunData, t1: number, cursor: number | null): string {
  if (cursor !== null) return `up to ${cursor.toFixed(2)} s`;
  if (!run.done) return 'so far';
  return Number.isFinite(t1) && t1 < (run.summary?.endTime ?? Number.POSITIVE_INFINITY) - 1e-9 ? 'in view' : 'over the whole run';
}

/**
 * A drop kind's count as the queue plot's legend says it, its span in the summary's words where
 * two spans are about: the legend counted the time the plot shows ("target exceeded drops 116",
 * the whole run) beside a lesson and a summary counting the measurement window (84), and a student
 * could not tell which to believe (bloat trial 07:10, s10). Shown whole, a finished run's count is
 * the summary's own figures: "116 over the whole run, 84 in the window" (the summary's "84 in the
 * window · 116 over the whole run"), the count alone where the two are the same; zoomed in, the
 * count of what is in view, said so.
 */
export function dropCountWithSpan(run: RunData, reason: string, inView: number, t0: number, t1: number, cursor: number | null = null): string {
  const s = run.summary;
  // Up to a replay's cursor the count alone: the legend says the span once (countsSpanWords), not "in view".
  if (!s || !run.done || cursor !== null) return String(inView);
  const whole = t0 <= 1e-9 && t1 >= s.endTime - 1e-9;
  if (!whole) return `${inView} in view`;
  const link = s.links[s.aggregate.bottleneck]?.summary;
  const overRun = link?.dropsWholeRun[reason] ?? inView;
  const inWindow = readMetric(`link.drops.${reason}`, s);
  return overRun === inWindow ? String(overRun) : `${overRun} over the whole run, ${inWindow} in the window`;
}

/** A count over any link of the path as the queue legend says it: "52 in view" zoomed in on a finished run, else the count alone (dropCountWithSpan). */
export function anyLinkCount(run: RunData, inView: number, t0: number, t1: number, cursor: number | null = null): string {
  const s = run.summary;
  if (!s || !run.done || cursor !== null) return String(inView);
  return t0 <= 1e-9 && t1 >= s.endTime - 1e-9 ? String(inView) : `${inView} in view`;
}

/** Legend of the time-sequence plot: the kinds of event drawn for the shown flows in [t0, t1]. */
export function seqLegendItems(run: RunData | null, theme: Theme, flows: readonly number[], t0: number, t1: number): LegendItem[] {
  if (!run) return [];
  const seen = new Set<number>();
  for (const fi of flows) {
    const s = run.flows[fi]?.seq;
    if (!s) continue;
    for (let i = s.lowerBound(t0); i < s.length && s.cols.t[i] <= t1; i++) seen.add(s.cols.kind[i]);
  }
  const items: LegendItem[] = [];
  if (seen.has(SeqEvent.Send) || seen.has(SeqEvent.Receive)) {
    const hues = themeForFlows(theme, run.scenario.flows);
    if (flows.length === 1) items.push(line(flowStyle(hues, flows[0]).color, `sent (flow ${flowLabel(run, flows[0])})`));
    else items.push(...flows.slice(0, 12).map((i) => line(flowStyle(hues, i).color, `sent, flow ${flowLabel(run, i)}`, [], flowStyle(hues, i).badge)));
  }
  if (seen.has(SeqEvent.Retransmit)) items.push(mark(theme.retransmit, 'retransmit', GLYPHS.triangle));
  if (seen.has(SeqEvent.Ack)) items.push(line(theme.ack, 'cumulative ACK'));
  if (seen.has(SeqEvent.Drop)) items.push(mark(theme.markTones[0], 'drop', GLYPHS.x));
  if (seen.has(SeqEvent.EcnMark)) items.push(mark(theme.markTones[3], 'ECN mark', GLYPHS.diamond));
  if (seen.has(SeqEvent.LinkLoss)) items.push(mark(theme.markTones[4], 'link loss', GLYPHS.square));
  return items;
}

/**
 * The congestion-event kinds marked for the shown flows in [t0, t1] (the markers on the cwnd and
 * seq plots). Close events share a marker (marker-thinning.ts); with more than MAX_MARKERS in view
 * the legend says so.
 */
export function congestionItems(run: RunData | null, theme: Theme, flows: readonly number[], t0 = 0, t1 = Number.POSITIVE_INFINITY, counts = true, listTo = t1): LegendItem[] {
  if (!run) return [];
  // The kinds keyed, and whether close events share markers, are of the whole view up to `listTo`
  // (beyond a replay's cursor); the count said is up to t1 (the cursor). Keyed as the cursor reached
  // them, the legend gained a row mid-replay and the plots below jumped (trial problem 2).
  const seen = new Set<number>();
  let count = 0;
  let listed = 0;
  for (const i of flows) {
    const c = run.flows[i]?.congestion;
    if (!c) continue;
    const a = c.lowerBound(t0);
    const b = c.lowerBound(Math.max(t1, listTo) + 1e-12);
    count += c.lowerBound(t1 + 1e-12) - a;
    listed += b - a;
    for (let k = a; k < b; k++) seen.add(c.cols.kind[k]);
  }
  // The plot shades every fast-recovery period (from a fast retransmit to its end; shadeRecoveries) in
  // the flow's colour, markers or not.
  // Its swatch is a light tint, as the shading is (a solid dark swatch was taken for a different mark).
  // Projected (Theme.shortLegends), "(shaded)" alone, the rest in its title: the key then keeps to its row at the ticks' size.
  const recovery = 'fast recovery (shaded in the flow’s colour)';
  const shaded: LegendItem[] = seen.has(CongestionEvent.FastRetransmit)
    ? [{ color: tint(theme.muted, 0.3), label: theme.shortLegends ? 'fast recovery (shaded)' : recovery, shape: null, dashed: false, area: true, ...(theme.shortLegends ? { title: recovery } : {}) }]
    : [];
  // Close events share a marker (marker-thinning.ts): a busy view says so in one line, in place of
  // the kinds' keys (the legend keeps its height, so projected A/B plots keep theirs).
  // Projected, "(the senders' reactions)" goes to the title: the line then keeps to one row of an A/B
  // column at 1920 px (two rows took 24 px from every projected A/B plot; trial-leftovers' 220 px).
  if (listed > MAX_MARKERS) {
    const events = `${counts ? `${count} ` : ''}congestion events`;
    const full = `${events} (the senders' reactions): close ones share a marker.`;
    const item: LegendItem = theme.shortLegends ? { color: '', label: `${events}: close ones share a marker.`, shape: null, dashed: false, title: full } : { color: '', label: full, shape: null, dashed: false };
    return [item, ...shaded];
  }
  return [
    ...Object.keys(CONGESTION_MARKS)
      .map(Number)
      .filter((k) => seen.has(k))
      .map((k) => mark(theme.text, CONGESTION_MARKS[k].label, CONGESTION_MARKS[k].glyph)),
    ...shaded,
  ];
}

/** The cwnd plot's own items besides the flows: ssthresh (dotted, thin) when any shown flow has one. */
export function cwndExtraItems(run: RunData | null, theme: Theme): LegendItem[] {
  if (!run) return [];
  // Once set, ssthresh stays finite: the last row tells whether a flow has one to draw.
  const any = shownFlowOrder(run.flows.length).some((i) => {
    const c = run.flows[i].cwnd;
    return c.length > 0 && Number.isFinite(c.cols.ssthresh[c.length - 1]);
  });
  return any ? [line(theme.muted, 'ssthresh (dotted)', [1.5, 3])] : [];
}

/** The queueing-delay plot's target line, when the bottleneck's discipline has a delay target. */
export function delayTargetItems(run: RunData | null, theme: Theme): LegendItem[] {
  const s = run?.summary;
  const link = s?.links[s.aggregate.bottleneck];
  const t = link ? targetDelayOf(link.queueKind, link.queueInfo.settings) : null;
  return t !== null ? [line(theme.bandEdge, `target delay ${(t * 1000).toFixed(0)} ms`, [5, 4])] : [];
}

/**
 * The queueing delay's median (the catalogue's 50th percentile, in the measurement window) as
 * words in the delay plot's legend: a lecturer wanted to say "A 2.5 ms against B 62.5 ms" aloud and
 * it was nowhere on the screen or the slide (lecturer-2045, confusion 11). Projected, "median 62.5 ms"
 * alone (Theme.shortLegends), the catalogue's name and window in its title.
 */
export function delayMedianItems(run: RunData | null, theme: Theme): LegendItem[] {
  const s = run?.done ? run.summary : null;
  if (!s) return [];
  const m = metricById('link.queueDelayP50');
  const v = readMetric(m, s);
  if (!Number.isFinite(v)) return [];
  const value = formatMetric(m, v);
  // Whose packets and which window, from the catalogue (bloat-0510 confusion 3: "whose packets? which window?").
  const label = theme.shortLegends ? `median ${value}` : `median ${value} (${m.label}, ${m.counts}, in ${m.window})`;
  const items: LegendItem[] = [{ color: '', label, shape: null, dashed: false, title: `${m.label}: ${value}, ${m.window}. ${m.definition}` }];
  // The mean beside it, named as the mean: At a glance and A/B's table give the mean, this plot the
  // median, a few screens apart, and a phone student compared 67.7 with 62.5 as one figure (trial
  // phone9, finding 7). Both are the catalogue's, over the same window.
  const mean = metricById('link.queueDelayMean');
  const mv = readMetric(mean, s);
  if (Number.isFinite(mv)) {
    const meanValue = formatMetric(mean, mv);
    const meanLabel = theme.shortLegends ? `mean ${meanValue}` : `mean ${meanValue} (${mean.label}, the same packets, in ${mean.window}: not the median)`;
    items.push({ color: '', label: meanLabel, shape: null, dashed: false, title: `${mean.label}: ${meanValue}, ${mean.window}. ${mean.definition}` });
  }
  return items;
}

/** The throughput plot's link-rate line, when the y range includes it (as the plot decides: throughputTop). */
export function linkRateItems(run: RunData | null, theme: Theme, t0 = 0, t1 = Number.POSITIVE_INFINITY, mode: 'fit' | 'full' = 'fit'): LegendItem[] {
  const s = run?.summary;
  const link = s?.links[s.aggregate.bottleneck];
  if (!run || !link) return [];
  const plotted = shownBins(run);
  if (!plotted) return [];
  const [a, b] = mode === 'full' ? [0, Number.POSITIVE_INFINITY] : [t0, t1];
  const max = drawsTotal(run) ? visibleMaxBin([plotted.total], plotted.width, [0], a, b) : visibleMaxBin(plotted.perFlow, plotted.width, shownFlowOrder(run.flows.length), a, b);
  return throughputTop(max, link.rateBps, mode).rateShown ? [line(theme.limit, 'bottleneck rate', [6, 4])] : [];
}
