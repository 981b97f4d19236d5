import { probabilityPaths } from '../plot-base/probability-history';
import { delayLawTable, describeDelayLaw } from '../mechanism/CodelPanel';
import { displayUnit, DROP_REASONS, dropCountName, figureSpan, type FlowMetric, formatInUnit, withUnit, flowView, formatMetric, type LinkResult, metricById, queueDiscipline, readFlow, readMetric, targetDelayOf } from '../../sim-core';
import { PLOT, plotName } from '../../plot-kinds/plot-kinds';
import type { RunData } from '../results/run-data';
import type { GrowingColumns } from '../results/growing-columns';
import { fmtRate } from '../summary/format';
import { flowTracedOn } from './flow-traces';
import { rateWindowText } from '../summary/rate-definitions';
import { drawsTotal, niceBin, plotBins, QUANTITY_SERIES, shownQuantity, sumOfFlows } from './throughput';
import { flowName } from '../util/flow-name';
import { windowCutTimes } from './window-cuts';
import type { DataTable, TextAlternative } from '../plot-base/text-alternative';

/**
 * Text alternatives of the plots: what a sighted reader takes in at a glance, in words (read by
 * screen readers through the figure's aria-describedby), and the numbers behind it as a small
 * table a reader can browse (the panel's "Table" button; the accessibility work reads both
 * through `textAlternative` in registry.tsx). Computed from the recorded run, never from pixels;
 * each names the plot's real features: when the queue reached its limit, when a window was cut,
 * how long packets waited.
 */

const MAX_FLOWS_NAMED = 5;
/** At most this many instants are listed in words ("… and 7 more"). */
const MAX_TIMES_LISTED = 8;
/** A table has about this many time bins. */
const TABLE_BINS = 15;
/** A byte-counted buffer is full when less than a full-size packet fits. */
const FULL_PACKET_BYTES = 1500;
/** The queue has left its limit (a new episode may start) once it falls below this share of it. */
const LIMIT_HYSTERESIS = 0.8;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const sec = (t: number) => `${t.toFixed(1)} s`;
const ms = (s: number) => `${(s * 1000).toFixed(1)} ms`;

