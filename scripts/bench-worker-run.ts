/**
 * Wall time of the web worker's simulation of a preset, measured in Node: the scenario runs
 * through StreamingRun exactly as src/worker/sim.worker.ts drives it (first batch after 25 ms,
 * then every 40 ms, each batch collecting every recorded series, packet events and a summary),
 * only without the postMessage between batches. Prints the median (and min/max) of the timed
 * repeats after warm-up runs, the events and the trace hash (which must equal the preset's).
 *
 *   npx tsx scripts/bench-worker-run.ts [--only dumbbell-red,dumbbell-10-red] [--repeats 7] [--warmup 3]
 *
 * The machine is shared: compare medians of runs made back to back, not across days.
 */
import { presetScenario } from '../src/scenario-edit/catalog';
import { StreamingRun } from '../src/worker/streaming-run';

// The worker's batch budgets (sim.worker.ts: FIRST_BATCH_MS, BATCH_MS).
const FIRST_BATCH_MS = 25;
const BATCH_MS = 40;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const names = (flag('--only') ?? 'dumbbell-red,dumbbell-10-red').split(',');
const repeats = Number(flag('--repeats') ?? 7);
const warmup = Number(flag('--warmup') ?? 3);
/** Diagnostic: run without recording series and packet events (how much recording costs). */
const noSeries = args.includes('--no-series');

interface Sample {
  ms: number;
  /** CPU time of the process (all threads, so GC helpers too): less sensitive to other jobs than wall time. */
  cpuMs: number;
  workMs: number;
  batches: number;
  events: number;
  hash: string;
}

function runOnce(name: string): Sample {
  const sc = presetScenario(name);
  if (sc === null) throw new Error(`unknown preset ${name}`);
  if (noSeries) sc.record.series = false;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const run = new StreamingRun(1, sc);
  let first = true;
  let batches = 0;
  for (;;) {
    const b = run.step(first ? FIRST_BATCH_MS : BATCH_MS);
    first = false;
    batches++;
    if (b.done) return { ms: performance.now() - t0, cpuMs: cpuMs(process.cpuUsage(cpu0)), workMs: b.workMs, batches, events: b.summary.events, hash: b.summary.traceHash };
  }
}

const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

for (const name of names) {
  for (let i = 0; i < warmup; i++) runOnce(name);
  const samples: Sample[] = [];
  for (let i = 0; i < repeats; i++) samples.push(runOnce(name));
  const ms = samples.map((s) => s.ms);
  const s0 = samples[0];
  console.log(
    `${name.padEnd(18)} median ${median(ms).toFixed(1)} ms (min ${Math.min(...ms).toFixed(1)}, max ${Math.max(...ms).toFixed(1)}; step() only ${median(samples.map((s) => s.workMs)).toFixed(1)} ms; CPU ${median(samples.map((s) => s.cpuMs)).toFixed(1)} ms) ` +
      `over ${repeats} runs, ${s0.batches} batches, ${s0.events} events, hash ${s0.hash}`,
  );
}
