import { headlineRefs } from '../../headlines/headlines';
import { metricById, parseValues, REPLICATED_METRICS, REPLICATED_RUN_METRICS, type ReplicatedMetric, type Scenario } from '../../sim-core';
import { defaultConfigs, planSweep, rolesFor } from './sweep-configs';
import { metricForFlow } from './sweep-metric';
import { defaultValuesText, toStored, type ParamOption } from './sweep-params';
import { DEFAULT_SWEEP } from './sweep-store';

/** What a sweep varies and shows when the user has not chosen: the parameter, its values (in the shown unit), the metric and its flow. */
export interface SweepDefaults {
  param: string;
  valuesText: string;
  metric: ReplicatedMetric;
  /** Index of the flow the metric reads (-1: the late flow with roles, else the last). */
  flow: number;
  /** Replications per value: the usual 20, fewer for a preset shown live (LIVE_SIZED_REPLICATIONS). */
  replications: number;
}

/**
 * Presets demonstrated live whose default sweep must fit a lecture: the lossy Wi-Fi demo's 50 flows
 * over 100 s make each run take seconds, and 6 error rates × 2 queues × 20 replications (240 runs)
 * took about ten minutes (lecturer trial 02:20). Three replications (36 runs, under a minute and a
 * half) already show RED a megabit per second behind at every error rate. Its control pair (no Wi-Fi
 * errors, lecturer-2045) has the same 50 flows over 100 s.
 */
const LIVE_SIZED_REPLICATIONS: Readonly<Record<string, number>> = { 'wifi-red': 3, 'wifi-droptail': 3, 'wifi-noerrors-red': 3, 'wifi-noerrors-droptail': 3 };

/** The replications a scenario's default sweep runs (its preset's name, or '' / null for none). */
export function defaultReplications(preset: string | null): number {
  return (preset ? LIVE_SIZED_REPLICATIONS[preset] : undefined) ?? DEFAULT_SWEEP.replications;
}

const SWEEPABLE = new Set<string>([...REPLICATED_METRICS, ...REPLICATED_RUN_METRICS]);

/**
 * The metric a scenario's story is told by: its headlines (src/headlines: a preset's declared ones,
 * else those derived from the scenario; the same the presentation strip and A/B's first rows
 * show), the first that a sweep can summarise and that exists for its flow: seed 003's system
 * goodput, the voice presets' one-way delay of the voice flow, seed 000's completion time of the
 * late flow. Else one defined for every scenario: the late flow's completion time where the
 * scenario has seed 000's roles, else the system goodput. (Two trials: Sweep opened on the
 * elapsed time of a flow that never ends, and said it fell back.)
 */
export function defaultMetric(sc: Scenario, preset: string | null): { metric: ReplicatedMetric; flow: number } {
  for (const h of headlineRefs(sc, preset)) {
    if (!SWEEPABLE.has(h.metric)) continue;
    if (metricById(h.metric).scope !== 'flow') return { metric: h.metric as ReplicatedMetric, flow: -1 };
    const flow = (h.flow ?? sc.flows.length) - 1;
    if (flow >= 0 && flow < sc.flows.length && !metricForFlow(h.metric, sc.flows[flow]).replaced) return { metric: h.metric as ReplicatedMetric, flow };
  }
  const roles = rolesFor(sc);
  if (roles) return { metric: 'flow.elapsed' as ReplicatedMetric, flow: roles.lateFlow };
  return { metric: 'run.systemGoodput' as ReplicatedMetric, flow: -1 };
}

/**
 * The setting to vary first: the late flow's start where the metric is its completion time (the
 * thesis's Test A); else the link's error rate where the scenario loses packets on a link (the
 * wireless studies: "sweep it in Sweep"); else the bottleneck's buffer (bufferbloat, the queue
 * studies); else the last flow's start.
 */
export function defaultParam(sc: Scenario, metric: { metric: string; flow: number }, options: readonly ParamOption[]): ParamOption | undefined {
  const has = (path: string) => options.find((o) => o.path === path);
  const roles = rolesFor(sc);
  const late = metric.metric === 'flow.elapsed' ? has(`flows.${metric.flow >= 0 ? metric.flow : (roles?.lateFlow ?? sc.flows.length - 1)}.start`) : undefined;
  return late ?? options.find((o) => /\.(per|perOn)$/.test(o.path)) ?? options.find((o) => o.path.endsWith('.limit') && !o.onlyFor) ?? has(`flows.${sc.flows.length - 1}.start`) ?? options[0];
}

/** The whole default sweep of a scenario (and the preset it is, if it is one). */
export function sweepDefaults(sc: Scenario, preset: string | null, options: readonly ParamOption[]): SweepDefaults | null {
  const m = defaultMetric(sc, preset);
  const p = defaultParam(sc, m, options);
  if (!p) return null;
  return { param: p.path, valuesText: acceptedValuesText(sc, preset, p, defaultValuesText(p.path, sc, p)), metric: m.metric, flow: m.flow, replications: defaultReplications(preset) };
}

/**
 * The proposed values that every default configuration accepts: a buffer sweep from a 32nd of
 * the buffer proposed sizes below RED's max_th, and the Sweep tab refused its own proposal before
 * the student had changed anything (26 of the 88 presets; cubic-vs-reno's buffers 3–50 against
 * the RED configuration's max_th of 75). A value some configuration refuses is left out; typed
 * by hand it is still refused with the configuration's reason.
 */
function acceptedValuesText(sc: Scenario, preset: string | null, p: ParamOption, text: string): string {
  if (text === '') return text;
  const configs = defaultConfigs(sc, preset);
  const accepted = text.split(',').filter((shown) => {
    try {
      const values = parseValues(shown).map((v) => toStored(v, p));
      planSweep({ configs, param: p.path, values, replications: 1, firstSeed: 1, jitter: null }, sc);
      return true;
    } catch {
      return false;
    }
  });
  return accepted.join(',');
}