/** "3.0, 12.0, 19.0 and 27.0 s" (at most MAX_TIMES_LISTED, then how many more). */
export function listTimes(times: readonly number[]): string {
  const shown = times.slice(0, MAX_TIMES_LISTED).map((t) => t.toFixed(1));
  const more = times.length - shown.length;
  if (more > 0) return `${shown.join(', ')} s and ${more} more times`;
  if (shown.length === 1) return `${shown[0]} s`;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]} s`;
}

function flowLabel(run: RunData, i: number): string {
  return flowName(i, run.summary?.flows[i]?.name ?? run.scenario.flows[i]?.name);
}

function listFlows(run: RunData, part: (i: number) => string | null): string {
  const parts: string[] = [];
  const n = run.flows.length;
  for (let i = 0; i < Math.min(n, MAX_FLOWS_NAMED); i++) {
    const p = part(i);
    if (p) parts.push(`${flowLabel(run, i)} ${p}`);
  }
  const more = n > MAX_FLOWS_NAMED ? `; and ${n - MAX_FLOWS_NAMED} more flows` : '';
  return parts.join('; ') + more;
}

function bottleneckLink(run: RunData): LinkResult | null {
  const s = run.summary;
  return s ? (s.links[s.aggregate.bottleneck] ?? null) : null;
}

/** Time bins of a table: a nice width giving about TABLE_BINS rows up to `end`. */
function timeBins(end: number): { width: number; count: number } {
  const width = niceBin(Math.max(end, 1e-3), TABLE_BINS);
  return { width, count: Math.max(1, Math.ceil(end / width - 1e-9)) };
}

const binLabel = (k: number, w: number, end: number) => [(k * w).toFixed(1), Math.min((k + 1) * w, end).toFixed(1)];

/** Time-weighted mean and the largest value of a step series in each bin (the step holds until the next row). */
function stepStats(t: ArrayLike<number>, v: ArrayLike<number>, n: number, width: number, count: number, end: number): { mean: number[]; max: number[] } {
  const area = new Array<number>(count).fill(0);
  const max = new Array<number>(count).fill(0);
  for (let i = 0; i < n; i++) {
    const from = t[i];
    const to = i + 1 < n ? t[i + 1] : end;
    const k0 = Math.min(count - 1, Math.floor(from / width));
    if (v[i] > max[k0]) max[k0] = v[i];
    for (let k = k0; k < count && k * width < to; k++) {
      const a = Math.max(from, k * width);
      const b = Math.min(to, (k + 1) * width);
      if (b > a) area[k] += v[i] * (b - a);
      if (k > k0 && v[i] > max[k]) max[k] = v[i];
    }
  }
  return { mean: area.map((x, k) => x / Math.max(1e-9, Math.min(width, end - k * width))), max };
}

/** The instants a step series rises to `level` (again only after falling below `reset`). */
export function risesTo(t: ArrayLike<number>, v: ArrayLike<number>, n: number, level: number, reset: number): number[] {
  const out: number[] = [];
  let armed = true;
  for (let i = 0; i < n; i++) {
    if (armed && v[i] >= level) {
      out.push(t[i]);
      armed = false;
    } else if (!armed && v[i] < reset) armed = true;
  }
  return out;
}

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))];
}

/** Codes of the bottleneck events that are the queue's own drops. */
function queueDropCodes(): Set<number> {
  const out = new Set<number>();
  DROP_REASONS.forEach((r, code) => r.queueDrop && out.add(code));
  return out;
}

/** The queue's level in the unit its limit counts, and the level at which it is full. */
function queueLevel(run: RunData): { q: GrowingColumns<string>; v: ArrayLike<number>; full: number; link: LinkResult } | null {
  const link = bottleneckLink(run);
  const q = run.bottleneck?.data?.queue;
  if (!link || !q) return null;
  const bytes = link.queueLimit.unit === 'bytes';
  const full = bytes ? link.queueLimit.limit - FULL_PACKET_BYTES + 1 : link.queueLimit.limit;
  return { q, v: q.cols[bytes ? 'bytes' : 'packets'], full: Math.max(1, full), link };
}

// ——— Bottleneck queue ———

export function describeQueue(run: RunData): string | null {
  const s = run.summary;
  const level = queueLevel(run);
  if (!s || !level) return null;
  const { link, q, v, full } = level;
  const unit = link.queueLimit.unit;
  const mean = unit === 'bytes' ? kb(link.summary.meanQueueBytes) : `${link.summary.meanQueuePackets.toFixed(1)} packets`;
  const d = link.summary.dropsWholeRun;
  const kinds: string[] = [];
  let drops = 0;
  for (const r of DROP_REASONS) {
    if (!r.queueDrop) continue;
    const n = d[r.id] ?? 0;
    drops += n;
    if (n > 0) kinds.push(`${n} ${dropCountName(r)}`);
  }
  let when = '';
  const ev = run.bottleneck?.data?.events;
  if (ev && drops > 0) {
    const codes = queueDropCodes();
    let first = Infinity;
    let last = -Infinity;
    for (let i = 0; i < ev.length; i++) {
      if (!codes.has(ev.cols.kind[i])) continue;
      first = Math.min(first, ev.cols.t[i]);
      last = Math.max(last, ev.cols.t[i]);
    }
    if (Number.isFinite(first)) when = ` between ${sec(first)} and ${sec(last)}`;
  }
  const atLimit = risesTo(q.cols.t, v, q.length, full, LIMIT_HYSTERESIS * full);
  let peak = 0;
  let peakT = 0;
  for (let i = 0; i < q.length; i++) if (v[i] > peak) [peak, peakT] = [v[i], q.cols.t[i]];
  const fmt = (x: number) => (unit === 'bytes' ? kb(x) : `${x} packets`);
  const limitWords = atLimit.length > 0 ? `reaches the buffer limit at ${listTimes(atLimit)}` : `never reaches the buffer limit; its peak is ${fmt(peak)} at ${sec(peakT)}`;
  const marks = d.ecnMark ? `; ${d.ecnMark} ECN marks` : '';
  return `Bottleneck queue over ${sec(s.endTime)}: averaged ${mean} (limit ${link.queueLimit.limit} ${unit}); ${limitWords}; ${drops === 0 ? 'no drops' : `${drops} drops (${kinds.join(', ')})${when}`}${marks}.`;
}

export function queueTable(run: RunData): DataTable | null {
  const level = queueLevel(run);
  const end = run.summary?.endTime ?? run.now;
  if (!level) return null;
  const { q, v, link } = level;
  const { width, count } = timeBins(end);
  const { mean, max } = stepStats(q.cols.t, v, q.length, width, count, end);
  const drops = new Array<number>(count).fill(0);
  const ev = run.bottleneck?.data?.events;
  const codes = queueDropCodes();
  if (ev) for (let i = 0; i < ev.length; i++) if (codes.has(ev.cols.kind[i])) drops[Math.min(count - 1, Math.floor(ev.cols.t[i] / width))]++;
  const unit = link.queueLimit.unit;
  const digits = unit === 'bytes' ? 0 : 1;
  return {
    caption: `Bottleneck queue per ${width} s (limit ${link.queueLimit.limit} ${unit})`,
    columns: ['from (s)', 'to (s)', `mean (${unit})`, `largest (${unit})`, 'drops'],
    rows: mean.map((m, k) => [...binLabel(k, width, end), m.toFixed(digits), String(max[k]), String(drops[k])]),
  };
}

// ——— Queueing delay ———

function sortedDelays(run: RunData): Float64Array | null {
  const s = run.bottleneck?.data?.sojourn;
  if (!s || s.length === 0) return null;
  return Float64Array.from(s.cols.delay.subarray(0, s.length)).sort();
}

/**
 * The queueing-delay plot in words. What is read off the dots (how many, the largest wait, the
 * share over the target) is of the whole run, and says so; the median and 99th percentile are the
 * catalogue's (link.queueDelayP50, P99), over its window, the same figures as the legend's median
 * and the lessons' (issue 37: the caption's whole-run "median 306.1 ms" stood unlabelled under the
 * legend's "median 298.0 ms … in the measurement window").
 */
export function describeDelay(run: RunData): string | null {
  const s = run.bottleneck?.data?.sojourn;
  const sorted = sortedDelays(run);
  if (!run.summary || !s) return null;
  if (!sorted) return 'Queueing delay at the bottleneck: no packet left the queue.';
  let maxAt = 0;
  for (let i = 1; i < s.length; i++) if (s.cols.delay[i] > s.cols.delay[maxAt]) maxAt = i;
  const link = bottleneckLink(run);
  const target = link ? targetDelayOf(link.queueKind, link.queueInfo.settings) : null;
  let targetWords = '';
  if (target !== null) {
    let above = 0;
    for (let i = 0; i < s.length; i++) if (s.cols.delay[i] > target) above++;
    targetWords = `; the discipline's target is ${ms(target)}, and ${((100 * above) / s.length).toFixed(0)} % of packets waited longer`;
  }
  const whole = `Queueing delay at the bottleneck, ${s.length} packets over the whole run: largest ${ms(s.cols.delay[maxAt])} at ${sec(s.cols.t[maxAt])}${targetWords}.`;
  const [p50, p99] = [metricById('link.queueDelayP50'), metricById('link.queueDelayP99')];
  const [median, tail] = [readMetric(p50, run.summary), readMetric(p99, run.summary)];
  const where = `In ${p50.window} (${figureSpan(p50, run.summary)})${p50.counts ? `, ${p50.counts}` : ''}`;
  const windowed = Number.isFinite(median) ? `${where}: median ${formatMetric(p50, median)}, 99th percentile ${formatMetric(p99, tail)}.` : `${where}: none.`;
  return `${whole} ${windowed}`;
}

