import { LEAF_QUEUE_DISCIPLINES, type QueueDiscipline, type Scenario } from '../../sim-core';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { lossSweepOptions } from '../../scenario-edit/link-errors';

/** A numeric setting a sweep can vary: its path in the scenario and how to call it. */
export interface ParamOption {
  path: string;
  label: string;
  /** Only configurations of this discipline have the setting (e.g. RED's thresholds); others are run unchanged. */
  onlyFor?: string;
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
