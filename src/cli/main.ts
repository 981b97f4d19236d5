/**
 * Headless runs: `npm run sim -- <scenario.json | preset> [options]`.
 * Prints a per-flow summary table; --json prints the full summary as JSON; --out writes series.
 * Subcommands: show (the full scenario as JSON), batch and merge (many runs on a worker pool,
 * sharded over machines), sweep. `npm run sim` runs the esbuild bundle of this file
 * (scripts/sim.mjs); `npm run sim:tsx` runs the source.
 */
import { CATALOG, PARAMETRIC_PRESET_HELP } from '../scenario-edit/catalog';
import { parseOverrideValue } from '../sim-core';
import { type ScenarioInput } from '../sim-core';
import { runToEnd } from '../sim-core';
import { EXIT_BUDGET, fail, flowExistsOrExit, loadInput, parseSet, validOrExit, withSets, writableDirOrExit } from './common';
import { roleOption, type RoleChoice } from './role-options';
import { summaryJson, summaryText, writeSeries } from './output';
import { runProvenance } from './provenance';
import { queueHelp, seedStudiesHelp, tcpHelp } from './registry-help';
import { batchCommand } from './batch-command';
import { mergeCommand } from './merge-command';
import { flattenCommand } from './flatten-command';
import { plotCommand } from './plot-command';
import { parseWorkers } from './pool-options';
import { replicateCommand } from './replicate-command';
import { defaultWorkers } from './run-pool';
import { showCommand } from './show-command';
import { sweepCommand } from './sweep-command';
import { say, note } from './printable';
import { checkPcapOptions, isPcapFlag, PCAP_USAGE, runWithPcap, type PcapOptions } from './pcap-option';

const USAGE = `usage: npm run sim -- <scenario.json | preset-name> [options]
       npm run sim -- show <scenario.json | preset-name> [--set PATH=VALUE …]
       npm run sim -- batch FILE.jsonl --out RESULTS.jsonl [--workers N] [--shard i/n] …
       npm run sim -- merge OUT.jsonl SHARD.jsonl… [--input FILE.jsonl]
       npm run sim -- sweep …
       npm run sim -- flatten RESULTS.jsonl [--out FILE.csv]
       npm run sim -- plot SUMMARY.json|SUMMARY.csv --out FIG.svg|FIG.png

options:
  --out DIR             write series (per flow: cwnd, rtt, seq, delivered; per monitored link:
                        queue, events, queueing delay) and summary.json into DIR
  --format csv|json     series format for --out (default csv)
  --json                print the full summary (flows, links, aggregate) as JSON on stdout
${PCAP_USAGE}
  --set PATH=VALUE      change one setting before running, e.g. --set flows.2.start=3
                        (repeatable; VALUE is JSON if it parses, else a string; PATH is a JSON
                        path, counted from 0: flows.2 is flow 3 of the tables)
  --seed N              shorthand for --set seed=N (with --reps: the first seed)
  --reps N              run N replications (seeds N, N+1, …) and print min, Q1, median, Q3,
                        max, mean and sd of every per-flow metric (an unfinished run counts
                        as "> T"; mean and sd cover the finished runs, "(k of N finished)";
                        with --json: each run's whole summary too)
  --allow-incomplete    with --reps: exit 0 although a flow with a size did not finish in some runs
  --workers N           with --reps: worker threads (default: one per core, here ${defaultWorkers()})
  --big-flows I,J --late-flow K
                        with --reps: label flows I and J (numbered from 1, as in the tables)
                        fastest/slowest per run and count runs in which flow K takes longer
                        than the fastest (seed 000's exceptions)
  show ...              print the full scenario as JSON (npm run sim -- show --help)
  batch ...             run a JSON-lines file of scenarios on every core, resumable, shardable
                        (npm run sim -- batch --help; merge: npm run sim -- merge --help)
  flatten ...           a batch output or sweep --jsonl as CSV, one row per run and flow
                        (npm run sim -- flatten --help)
  sweep ...             vary one setting over values × replications × configurations
                        (npm run sim -- sweep --help)
  plot ...              redraw a sweep's figure from its --summary file, without running it
                        (npm run sim -- plot --help)
  --list                list the presets
  --help                this text

presets named after the seed studies (all presets: --list; sources: docs/presets.md):
${seedStudiesHelp()}
  A study's number is not a random seed: --seed N sets that.

examples (npm run -s when the output goes to a file or a pipe: npm's own banner stays out of it):
  npm run sim -- seed000-red --set flows.2.start=5
  npm run -s sim -- seed000-red --json > run.json
  npm run -s sim -- show cubic-alone --set seed=3 > my.json
  npm run -s sim -- my.json --json > my-summary.json
  npm run sim -- seed000-droptail --reps 5 --big-flows 1,2 --late-flow 3

exit status: 0 done; 2 bad usage, unreadable or invalid scenario (refused before running, with
the reason), or unwritable --out; 3 the run was cut by a budget (events, memory or recorded
values; the summary printed covers the time simulated); 4 some runs of --reps failed; 5 with
--reps, a flow with a size did not finish in some runs (the statistics are printed either way;
--allow-incomplete makes this 0)

${queueHelp()}

${tcpHelp()}`;