export function delayTable(run: RunData): DataTable | null {
  const s = run.bottleneck?.data?.sojourn;
  if (!s) return null;
  const end = run.summary?.endTime ?? run.now;
  const { width, count } = timeBins(end);
  const per: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < s.length; i++) per[Math.min(count - 1, Math.floor(s.cols.t[i] / width))].push(s.cols.delay[i]);
  return {
    caption: `Queueing delay per ${width} s (ms)`,
    columns: ['from (s)', 'to (s)', 'packets', 'median (ms)', 'largest (ms)'],
    rows: per.map((d, k) => {
      const sorted = Float64Array.from(d).sort();
      return [...binLabel(k, width, end), String(d.length), d.length ? (quantile(sorted, 0.5) * 1000).toFixed(1) : '', d.length ? (sorted[sorted.length - 1] * 1000).toFixed(1) : ''];
    }),
  };
}

// ——— cwnd ———

interface CwndFacts {
  peak: number;
  peakT: number;
  end: number;
  cuts: number[];
}

function cwndFacts(run: RunData, i: number): CwndFacts | null {
  const c = run.flows[i].cwnd;
  if (c.length === 0 || !flowTracedOn(run.scenario.flows, i, PLOT.cwnd.id)) return null;
  let peak = 0;
  let peakT = 0;
  for (let k = 0; k < c.length; k++) if (c.cols.cwnd[k] > peak) [peak, peakT] = [c.cols.cwnd[k], c.cols.t[k]];
  // The catalogue's window cuts (window-cuts.ts), as the plot's note counts them: a step of the
  // line below 0.8 of the one before also caught the end of a recovery and Vegas's own steps down.
  return { peak, peakT, end: c.cols.cwnd[c.length - 1], cuts: windowCutTimes(run, i) };
}

