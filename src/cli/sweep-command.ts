import { columnFormat, findMetric, REPLICATED_METRICS, REPLICATED_RUN_METRICS, type ReplicatedMetric, type Roles } from '../sim-core';
import { parseValues } from '../sim-core';
import { type SweptSetting } from '../sim-core';
import { resolveLine, type ResolvedLine } from './batch-input';
import { outputLine } from './batch-output';
import { flattenCsv } from './flatten-command';
import { EXIT_BUDGET, EXIT_INCOMPLETE, EXIT_RUNS_FAILED, fail, flowExistsOrExit, loadInput, parseSet, refuseRenamedFlowOption, validOrExit, withSets } from './common';
import { parseOneFlow, roleOption } from './role-options';
import { distinctOutputsOrExit, writableFileOrExit, writeWholeOrExit } from './output-file';
import type { RunSummaryObject } from './output';
import { parseMemory, parseTimeout, parseWorkers } from './pool-options';
import { note, say } from './printable';
import { progressBar } from './progress';
import { scenarioHash } from './provenance';
import { defaultWorkers, runInPool } from './run-pool';
import { settingPathProblem } from './setting-paths';
import { plannedRuns, valueCombinations, type PlannedConfig, type SweepPlan } from './sweep-plan';
import { summaryCsv, summaryJson, summaryRows, unfinished, type SummaryRow, type SweepOutcome } from './sweep-results';
import { keptRuns } from './sweep-retry';
import { parseYRange, sweepFigureFile, type FigureData } from './sweep-plot';
import { metricOption } from './metric-option';
import { sweepTables } from './sweep-table';

export const SWEEP_USAGE = `usage: npm run sim -- sweep <scenario|preset> [<scenario|preset> ...] --param PATH --values LIST [options]

Runs every configuration (each scenario or preset named) for every value of PATH, each with
--reps seeds, and prints the median [Q1, Q3] of one flow's metric per configuration and value.
Repeat --param PATH --values LIST to sweep a grid (every combination of the values).

options:
  --param PATH        a setting to vary, e.g. flows.2.start (a JSON path: flows.2 is flow 3);
                      a configuration that lacks it runs unchanged at every value (a baseline);
                      a setting that no configuration has is refused
  --values LIST       its values: 0,0.5,1 or from:to:step (inclusive), e.g. 0:7:0.5
  --reps N            replications per point (seeds --seed … --seed+N−1; default 20)
  --seed N            first seed (default 1)
  --metric-flow N     the flow whose metric is summarised, numbered from 1 as in the tables
                      (default: the last flow)
  --metric ID         a flow's figure, by its metric catalogue id (docs/metrics.md; default
                      flow.elapsed): ${REPLICATED_METRICS.join(', ')};
                      or a figure of the whole run: ${REPLICATED_RUN_METRICS.join(', ')}
  --big-flows I,J --late-flow K
                      count per point the runs in which flow K takes longer than the faster of
                      flows I and J (seed 000's exceptions; flows numbered from 1)
  --name NAME         label for the next configuration (default: the preset or file name)
  --set PATH=VALUE    change a setting of every configuration (repeatable)
  --out FILE.csv      write one row per run and flow (with provenance columns)
  --jsonl FILE        write one JSON line per run, exactly as batch writes the --emit-batch lines
  --summary FILE      write per configuration and value: n, completed, min, Q1, median, Q3,
                      max, mean, sd and a 95 % confidence interval of the median (FILE.csv or
                      FILE.json; repeatable, e.g. one of each; plot redraws the figure from it)
  --plot FILE         draw the figure (FILE.svg or FILE.png; repeatable): Q1–Q3 boxes, min–max
                      whiskers and medians against the first --param, one series per
                      configuration (and per value of a second --param), the study's published
                      medians where known
  --emit-batch FILE   write the runs as a batch file (npm run sim -- batch --help) and stop
  --retry-errors FILE run again only the runs that failed or timed out in FILE, the --jsonl of
                      an earlier run of this same sweep (same configurations, --set, --param,
                      --values, --reps, --seed; refused otherwise, or if another build wrote
                      it), taking every other run's result from it; then writes every output
  --y-range MIN:MAX   with --plot: the y axis from MIN to MAX in its unit (e.g. 0:20 for seconds),
                      so that figures of several sweeps share one scale
  --allow-incomplete  exit 0 although some runs' flow did not finish (see exit status)
  --workers N         worker threads (default: one per core, here ${defaultWorkers()})
  --timeout S         end a run S seconds (wall time) from the moment its worker starts it (a
                      worker thread's start-up does not count): a failed run, named in the
                      message (default: no limit; with one, runs go one at a time)
  --memory MB         heap limit of each worker thread (a run that exceeds it is a failed run)

examples:
  npm run sim -- sweep seed000-droptail seed000-red --param flows.2.start --values 0,2,4 --reps 5 --big-flows 1,2 --late-flow 3 --summary sweep.csv
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --param topology.bottleneckQueue.maxP --values 0.05,0.2 --reps 2 --summary grid.json
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --emit-batch runs.jsonl
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --jsonl late-flow.jsonl --summary late-flow.json --plot late-flow.svg --y-range 0:20
  npm run sim -- plot late-flow.json --out late-flow.png --y-range 0:15
  npm run sim -- sweep seed000-red --param flows.2.start --values 0,2 --reps 2 --jsonl late-flow.jsonl --retry-errors late-flow.jsonl --summary late-flow.csv

An unfinished flow counts as longer than the simulated time (a censored value): medians stay
defined while fewer than half the runs are unfinished and show as "> T" otherwise.

exit status: 0 done; 2 bad usage or input (refused before running); 3 some run was cut by a
budget; 4 some runs failed; ${EXIT_INCOMPLETE} the summarised flow did not finish in some runs (outputs are
written either way; --allow-incomplete makes this 0)`;

