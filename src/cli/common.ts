

import { OverrideError, applyOverride, parseOverrideValue, validateScenario, withFieldLabel, type Scenario } from '../sim-core';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CATALOG, PARAMETRIC_PRESET_HELP, presetInput } from '../scenario-edit/catalog';

/** Exit status of a run a budget cut short (2 is for bad usage or input). */
export const EXIT_BUDGET = 3;
/** Exit status when some runs of a batch failed (their output lines hold the error). */
export const EXIT_RUNS_FAILED = 4;

export function fail(msg: string, code = 2): never {
  process.stderr.write(`${msg}\n`);
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

/** Apply --set edits, exiting with the message on a bad path. */
export function withSets(scenario: unknown, sets: [string, unknown][]): unknown {
  try {
    for (const [p, v] of sets) scenario = applyOverride(scenario, p, v);
    return scenario;
  } catch (e) {
    if (e instanceof OverrideError) fail(e.message);
    throw e;
  }
}

/** Validate, or exit with every message. */
export function validOrExit(scenario: unknown): Scenario {
  const v = validateScenario(scenario);
  if (!v.ok) fail(`invalid scenario:\n  ${v.errors.map((e) => withFieldLabel(e, scenario)).join('\n  ')}`);
  return v.scenario;
}

/** "0,1" → [0, 1] (flow numbers as the tables print them are 1-based; these are indices). */
export function parseIndexList(text: string, what: string): number[] {
  const xs = text.split(',').map((s) => Number(s.trim()));
  if (xs.length === 0 || xs.some((x) => !Number.isInteger(x) || x < 0)) fail(`${what}: expected flow indices like 0,1 (got "${text}")`);
  return xs;
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
