import { columnFormat, type ColumnFormat, findMetric, formatMetric, labelOn, rateReference, readMetric } from '../sim-core/metric-catalogue/registry';
import { FAMILY_RATIOS, familyOfLabel } from '../sim-core/tcp/registry';
import type { Metric } from '../sim-core/metric-catalogue/metric';
import type { SimResult } from '../sim-core/scenario/result';
import type { Scenario } from '../sim-core/scenario/schema';
import { findPreset, type HeadlineRef } from '../sim-core/scenario/presets';

export type { HeadlineRef } from '../sim-core/scenario/presets';

/**
 * Headline numbers: the few catalogue figures that tell a scenario's story ("the voice flow's
 * one-way delay", "system goodput"), shown large in presentation mode, as the first rows of the
 * A/B table and in an exported figure's caption. A preset or a lesson step declares them once
 * (`headlines` in its data); otherwise they are derived from the scenario (defaultHeadlines).
 * Values and their text come from the metric catalogue only, so a headline reads exactly as the
 * summary table and the CSV have it.
 */

/** At most this many: a strip a hall can read at a glance. */
export const MAX_HEADLINES = 4;

/** The whole system's goodput: always one of the A/B table's first rows. */
export const SYSTEM_GOODPUT: HeadlineRef = { metric: 'run.systemGoodput' };

/** A headline resolved against a scenario: its catalogue entry and the flow (0-based) it reads. */
export interface Headline {
  ref: HeadlineRef;
  metric: Metric;
  /** Flow index (0-based) for flow metrics, else undefined. */
  flowIndex?: number;
  /** "Flow 5 (voice): one-way delay, mean" / "System goodput" (tables, captions). */
  label: string;
  /** "Flow 5 (voice) one-way delay" / "System goodput": the catalogue's short name (the projected strip). */
  short: string;
}

/** Why a declared headline cannot be shown (unknown metric, no such flow), or null when it can. */
export function headlineProblem(ref: HeadlineRef, flowCount: number): string | null {
  const m = findMetric(ref.metric);
  if (!m) return `there is no metric "${ref.metric.slice(0, 60)}"`;
  if (m.scope === 'variant') return `"${m.id}" needs a TCP variant; a headline cannot name one`;
  if (m.scope === 'flow' && ref.flow === undefined) return `"${m.id}" is a figure of one flow: say which (flow: 1…${flowCount})`;
  if (m.scope !== 'flow' && ref.flow !== undefined) return `"${m.id}" is not a figure of one flow: leave out "flow"`;
  if (ref.flow !== undefined && (!Number.isInteger(ref.flow) || ref.flow < 1 || ref.flow > flowCount)) return `flow ${ref.flow} does not exist (flows 1…${flowCount})`;
  return null;
}

function hasLinkLoss(sc: Scenario): boolean {
  const t = sc.topology;
  if (t.kind === 'dumbbell') return t.bottleneck.loss !== undefined;
  if (t.kind === 'graph') return t.links.some((l) => l.loss !== undefined);
  return false;
}

/**
 * The headlines a scenario tells its story with when none are declared: a voice (UDP) flow's
 * delay; a lossy link's system goodput; a late finite transfer's completion time; web traffic's
 * response time; long flows' goodput, fairness and queueing delay.
 */
export function defaultHeadlines(sc: Scenario): HeadlineRef[] {
  const flows = sc.flows;
  const udp = flows.findIndex((f) => f.kind === 'cbr');
  if (udp >= 0) return [{ metric: 'flow.oneWayDelayMean', flow: udp + 1 }, { metric: 'flow.oneWayLateShare', flow: udp + 1 }, { metric: 'link.utilization' }];
  if (hasLinkLoss(sc)) return [SYSTEM_GOODPUT, { metric: 'link.utilization' }, { metric: 'run.linkLosses' }];
  if (flows.some((f) => f.kind === 'web')) return [{ metric: 'web.medianResponse' }, { metric: 'link.utilization' }, { metric: 'link.queueDelayMean' }];
  // The finite TCP transfer that starts last (the "late flow"), when one starts after another.
  let late = -1;
  flows.forEach((f, i) => {
    if (f.kind === 'tcp' && f.bytes !== null && (late < 0 || f.start > flows[late].start)) late = i;
  });
  if (late >= 0 && flows.some((f, i) => i !== late && f.start < flows[late].start)) return [{ metric: 'flow.elapsed', flow: late + 1 }, { metric: 'link.utilization' }, { metric: 'link.queueDelayMean' }];
  if (late >= 0) return [{ metric: 'flow.elapsed', flow: late + 1 }, { metric: 'link.utilization' }];
  // Long flows of two families a result ratio sets side by side (Vegas and Reno): that ratio leads,
  // whoever loaded the scenario. Only the lesson step declared it, so closing the lesson dropped
  // "Vegas goodput / Reno goodput" from At a glance mid-question (phone-2045, confusion 10). System
  // goodput gives it its place: A/B adds that row anyway, Explore's glance its total.
  const ratio = familyRatioOf(sc);
  if (ratio) return [{ metric: ratio }, { metric: 'link.utilization' }, { metric: 'run.jainActiveGoodput' }, { metric: 'link.queueDelayMean' }];
  return [SYSTEM_GOODPUT, { metric: 'link.utilization' }, { metric: 'run.jainActiveGoodput' }, { metric: 'link.queueDelayMean' }];
}