interface SweepArgs {
  inputs: { name: string; input: string }[];
  sets: [string, unknown][];
  settings: SweptSetting[];
  reps: number;
  firstSeed: number;
  flow: number | null;
  big: number[] | null;
  late: number | null;
  metric: ReplicatedMetric;
  out: string | null;
  jsonl: string | null;
  /** --summary and --plot are repeatable: a CSV and a JSON, an SVG and a PNG from one sweep. */
  summaries: string[];
  plots: string[];
  emitBatch: string | null;
  retryErrors: string | null;
  yRange: readonly [number, number] | null;
  allowIncomplete: boolean;
  workers: number;
  timeoutS: number | undefined;
  memoryMb: number | undefined;
}

function parseArgs(argv: string[]): SweepArgs | null {
  const a: SweepArgs = { inputs: [], sets: [], settings: [], reps: 20, firstSeed: 1, flow: null, big: null, late: null, metric: 'flow.elapsed', out: null, jsonl: null, summaries: [], plots: [], emitBatch: null, retryErrors: null, yRange: null, allowIncomplete: false, workers: defaultWorkers(), timeoutS: undefined, memoryMb: undefined };
  let nextName: string | null = null;
  let pendingParam: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const opt = argv[i];
    const next = () => argv[++i] ?? fail(`${opt} needs a value\n\n${SWEEP_USAGE}`);
    switch (opt) {
      case '--help':
      case '-h':
        say(`${SWEEP_USAGE}\n`);
        return null;
      case '--param':
        if (pendingParam !== null) fail(`--param ${pendingParam} has no --values before the next --param`);
        pendingParam = next();
        if (a.settings.some((s) => s.path === pendingParam)) fail(`--param ${pendingParam} is given twice`);
        break;
      case '--values': {
        const text = next();
        if (pendingParam === null) fail('--values must follow its --param (--param PATH --values LIST)');
        try {
          a.settings.push({ path: pendingParam, values: parseValues(text) });
        } catch (e) {
          fail(`--values for ${pendingParam}: ${(e as Error).message}`);
        }
        pendingParam = null;
        break;
      }
      case '--reps':
        a.reps = Number(next());
        if (!Number.isInteger(a.reps) || a.reps < 1 || a.reps > 1000) fail('--reps must be an integer in 1…1000');
        break;
      case '--seed':
        a.firstSeed = Number(next());
        if (!Number.isInteger(a.firstSeed) || a.firstSeed < 0) fail('--seed must be a non-negative integer');
        break;
      case '--metric-flow':
        a.flow = parseOneFlow(next(), '--metric-flow');
        break;
      case '--flow':
        refuseRenamedFlowOption('--flow', argv[i + 1], '--metric-flow');
        break;
      case '--metric':
        a.metric = metricOption(next());
        break;
      case '--y-range': {
        const r = parseYRange(next());
        if (typeof r === 'string') fail(r);
        a.yRange = r;
        break;
      }
      case '--name':
        nextName = next();
        break;
      case '--set':
        a.sets.push(parseSet(next()));
        break;
      case '--out':
        a.out = next();
        break;
      case '--jsonl':
        a.jsonl = next();
        break;
      case '--summary': {
        const f = next();
        if (!/\.(csv|json)$/i.test(f)) fail(`--summary ${f}: give a .csv or .json file name (the name says the format)`);
        a.summaries.push(f);
        break;
      }
      case '--plot': {
        const f = next();
        if (!/\.(svg|png)$/i.test(f)) fail(`--plot ${f}: give a .svg or .png file name (the name says the format)`);
        a.plots.push(f);
        break;
      }
      case '--emit-batch':
        a.emitBatch = next();
        break;
      case '--retry-errors':
        a.retryErrors = next();
        break;
      case '--allow-incomplete':
        a.allowIncomplete = true;
        break;
      case '--workers':
        a.workers = parseWorkers(next());
        break;
      case '--timeout':
        a.timeoutS = parseTimeout(next());
        break;
      case '--memory':
        a.memoryMb = parseMemory(next());
        break;
      default:
        if (roleOption(opt, argv[i + 1], next, a)) break;
        if (opt.startsWith('-')) fail(`unknown option ${opt}\n\n${SWEEP_USAGE}`);
        a.inputs.push({ name: nextName ?? opt, input: opt });
        nextName = null;
    }
  }
  if (pendingParam !== null) fail(`--param ${pendingParam} needs --values`);
  if (a.inputs.length === 0 || a.settings.length === 0) fail(SWEEP_USAGE);
  if ((a.big === null) !== (a.late === null)) fail('--big-flows and --late-flow go together');
  if (a.retryErrors !== null && a.emitBatch !== null) fail('--retry-errors runs the sweep: it does not go with --emit-batch (batch --retry-errors retries a batch)');
  if (a.yRange !== null && a.plots.length === 0) fail('--y-range sets the figure\'s y axis: give --plot FILE.svg|FILE.png too');
  if (a.plots.length > 0 && a.settings.length > 2) fail(`--plot draws one or two swept settings (x and series); this sweep has ${a.settings.length}: use --summary and plot it yourself`);
  return a;
}

