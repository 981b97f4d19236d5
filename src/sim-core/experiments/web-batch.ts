import { toCsv, type CsvCell } from '../csv/csv-writer';
import { seed001Web, SEED001_QUEUE_LABELS, type Seed001Queue } from '../scenario/seed001-presets';
import type { ScenarioInput } from '../scenario/schema';
import { runToEnd } from '../scenario/run';
import { parseScenario } from '../scenario/validate';
import { pairing } from '../tcp/registry';

/** Seed 001's run matrix: offered loads × queue configurations × TCP variants. */
export interface WebBatchSpec {
  loads: number[];
  queues: Seed001Queue[];
  variants: ('reno' | 'sack')[];
  /** Simulated seconds after the warm-up. */
  measured: number;
  warmup: number;
  seed: number;
  twoWay?: boolean;
}

export interface WebBatchJob {
  index: number;
  load: number;
  queue: Seed001Queue;
  variant: 'reno' | 'sack';
  scenario: ScenarioInput;
}

/** One bottleneck direction over the measurement window. */
export interface DirectionFigures {
  utilization: number;
  /** Packets dropped (not marked) / packets arriving. */
  lossRate: number;
  meanQueue: number;
  marks: number;
  /** RED drops with the average above max_th (all of them without gentle) / early drops between the thresholds. */
  forcedDrops: number;
  earlyDrops: number;
  /** Mean RED average seen by arrivals (NaN for drop-tail). */
  meanRedAverage: number;
}

export interface WebRunSummary {
  load: number;
  queue: Seed001Queue;
  variant: 'reno' | 'sack';
  /** e.g. "Reno ARED+ECN-5ms". */
  label: string;
  /** R1 → R2 and R2 → R1. */
  forward: DirectionFigures;
  reverse: DirectionFigures;
  started: number;
  completed: number;
  withLoss: number;
  /** Completed responses' times (s) and sizes (bytes), aligned. */
  responseTimes: Float64Array;
  responseBytes: Float64Array;
  events: number;
}

export const MAX_WEB_BATCH_RUNS = 500;

export function webRunLabel(queue: Seed001Queue, variant: 'reno' | 'sack'): string {
  return `${pairing(variant)?.label ?? variant} ${SEED001_QUEUE_LABELS[queue]}`;
}

/** Expand the matrix into independent runs, each validated before anything runs. */
export function webBatchJobs(spec: WebBatchSpec): WebBatchJob[] {
  const total = spec.loads.length * spec.queues.length * spec.variants.length;
  if (total === 0) throw new Error('the batch is empty: choose at least one load, queue and TCP variant');
  if (total > MAX_WEB_BATCH_RUNS) throw new Error(`the batch asks for ${total} runs; at most ${MAX_WEB_BATCH_RUNS}`);
  for (const l of spec.loads) if (!(l > 0 && l <= 3)) throw new Error(`load ${l} is outside (0, 3] (a fraction: 0.8 = 80 %)`);
  if (!(spec.measured > 0)) throw new Error(`measured time ${spec.measured} s must be positive`);
  if (!(spec.warmup >= 0)) throw new Error(`warm-up ${spec.warmup} s must not be negative`);
  const jobs: WebBatchJob[] = [];
  for (const load of spec.loads)
    for (const queue of spec.queues)
      for (const variant of spec.variants) {
        const scenario = { ...seed001Web({ load, queue, variant, measured: spec.measured, warmup: spec.warmup, seed: spec.seed, twoWay: spec.twoWay }), record: { series: false } };
        parseScenario(scenario); // throws with the field named
        jobs.push({ index: jobs.length, load, queue, variant, scenario });
      }
  return jobs;
}

export function runWebJob(job: WebBatchJob): WebRunSummary {
  const r = runToEnd(parseScenario(job.scenario));
  const dir = (from: string, to: string): DirectionFigures => {
    const l = r.links.find((x) => x.from === from && x.to === to)!;
    const s = l.summary;
    return { utilization: s.utilization, lossRate: s.dropRate, meanQueue: s.meanQueuePackets, marks: s.drops.ecnMark, forcedDrops: s.drops.forced, earlyDrops: s.drops.early, meanRedAverage: s.gauges.avg?.meanAtArrivals ?? Number.NaN };
  };
  const w = r.web[0];
  return {
    load: job.load,
    queue: job.queue,
    variant: job.variant,
    label: webRunLabel(job.queue, job.variant),
    forward: dir('R1', 'R2'),
    reverse: dir('R2', 'R1'),
    started: w.started,
    completed: w.completed,
    withLoss: w.withLoss,
    responseTimes: w.responseTimes.slice(),
    responseBytes: w.responseBytes.slice(),
    events: r.events,
  };
}

/** Fraction of responses (of those completed) that finished within each time (s). */
export function responseCdf(times: Float64Array, at: readonly number[]): number[] {
  const sorted = Float64Array.from(times).sort();
  return at.map((t) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return sorted.length > 0 ? lo / sorted.length : Number.NaN;
  });
}

/** Times (s) at which the CSV reports the response-time CDF: the paper's figures run to 1.5 s. */
export const CDF_POINTS = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0, 1.2, 1.5, 2, 5, 10];

export function webBatchCsv(rows: WebRunSummary[]): string {
  const head = [
    'load', 'queue', 'variant', 'label',
    'util_fwd', 'util_rev', 'loss_fwd', 'loss_rev', 'mean_queue_fwd', 'mean_queue_rev', 'marks_fwd', 'marks_rev',
    'started', 'completed', 'with_loss', 'median_response_s',
    ...CDF_POINTS.map((t) => `cdf_${t}s`),
  ];
  const lines: CsvCell[][] = [];
  for (const r of rows) {
    const sorted = Float64Array.from(r.responseTimes).sort();
    const median = sorted.length > 0 ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
    // Rounded, but numbers still: a number written as text would be neutralised as a formula when negative.
    const f = (x: number, d = 4) => (Number.isFinite(x) ? Number(x.toFixed(d)) : null);
    lines.push(
      [
        r.load, r.queue, r.variant, r.label,
        f(r.forward.utilization), f(r.reverse.utilization), f(r.forward.lossRate, 5), f(r.reverse.lossRate, 5),
        f(r.forward.meanQueue, 2), f(r.reverse.meanQueue, 2), r.forward.marks, r.reverse.marks,
        r.started, r.completed, r.withLoss, f(median),
        ...responseCdf(r.responseTimes, CDF_POINTS).map((x) => f(x)),
      ],
    );
  }
  return toCsv(head, lines);
}
