import type { Scenario } from '../../sim-core/scenario/schema';
import { getBottleneck } from '../scenario/bottleneck';

/** A numeric setting a sweep can vary: its path in the scenario and how to call it. */
export interface ParamOption {
  path: string;
  label: string;
  /** Only some configurations have this setting (e.g. RED thresholds); others are run unchanged. */
  redOnly?: boolean;
}

/** The settings offered for sweeping, read from the current scenario. */
export function sweepParamOptions(sc: Scenario): ParamOption[] {
  const out: ParamOption[] = sc.flows.map((f, i) => ({ path: `flows.${i}.start`, label: `Flow ${i + 1}${f.name ? ` (${f.name})` : ''} start, s` }));
  sc.flows.forEach((f, i) => {
    if (f.kind === 'tcp' && f.bytes !== null) out.push({ path: `flows.${i}.bytes`, label: `Flow ${i + 1}${f.name ? ` (${f.name})` : ''} size, bytes` });
  });
  const b = getBottleneck(sc);
  if (b) {
    const t = sc.topology.kind;
    const linkPath = t === 'testbed' ? 'topology' : 'topology.bottleneck';
    out.push({ path: `${b.queuePath}.limit`, label: `Buffer, ${b.queue.unit}` });
    out.push({ path: `${linkPath}.delay`, label: `Bottleneck delay, s${t === 'testbed' ? ' (per link)' : ''}` });
    out.push({ path: t === 'testbed' ? 'topology.bottleneckRate' : 'topology.bottleneck.rate', label: 'Bottleneck rate, bit/s' });
    out.push({ path: `${b.queuePath}.minTh`, label: 'RED min_th', redOnly: true });
    out.push({ path: `${b.queuePath}.maxTh`, label: 'RED max_th', redOnly: true });
    out.push({ path: `${b.queuePath}.maxP`, label: 'RED max_p', redOnly: true });
  }
  return out;
}

/** The value at a dotted path, or undefined when the path does not exist. */
export function valueAt(obj: unknown, path: string): unknown {
  let node: unknown = obj;
  for (const k of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[k];
  }
  return node;
}

/** Whether a scenario has a numeric setting at `path` (a sweep can vary it there). */
export function hasNumberAt(obj: unknown, path: string): boolean {
  return typeof valueAt(obj, path) === 'number';
}