export function describeCwnd(run: RunData): string | null {
  if (!run.summary) return null;
  const text = listFlows(run, (i) => {
    const f = cwndFacts(run, i);
    if (!f) return null;
    const cuts = f.cuts.length > 0 ? `; cut at ${listTimes(f.cuts)}` : '; never cut';
    return `peaked at ${kb(f.peak)} (${sec(f.peakT)}), ended at ${kb(f.end)}${cuts}`;
  });
  return text ? `cwnd per flow: ${text}.` : null;
}

export function cwndTable(run: RunData): DataTable | null {
  const rows = run.flows.flatMap((_, i) => {
    const f = cwndFacts(run, i);
    return f ? [[String(i + 1), (f.peak / 1000).toFixed(1), f.peakT.toFixed(1), (f.end / 1000).toFixed(1), String(f.cuts.length), f.cuts.length ? listTimes(f.cuts) : '']] : [];
  });
  return { caption: 'cwnd per flow', columns: ['flow', 'peak (kB)', 'peak at (s)', 'end (kB)', 'cuts', 'cut at'], rows };
}

// ——— Time–sequence ———

export function describeSeq(run: RunData): string | null {
  const s = run.summary;
  if (!s) return null;
  const text = listFlows(run, (i) => {
    const f = s.flows[i]?.summary;
    if (!f || s.flows[i].kind !== 'tcp') return null;
    return `sent ${f.dataPacketsSent} data packets, ${f.retransmittedPackets} retransmitted, ${f.timeouts} ${f.timeouts === 1 ? 'timeout' : 'timeouts'}${f.completed ? `, done after ${sec(f.elapsedTime)}` : ''}`;
  });
  return text ? `Time–sequence: ${text}.` : null;
}

export function seqTable(run: RunData): DataTable | null {
  const s = run.summary;
  if (!s) return null;
  const rows = s.flows.flatMap((fl, i) => {
    const f = fl.summary;
    if (fl.kind !== 'tcp') return [];
    return [[String(i + 1), String(f.dataPacketsSent), String(f.retransmittedPackets), String(f.timeouts), f.completed ? f.elapsedTime.toFixed(2) : '']];
  });
  return { caption: 'Time–sequence per TCP flow', columns: ['flow', 'data packets sent', 'retransmitted', 'timeouts', 'done after (s)'], rows };
}

// ——— Throughput ———

/** What the throughput plot draws, and the averages its words give: the summary table's goodput over each flow's active time. */
const ACTIVE_GOODPUT = metricById('flow.goodput') as FlowMetric;

