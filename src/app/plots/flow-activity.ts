import { CongestionEvent, SeqEvent } from '../../sim-core';
import type { RunData } from '../results/run-data';

/**
 * The one rule for what a flow's readout line may claim at a time (every plot's readout, the
 * "Go to time" sentence and a plot's description at the cursor read it from here).
 *
 * A readout gives each flow's last recorded sample at or before the time, as the plot's CSV has
 * it. While the flow is active that sample is its value then, and the line says only that. It is
 * not, and the line says why with the sample's own time, when at that time the flow
 *  - has ended: after a TCP transfer's last ACK (the end of its active time), or after a UDP
 *    flow's set duration;
 *  - is idle: inside a stretch in which it sent nothing that ended with a retransmission on a
 *    timer (its retransmission or SYN timer: after losses it waits, backed off, and sends nothing
 *    at all; screen-reader trial sr-0330 heard "queueing delay 644.6 ms" carried from 9.6 s to
 *    20.9 s), or that lasts to the end of a finished run.
 * The stretch is found from the flow's time–sequence events (sends and retransmissions) and its
 * congestion events (the timeouts), so it needs no threshold of its own.
 */
export type FlowActivity = { state: 'active' } | { state: 'ended'; at: number } | { state: 'idle'; from: number; until: number | null };

const ACTIVE: FlowActivity = { state: 'active' };

const isSend = (kind: number) => kind === SeqEvent.Send || kind === SeqEvent.Retransmit;

/** Flow `i` (0-based) of `run` at time `t`. */
export function flowActivityAt(run: RunData, i: number, t: number): FlowActivity {
  const spec = run.scenario.flows[i];
  const done = run.summary?.flows[i];
  if (done?.kind === 'tcp' && done.summary.completed && t > done.summary.activeWindow.to) return { state: 'ended', at: done.summary.activeWindow.to };
  if (spec?.kind === 'cbr' && t > spec.start + spec.duration) return { state: 'ended', at: spec.start + spec.duration };
  const seq = run.flows[i]?.seq;
  if (!seq || seq.length === 0) return ACTIVE;
  const times = seq.cols.t;
  const kinds = seq.cols.kind;
  // The last send at or before t, and the first one after it.
  let before = seq.lowerBound(t);
  while (before < seq.length && times[before] <= t) before++;
  let last = -1;
  for (let k = before - 1; k >= 0; k--)
    if (isSend(kinds[k])) {
      last = k;
      break;
    }
  if (last < 0) return ACTIVE;
  let next = -1;
  for (let k = before; k < seq.length; k++)
    if (isSend(kinds[k])) {
      next = k;
      break;
    }
  if (next < 0) return run.done && t > times[last] ? { state: 'idle', from: times[last], until: null } : ACTIVE;
  return onTimer(run, i, times[next]) ? { state: 'idle', from: times[last], until: times[next] } : ACTIVE;
}

/** Did a retransmission or SYN timer fire at time `at` (the send that ends a silent stretch)? */
function onTimer(run: RunData, i: number, at: number): boolean {
  const c = run.flows[i].congestion;
  for (let k = c.lowerBound(at); k < c.length && c.cols.t[k] === at; k++) {
    const kind = c.cols.kind[k];
    if (kind === CongestionEvent.Timeout || kind === CongestionEvent.SynRetransmit) return true;
  }
  return false;
}

/** What a readout line says before its values when its flow is not active at the time (null while it is). */
export function activityWords(a: FlowActivity, sampleTime: string): string | null {
  const s = (x: number) => `${x.toFixed(3)} s`;
  // The sample's time to the readout's precision (the CSV cell may carry every digit).
  const sampleAt = Number.isFinite(Number(sampleTime)) ? Number(sampleTime).toFixed(3) : sampleTime;
  if (a.state === 'active') return null;
  if (a.state === 'ended') return `ended at ${s(a.at)}; last sample at ${sampleAt} s`;
  if (a.until === null) return `sent nothing after ${s(a.from)}, to the end of the run; last sample at ${sampleAt} s`;
  return `idle, waiting for its retransmission timer (sent nothing from ${s(a.from)} to ${s(a.until)}); last sample at ${sampleAt} s`;
}
