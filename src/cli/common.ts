

import { OverrideError, applyOverride, parseOverrideValue, validateScenario, withFieldLabel, type Scenario } from '../sim-core';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { settingPathProblem } from './setting-paths';
import { CATALOG, PARAMETRIC_PRESET_HELP, presetInput, presetTitle } from '../scenario-edit/catalog';
import { note } from './printable';

/** Exit status of a run a budget cut short (2 is for bad usage or input). */
export const EXIT_BUDGET = 3;
/** Exit status when some runs of a batch failed (their output lines hold the error). */
export const EXIT_RUNS_FAILED = 4;
/** Exit status when a flow that has a size did not finish in some runs of --reps or sweep (outputs are written; --allow-incomplete makes it 0). */
export const EXIT_INCOMPLETE = 5;

export function fail(msg: string, code = 2): never {
  note(`${msg}\n`);
  process.exit(code);
}

export function loadInput(arg: string): unknown {
  if (arg.endsWith('.json') || existsSync(arg)) {
    if (!existsSync(arg)) fail(`no such file: ${arg}`);
    if (statSync(arg).isDirectory()) fail(`${arg} is a directory; give a scenario file (.json) or a preset name`);
    try {
      return JSON.parse(readFileSync(arg, 'utf8'));
    } catch (e) {
      fail(`${arg}: not valid JSON (${(e as Error).message})`);
    }
  }
  const preset = presetInput(arg);
  if (!preset) fail(`"${arg}" is neither a scenario file nor a preset. Presets:\n  ${CATALOG.map((p) => p.name).join('\n  ')}\n  ${PARAMETRIC_PRESET_HELP}`);
  return preset;
}

/** Parse a `--set PATH=VALUE` argument. */
export function parseSet(text: string): [string, unknown] {
  const eq = text.indexOf('=');
  if (eq <= 0) fail(`--set expects PATH=VALUE, got "${text}"`);
  return [text.slice(0, eq), parseOverrideValue(text.slice(eq + 1))];
}

/** Edits that leave what a preset's name and description state as they were: the seed, what is recorded, the name itself. */
const SETUP_NEUTRAL = /^(seed|name|record(\..*)?)$/;

/** The preset an input argument names (loadInput's rule: an existing file or a .json name is a file), or null. */
export function presetSource(arg: string): string | null {
  return arg.endsWith('.json') || existsSync(arg) || presetInput(arg) === null ? null : arg;
}

/**
 * A preset's name and description state its own settings ("Late flow vs two downloads — RED
 * (d = 2 s)", "… starts d seconds later (here d = 2 s)"). After an edit that may change them
 * (`--set flows.2.start=5`, a sweep's value) they would not fit the run, so, as the app's heading
 * does (app/heading/scenario-heading.ts), the scenario takes the preset's catalogue title (its
 * name without the settings: data, not a rewritten string) and a description that says it is
 * the preset edited, and where the preset's own words are. A scenario file's name and description
 * are its author's and stay; an edit of the seed, of what is recorded or of the name keeps them.
 */
export function asEdited<T>(scenario: T, editedPaths: readonly string[], source: string | null): T {
  if (source === null || presetSource(source) === null || editedPaths.includes('name') || editedPaths.every((p) => SETUP_NEUTRAL.test(p))) return scenario;
  const edits = [...new Set(editedPaths.filter((p) => !SETUP_NEUTRAL.test(p)))].join(', ');
  return {
    ...scenario,
    name: presetTitle(source),
    description: `The preset ${source} with ${edits} changed; its own description states the values it had (npm run -s sim -- show ${source} prints it).`,
  };
}

