import { LEAF_QUEUE_DISCIPLINES, valueAt, type QueueDiscipline, type Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { lossSweepOptions } from '../../scenario-edit/link-errors';
import { FlowName } from '../util/flow-name';

/** A numeric setting a sweep can vary: its path in the scenario and how to call it. */
export interface ParamOption {
  path: string;
  label: string;
  /** Only configurations of this discipline have the setting (e.g. RED's thresholds); others are run unchanged. */
  onlyFor?: string;
}

/** The settings offered for sweeping, read from the current scenario. */
export function sweepParamOptions(sc: Scenario): ParamOption[] {
  const out: ParamOption[] = sc.flows.map((f, i) => ({ path: `flows.${i}.start`, label: `${FlowName(i, f.name)} start, s` }));
  sc.flows.forEach((f, i) => {
    if (f.kind === 'tcp' && f.bytes !== null) out.push({ path: `flows.${i}.bytes`, label: `${FlowName(i, f.name)} size, bytes` });
  });
  const b = getBottleneck(sc);
  if (b) {
    const t = sc.topology.kind;
    const linkPath = t === 'testbed' ? 'topology' : 'topology.bottleneck';
    out.push({ path: `${b.queuePath}.limit`, label: `Buffer, ${b.queue.unit}` });
    out.push({ path: `${linkPath}.delay`, label: `Bottleneck delay, s${t === 'testbed' ? ' (per link)' : ''}` });
    out.push({ path: t === 'testbed' ? 'topology.bottleneckRate' : 'topology.bottleneck.rate', label: 'Bottleneck rate, bit/s' });
    // Each leaf discipline's headline parameters (its sliders in the registry).
    const seen = new Set<string>();
    for (const d of LEAF_QUEUE_DISCIPLINES as unknown as readonly QueueDiscipline[])
      for (const p of d.params) {
        if (p.kind !== 'number' || p.editor !== 'slider' || seen.has(p.key)) continue;
        seen.add(p.key);
        out.push({ path: `${b.queuePath}.${p.key}`, label: `${d.label} ${p.label}`, onlyFor: d.label });
      }
  }
  // The loss models the scenario has (packet error rate, on/off channel) and the window cap.
  out.push(...lossSweepOptions(sc));
  return out;
}

/** Three significant digits, whole numbers where the setting is whole (a buffer, a size). */
function round(x: number, whole: boolean): number {
  return whole ? Math.max(1, Math.round(x)) : Number(x.toPrecision(3));
}

/**
 * Values to sweep that follow the chosen setting's range and unit (issue 37: the values stayed
 * "0:7:0.5", flow start times, after the setting changed to the buffer in packets). A flow's
 * start: 0 to half the run. A setting at 0 (a packet error rate): small steps up from it. Any
 * other: a quarter of it to four times it around the scenario's own value, whole numbers for
 * whole settings, probabilities and shares kept ≤ 1.
 */
export function defaultValuesText(path: string, sc: Scenario): string {
  if (/^flows\.\d+\.start$/.test(path)) {
    const to = Math.max(1, Math.min(10, Math.round(sc.duration / 2)));
    return `0:${to}:${to <= 4 ? 0.25 : to <= 7 ? 0.5 : 1}`;
  }
  const v = valueAt(sc, path);
  if (typeof v !== 'number' || !Number.isFinite(v)) return '';
  const share = /(maxP|per|probability|loss|rate)$/i.test(path) && v <= 1;
  if (v === 0) return share ? '0,0.001,0.005,0.01' : '0,1,2,5';
  const whole = Number.isInteger(v) && v >= 1;
  const values = [v / 4, v / 2, v, v * 2, v * 4].filter((x) => !share || x <= 1).map((x) => round(x, whole));
  return [...new Set(values)].join(',');
}

/**
 * A configuration's description without the setting the sweep varies (issue 37: "buffer 20
 * packets" beside boxes whose buffer ran from 5 to 80): the varied part reads "(swept)".
 */
export function withoutSwept(description: string, path: string): string {
  const key = path.split('.').pop() ?? '';
  const NUM = String.raw`\d+(?:\.\d+)?`;
  const patterns: Record<string, RegExp> = {
    limit: new RegExp(String.raw`buffer ${NUM} (packets|bytes)`),
    maxP: new RegExp(String.raw`max_p ${NUM}`),
    minTh: new RegExp(String.raw`${NUM}–${NUM} (packets|bytes)`),
    maxTh: new RegExp(String.raw`${NUM}–${NUM} (packets|bytes)`),
  };
  const names: Record<string, string> = { limit: 'buffer (swept)', maxP: 'max_p (swept)', minTh: 'thresholds (swept)', maxTh: 'thresholds (swept)' };
  const re = patterns[key];
  return re ? description.replace(re, names[key]) : description;
}