export function describeThroughput(run: RunData): string | null {
  const s = run.summary;
  const src = run.seriesSource;
  if (!s || !src) return null;
  // What the plot draws: throughput, or goodput when chosen (lecturer-2045, confusion 4).
  const goodput = shownQuantity() === 'goodput';
  const bins = plotBins(src, run.flows.length, run.timeEnd, undefined, goodput);
  const lines = goodput ? bins?.goodput ?? null : bins?.throughput ?? null;
  const link = bottleneckLink(run);
  const text = listFlows(run, (i) => {
    const f = s.flows[i];
    // Web traffic has no per-flow line (flow-traces.ts).
    if (!f || !flowTracedOn(run.scenario.flows, i, PLOT.throughput.id)) return null;
    const b = lines?.[i];
    let peak = '';
    if (b && b.length > 0) {
      let k = 0;
      for (let j = 1; j < b.length; j++) if (b[j] > b[k]) k = j;
      peak = `peaks at ${fmtRate(b[k])} in ${binLabel(k, bins!.width, bins!.endTime).join('–')} s; `;
    }
    return `${peak}goodput ${formatMetric(ACTIVE_GOODPUT, readFlow(ACTIVE_GOODPUT, flowView(s, i)))} over ${rateWindowText(f.summary.activeWindow)}`;
  });
  if (!text) return null;
  const rate = link ? (goodput ? `, the bottleneck's rate ${fmtRate(link.rateBps)} dashed` : `, at most its rate ${fmtRate(link.rateBps)} plus one packet per bin`) : '';
  const what = bins ? `${goodput ? 'in-order bytes delivered' : 'bits leaving the bottleneck'} per ${bins.width} s bin${rate}` : 'not recorded for this run';
  const flows = `Averages are each flow's goodput over its own active time, the span in the summary table's "Rates over" column: ${text}.`;
  const total = goodput ? sumOfFlows(lines ?? [], (i) => flowTracedOn(run.scenario.flows, i, PLOT.throughput.id)) : bins?.total;
  if (drawsTotal(run) && bins && total && total.length > 0) {
    // Many flows: the plot draws one line, the bottleneck's whole output (throughput.ts drawsTotal).
    let hi = 0;
    let lo = 0;
    for (let j = 1; j < total.length; j++) {
      if (total[j] > total[hi]) hi = j;
      if (total[j] < total[lo]) lo = j;
    }
    const at = (k: number) => binLabel(k, bins.width, bins.endTime).join('–');
    const line = goodput ? `Goodput of all ${run.flows.length} flows together (${what}): one line, the system goodput per bin` : `Throughput of all ${run.flows.length} flows together (${what}): one line, every packet leaving the bottleneck`;
    return `${line}, highest ${fmtRate(total[hi])} in ${at(hi)} s, lowest ${fmtRate(total[lo])} in ${at(lo)} s. Per flow, in the table: ${flows}`;
  }
  return `${plotName(PLOT.throughput.id, shownQuantity())} per flow (${what}). ${flows}`;
}

export function throughputTable(run: RunData): DataTable | null {
  const src = run.seriesSource;
  const end = src?.endTime ?? run.now;
  const flows = run.flows.map((_, i) => i).filter((i) => flowTracedOn(run.scenario.flows, i, PLOT.throughput.id));
  const quantity = shownQuantity();
  const series = QUANTITY_SERIES[quantity];
  const bins = src ? plotBins(src, run.flows.length, Math.max(end, 1e-3), TABLE_BINS, quantity === 'goodput') : null;
  if (flows.length === 0 || !bins) return null;
  const count = Math.max(1, Math.ceil(end / bins.width - 1e-9));
  const lines = quantity === 'goodput' ? bins.goodput ?? [] : bins.throughput;
  const value = (i: number, k: number) => lines[i]?.[k] ?? 0;
  // One unit for the whole table (the catalogue's column rule), named in each flow's head.
  const unit = displayUnit('rate', flows.flatMap((i) => Array.from({ length: count }, (_, k) => value(i, k))), 1);
  return {
    caption: `${series.short} per ${bins.width} s: ${series.label}, each bin's mean`,
    columns: ['from (s)', 'to (s)', ...flows.map((i) => withUnit(`flow ${i + 1}`, unit.unit))],
    rows: Array.from({ length: count }, (_, k) => [...binLabel(k, bins.width, end), ...flows.map((i) => formatInUnit(value(i, k), unit))]),
  };
}

// ——— Packet by packet ———

/** Drops and marks at the bottleneck by reason: count and first instants. */
function eventsByReason(run: RunData): { label: string; times: number[] }[] {
  const ev = run.bottleneck?.data?.events;
  if (!ev) return [];
  const by = new Map<number, number[]>();
  for (let i = 0; i < ev.length; i++) {
    const k = ev.cols.kind[i];
    if (!DROP_REASONS[k]) continue;
    let list = by.get(k);
    if (!list) by.set(k, (list = []));
    list.push(ev.cols.t[i]);
  }
  return [...by].map(([k, times]) => ({ label: dropCountName(DROP_REASONS[k]), times }));
}

export function describeMechanism(run: RunData): string | null {
  const p = run.bottleneck?.data?.packets;
  if (!run.summary || !p) return null;
  const from = Number.isNaN(p.windowStart) ? 0 : p.windowStart;
  const kept = p.length > 0 ? `replays ${p.length} packet events from ${sec(from)} to ${sec(run.summary.endTime)}` : 'has no packet events to replay';
  const reasons = eventsByReason(run).map((r) => `${r.times.length} ${r.label} (first at ${listTimes(r.times.slice(0, 3)).replace(/ and \d+ more times$/, '')})`);
  return `The bottleneck, packet by packet: the animation ${kept}${reasons.length ? `; ${reasons.join(', ')}` : '; no packet was dropped or marked'}.`;
}