/** Apply --set edits, exiting with the message on a bad path; `what` names the scenario in messages, `source` is the argument it was loaded from. */
export function withSets(scenario: unknown, sets: [string, unknown][], what = 'the scenario', source: string | null = null): unknown {
  try {
    for (const [p, v] of sets) {
      const problem = settingPathProblem(scenario, p, what);
      if (problem !== null) fail(`--set ${problem}`);
      scenario = applyOverride(scenario, p, v);
    }
    return asEdited(scenario, sets.map(([p]) => p), source);
  } catch (e) {
    if (e instanceof OverrideError) fail(e.message);
    throw e;
  }
}

/**
 * A validation message for the CLI: a flow's path as --set writes it, naming the flow
 * ("flows.2 (flow 3, "third").start: …"); other fields with their label beside the path.
 */
export function cliMessage(error: string, scenario: unknown): string {
  const m = /^flows\[(\d+)\]/.exec(error);
  if (!m) return withFieldLabel(error, scenario);
  return `flows.${m[1]} (${flowRef(scenario as { flows?: { name?: string }[] }, Number(m[1]))})${error.slice(m[0].length).replace(/^\[(\d+)\]/, '.$1')}`;
}

/** Validate, or exit with every message. */
export function validOrExit(scenario: unknown): Scenario {
  const v = validateScenario(scenario);
  if (!v.ok) fail(`invalid scenario:\n  ${v.errors.map((e) => cliMessage(e, scenario)).join('\n  ')}`);
  return v.scenario;
}

/**
 * Flow numbers as a person types them, counted from 1 as every table prints them ("1,2"), turned
 * into array indices ([0, 1]).
 */
export function parseFlowNumbers(text: string, option: string): number[] {
  const xs = text.split(',').map((s) => s.trim());
  if (xs.some((x) => !/^[1-9][0-9]*$/.test(x))) fail(`${option}: expected flow numbers counted from 1, like 1,2 (got "${text}")`);
  return xs.map((x) => Number(x) - 1);
}

/**
 * An option that took flow indices from 0 is refused, naming its new form with the same flows
 * numbered from 1 (under its old name, "--late 2" would now silently mean another flow).
 */
export function refuseRenamedFlowOption(old: string, value: string | undefined, now: string): never {
  const asNumbers = value !== undefined && /^\s*\d+(\s*,\s*\d+)*\s*$/.test(value) ? value.split(',').map((x) => Number(x) + 1).join(',') : 'N';
  fail(`${old} counted flows from 0 and is gone: flows are numbered from 1, as in the tables. Use ${now} ${asNumbers}${value !== undefined ? ` (the same flow${asNumbers.includes(',') ? 's' : ''} as ${old} ${value.trim()})` : ''}`);
}

/** How a message names a flow: "flow 3, "third"" (the name only when it has one). */
export function flowRef(scenario: { flows?: readonly { name?: string }[] }, index: number): string {
  const name = scenario.flows?.[index]?.name;
  return `flow ${index + 1}${name ? `, ${JSON.stringify(name)}` : ''}`;
}

/** Exit unless flow `index` (0-based) exists in `scenario`; `what` names the scenario. */
export function flowExistsOrExit(index: number, scenario: Scenario, what: string): void {
  const n = scenario.flows.length;
  if (index >= n) fail(`flow ${index + 1} does not exist: ${what} has ${n} flow${n === 1 ? '' : 's'} (numbered 1${n > 1 ? ` to ${n}` : ''})`);
}

/**
 * Make sure `dir` exists and is writable before a run, so a bad --out fails at once in one line.
 * Missing directories are made one level at a time: Node's recursive mkdir can spin forever under
 * pseudo file systems such as /proc.
 */
export function writableDirOrExit(dir: string): void {
  try {
    const missing: string[] = [];
    let d = resolve(dir);
    while (!existsSync(d)) {
      missing.unshift(d);
      const up = dirname(d);
      if (up === d) break;
      d = up;
    }
    if (!statSync(d).isDirectory()) fail(`--out ${dir}: ${d} is not a directory`);
    for (const m of missing) mkdirSync(m);
    accessSync(dir, constants.W_OK);
  } catch (e) {
    fail(`--out ${dir}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}
