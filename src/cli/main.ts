/**
 * Headless runs: `npm run sim -- <scenario.json | preset> [options]`.
 * Prints a per-flow summary table; --json prints the full summary as JSON; --out writes series.
 */
import { existsSync, readFileSync } from 'node:fs';
import { PRESETS, findPreset } from '../sim-core/scenario/presets';
import { OverrideError, applyOverride, parseOverrideValue } from '../sim-core/scenario/overrides';
import { Simulation } from '../sim-core/scenario/simulation';
import { validateScenario } from '../sim-core/scenario/validate';
import { summaryJson, summaryText, writeSeries } from './output';

const USAGE = `usage: npm run sim -- <scenario.json | preset-name> [options]

options:
  --out DIR             write series (per flow: cwnd, rtt, seq, delivered; per monitored link:
                        queue, events) and summary.json into DIR
  --format csv|json     series format for --out (default csv)
  --json                print the full summary (flows, links, aggregate) as JSON on stdout
  --set PATH=VALUE      change one setting before running, e.g. --set flows.2.start=3
                        (repeatable; VALUE is JSON if it parses, else a string)
  --seed N              shorthand for --set seed=N
  --list                list the presets
  --help                this text`;

function fail(msg: string, code = 2): never {
  process.stderr.write(`${msg}\n`);
  process.exit(code);
}

function loadInput(arg: string): unknown {
  if (arg.endsWith('.json') || existsSync(arg)) {
    if (!existsSync(arg)) fail(`no such file: ${arg}`);
    try {
      return JSON.parse(readFileSync(arg, 'utf8'));
    } catch (e) {
      fail(`${arg}: not valid JSON (${(e as Error).message})`);
    }
  }
  const preset = findPreset(arg);
  if (!preset) fail(`"${arg}" is neither a scenario file nor a preset. Presets:\n  ${PRESETS.map((p) => p.name).join('\n  ')}`);
  return preset.build();
}

function main(argv: string[]): void {
  let input: string | null = null;
  let out: string | null = null;
  let format: 'csv' | 'json' = 'csv';
  let json = false;
  const sets: [string, unknown][] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${USAGE}`);
    switch (a) {
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        return;
      case '--list':
        for (const p of PRESETS) process.stdout.write(`${p.name.padEnd(24)} ${p.title}\n`);
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
      case '--set': {
        const s = next();
        const eq = s.indexOf('=');
        if (eq <= 0) fail(`--set expects PATH=VALUE, got "${s}"`);
        sets.push([s.slice(0, eq), parseOverrideValue(s.slice(eq + 1))]);
        break;
      }
      default:
        if (a.startsWith('-')) fail(`unknown option ${a}\n\n${USAGE}`);
        if (input !== null) fail(`only one scenario per run (got "${input}" and "${a}")`);
        input = a;
    }
  }
  if (input === null) fail(USAGE);

  let scenario = loadInput(input);
  try {
    for (const [p, v] of sets) scenario = applyOverride(scenario, p, v);
  } catch (e) {
    if (e instanceof OverrideError) fail(e.message);
    throw e;
  }
  const v = validateScenario(scenario);
  if (!v.ok) fail(`invalid scenario:\n  ${v.errors.join('\n  ')}`);
  let result;
  try {
    result = new Simulation(v.scenario).runToEnd();
  } catch (e) {
    fail(`cannot run this scenario: ${(e as Error).message}`);
  }
  if (json) process.stdout.write(`${summaryJson(result)}\n`);
  else process.stdout.write(`${summaryText(result)}\n`);
  if (out !== null) {
    const files = writeSeries(result, out, format);
    process.stderr.write(`wrote ${files.length} files to ${out}\n`);
  }
  if (result.outcome === 'budget') process.stderr.write('warning: the run hit its event budget (maxEvents) and stopped early\n');
}

main(process.argv.slice(2));
