import type { FlowSpec } from '../../sim-core';
import { flowKindTracedOn, type PerFlowPlot } from '../../plot-kinds/plot-kinds';
import { capitalise } from '../util/text';
import { FlowName } from '../util/flow-name';

export type { PerFlowPlot };

type FlowKind = FlowSpec['kind'];

/**
 * For the per-flow plots a kind of flow has no trace on (the plot registry says which it has:
 * plot-kinds.ts `perFlow`), why and where to look instead (said to the student in place of an
 * empty plot). Keyed by every flow kind of the scenario schema, so a new kind must say what it
 * records before it compiles.
 */
const FLOW_TRACES: Record<FlowKind, { why: string; lookAt: string }> = {
  tcp: { why: '', lookAt: '' },
  cbr: {
    why: 'UDP (constant bit rate) flows have no congestion window: they send at a fixed rate whatever the network does',
    lookAt: 'their packets are in the time-sequence and throughput plots',
  },
  web: {
    why: 'web traffic is thousands of short connections, recorded as a whole rather than one by one',
    lookAt: 'the queue and queueing-delay plots show its effect, and the Web batch tab its response times',
  },
};

/** Whether a flow of this kind has a trace on `plot`. */
export function tracedOn(kind: FlowKind, plot: PerFlowPlot): boolean {
  return flowKindTracedOn(kind, plot);
}

/** Whether flow `i` of `flows` exists and has a trace on `plot`. */
export function flowTracedOn(flows: readonly { kind: FlowKind }[], i: number, plot: PerFlowPlot): boolean {
  const f = flows[i];
  return f !== undefined && tracedOn(f.kind, plot);
}

/**
 * What to say instead of drawing `plot`, or null when it has something to draw: no flow of the
 * scenario has a trace there (and why, by the kinds present), or the one flow chosen for it has
 * none, or every flow that has one is hidden.
 *
 * `shown`: the flows the plot would draw (after hiding); `chosen`: the flow picked for the plot
 * (the time-sequence plot's choice), if one was.
 */
export function emptyPlotNotice(flows: readonly { kind: FlowKind; name?: string }[], shown: readonly number[], plot: PerFlowPlot, chosen?: number): string | null {
  if (shown.some((i) => flowTracedOn(flows, i, plot))) return null;
  const traced = flows.some((f) => tracedOn(f.kind, plot));
  const f = chosen === undefined ? undefined : flows[chosen];
  if (traced && f && chosen !== undefined) return `${FlowName(chosen, f.name)} has nothing to draw here: ${FLOW_TRACES[f.kind].why}. Choose another flow.`;
  if (traced) return 'Every flow this plot draws is hidden: show one again in the "Flows:" row above the plots ("show all").';
  const kinds = [...new Set(flows.map((g) => g.kind))].filter((k) => !tracedOn(k, plot));
  if (kinds.length === 0) return 'This scenario has no flows.';
  return `No per-flow lines to draw. ${kinds.map((k) => `${capitalise(FLOW_TRACES[k].why)}; ${FLOW_TRACES[k].lookAt}.`).join(' ')}`;
}

/**
 * The scenario flow a packet's flow id belongs to: ids past the scenario's flows are web traffic's
 * connections (created during the run), drawn as the scenario's first web flow (the presets have
 * one; the core numbers all web flows' connections from one counter, so several cannot be told apart).
 */
export function packetOwner(flows: readonly { kind: FlowKind }[]): (id: number) => number {
  const n = flows.length;
  const web = flows.findIndex((f) => f.kind === 'web');
  return web < 0 ? (id) => id : (id) => (id < n ? id : web);
}
