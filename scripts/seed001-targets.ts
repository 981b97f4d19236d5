/**
 * Seed 001's response-time targets (digest A.6 #13–#19) at any scale: runs the configurations
 * they compare (in worker threads) and prints the figures tests/seed001/response-time-targets
 * checks on 60 s runs.
 *
 *   npx tsx scripts/seed001-targets.ts                                  # 20 s + 60 s, seed 1 (the test's scale)
 *   npx tsx scripts/seed001-targets.ts --measured 600 --seeds 1,2,3     # longer, several seeds
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { responseCdf, webBatchJobs, type WebBatchJob, type WebRunSummary } from '../src/sim-core/experiments/web-batch';
import { crossoverLevel, largeResponseTimes, meanCdfGap, meanUtilization, quantile } from '../src/sim-core/experiments/web-compare';
import type { Seed001Queue } from '../src/sim-core/scenario/seed001-presets';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
}
const measured = Number(arg('measured', '60'));
const warmup = Number(arg('warmup', '20'));
const seeds = arg('seeds', '1').split(',').map(Number);
const threads = Math.max(1, Math.min(Number(arg('threads', String(availableParallelism()))), 16));

type Key = { load: number; queue: Seed001Queue; variant?: 'reno' | 'sack'; oneWay?: boolean };
const keyOf = (k: Key, seed: number) => `${seed}/${k.load}/${k.queue}/${k.variant ?? 'reno'}${k.oneWay ? '/one-way' : ''}`;

const ALL: Key[] = [
  ...(['dt111', 'dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn', 'red5-15', 'red30-90'] as const).map((queue) => ({ load: 0.8, queue })),
  { load: 0.8, queue: 'dt148', variant: 'sack' },
  { load: 0.8, queue: 'ared5-ecn', variant: 'sack' },
  ...(['dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn', 'red5-15', 'red30-90'] as const).map((queue) => ({ load: 0.9, queue })),
  ...(['dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn', 'red5-15', 'red30-90'] as const).map((queue) => ({ load: 1.05, queue })),
  { load: 1.05, queue: 'ared5-ecn', oneWay: true },
  { load: 1.05, queue: 'ared60-ecn', oneWay: true },
];

// --only 1.05:dt148,1.05:ared5-ecn runs just those (for a quick look; the summary below needs them all).
const only = arg('only', '');
const WANTED = only === '' ? ALL : ALL.filter((k) => only.split(',').includes(`${k.load}:${k.queue}`));

const jobs: { key: string; job: WebBatchJob }[] = [];
for (const seed of seeds)
  for (const k of WANTED) {
    const [job] = webBatchJobs({ loads: [k.load], queues: [k.queue], variants: [k.variant ?? 'reno'], measured, warmup, seed, twoWay: !k.oneWay });
    jobs.push({ key: keyOf(k, seed), job });
  }

function inWorker(job: WebBatchJob): Promise<WebRunSummary> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./web-batch-worker.mjs', import.meta.url), { workerData: job });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const runs = new Map<string, WebRunSummary>();
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: Math.min(threads, jobs.length) }, async () => {
    while (next < jobs.length) {
      const { key, job } = jobs[next++];
      runs.set(key, await inWorker(job));
      process.stderr.write(`[${runs.size}/${jobs.length}] ${key}\n`);
    }
  }),
);
process.stderr.write(`${jobs.length} runs in ${((performance.now() - t0) / 1000).toFixed(1)} s wall\n`);

const pct = (x: number) => `${(100 * x).toFixed(1)}`;
const s = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '—');
for (const seed of seeds) {
  const get = (k: Key) => runs.get(keyOf(k, seed))!;
  const t = (load: number, queue: Seed001Queue, variant: 'reno' | 'sack' = 'reno', oneWay = false) => get({ load, queue, variant, oneWay }).responseTimes;
  const at = [0.1, 0.2, 0.4, 0.6, 0.8, 1.0, 1.5];
  const cdf = (x: Float64Array) => responseCdf(x, at).map(pct).join(' ');
  console.log(`\n=== seed ${seed}, ${warmup} s + ${measured} s; CDF in % at ${at.join(', ')} s`);
  console.log('run, responses done/started, utilization, loss %, mean queue, mean RED avg, forced/early drops (both directions), CDF');
  for (const k of WANTED) {
    const r = get(k);
    const [f, b] = [r.forward, r.reverse];
    console.log(
      `${keyOf(k, seed).padEnd(30)} ${String(r.completed).padStart(6)}/${String(r.started).padStart(6)} util ${pct(f.utilization)}/${pct(b.utilization)} loss ${pct(f.lossRate)}/${pct(b.lossRate)}` +
        ` q ${f.meanQueue.toFixed(1)}/${b.meanQueue.toFixed(1)} avg ${f.meanRedAverage.toFixed(1)}/${b.meanRedAverage.toFixed(1)} forced/early ${f.forcedDrops + b.forcedDrops}/${f.earlyDrops + b.earlyDrops}  ${cdf(r.responseTimes)}`,
    );
  }

  if (only !== '') continue;
  console.log('\n#13 ARED+ECN-5ms vs DT-148q: crossover (time s, CDF level), and DT − ECN CDF at 1.5 s');
  for (const load of [0.8, 0.9, 1.05]) {
    const c = crossoverLevel(t(load, 'ared5-ecn'), t(load, 'dt148'));
    const [e15] = responseCdf(t(load, 'ared5-ecn'), [1.5]);
    const [d15] = responseCdf(t(load, 'dt148'), [1.5]);
    // Counting the responses still unfinished at the end as slower than any (CDF over started ones).
    const ofStarted = (r: WebRunSummary, x: number) => (x * r.completed) / r.started;
    const [re, rd] = [get({ load, queue: 'ared5-ecn' }), get({ load, queue: 'dt148' })];
    const over = [0.2, 0.4, 0.6, 1.0, 1.5].map((x) => `${x} s ${pct(ofStarted(re, responseCdf(re.responseTimes, [x])[0]))}/${pct(ofStarted(rd, responseCdf(rd.responseTimes, [x])[0]))}`);
    console.log(`  ${load}: ${s(c.time)} s at ${pct(c.level)} %; at 1.5 s DT ${pct(d15)} vs ECN ${pct(e15)}; over started, ECN/DT: ${over.join(', ')}`);
  }
  console.log('#14 mean CDF gap (points, 0.05–1.5 s), ECN − drops');
  for (const load of [0.8, 0.9, 1.05])
    console.log(`  ${load}: 5 ms ${pct(meanCdfGap(t(load, 'ared5-ecn'), t(load, 'ared5')))}, 60 ms ${pct(meanCdfGap(t(load, 'ared60-ecn'), t(load, 'ared60')))}`);
  console.log('#15 mean CDF gap, ARED − original RED');
  for (const load of [0.8, 0.9, 1.05])
    console.log(`  ${load}: 5 ms vs (5,15) ${pct(meanCdfGap(t(load, 'ared5'), t(load, 'red5-15')))}, 60 ms vs (30,90) ${pct(meanCdfGap(t(load, 'ared60'), t(load, 'red30-90')))}`);
  console.log('#16 responses > 50 KB at 80 %: n, median, p75 (s), CDF at 1, 2, 5, 10, 20 s');
  for (const [q, v] of [['dt148', 'sack'], ['dt148', 'reno'], ['ared5-ecn', 'sack'], ['ared5-ecn', 'reno']] as const) {
    const big = largeResponseTimes(get({ load: 0.8, queue: q, variant: v }), 50_000);
    console.log(`  ${q} ${v}: n=${big.length} median ${s(quantile(big, 0.5))} p75 ${s(quantile(big, 0.75))} CDF ${responseCdf(big, [1, 2, 5, 10, 20]).map(pct).join(' ')}`);
  }
  const c17 = crossoverLevel(t(0.8, 'dt111'), t(0.8, 'dt148'));
  console.log(`#17 DT-111q vs DT-148q at 80 %: crossover ${s(c17.time)} s at ${pct(c17.level)} %; mean gap ${pct(meanCdfGap(t(0.8, 'dt111'), t(0.8, 'dt148')))}; max |ΔCDF| ${pct(Math.max(...responseCdf(t(0.8, 'dt111'), at).map((x, i) => Math.abs(x - responseCdf(t(0.8, 'dt148'), at)[i]))))}`);
  console.log('#18 105 %, one-way − two-way mean CDF gap');
  for (const q of ['ared5-ecn', 'ared60-ecn'] as const) console.log(`  ${q}: ${pct(meanCdfGap(t(1.05, q, 'reno', true), t(1.05, q)))}`);
  console.log('#19 utilization (mean of directions) by scheme');
  for (const load of [0.8, 0.9, 1.05])
    console.log(`  ${load}: ${(['dt148', 'ared5', 'ared60', 'ared5-ecn', 'ared60-ecn'] as const).map((q) => `${q} ${pct(meanUtilization(get({ load, queue: q })))}`).join(', ')}`);
}
