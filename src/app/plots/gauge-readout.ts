import { DROP_REASONS, dropCountName, figureSpan, formatMetric, type GaugeInfo, type GaugeRunContext, metricById, queueDiscipline, readMetric } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import type { RunData } from '../results/run-data';
import { gaugeLine, gaugeValue } from '../plot-base/gauge-line';

/** One line of the discipline's state: a gauge's label and its value as text. */
export interface GaugeLine {
  key: string;
  label: string;
  text: string;
  /** The whole line as read: the plain phrase, the value, then the paper's name ("drop probability now 0.00 % (p_a)"). */
  line: string;
  /** The paper's name, when the label is a plain phrase. */
  symbol?: string;
  /** The gauge's glossary term (what the readout's tooltip explains it with). */
  glossary: string;
  /** The value alone ("0.00 %"), and what a puzzling reading means, if anything (GaugeInfo.says). */
  value: string;
  says: string | null;
  /** The reading a state line shows first (GaugeInfo.headline; else the first). */
  headline: boolean;
}

/** A gauge value for reading: percent, whole count, a time (ms below a second), or yes/no. */
export function formatGauge(scale: GaugeInfo['scale'], v: number): string {
  if (!Number.isFinite(v)) return '—';
  switch (scale) {
    case 'probability':
      return `${(v * 100).toFixed(2)} %`;
    case 'count':
      return String(Math.round(v));
    case 'seconds':
      return Math.abs(v) < 1 ? `${(v * 1000).toFixed(1)} ms` : `${v.toFixed(3)} s`;
    case 'queue':
      return v.toFixed(1);
    case 'state':
      return v ? 'yes' : 'no';
  }
}

/**
 * The bottleneck discipline's internal state at time `t` (its gauges off the queue axis: CoDel's
 * dropping state, count, next drop, sojourn; PIE's probability), read from the recorded queue
 * series: the last row at or before t. Empty when the run has no such gauges or no series.
 */
export function gaugeLines(run: RunData | null, t: number): GaugeLine[] {
  const s = run?.summary;
  const kind = s?.links[s.aggregate.bottleneck]?.queueKind;
  const q = run?.bottleneck?.data?.queue;
  if (!kind || !q || q.length === 0) return [];
  const gauges = queueDiscipline(kind).gauges.filter((g) => g.scale !== 'queue' && q.cols[g.key]);
  if (gauges.length === 0) return [];
  const row = Number.isFinite(t) ? Math.max(0, q.lowerBound(t + 1e-12) - 1) : q.length - 1;
  const at = (key: string) => q.cols[key]?.[row] ?? Number.NaN;
  const context = gaugeContext(run, Number.isFinite(t) ? t : run.now);
  // A reading that means nothing in this row is left out (CoDel's next drop while not dropping).
  const shown = gauges.filter((g) => g.meaningful?.(at) !== false);
  const first = shown.find((g) => g.headline) ?? shown[0];
  return shown.map((g) => {
    const says = g.says?.(at(g.key), at, context) ?? null;
    const value = formatGauge(g.scale, at(g.key));
    return { key: g.key, label: g.label, symbol: g.symbol, text: gaugeValue(g, value, says), line: gaugeLine(g, value, says), glossary: g.glossary, value, says, headline: g === first };
  });
}

/**
 * What a gauge's words read beyond its row (GaugeInfo.says): the bottleneck discipline's thresholds
 * at time t (the recorded ones where they follow the flow count, else the configured ones) and its
 * settings (the run's report, then the scenario's queue).
 */
function gaugeContext(run: RunData, t: number): GaugeRunContext {
  const info = run.summary?.links[run.summary.aggregate.bottleneck]?.queueInfo;
  const th = run.bottleneck?.data?.thresholds;
  const spec: Record<string, unknown> = { ...(getBottleneck(run.scenario)?.queue ?? {}), ...(info?.settings ?? {}) };
  const setting = (key: string) => spec[key];
  if (info?.dynamicThresholds && th && th.length > 0) {
    const row = Math.max(0, th.lowerBound(t + 1e-12) - 1);
    return { threshold: (key) => th.cols[key]?.[row] ?? Number.NaN, setting };
  }
  return { threshold: (key) => info?.thresholds[key] ?? Number.NaN, setting };
}

