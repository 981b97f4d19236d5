/**
 * `sim merge OUT SHARD…`: join the outputs of `sim batch --shard i/n` into the file one unsharded
 * batch would have written (lines in input order, each kept byte for byte).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readBatchLines } from './batch-input';
import { pendingPath } from './batch-output';
import { fail } from './common';
import { say, note } from './printable';

export const MERGE_USAGE = `usage: npm run sim -- merge OUT.jsonl SHARD.jsonl… [--input FILE.jsonl]

Joins the outputs of sim batch --shard i/n into OUT.jsonl, ordered by run index: the same bytes
one unsharded batch writes. Refuses duplicate or missing runs and unfinished shard files;
with --input (recommended: without it, runs missing after the last one found go unnoticed),
also checks that every run of that batch file is there, written for its line.`;

export function mergeCommand(argv: string[]): void {
  let input: string | null = null;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') {
      say(`${MERGE_USAGE}\n`);
      return;
    }
    if (a === '--input') input = argv[++i] ?? fail(`--input needs a value\n\n${MERGE_USAGE}`);
    else if (a.startsWith('-')) fail(`unknown option ${a}\n\n${MERGE_USAGE}`);
    else files.push(a);
  }
  if (files.length < 2) fail(MERGE_USAGE);
  const [out, ...shards] = files;
  if (shards.some((s) => resolve(s) === resolve(out))) fail(`OUT (${out}) must not be one of the shard files`);
  const byIndex = new Map<number, { line: string; input: unknown; from: string }>();
  for (const s of shards) {
    if (!existsSync(s)) fail(`no shard file ${s}`);
    const text = readFileSync(s, 'utf8');
    if (text !== '' && !text.endsWith('\n')) fail(`${s} ends with an incomplete line: that shard did not finish; rerun it (it resumes) and merge again`);
    if (existsSync(pendingPath(s))) fail(`${pendingPath(s)} exists: that shard did not finish; rerun it (it resumes) and merge again`);
    text
      .split('\n')
      .slice(0, -1)
      .forEach((line, k) => {
        let v: { index?: unknown; input?: unknown };
        try {
          v = JSON.parse(line);
        } catch {
          fail(`${s}:${k + 1}: not a JSON line; not a batch output file?`);
        }
        if (typeof v.index !== 'number' || !Number.isInteger(v.index) || v.index < 0) fail(`${s}:${k + 1}: no run index; not a batch output file?`);
        const seen = byIndex.get(v.index);
        if (seen) fail(`run ${v.index} is in both ${seen.from} and ${s}`);
        byIndex.set(v.index, { line, input: v.input, from: `${s}:${k + 1}` });
      });
  }
  const n = input !== null ? checkAgainstInput(input, byIndex) : byIndex.size;
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const l = byIndex.get(i);
    if (!l) fail(`run ${i} is missing (${byIndex.size} runs in the shard files, largest index ${Math.max(...byIndex.keys())}): is a shard unfinished or left out?`);
    lines.push(`${l.line}\n`);
  }
  const tmp = `${out}.merging-${process.pid}`;
  try {
    writeFileSync(tmp, lines.join(''));
    renameSync(tmp, out);
  } catch (e) {
    fail(`${out}: cannot write there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  note(`merged ${n} runs from ${shards.length} files into ${out}\n`);
}

/** Every run of the batch file must be there, for its own line; returns the number of runs. */
function checkAgainstInput(input: string, byIndex: Map<number, { input: unknown; from: string }>): number {
  if (!existsSync(input)) fail(`no batch file ${input}`);
  const runs = readBatchLines(input);
  if (byIndex.size > runs.length) fail(`the shard files hold ${byIndex.size} runs but ${input} has ${runs.length}`);
  for (const r of runs) {
    const got = byIndex.get(r.index);
    if (got && got.input !== r.key) fail(`${got.from} was written for another line than ${input}:${r.line} (input ${String(got.input)}, expected ${r.key})`);
  }
  return runs.length;
}