export async function sweepCommand(argv: string[]): Promise<void> {
  const a = parseArgs(argv);
  if (a === null) return;
  // Everything is checked before the first run: configurations, settings, flows, output paths.
  const configs: PlannedConfig[] = [];
  for (const p of a.inputs) {
    if (configs.some((c) => c.name === p.name)) fail(`two configurations are called "${p.name}"; name one with --name`);
    const scenario = validOrExit(withSets(loadInput(p.input), a.sets, p.name, p.input));
    configs.push({ name: p.name, source: p.input, scenario });
  }
  for (const s of a.settings) {
    const problems = configs.map((c) => settingPathProblem(c.scenario, s.path, c.name));
    if (problems.every((x) => x !== null)) fail(`--param ${problems[0]}`);
  }
  const flow = a.flow ?? configs[0].scenario.flows.length - 1;
  for (const c of configs) for (const f of [flow, ...(a.big ?? []), ...(a.late !== null ? [a.late] : [])]) flowExistsOrExit(f, c.scenario, c.name);
  const roles: Roles | undefined = a.big && a.late !== null ? { bigFlows: [a.big[0], a.big[1]], lateFlow: a.late } : undefined;
  const outputs = [
    { option: '--out', path: a.out },
    { option: '--jsonl', path: a.jsonl },
    ...a.summaries.map((path) => ({ option: '--summary', path })),
    ...a.plots.map((path) => ({ option: '--plot', path })),
    { option: '--emit-batch', path: a.emitBatch },
  ];
  distinctOutputsOrExit(outputs);
  for (const o of outputs) if (o.path !== null) writableFileOrExit(o.path, o.option);

  const plan: SweepPlan = { configs, settings: a.settings, sets: a.sets, replications: a.reps, firstSeed: a.firstSeed };
  let runs: ReturnType<typeof plannedRuns> = [];
  try {
    runs = plannedRuns(plan);
  } catch (e) {
    fail((e as Error).message);
  }
  if (a.emitBatch !== null) {
    writeWholeOrExit(a.emitBatch, runs.map((r) => `${r.line.text}\n`).join(''));
    note(`${runs.length} runs; run them with: npm run -s sim -- batch ${a.emitBatch} --out RESULTS.jsonl (add --shard i/n to split them)\n`);
    return;
  }
  const resolved: ResolvedLine[] = runs.map((r) => {
    const v = resolveLine(r.line, '.');
    if (typeof v === 'string') fail(`${r.meta.config}: ${v}`);
    r.scenarioHash = scenarioHash(v.scenario);
    return v;
  });

  const lines: string[] = new Array(runs.length);
  const summaries: RunSummaryObject[] = new Array(runs.length);
  // --retry-errors: the runs that did not fail in the earlier sweep are taken from its lines as they are.
  const kept = a.retryErrors !== null ? keptRuns(a.retryErrors, resolved) : resolved.map(() => null);
  kept.forEach((x, k) => {
    if (x === null) return;
    lines[k] = x.line;
    summaries[k] = x.summary;
  });
  const keptCount = kept.filter((x) => x !== null).length;
  if (a.retryErrors !== null) note(`--retry-errors ${a.retryErrors}: ${keptCount} of ${runs.length} runs kept, ${runs.length - keptCount} that failed there run again\n`);
  const errors: string[] = [];
  const bar = progressBar(runs.length, 'sweep', a.workers, keptCount);
  await runInPool(
    resolved.flatMap((r, index) => (kept[index] === null ? [{ index, scenario: r.scenario }] : [])),
    {
      workers: a.workers,
      timeoutS: a.timeoutS,
      memoryMb: a.memoryMb,
      onOutcome: (k, o) => {
        lines[k] = outputLine(resolved[k], o);
        if (o.ok) summaries[k] = o.summary;
        else errors.push(`run ${k + 1} (${resolved[k].id}): ${o.error}`);
        bar.tick(!o.ok);
      },
    },
  );
  bar.stop();
  if (a.jsonl !== null) writeWholeOrExit(a.jsonl, lines.join(''));
  if (errors.length > 0) {
    errors.sort((x, y) => Number(/^run (\d+)/.exec(x)![1]) - Number(/^run (\d+)/.exec(y)![1]));
    const retry = a.jsonl !== null ? `; run the same command with --retry-errors ${a.jsonl} to run only those again` : '; with --jsonl FILE the finished runs are kept, and --retry-errors FILE runs only the failed ones again';
    fail(`${errors.length} of ${runs.length} runs failed; first, ${errors[0]}${retry}`, EXIT_RUNS_FAILED);
  }

  const outcomes: SweepOutcome[] = runs.map((run, k) => ({ run, summary: summaries[k] }));
  const combos = valueCombinations(plan);
  const rows = summaryRows(plan, combos, outcomes, flow, a.metric, roles);
  const flowName = configs[0].scenario.flows[flow].name ?? '';
  // One display unit for every table (the catalogue's rule), named in the title line: the cells are plain numbers.
  const column = columnFormat(findMetric(a.metric)!, rows.flatMap((r) => [r.stats.q1, r.stats.median, r.stats.q3, r.stats.above]));
  const of = findMetric(a.metric)!.scope === 'flow' ? ` of flow ${flow + 1}${flowName ? ` (${flowName})` : ''}` : ' of the whole run';
  say(`${column.label}${of}: median [Q1, Q3] over ${a.reps} replications\n\n${sweepTables(plan, rows, column.cell)}\n`);
  // The run × flow table is flatten's of these very lines: one column definition for both.
  if (a.out !== null) writeWholeOrExit(a.out, flattenCsv(lines.join(''), a.out));
  for (const f of a.plots) writeWholeOrExit(f, await sweepFigureFile(f, figureData(plan, rows, a.metric, flow, flowName), { yRange: a.yRange ?? undefined }));
  for (const f of a.summaries) writeWholeOrExit(f, /\.json$/i.test(f) ? summaryJson(plan, rows, flow, flowName, a.metric) : summaryCsv(plan, rows, flow, flowName, a.metric));

  const cut = outcomes.flatMap((o, k) => (o.summary.stop.reason === 'budget' ? [`${resolved[k].id}: ${o.summary.stop.message}`] : []));
  if (cut.length > 0) fail(`${cut.length} of ${runs.length} runs were cut by a budget; first, ${cut[0]}`, EXIT_BUDGET);
  const open = outcomes.filter((o) => unfinished(o.summary, flow));
  if (open.length > 0) {
    const msg = `flow ${flow + 1} did not finish in ${open.length} of ${runs.length} runs (counted as longer than the simulated time)`;
    if (a.allowIncomplete) note(`note: ${msg}\n`);
    else fail(`${msg}; the outputs are written; --allow-incomplete makes this exit 0`, EXIT_INCOMPLETE);
  }
}

/** What the figure is drawn from, as a --summary file holds it too (plot-command.ts reads that back). */
function figureData(plan: SweepPlan, rows: readonly SummaryRow[], metric: ReplicatedMetric, flow: number, flowName: string): FigureData {
  return {
    configs: plan.configs.map((c) => ({ name: c.name, source: c.source, scenario: c.scenario })),
    settings: plan.settings,
    sets: plan.sets,
    replications: plan.replications,
    metric,
    flow,
    flowName,
    rows: rows.map((r) => ({ config: r.config, values: r.values, stats: { ...r.stats } })),
  };
}
