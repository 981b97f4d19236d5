import type { BufferPool } from '../metrics/buffer-pool';
import type { PacketEventColumns } from '../metrics/packet-events';
import type { SimResult } from './result';

/**
 * The buffers of the columns a whole run sized from the scenario's estimate and took from
 * Simulation's `storage`: each flow's cwnd, rtt, seq and delivered rows, each recording link's
 * queue, sojourn and packet-event rows. (The short series — drop events, thresholds, congestion
 * events, telemetry, departures — are allocated as they grow and left to the collector.)
 */
export function recordingBuffers(r: SimResult): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const add = (columns: Record<string, ArrayBufferView> | PacketEventColumns) => {
    for (const a of Object.values(columns) as ArrayBufferView[]) out.push(a.buffer as ArrayBuffer);
  };
  for (const f of r.flows) {
    if (!f.series) continue;
    add(f.series.cwnd);
    add(f.series.rtt);
    add(f.series.seq);
    add(f.series.delivered);
  }
  for (const l of r.links) {
    if (!l.series) continue;
    add(l.series.queue);
    add(l.series.sojourn);
    add(l.series.packets);
  }
  return out;
}

/**
 * Hand a result's recording storage back to `pool` for the next run's (Simulation's `storage`),
 * and drop its series from the result, so the result says it holds none rather than showing
 * another run's rows. Only for a caller that reads nothing of the result's series any more, not
 * even arrays it took out of it before: the next run writes over them (why pool at all:
 * Simulation's `storage`). A result handed on (worker → page, the CLI's output, a test) is never
 * released.
 */
export function releaseRecording(r: SimResult, pool: BufferPool): void {
  pool.give(recordingBuffers(r));
  for (const f of r.flows) f.series = null;
  for (const l of r.links) l.series = null;
}
