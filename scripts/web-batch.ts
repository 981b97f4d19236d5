/**
 * Seed 001's batch experiments from the command line: loads × queue configurations × TCP
 * variants, warm-up excluded, one CSV row per run (utilization, loss, mean queue, completed
 * responses, response-time CDF at fixed times).
 *
 *   npm run web-batch -- --loads 0.8,1.05 --queues all --variants reno,sack --measured 120 --out web.csv
 *   npm run web-batch -- --full --out web-full.csv      # the paper's size: 120 s warm-up, 2400 s measured
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runWebJob, webBatchCsv, webBatchJobs, type WebBatchJob, type WebRunSummary } from '../src/sim-core/experiments/web-batch';
import { SEED001_MAIN_QUEUES, SEED001_QUEUES, type Seed001Queue } from '../src/sim-core/scenario/seed001-presets';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function fail(msg: string): never {
  console.error(`web-batch: ${msg}`);
  process.exit(2);
}

const full = process.argv.includes('--full');
const loads = (arg('loads') ?? '0.5,0.8,1.05').split(',').map(Number);
const queuesArg = arg('queues') ?? 'all';
const queues = (queuesArg === 'all' ? [...SEED001_MAIN_QUEUES] : queuesArg.split(',')) as Seed001Queue[];
for (const q of queues) if (!SEED001_QUEUES.includes(q)) fail(`--queues: unknown queue "${q}" (one of ${SEED001_QUEUES.join(', ')}, or all = the first six)`);
const variants = (arg('variants') ?? 'reno,sack').split(',');
for (const v of variants) if (v !== 'reno' && v !== 'sack') fail(`--variants: "${v}" is not reno or sack`);
const measured = Number(arg('measured') ?? (full ? 2400 : 120));
const warmup = Number(arg('warmup') ?? (full ? 120 : 20));
const seed = Number(arg('seed') ?? 1);
const out = arg('out');
const threads = Math.max(1, Math.min(Number(arg('threads') ?? availableParallelism()), 16));

let jobs: WebBatchJob[];
try {
  jobs = webBatchJobs({ loads, queues, variants: variants as ('reno' | 'sack')[], measured, warmup, seed, twoWay: !process.argv.includes('--one-way') });
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}



async function runAll(): Promise<WebRunSummary[]> {
  const rows: WebRunSummary[] = new Array(jobs.length);
  let next = 0;
  let done = 0;
  const t0 = performance.now();
  const runOne = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const t = performance.now();
      rows[job.index] = threads > 1 ? await inWorker(job) : runWebJob(job);
      done++;
      process.stderr.write(`[${done}/${jobs.length}] load ${job.load} ${rows[job.index].label}: ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(threads, jobs.length) }, runOne));
  process.stderr.write(`${jobs.length} runs in ${((performance.now() - t0) / 1000).toFixed(1)} s wall (${threads} threads)\n`);
  return rows;
}

function inWorker(job: WebBatchJob): Promise<WebRunSummary> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./web-batch-worker.mjs', import.meta.url), { workerData: job });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const rows = await runAll();
const csv = webBatchCsv(rows);
if (out) {
  writeFileSync(out, csv);
  process.stderr.write(`wrote ${out}\n`);
} else process.stdout.write(csv);
