import { Column } from './column';
import type { WebOutcome } from '../traffic/web-connection';

/** What a web generator reports: responses whose connection opened inside the window. */
export interface WebSummary {
  /** Connections opened in the window. */
  started: number;
  /** … whose response arrived completely before the end of the run. */
  completed: number;
  /** … that saw a retransmission or timeout. */
  withLoss: number;
  /** Response times (s, request start → last response byte) of the completed ones, in completion order. */
  responseTimes: Float64Array;
  /** Response sizes (bytes), aligned with responseTimes. */
  responseBytes: Float64Array;
}

/** Collects the outcomes of web exchanges, warm-up excluded (connections opened before `from`). */
export class WebStats {
  started = 0;
  completed = 0;
  withLoss = 0;
  private readonly times = new Column();
  private readonly sizes = new Column();

  constructor(private readonly window: { from: number; to: number }) {}

  /** Counts a connection that opens at `t`; false when it is outside the window. */
  opened(t: number): boolean {
    if (t < this.window.from || t >= this.window.to) return false;
    this.started++;
    return true;
  }

  record(o: WebOutcome): void {
    if (o.sawLoss) this.withLoss++;
    if (Number.isNaN(o.responseDoneAt)) return;
    this.completed++;
    this.times.push(o.responseDoneAt - o.requestAt);
    this.sizes.push(o.responseBytes);
  }

  summary(): WebSummary {
    return { started: this.started, completed: this.completed, withLoss: this.withLoss, responseTimes: this.times.view(), responseBytes: this.sizes.view() };
  }
}

/**
 * The q-quantile of every completed response time of these generators (s; NaN without any),
 * linearly interpolated between the sorted times: the figure the summary table and the lessons'
 * checks both show.
 */
export function responseTimeQuantile(webs: readonly Pick<WebSummary, 'responseTimes'>[], q: number): number {
  const sorted = Float64Array.from(webs.flatMap((w) => [...w.responseTimes])).sort();
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
