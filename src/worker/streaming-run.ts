import type { SimResult } from '../sim-core/scenario/result';
import type { Scenario } from '../sim-core/scenario/schema';
import { Simulation } from '../sim-core/scenario/simulation';
import type { Batch, FlowChunk, LinkChunk } from './protocol';

/** Simulated seconds per call of Simulation.advance between wall-clock checks. */
export const SLICE_SECONDS = 0.5;

/**
 * Runs one scenario in slices and cuts the recorded series into batches of new rows.
 * Pure (no worker APIs), so the same code is unit-tested in Node.
 */
export class StreamingRun {
  readonly sim: Simulation;
  private readonly flowSent: { cwnd: number; seq: number; delivered: number }[];
  private readonly linkSent = new Map<number, { queue: number; events: number; thresholds: number; sojourn: number }>();
  private workMs = 0;

  constructor(
    readonly runId: number,
    scenario: Scenario,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.sim = new Simulation(scenario);
    this.flowSent = this.sim.flowTraces.map(() => ({ cwnd: 0, seq: 0, delivered: 0 }));
    for (const m of this.sim.monitors) if (m.recordSeries) this.linkSent.set(m.link.id, { queue: 0, events: 0, thresholds: 0, sojourn: 0 });
  }

  get finished(): boolean {
    return this.sim.finished;
  }

  /** Simulate for about `budgetMs` of wall time (at least one slice), then return the new rows. */
  step(budgetMs: number): Batch {
    const t0 = this.clock();
    do {
      this.sim.advance(this.sim.now + SLICE_SECONDS);
    } while (!this.sim.finished && this.clock() - t0 < budgetMs);
    this.workMs += this.clock() - t0;
    return this.collect();
  }

  private collect(): Batch {
    const flows: FlowChunk[] = this.sim.flowTraces.map((tr, i) => {
      const s = this.flowSent[i];
      const chunk: FlowChunk = { cwnd: tr.cwnd.copyFrom(s.cwnd), seq: tr.seq.copyFrom(s.seq), delivered: tr.delivered.copyFrom(s.delivered) };
      s.cwnd = tr.cwnd.length;
      s.seq = tr.seq.length;
      s.delivered = tr.delivered.length;
      return chunk;
    });
    const links: LinkChunk[] = [];
    for (const m of this.sim.monitors) {
      const s = this.linkSent.get(m.link.id);
      if (!s) continue;
      links.push({
        link: m.link.id,
        queue: m.queue.copyFrom(s.queue),
        events: m.events.copyFrom(s.events),
        thresholds: m.thresholds.copyFrom(s.thresholds),
        sojourn: m.sojourn.copyFrom(s.sojourn),
      });
      s.queue = m.queue.length;
      s.events = m.events.length;
      s.thresholds = m.thresholds.length;
      s.sojourn = m.sojourn.length;
    }
    return { runId: this.runId, now: this.sim.now, done: this.sim.finished, flows, links, summary: stripSeries(this.sim.result()), workMs: this.workMs };
  }
}

/** The summary part of a result (series travel separately, as chunks). */
export function stripSeries(r: SimResult): SimResult {
  return {
    ...r,
    flows: r.flows.map((f) => ({ ...f, series: null })),
    links: r.links.map((l) => ({ ...l, series: null })),
  };
}
