/**
 * Long run-time fuzzing (issue 12): `npx tsx scripts/run-fuzz.ts [--n 100000] [--seed 1]`.
 * Generates scenarios as tests/core/run-fuzz.test.ts does (tests/helpers/run-fuzz.ts), runs
 * every valid one under small budgets and prints figures: how many were refused, completed or
 * cut by which budget, failures (throws, hangs, broken invariants), the slowest scenario's wall
 * time and the largest heap seen. Exit status 1 if anything failed.
 */
import fc from 'fast-check';
import { fuzzScenarioArb, runFuzzCase } from '../tests/helpers/run-fuzz';

const args = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const n = flag('--n', 100_000);
const seed = flag('--seed', 1);
const every = flag('--every', 5000);

const counts = { scenarios: 0, refused: 0, completed: 0, events: 0, memory: 0, 'recorded-values': 0, failed: 0 };
let maxWallMs = 0;
let slowest = '';
let maxHeap = 0;
const failures: string[] = [];
const t0 = performance.now();

function report(): void {
  const s = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(
    `${counts.scenarios} scenarios in ${s} s: refused ${counts.refused}, completed ${counts.completed}, cut by events ${counts.events}, memory ${counts.memory}, recorded-values ${counts['recorded-values']}, FAILED ${counts.failed}; max wall ${maxWallMs.toFixed(1)} ms per scenario, max heap ${(maxHeap / 2 ** 20).toFixed(0)} MiB`,
  );
}

/** Scenarios in chunks (fc.sample builds its whole array), each chunk from its own seed. */
function* scenarios(): Generator<Record<string, unknown>> {
  const CHUNK = 500;
  for (let k = 0; k * CHUNK < n; k++) yield* fc.sample(fuzzScenarioArb, { numRuns: Math.min(CHUNK, n - k * CHUNK), seed: seed * 1_000_003 + k });
}

for (const input of scenarios()) {
  counts.scenarios++;
  const w0 = performance.now();
  try {
    const o = runFuzzCase(input);
    if (o.kind === 'refused') counts.refused++;
    else if (o.result.stop.reason === 'completed') counts.completed++;
    else counts[o.result.stop.budget]++;
  } catch (e) {
    counts.failed++;
    if (failures.length < 10) failures.push(`${(e as Error).message}\n  ${JSON.stringify(input).slice(0, 2000)}`);
  }
  const ms = performance.now() - w0;
  if (ms > maxWallMs) {
    maxWallMs = ms;
    slowest = JSON.stringify(input).slice(0, 400);
  }
  if (counts.scenarios % 100 === 0) maxHeap = Math.max(maxHeap, process.memoryUsage().heapUsed);
  if (counts.scenarios % every === 0) report();
}
maxHeap = Math.max(maxHeap, process.memoryUsage().heapUsed);
report();
console.log(`slowest scenario: ${slowest}`);
for (const f of failures) console.log(`FAILURE: ${f}`);
process.exit(counts.failed > 0 ? 1 : 0);
