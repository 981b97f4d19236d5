import { LEAF_QUEUE_DISCIPLINES, valueAt, type QueueDiscipline, type Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { lossSweepOptions } from '../../scenario-edit/link-errors';
import { FlowName } from '../util/flow-name';

/**
 * A numeric setting a sweep can vary: its path in the scenario, how to call it, and the unit the
 * editor shows it in (typed and shown values are in that unit: a delay in ms, a rate in kbit/s, a
 * packet error rate in %; the scenario stores s, bit/s and a fraction, converted at the boundary
 * by `toStored` and `toShown`). A trial found delay in s and PER as a fraction in Sweep beside
 * ms and % in the editor.
 */
export interface ParamOption {
  path: string;
  /** The setting's name without its unit ("Bottleneck delay"). */
  name: string;
  /** Name and unit, as the menu, the axis and the table show it ("Bottleneck delay, ms"). */
  label: string;
  /** The shown unit ('' for a plain number such as max_p). */
  unit: string;
  /** Shown = stored × scale. */
  scale: number;
  /** Only configurations of this discipline have the setting (e.g. RED's thresholds); others are run unchanged. */
  onlyFor?: string;
}

function option(path: string, name: string, unit: string, scale = 1, onlyFor?: string): ParamOption {
  return { path, name, label: unit ? `${name}, ${unit}` : name, unit, scale, ...(onlyFor ? { onlyFor } : {}) };
}

/** A shown value in the stored unit, without the float noise of the division (0.1 % → 0.001, not 0.0010000000000000002). */
export function toStored(shown: number, o: Pick<ParamOption, 'scale'>): number {
  return o.scale === 1 ? shown : Number((shown / o.scale).toPrecision(12));
}

/** A stored value in the shown unit (0.001 → 0.1 %), without float noise. */
export function toShown(stored: number, o: Pick<ParamOption, 'scale'>): number {
  return o.scale === 1 ? stored : Number((stored * o.scale).toPrecision(12));
}

/** How a setting not (or no longer) in the scenario is shown: its path, in the stored unit. */
export function unknownOption(path: string): ParamOption {
  return option(path, path, '');
}

/** The settings offered for sweeping, read from the current scenario. */
export function sweepParamOptions(sc: Scenario): ParamOption[] {
  const out: ParamOption[] = sc.flows.map((f, i) => option(`flows.${i}.start`, `${FlowName(i, f.name)} start`, 's'));
  sc.flows.forEach((f, i) => {
    if (f.kind === 'tcp' && f.bytes !== null) out.push(option(`flows.${i}.bytes`, `${FlowName(i, f.name)} size`, 'bytes'));
  });
  const b = getBottleneck(sc);
  if (b) {
    const t = sc.topology.kind;
    const linkPath = t === 'testbed' ? 'topology' : 'topology.bottleneck';
    // The editor's units (BottleneckEditor: rate in kbit/s, delay in ms).
    out.push(option(`${b.queuePath}.limit`, 'Buffer', b.queue.unit));
    out.push(option(`${linkPath}.delay`, `Bottleneck delay${t === 'testbed' ? ' (per link)' : ''}`, 'ms', 1e3));
    out.push(option(t === 'testbed' ? 'topology.bottleneckRate' : 'topology.bottleneck.rate', 'Bottleneck rate', 'kbit/s', 1e-3));
    // Each leaf discipline's headline parameters (its sliders in the registry), in the editor's display unit.
    const seen = new Set<string>();
    for (const d of LEAF_QUEUE_DISCIPLINES as unknown as readonly QueueDiscipline[])
      for (const p of d.params) {
        if (p.kind !== 'number' || p.editor !== 'slider' || seen.has(p.key)) continue;
        seen.add(p.key);
        const shown = p.display ?? { scale: 1, unit: p.inQueueUnit || p.unit === 'queue' ? b.queue.unit : (p.unit ?? '') };
        out.push(option(`${b.queuePath}.${p.key}`, `${d.label} ${p.label}`, shown.unit, shown.scale, d.label));
      }
  }
  // The loss models the scenario has (packet error rate, on/off channel) and the window cap, as the editor shows them.
  for (const o of lossSweepOptions(sc)) out.push(option(o.path, o.name, o.unit, o.scale));
  return out;
}

/** Three significant digits, whole numbers where the setting is whole (a buffer, a size). */
function round(x: number, whole: boolean): number {
  return whole ? Math.max(1, Math.round(x)) : Number(x.toPrecision(3));
}

/**
 * Values to sweep that follow the chosen setting's range and unit (issue 37: the values stayed
 * "0:7:0.5", flow start times, after the setting changed to the buffer in packets), written in
 * the setting's shown unit (`o`: ms, kbit/s, %). A flow's start: 0 to half the run. A setting at
 * 0 (a packet error rate): small steps up from it. Any other: a quarter of it to four times it
 * around the scenario's own value, whole numbers for whole settings, probabilities and shares
 * kept ≤ 1 (100 %).
 */
export function defaultValuesText(path: string, sc: Scenario, o: Pick<ParamOption, 'scale'> = { scale: 1 }): string {
  if (/^flows\.\d+\.start$/.test(path)) {
    const to = Math.max(1, Math.min(10, Math.round(sc.duration / 2)));
    return `0:${to}:${to <= 4 ? 0.25 : to <= 7 ? 0.5 : 1}`;
  }
  const v = valueAt(sc, path);
  if (typeof v !== 'number' || !Number.isFinite(v)) return '';
  const share = /(maxP|per|perOn|perOff|probability|loss)$/i.test(path) && v <= 1;
  if (v === 0) return (share ? [0, 0.001, 0.005, 0.01] : [0, 1, 2, 5]).map((x) => toShown(x, o)).join(',');
  const whole = Number.isInteger(v) && v >= 1;
  // An error rate from none to ten times the scenario's (seed 003: "as the packet error rate grows
  // towards 1 %"); a buffer by halves from a 32nd of it to twice it (bufferbloat: 31 to 2000 packets,
  // drawn on a log axis); any other a quarter to four times.
  const errorRate = share && /(per|perOn|perOff|loss)$/i.test(path);
  const factors = errorRate ? [0, 0.5, 1, 2, 5, 10] : path.endsWith('.limit') ? [1 / 32, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2] : [1 / 4, 1 / 2, 1, 2, 4];
  const values = factors.map((f) => v * f).filter((x) => !share || x <= 1).map((x) => toShown(x === 0 ? 0 : round(x, whole), o));
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