/** The first family ratio (tcp/registry.ts FAMILY_RATIOS) both of whose families have a flow in the scenario, or null. */
export function familyRatioOf(sc: Pick<Scenario, 'flows'>): string | null {
  const families = new Set(sc.flows.map((f) => ('variant' in f ? familyOfLabel(f.variant) : null)));
  return FAMILY_RATIOS.find((r) => families.has(r.over.family) && families.has(r.under.family))?.id ?? null;
}

/** The declared headlines (of a lesson step, else of the preset), else the scenario's default. */
export function headlineRefs(sc: Scenario, preset: string | null, declared?: readonly HeadlineRef[]): readonly HeadlineRef[] {
  const own = declared ?? (preset !== null ? findPreset(preset)?.headlines : undefined);
  // A preset's flow numbers no longer hold once flows were removed: fall back to the derived ones.
  if (own && own.every((h) => headlineProblem(h, sc.flows.length) === null)) return own.slice(0, MAX_HEADLINES);
  return defaultHeadlines(sc).slice(0, MAX_HEADLINES);
}

/** The refs with system goodput added when they lack it (A/B rows and the A/B strip always show it). */
export function withSystemGoodput(refs: readonly HeadlineRef[]): HeadlineRef[] {
  return refs.some((r) => r.metric === SYSTEM_GOODPUT.metric) ? [...refs] : [...refs, SYSTEM_GOODPUT];
}

/** "Flow 2 (Reno1)": a flow numbered from 1, with its name. */
export function flowLabel(sc: Pick<Scenario, 'flows'>, i: number): string {
  const name = sc.flows[i]?.name;
  return `Flow ${i + 1}${name ? ` (${name})` : ''}`;
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Resolve refs against a scenario: catalogue entry, flow and a label; refs that cannot be shown are left out. */
export function resolveHeadlines(sc: Pick<Scenario, 'flows'>, refs: readonly HeadlineRef[]): Headline[] {
  const out: Headline[] = [];
  for (const ref of refs) {
    if (headlineProblem(ref, sc.flows.length) !== null) continue;
    const metric = findMetric(ref.metric)!;
    const flowIndex = ref.flow === undefined ? undefined : ref.flow - 1;
    // Labelled for this scenario's flows (labelOn), as the A/B table labels it: the slide and strip said "TCP and UDP flows" of a TCP-only run (phone-2235, confusion 12).
    const named = labelOn(metric, [sc]);
    const label = flowIndex === undefined ? capital(named) : `${flowLabel(sc, flowIndex)}: ${named}`;
    const short = flowIndex === undefined ? metric.short : `${flowLabel(sc, flowIndex)} ${metric.short.toLowerCase()}`;
    out.push({ ref, metric, flowIndex, label, short });
  }
  return out;
}

/** A headline's value in a run (stored unit), NaN where it does not apply. */
export function readHeadline(h: Headline, r: SimResult): number {
  if (h.flowIndex !== undefined && h.flowIndex >= r.flows.length) return Number.NaN;
  return readMetric(h.metric, r, h.flowIndex === undefined ? {} : { flow: h.flowIndex });
}

/** A headline's value as every table shows it (the catalogue's formatting). */
export function headlineText(h: Headline, r: SimResult): string {
  return formatMetric(h.metric, readHeadline(h, r));
}

/**
 * A headline's one display unit over the runs it stands for (A and B under one label share it):
 * the presentation strip names the unit in the label and shows plain numbers, as every table does.
 */
export function headlineColumn(h: Headline, runs: readonly (SimResult | null | undefined)[]): ColumnFormat {
  return columnFormat(h.metric, runs.map((r) => (r ? readHeadline(h, r) : Number.NaN)), rateReference(runs));
}

/**
 * The headlines as a figure's caption says them, one part each: "System goodput 9.55 Mbit/s",
 * or with two runs "System goodput A 9.55 Mbit/s, B 9.14 Mbit/s" (the caption joins them with " · ").
 */
export function headlineParts(hs: readonly Headline[], a: SimResult, b?: SimResult): string[] {
  return hs.map((h) => (b ? `${h.label} A ${headlineText(h, a)}, B ${headlineText(h, b)}` : `${h.label} ${headlineText(h, a)}`));
}