/** The catalogue's figure for "how often did the queue drop": its drop rate. */
const DROP_RATE = 'link.dropRate';

/** The catalogue's drop rate at the run's bottleneck, with the summary and metric it was read from; null without one. */
function bottleneckDropRate(run: Pick<RunData, 'summary'> | null) {
  const s = run?.summary;
  if (!s || !s.links[s.aggregate.bottleneck]) return null;
  const m = metricById(DROP_RATE);
  const v = readMetric(m, s);
  return Number.isFinite(v) ? { s, m, v } : null;
}

/**
 * How often the queue dropped, in one plain sentence under its state line: "drop probability now
 * 0.00 %" beside "early drops 130" still read as "RED never dropped" (phone-1130 steps 10, 21);
 * the reading is of one moment, this is the run's answer (the catalogue's drop rate, over its span).
 */
export function dropRateSentence(run: Pick<RunData, 'summary'> | null): string {
  const rate = bottleneckDropRate(run);
  if (!rate) return '';
  const { s, m, v } = rate;
  return `How often the queue dropped: ${formatMetric(m, v)} of the packets that arrived in ${figureSpan(m, s)} (${m.label}: every flow, every reason).`;
}

/**
 * What the queue did over the run, for the state lines to lead with at its end: the queue's drops
 * by reason, the discipline's own first, and its drop rate, the catalogue's counts and rate over
 * the same span: "In 1.9–100 s: 130 early drops and 31 overflow drops, 2.15 % of the packets that
 * arrived (drop rate: every flow, every reason)." Led by "drop probability now 0.00 %", two phone students in
 * two rounds read RED as idle beside "early drops 130" (phone-1540 step 11, phone-1740 step 12).
 */
export function runDropsSentence(run: Pick<RunData, 'summary'> | null): string {
  const rate = bottleneckDropRate(run);
  if (!rate) return '';
  const { s, m, v } = rate;
  const counts = [...DROP_REASONS]
    .filter((r) => r.queueDrop)
    .sort((a, b) => Number(a.id === 'overflow') - Number(b.id === 'overflow'))
    .map((r) => ({ r, n: readMetric(`link.drops.${r.id}`, s) }))
    .filter(({ n }) => n > 0)
    .map(({ r, n }) => `${n} ${n === 1 ? r.name : dropCountName(r)}`);
  const what = counts.length === 0 ? 'no drops' : counts.length === 1 ? counts[0] : `${counts.slice(0, -1).join(', ')} and ${counts[counts.length - 1]}`;
  return `In ${figureSpan(m, s)}: ${what}, ${formatMetric(m, v)} of the packets that arrived (${m.label}: every flow, every reason).`;
}

/** The reading is of the run's end (the run complete, no earlier cursor): the state lines then lead with the run's drops (runDropsSentence). */
export function readAtRunEnd(run: Pick<RunData, 'done' | 'now'> | null, t: number): boolean {
  return !!run?.done && !(Number.isFinite(t) && t < run.now - 1e-9);
}

/**
 * When the state lines are read, in words: the replay's cursor, the run's end, or as far as it is
 * computed. "drop probability now 0.00 %" beside the legend's "early drops 130" read oddly until
 * a student guessed "now" meant the end of the run (phone-1030, step 9): the line says it.
 */
export function readingTimeWords(run: Pick<RunData, 'done' | 'now'> | null, t: number): string {
  if (!run) return '';
  if (Number.isFinite(t) && t < run.now - 1e-9) return `at the cursor, ${t.toFixed(2)} s`;
  return run.done ? `at the run's end, ${run.now.toFixed(2)} s` : `at ${run.now.toFixed(2)} s, as far as computed`;
}
