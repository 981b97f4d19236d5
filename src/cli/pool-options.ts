/** Parsing of the run pool's options, shared by batch, --reps and sweep. */
import { fail } from './common';

export function parseWorkers(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 256) fail(`--workers must be an integer in 1…256 (got "${text}")`);
  return n;
}

export function parseTimeout(text: string): number {
  const s = Number(text);
  if (!Number.isFinite(s) || s <= 0) fail(`--timeout must be a positive number of seconds (got "${text}")`);
  return s;
}

export function parseMemory(text: string): number {
  const mb = Number(text);
  if (!Number.isInteger(mb) || mb < 16) fail(`--memory must be a whole number of MB, at least 16 (got "${text}")`);
  return mb;
}
