/**
 * Batch output: one JSON line per run, in input order, appended as runs finish (runs finishing
 * early wait for the ones before them). Resuming reads what is there, drops a torn last line
 * (an interrupt during a write), checks that the lines were written for these runs, and skips them.
 */
import { closeSync, existsSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { finiteOrNull, type RunSummaryObject } from './output';
import type { RunOutcome } from './run-pool';

/** What identifies a run in an output line: its index in the input and its line's key. */
export interface RunId {
  index: number;
  key: string;
  id?: string;
}

/** The output line of one run: identity first, then the summary or the error. */
export function outputLine(run: RunId, outcome: RunOutcome, extra: Record<string, unknown> = {}): string {
  const head = { index: run.index, input: run.key, ...(run.id !== undefined ? { id: run.id } : {}), ...extra };
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
  const torn = end < text.length;
  if (torn) {
    const fd = openSync(path, 'r+');
    try {
      ftruncateSync(fd, Buffer.byteLength(text.slice(0, end)));
    } finally {
      closeSync(fd);
    }
  }
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  if (lines.length > expected.length) throw new ResumeError(`${path} holds ${lines.length} lines but this batch has ${expected.length} runs: it was written for another input or shard (use another --out, or delete it)`);
  const written: WrittenLine[] = [];
  lines.forEach((l, k) => {
    let v: { index?: unknown; input?: unknown; error?: unknown; summary?: { stop?: { reason?: unknown } } };
    try {
      v = JSON.parse(l);
    } catch {
      throw new ResumeError(`${path}:${k + 1}: not a JSON line; not a batch output file?`);
    }
    const want = expected[k];
    if (v.index !== want.index || v.input !== want.key)
      throw new ResumeError(`${path}:${k + 1} is for run ${String(v.index)} (input ${String(v.input)}) where this batch has run ${want.index} (input ${want.key}): it was written for another input or shard (use another --out, or delete it)`);
    written.push({ text: l, failed: v.error !== undefined, cut: v.summary?.stop?.reason === 'budget' });
  });
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

/** Appends lines in input order: `put(position, line)` in any order, written as soon as all before it are. */
export class InOrderWriter {
  private readonly waiting = new Map<number, string>();
  private next: number;
  private readonly fd: number | null;

  constructor(path: string | null, firstPosition: number, private readonly onWrite: (line: string) => void = () => {}) {
    this.next = firstPosition;
    this.fd = path === null ? null : openSync(path, 'a');
  }

  put(position: number, line: string): void {
    this.waiting.set(position, line);
    for (let l = this.waiting.get(this.next); l !== undefined; l = this.waiting.get(this.next)) {
      // One write per line: an interrupt can tear at most the last line.
      if (this.fd !== null) writeSync(this.fd, l);
      this.onWrite(l);
      this.waiting.delete(this.next++);
    }
  }

  /** Lines written so far (counting from position 0). */
  get written(): number {
    return this.next;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
  }
}
