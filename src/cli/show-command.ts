/**
 * `sim show <preset | file> [--set PATH=VALUE …]`: print the scenario as the core reads it, every
 * default filled in, as JSON. Saved to a file and run, it gives the same run (same trace hash).
 */
import { CONGESTION_CONTROLS, TcpOverrides, type Scenario } from '../sim-core';
import { CC_NAMES } from '../sim-core';
import { resolveTcpConfig } from '../sim-core';
import { fail, loadInput, parseSet, validOrExit, withSets } from './common';
import { say } from './printable';
import { profileExpansions } from '../sim-core';

/** The congestion controls with settings of their own, from the registry ("CUBIC, BBR, …"). */
const WITH_SETTINGS = CONGESTION_CONTROLS.filter((c) => c.options.length > 0)
  .map((c) => c.label)
  .join(', ');

export const SHOW_USAGE = `usage: npm run sim -- show <preset | scenario.json> [--set PATH=VALUE …] [--seed N]

Prints the full scenario (every default filled in) as JSON: a starting point for a scenario file.
Running the printed file gives the same run (same trace hash). Every TCP flow's settings are
written out: the defaults, its congestion control's (${WITH_SETTINGS}) and its own.
Each profile the scenario names (e.g. tcp.bbr.profile) is printed with the settings it expands
to, on stderr.

example (npm run -s: npm's banner stays out of the file):
  npm run -s sim -- show cubic-alone --set seed=3 > cubic.json`;

/**
 * The scenario with every TCP flow's settings written out: the core's defaults, its congestion
 * control's and recovery's (CUBIC with HyStart, BBR, Vegas), the scenario's `tcp` and the flow's
 * own, merged as the run merges them. Fed back, the flow's full `tcp` gives the same settings, so
 * the same run.
 */
const CC_SETTING_KEYS = new Set<string>(CC_NAMES);

export function withEveryDefault(scenario: Scenario): Scenario {
  const keys = Object.keys(TcpOverrides.shape);
  const flows = scenario.flows.map((f) => {
    if (f.kind !== 'tcp' && f.kind !== 'web') return f;
    const full = resolveTcpConfig(f, scenario.tcp) as unknown as Record<string, unknown>;
    // One congestion control's settings: the flow's own (the others' do not apply to it).
    const tcp = Object.fromEntries(keys.filter((k) => full[k] !== undefined && !(CC_SETTING_KEYS.has(k) && k !== f.cc)).map((k) => [k, k === 'initialSsthresh' && full[k] === Number.POSITIVE_INFINITY ? null : full[k]]));
    return { ...f, tcp };
  });
  return { ...scenario, flows } as Scenario;
}

export function showCommand(argv: string[]): void {
  let input: string | null = null;
  const sets: [string, unknown][] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value\n\n${SHOW_USAGE}`);
    if (a === '--help' || a === '-h') {
      say(`${SHOW_USAGE}\n`);
      return;
    } else if (a === '--set') sets.push(parseSet(next()));
    else if (a === '--seed') sets.push(parseSet(`seed=${next()}`));
    else if (a.startsWith('-')) fail(`unknown option ${a}\n\n${SHOW_USAGE}`);
    else if (input !== null) fail(`one scenario at a time (got "${input}" and "${a}")`);
    else input = a;
  }
  if (input === null) fail(SHOW_USAGE);
  const valid = validOrExit(withSets(loadInput(input), sets, undefined, input));
  say(`${JSON.stringify(withEveryDefault(valid), null, 2)}\n`);
  // What each profile stands for goes to stderr, so that stdout stays a scenario file.
  for (const line of profileExpansions(valid)) process.stderr.write(`${line}\n`);
}
