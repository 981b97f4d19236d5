import { REPLICATED_METRICS, findMetric, formatStatistic, parseValues, summariseRuns, sweepCsv, sweepJobs, type ReplicatedMetric, type ScenarioInput, type SweepConfig, type SweepJob, type SweepRow } from '../sim-core';
import { writeFileSync } from 'node:fs';
import { failIfCut } from './replicate-command';
import { fail, loadInput, parseSet, validOrExit, withSets } from './common';
import { finiteOrNull, type RunSummaryObject } from './output';
import { parseWorkers } from './pool-options';
import { replicationScenario, runAll, runSummaryOf } from './run-all';
import { defaultWorkers } from './run-pool';
import { formatTable } from './table';

export const SWEEP_USAGE = `usage: npm run sim -- sweep <scenario|preset> [<scenario|preset> ...] --param PATH --values LIST [options]

Runs every configuration (each scenario or preset named) for every value of PATH, each with
--reps seeds, and prints the median [Q1, Q3] of one flow's metric per configuration and value.

options:
  --param PATH        the setting to vary, e.g. flows.2.start
  --values LIST       0,0.5,1 or from:to:step (inclusive), e.g. 0:7:0.5
  --reps N            replications per point (seeds --seed … --seed+N−1; default 20)
  --seed N            first seed (default 1)
  --flow I            flow index whose metric is summarised (default: the last flow)
  --metric NAME       ${REPLICATED_METRICS.join(', ')} (default flow.elapsed)
  --name NAME         label for the next configuration (default: the preset or file name)
  --set PATH=VALUE    change a setting of every configuration (repeatable)
  --out FILE.csv      write one row per run and flow
  --jsonl FILE        write one JSON line per run: {"index", "config", "value", "seed",
                      "summary": the whole summary as --json prints it}
  --workers N         worker threads (default: one per core, here ${defaultWorkers()})`;

/** One JSON line per run, in job order: the sweep's coordinates and the run's whole summary. */
function jsonl(jobs: SweepJob[], summaries: RunSummaryObject[]): string {
  return jobs.map((j, k) => `${JSON.stringify({ index: j.index, config: j.config, value: j.value, seed: j.seed, summary: summaries[k] }, finiteOrNull)}\n`).join('');
}

function writeOrExit(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    fail(`${path}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  process.stderr.write(`wrote ${path}\n`);
}

export async function sweepCommand(argv: string[]): Promise<void> {
  const configs: SweepConfig[] = [];
  const sets: [string, unknown][] = [];
  let param: string | null = null;
  let values: number[] | null = null;
  let reps = 20;
  let firstSeed = 1;
  let flow: number | null = null;
  let metric: ReplicatedMetric = 'flow.elapsed';
  let out: string | null = null;
  let jsonlOut: string | null = null;
  let workers = defaultWorkers();
  let nextName: string | null = null;
  const pending: { name: string; input: string }[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${SWEEP_USAGE}`);
    switch (a) {
      case '--help':
        process.stdout.write(`${SWEEP_USAGE}\n`);
        return;
      case '--param':
        param = next();
        break;
      case '--values':
        try {
          values = parseValues(next());
        } catch (e) {
          fail((e as Error).message);
        }
        break;
      case '--reps':
        reps = Number(next());
        if (!Number.isInteger(reps) || reps < 1 || reps > 1000) fail('--reps must be an integer in 1…1000');
        break;
      case '--seed':
        firstSeed = Number(next());
        if (!Number.isInteger(firstSeed) || firstSeed < 0) fail('--seed must be a non-negative integer');
        break;
      case '--flow':
        flow = Number(next());
        if (!Number.isInteger(flow) || flow < 0) fail('--flow must be a flow index (0, 1, …)');
        break;
      case '--metric': {
        const m = next();
        // Former names (elapsedTime…) are the catalogue's aliases of the same figure.
        const found = findMetric(m);
        if (!found || !REPLICATED_METRICS.includes(found.id)) fail(`--metric must be one of ${REPLICATED_METRICS.join(', ')}`);
        metric = found!.id;
        break;
      }
      case '--name':
        nextName = next();
        break;
      case '--set':
        sets.push(parseSet(next()));
        break;
      case '--out':
        out = next();
        break;
      case '--jsonl':
        jsonlOut = next();
        break;
      case '--workers':
        workers = parseWorkers(next());
        break;
      default:
        if (a.startsWith('-')) fail(`unknown option ${a}\n\n${SWEEP_USAGE}`);
        pending.push({ name: nextName ?? a, input: a });
        nextName = null;
    }
  }
  if (pending.length === 0 || param === null || values === null) fail(SWEEP_USAGE);
  for (const p of pending) {
    const scenario = withSets(loadInput(p.input), sets);
    validOrExit(scenario);
    configs.push({ name: p.name, scenario: scenario as ScenarioInput });
  }
  let jobs: SweepJob[] = [];
  try {
    jobs = sweepJobs({ configs, param, values, replications: reps, firstSeed });
  } catch (e) {
    fail((e as Error).message);
  }
  const started = Date.now();
  const summaries = await runAll(
    jobs.map((j) => validOrExit(replicationScenario(j.scenario as object, j.seed))),
    workers,
    'sweep',
  );
  const rows: SweepRow[] = jobs.map((j, k) => ({ config: j.config, value: j.value, seed: j.seed, run: runSummaryOf(summaries[k]) }));
  process.stderr.write(`${jobs.length} runs in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const f = flow ?? rows[0].run.flows.length - 1;
  const table: (string | number)[][] = [];
  for (const v of values) {
    const cells: (string | number)[] = [v];
    for (const c of configs) {
      const runs = rows.filter((r) => r.config === c.name && r.value === v).map((r) => r.run);
      cells.push(formatStatistic(metric, summariseRuns(runs).flows[f][metric]));
    }
    table.push(cells);
  }
  process.stdout.write(`${findMetric(metric)!.label} of flow ${f + 1}: median [Q1, Q3] (n, unfinished) over ${reps} replications\n\n`);
  process.stdout.write(`${formatTable([param, ...configs.map((c) => c.name)], table)}\n`);
  if (out !== null) writeOrExit(out, sweepCsv(rows, param));
  if (jsonlOut !== null) writeOrExit(jsonlOut, jsonl(jobs, summaries));
  failIfCut(rows.map((r) => r.run));
}
