/**
 * The lines of a batch file (`sim batch FILE.jsonl`): one run per non-blank line, each a JSON
 * object, either
 *   - a scenario, as a scenario file holds it (it has a "version"), or
 *   - a reference: exactly one of "preset" (a preset name), "file" (a scenario file, relative to
 *     the batch file) or "scenario" (an object), with optional "set" ({"PATH": VALUE, …}, applied
 *     in order as --set would), "id" (a label) and "meta" (an object), both copied to the output line.
 * Runs are numbered 0, 1, … in file order (blank lines do not count). Each carries a key, a hash
 * of its line's text, so that resuming or merging can tell the output was written for this input.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { presetInput } from '../scenario-edit/catalog';
import { applyOverride, OverrideError } from '../sim-core';
import { type Scenario } from '../sim-core';
import { validateScenario } from '../sim-core';
import { cliMessage } from './common';
import { settingPathProblem } from './setting-paths';

export interface BatchLine {
  /** Run number: position among the non-blank lines. */
  index: number;
  /** Line number in the file (1-based), for messages. */
  line: number;
  /** First 16 hex digits of the SHA-256 of the line's text (trimmed). */
  key: string;
  text: string;
}

export interface ResolvedLine {
  index: number;
  key: string;
  id?: string;
  /** What the line says about itself (a sweep's configuration, setting values and seed), copied to the output line. */
  meta?: Record<string, unknown>;
  scenario: Scenario;
}

const REFERENCE_KEYS = new Set(['preset', 'file', 'scenario', 'set', 'id', 'meta']);

export const lineKey = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function readBatchLines(path: string): BatchLine[] {
  const lines: BatchLine[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((raw, i) => {
      const text = raw.trim();
      if (text !== '') lines.push({ index: lines.length, line: i + 1, key: lineKey(text), text });
    });
  return lines;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Turn one line into a validated scenario, or say what is wrong with it (without the line number). */
export function resolveLine(l: BatchLine, batchDir: string): ResolvedLine | string {
  let v: unknown;
  try {
    v = JSON.parse(l.text);
  } catch (e) {
    return `not valid JSON (${(e as Error).message})`;
  }
  if (!isObject(v)) return 'expected a JSON object (a scenario, or {"preset": …, "set": {…}})';
  let input: unknown;
  let id: string | undefined;
  let meta: Record<string, unknown> | undefined;
  if ('version' in v) input = v;
  else {
    const unknown = Object.keys(v).filter((k) => !REFERENCE_KEYS.has(k));
    if (unknown.length > 0) return `unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (a line is a scenario with a "version", or has preset/file/scenario, set, id)`;
    const sources = ['preset', 'file', 'scenario'].filter((k) => k in v);
    if (sources.length !== 1) return `give exactly one of "preset", "file" or "scenario" (got ${sources.length === 0 ? 'none' : sources.join(', ')})`;
    if (v.id !== undefined) {
      if (typeof v.id !== 'string') return '"id" must be a string';
      id = v.id;
    }
    if (v.meta !== undefined) {
      if (!isObject(v.meta)) return '"meta" must be an object (it is copied to the output line)';
      meta = v.meta;
    }
    if (typeof v.preset === 'string') {
      input = presetInput(v.preset);
      if (input === null) return `unknown preset "${v.preset}" (npm run sim -- --list)`;
    } else if ('preset' in v) return '"preset" must be a preset name';
    else if (typeof v.file === 'string') {
      const p = resolve(batchDir, v.file);
      if (!existsSync(p) || statSync(p).isDirectory()) return `no scenario file ${p}`;
      try {
        input = JSON.parse(readFileSync(p, 'utf8'));
      } catch (e) {
        return `${p}: not valid JSON (${(e as Error).message})`;
      }
    } else if ('file' in v) return '"file" must be a path';
    else if (isObject(v.scenario)) input = v.scenario;
    else return '"scenario" must be an object';
    if (v.set !== undefined) {
      if (!isObject(v.set)) return '"set" must be an object of {"PATH": VALUE}';
      try {
        for (const [path, value] of Object.entries(v.set)) {
          const problem = settingPathProblem(input, path, 'the scenario');
          if (problem !== null) return `set: ${problem}`;
          input = applyOverride(input, path, value);
        }
      } catch (e) {
        if (e instanceof OverrideError) return `set: ${e.message}`;
        throw e;
      }
    }
  }
  const r = validateScenario(input);
  if (!r.ok) return `invalid scenario: ${r.errors.map((e) => cliMessage(e, input)).join('; ')}`;
  return { index: l.index, key: l.key, ...(id !== undefined ? { id } : {}), ...(meta !== undefined ? { meta } : {}), scenario: r.scenario };
}

/** Resolve every line, or return the problems as "FILE:LINE: message" (at most 20). */
export function resolveLines(path: string, lines: BatchLine[]): { ok: true; runs: ResolvedLine[] } | { ok: false; errors: string[] } {
  const dir = dirname(resolve(path));
  const runs: ResolvedLine[] = [];
  const errors: string[] = [];
  for (const l of lines) {
    const r = resolveLine(l, dir);
    if (typeof r === 'string') {
      if (errors.length < 20) errors.push(`${path}:${l.line}: ${r}`);
      else if (errors.length === 20) errors.push('…');
    } else runs.push(r);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, runs };
}

/** "i/n" → the runs of shard i (0-based) of n: every n-th run from run i, so slow stretches spread over all shards. */
export function parseShard(text: string): { i: number; n: number } | string {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return `--shard expects i/n with 0 ≤ i < n, e.g. 0/4 (got "${text}")`;
  const [i, n] = [Number(m[1]), Number(m[2])];
  if (!(n >= 1 && n <= 100_000 && i < n)) return `--shard ${text}: need 0 ≤ i < n (shards are numbered from 0, as JOB_COMPLETION_INDEX is)`;
  return { i, n };
}

export const inShard = (index: number, shard: { i: number; n: number }): boolean => index % shard.n === shard.i;
