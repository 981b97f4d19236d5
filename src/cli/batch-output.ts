/**
 * Batch output: one JSON line per run, in input order, appended as runs finish (runs finishing
 * early wait for the ones before them). Resuming reads what is there, drops a torn last line
 * (an interrupt during a write), checks that the lines were written for these runs, and skips them.
 */
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { finiteOrNull, type RunSummaryObject } from './output';
import type { RunOutcome } from './run-pool';
import { scenarioHash, toolIdentity } from './provenance';

/** What identifies a run in an output line: its index in the input and its line's key. */
export interface RunId {
  index: number;
  key: string;
  id?: string;
  meta?: Record<string, unknown>;
  /** The validated scenario the run ran: its hash goes into the line. */
  scenario?: unknown;
}

/**
 * The output line of one run: identity first (index, input key, id, meta), then provenance (the
 * tool's version and commit, the scenario's hash; no clock, no host: lines stay byte-identical
 * wherever they ran), then the summary or the error.
 */
export function outputLine(run: RunId, outcome: RunOutcome): string {
  const head = {
    index: run.index,
    input: run.key,
    ...(run.id !== undefined ? { id: run.id } : {}),
    ...(run.meta !== undefined ? { meta: run.meta } : {}),
    tool: toolIdentity(),
    ...(run.scenario !== undefined ? { scenarioHash: scenarioHash(run.scenario) } : {}),
  };
  const body: { summary: RunSummaryObject } | { error: string } = outcome.ok ? { summary: outcome.summary } : { error: outcome.error };
  return `${JSON.stringify({ ...head, ...body }, finiteOrNull)}\n`;
}

export class ResumeError extends Error {}

/**
 * How many of `expected` (in order) `path` already holds. A last line without its newline is cut
 * off the file (`torn` says so); any other line that does not match the expected run is an error.
 */
/** A line already in the output file: its text (without the newline) and what it says. */
export interface WrittenLine {
  text: string;
  failed: boolean;
  cut: boolean;
}

export function alreadyWritten(path: string, expected: readonly RunId[]): { done: number; torn: boolean; lines: WrittenLine[] } {
  if (!existsSync(path)) return { done: 0, torn: false, lines: [] };
  const text = readFileSync(path, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  if (lines.length > expected.length) throw new ResumeError(`${path} holds ${lines.length} lines but this batch has ${expected.length} runs: it was written for another input or shard (use another --out, or delete it)`);
  // Every complete line is checked before anything is changed: a file that is not this batch's
  // output (the input itself, someone's notes) is refused as it is, byte for byte.
  const written: WrittenLine[] = [];
  lines.forEach((l, k) => {
    let v: { index?: unknown; input?: unknown; error?: unknown; summary?: { stop?: { reason?: unknown } } };
    try {
      v = JSON.parse(l);
    } catch {
      throw new ResumeError(`${path}:${k + 1}: not a JSON line; not a batch output file? (it was left as it is)`);
    }
    const want = expected[k];
    if (v.index !== want.index || v.input !== want.key)
      throw new ResumeError(`${path}:${k + 1} is for run ${String(v.index)} (input ${String(v.input)}) where this batch has run ${want.index} (input ${want.key}): it was written for another input or shard (use another --out, or delete it)`);
    written.push({ text: l, failed: v.error !== undefined, cut: v.summary?.stop?.reason === 'budget' });
  });
  const tail = text.slice(end);
  const torn = tail !== '';
  if (torn) {
    // An interrupted write tears only the line of the next run, whose text starts with its identity.
    const next = expected[lines.length];
    const head = next && `{"index":${next.index},"input":${JSON.stringify(next.key)}`;
    if (!head || !(tail.startsWith(head) || head.startsWith(tail)))
      throw new ResumeError(`${path}:${lines.length + 1}: its last line is not the start of this batch's next output line; not a batch output file? (it was left as it is)`);
    const fd = openSync(path, 'r+');
    try {
      ftruncateSync(fd, Buffer.byteLength(text.slice(0, end)));
    } finally {
      closeSync(fd);
    }
  }
  return { done: lines.length, torn, lines: written };
}

/** Cut the file after its first `n` lines (to run again the runs of the lines after them). */
export function keepFirstLines(path: string, lines: readonly WrittenLine[], n: number): void {
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, lines.slice(0, n).reduce((bytes, l) => bytes + Buffer.byteLength(l.text) + 1, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * The side file of runs that finished before an earlier run: `OUT.pending`. A line waits there
 * (and in memory) until every run before it is written to OUT, so an interrupt loses no finished
 * run however long an earlier one takes; a rerun takes them from here. Removed when the batch ends.
 */
export const pendingPath = (out: string): string => `${out}.pending`;

/** Complete lines of the side file that belong to runs of this batch, by run index. */
export function readPending(out: string, expected: readonly RunId[]): Map<number, string> {
  const found = new Map<number, string>();
  const path = pendingPath(out);
  if (!existsSync(path)) return found;
  const keys = new Map(expected.map((r) => [r.index, r.key]));
  const text = readFileSync(path, 'utf8');
  for (const l of text.slice(0, text.lastIndexOf('\n') + 1).split('\n').slice(0, -1)) {
    try {
      const v = JSON.parse(l) as { index?: unknown; input?: unknown };
      if (typeof v.index === 'number' && keys.get(v.index) === v.input) found.set(v.index, `${l}\n`);
    } catch {
      // A line that does not parse is not kept: its run is done again.
    }
  }
  return found;
}

/**
 * Appends lines to OUT in input order: `put(position, line)` in any order; a line is written as
 * soon as all before it are, and meanwhile kept in the side file (unless it came from there).
 */
export class InOrderWriter {
  private readonly waiting = new Map<number, string>();
  private next = 0;
  private readonly fd: number;
  private pendingFd: number | null = null;

  constructor(private readonly path: string) {
    this.fd = openSync(path, 'a');
  }

  put(position: number, line: string, fromSideFile = false): void {
    this.waiting.set(position, line);
    if (position !== this.next && !fromSideFile) {
      this.pendingFd ??= openSync(pendingPath(this.path), 'a');
      writeSync(this.pendingFd, line);
    }
    for (let l = this.waiting.get(this.next); l !== undefined; l = this.waiting.get(this.next)) {
      // One write per line: an interrupt can tear at most the last line.
      writeSync(this.fd, l);
      this.waiting.delete(this.next++);
    }
  }

  /** Lines written to OUT so far (counting from position 0). */
  get written(): number {
    return this.next;
  }

  /** Close the files; when every line is in OUT (`complete`), remove the side file. */
  close(complete: boolean): void {
    closeSync(this.fd);
    if (this.pendingFd !== null) closeSync(this.pendingFd);
    if (complete) rmSync(pendingPath(this.path), { force: true });
  }
}
