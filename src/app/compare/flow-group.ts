import type { SimResult } from '../../sim-core';
import { FlowName } from '../util/flow-name';

/**
 * The group heading of flow i's rows on an A/B surface (the A/B table, its CSV, "At a glance"),
 * each side's flow named from that side's own scenario: "Flow 2 (Reno1)" when A's and B's flow 2
 * have the same name, "Flow 2 (Vegas2 in A, Reno1 in B)" when they differ. With A pinned to
 * "Vegas vs Vegas" and B a Vegas + Reno run, every row read "Flow 2 (Vegas2)", A's name, while
 * B's own plot legends said "2 Reno1" (phone-2045, confusion 13).
 */
export function abFlowGroup(a: Pick<SimResult, 'flows'>, b: Pick<SimResult, 'flows'>, i: number): string {
  const [na, nb] = abFlowNames(a, b, i);
  if (na === nb) return FlowName(i, na);
  return `${FlowName(i)} (${na ?? 'no name'} in A, ${nb ?? 'no name'} in B)`;
}

/** Flow i's own name in A and in B (null: the flow has none, or the side has no flow i). */
export function abFlowNames(a: Pick<SimResult, 'flows'>, b: Pick<SimResult, 'flows'>, i: number): [string | null, string | null] {
  const own = (r: Pick<SimResult, 'flows'>) => {
    const name = r.flows[i]?.name;
    // A flow named "flow N" has no name of its own (flowName says it once).
    return name && name.toLowerCase() !== `flow ${i + 1}` ? name : null;
  };
  return [own(a), own(b)];
}