async function main(argv: string[]): Promise<void> {
  switch (argv[0]) {
    case 'sweep':
      return sweepCommand(argv.slice(1));
    case 'show':
      return showCommand(argv.slice(1));
    case 'batch':
      return batchCommand(argv.slice(1));
    case 'merge':
      return mergeCommand(argv.slice(1));
    case 'flatten':
      return flattenCommand(argv.slice(1));
    case 'plot':
      return plotCommand(argv.slice(1));
  }
  let workers = defaultWorkers();
  let input: string | null = null;
  let reps = 0;
  const roles: RoleChoice = { big: null, late: null };
  let out: string | null = null;
  let format: 'csv' | 'json' = 'csv';
  let json = false;
  let allowIncomplete = false;
  const sets: [string, unknown][] = [];
  const pcap: PcapOptions = new Map();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${USAGE}`);
    switch (a) {
      case '--help':
      case '-h':
        say(`${USAGE}\n`);
        return;
      case '--list':
        for (const p of CATALOG) say(`${p.name.padEnd(24)} ${p.title}\n`);
        say(`${PARAMETRIC_PRESET_HELP}\n`);
        return;
      case '--out':
        out = next();
        break;
      case '--format': {
        const f = next();
        if (f !== 'csv' && f !== 'json') fail(`--format must be csv or json, not "${f}"`);
        format = f;
        break;
      }
      case '--json':
        json = true;
        break;
      case '--seed':
        sets.push(['seed', parseOverrideValue(next())]);
        break;
      case '--set':
        sets.push(parseSet(next()));
        break;
      case '--reps':
        reps = Number(next());
        if (!Number.isInteger(reps) || reps < 1 || reps > 1000) fail('--reps must be an integer in 1…1000');
        break;
      case '--workers':
        workers = parseWorkers(next());
        break;
      case '--allow-incomplete':
        allowIncomplete = true;
        break;
      default:
        if (roleOption(a, argv[i + 1], next, roles)) break;
        if (isPcapFlag(a)) {
          pcap.set(a, next());
          break;
        }
        if (a.startsWith('-')) fail(`unknown option ${a}\n\n${USAGE}`);
        if (input !== null) fail(`only one scenario per run (got "${input}" and "${a}")`);
        input = a;
    }
  }
  if (input === null) fail(USAGE);

  const scenario = withSets(loadInput(input), sets, undefined, input);
  const valid = validOrExit(scenario);
  if (reps > 0) {
    const { big, late } = roles;
    if ((big === null) !== (late === null)) fail('--big-flows and --late-flow go together');
    for (const i of [...(big ?? []), ...(late !== null ? [late] : [])]) flowExistsOrExit(i, valid, input);
    return replicateCommand(scenario as ScenarioInput, reps, valid.seed, big !== null && late !== null ? { bigFlows: [big[0], big[1]], lateFlow: late } : undefined, json, workers, allowIncomplete, runProvenance(argv, input, sets, valid));
  }
  if (out !== null) writableDirOrExit(out);
  checkPcapOptions(pcap);
  let result;
  try {
    result = pcap.has('--pcap') ? runWithPcap(valid, pcap) : runToEnd(valid);
  } catch (e) {
    fail(`cannot run this scenario: ${(e as Error).message}`);
  }
  if (json) say(`${summaryJson(result)}\n`);
  else say(`${summaryText(result)}\n`);
  if (out !== null) {
    let files: string[] = [];
    try {
      files = writeSeries(result, out, format, runProvenance(argv, input, sets, valid));
    } catch (e) {
      fail(`--out ${out}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    note(`wrote ${files.length} files to ${out}\n`);
  }
  if (!Number.isNaN(result.seriesTruncatedAt))
    note(`note: the series stopped recording at ${result.seriesTruncatedAt.toPrecision(4)} s (record.maxValues, ${valid.record.maxValues} values); the summary covers the whole run\n`);
  if (result.stop.reason === 'budget') fail(`run cut short: ${result.stop.message}`, EXIT_BUDGET);
}

// A reader that stops early (`npm run -s sim -- --list | head`) closes the pipe: that is the
// reader's choice, not an error, so the CLI ends quietly as other Unix tools do.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});
await main(process.argv.slice(2));