export function mechanismTable(run: RunData): DataTable | null {
  const rows = eventsByReason(run).map((r) => [r.label, String(r.times.length), r.times[0].toFixed(3), r.times[r.times.length - 1].toFixed(3)]);
  return { caption: 'Drops and marks at the bottleneck', columns: ['what', 'packets', 'first at (s)', 'last at (s)'], rows };
}

// ——— The discipline's own panel (its gauges against its thresholds) ———

interface GaugeCrossing {
  gauge: string;
  threshold: string;
  level: number;
  times: number[];
}

/** When each of the discipline's queue-scale gauges (RED's average) rises above each of its thresholds. */
function gaugeCrossings(run: RunData): GaugeCrossing[] | null {
  const link = bottleneckLink(run);
  const q = run.bottleneck?.data?.queue;
  if (!link || !q) return null;
  const d = queueDiscipline(link.queueKind);
  const out: GaugeCrossing[] = [];
  for (const g of d.gauges) {
    const v = q.cols[g.key];
    if (g.scale !== 'queue' || !v) continue;
    for (const th of d.thresholds) {
      const level = link.queueInfo.thresholds[th.key];
      if (typeof level !== 'number') continue;
      out.push({ gauge: g.label, threshold: th.label, level, times: risesTo(q.cols.t, v, q.length, level, level * LIMIT_HYSTERESIS) });
    }
  }
  return out;
}

export function describeDisciplinePanel(run: RunData): string | null {
  const link = bottleneckLink(run);
  if (link && queueDiscipline(link.queueKind).panel === 'probabilities') return describeProbabilities(run);
  if (link && queueDiscipline(link.queueKind).panel === 'delay-law') return describeDelayLaw(run);
  const crossings = gaugeCrossings(run);
  if (!link || !crossings) return null;
  const d = queueDiscipline(link.queueKind);
  if (crossings.length === 0) return `${d.label} has no gauge to draw against thresholds.`;
  const parts = crossings.map((c) => `${c.gauge} ${c.times.length ? `rises above ${c.threshold} (${c.level}) at ${listTimes(c.times)}` : `stays below ${c.threshold} (${c.level})`}`);
  return `${d.label}: ${parts.join('; ')}.`;
}

const percentText = (p: number) => `${+(p * 100).toPrecision(3)} %`;

/** The probability gauges over the whole run (the time axis's length does not change the figures). */
function probabilityStats(run: RunData) {
  return probabilityPaths(run, run.timeEnd, { w: 100, h: 100, m: { left: 0, right: 0, top: 0, bottom: 0 } }, Math.max(run.timeEnd, 1e-9)).lines;
}

function describeProbabilities(run: RunData): string | null {
  const link = bottleneckLink(run);
  if (!link) return null;
  const lines = probabilityStats(run);
  const label = queueDiscipline(link.queueKind).label;
  if (lines.length === 0) return `${label}: no probability was recorded.`;
  const parts = lines.map((l) => `${l.gauge.label} averages ${percentText(l.mean)} over the whole run (0 to ${run.timeEnd.toFixed(1)} s), highest ${percentText(l.max)} at ${l.maxAt.toFixed(1)} s, ${percentText(l.now)} at the end`);
  return `${label}: ${parts.join('; ')}.`;
}

export function disciplinePanelTable(run: RunData): DataTable | null {
  const link = bottleneckLink(run);
  if (link && queueDiscipline(link.queueKind).panel === 'probabilities') {
    return {
      caption: `${queueDiscipline(link.queueKind).label}'s probabilities over the whole run (time-weighted mean)`,
      columns: ['probability', 'mean over the run', 'highest', 'first at (s)', 'at the end'],
      rows: probabilityStats(run).map((l) => [l.gauge.label, percentText(l.mean), percentText(l.max), l.maxAt.toFixed(2), percentText(l.now)]),
    };
  }
  if (link && queueDiscipline(link.queueKind).panel === 'delay-law') return delayLawTable(run);
  const crossings = gaugeCrossings(run);
  if (!crossings) return null;
  return {
    caption: 'The discipline’s gauges against its thresholds',
    columns: ['gauge', 'threshold', 'level', 'rises above it at (s)'],
    rows: crossings.map((c) => [c.gauge, c.threshold, String(c.level), c.times.map((t) => t.toFixed(1)).join(', ')]),
  };
}
