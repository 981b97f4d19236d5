import { congestionControl, WINDOW_CUTS } from '../../sim-core';
import type { RunData } from '../results/run-data';
import { FlowName, flowName } from '../util/flow-name';

/**
 * Window cuts per flow, as the cwnd plot's note and description say them: the catalogue's
 * 'flow.windowCuts' (a fast retransmit, a timeout or an ECN echo: sim-core's WINDOW_CUTS), counted
 * from the flow's recorded congestion events so that a zoomed view or a replay counts its own span.
 * "The flows cut their windows 106 times" counted every congestion event of both flows together
 * (Vegas's own once-per-round-trip decisions too), and a student could not tell whose cuts they
 * were beside Vegas's flat line (phone-1030, steps 6 and 9).
 */

/** The times flow i cut its window inside [t0, t1]. */
export function windowCutTimes(run: RunData, i: number, t0 = 0, t1 = Number.POSITIVE_INFINITY): number[] {
  const c = run.flows[i]?.congestion;
  if (!c) return [];
  const times: number[] = [];
  for (let k = c.lowerBound(t0); k < c.length && c.cols.t[k] <= t1; k++) if (WINDOW_CUTS.has(c.cols.kind[k])) times.push(c.cols.t[k]);
  return times;
}

/** A sentence names this many flows at most; the rest are said together ("the other 8 flows 45"). */
export const CUT_FLOWS_NAMED = 3;

/**
 * "Flow 2 (Reno1) cut its window 106 times over the whole run, flow 1 (Vegas1) 0": each flow's
 * cuts, most first (flow order among equals), numbered from 1 with its name; beyond
 * CUT_FLOWS_NAMED flows, the rest in one figure, so ten or fifty flows stay one line.
 */
export function windowCutsWords(flows: readonly { index: number; name?: string | null; cuts: number }[], span: string): string {
  if (flows.length === 0) return '';
  const order = [...flows].sort((a, b) => b.cuts - a.cuts || a.index - b.index);
  const named = order.length > CUT_FLOWS_NAMED + 1 ? order.slice(0, CUT_FLOWS_NAMED) : order;
  const rest = order.slice(named.length);
  const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
  const [first, ...others] = named;
  const parts = [`${FlowName(first.index, first.name)} cut its window ${times(first.cuts)} ${span}`, ...others.map((f) => `${flowName(f.index, f.name)} ${f.cuts}`)];
  if (rest.length > 0) parts.push(`the other ${rest.length} flows ${rest.reduce((s, f) => s + f.cuts, 0)} in all`);
  return parts.join(', ');
}

/** The same for `flows` of a run, counted inside [t0, t1]. */
export function runWindowCutsWords(run: RunData, flows: readonly number[], span: string, t0 = 0, t1 = Number.POSITIVE_INFINITY): string {
  return windowCutsWords(
    flows.map((i) => ({ index: i, name: run.scenario.flows[i]?.name, cuts: windowCutTimes(run, i, t0, t1).length })),
    span,
  );
}

/**
 * The names of the delay-based senders (Vegas) among `flows` of a run ("Vegas"), or null: they
 * lower their window in small steps that are not cuts, which the cwnd plot's count says beside
 * their visible dips (trial phone9, finding 8).
 */
export function delayBasedAmong(run: RunData, flows: readonly number[]): string | null {
  const names = new Set<string>();
  for (const i of flows) {
    const f = run.scenario.flows[i];
    if (f?.kind !== 'tcp') continue;
    const cc = congestionControl(f.cc);
    if (cc.family === 'delay-based') names.add(cc.label);
  }
  return names.size > 0 ? [...names].join(' or ') : null;
}
