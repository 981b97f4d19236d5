/**
 * Acceptance check of issue 12's three unsafe links (tests/fixtures/unsafe-links/): times each
 * through validateScenario + StreamingRun (as the worker runs them) and through the CLI, and
 * prints the wall time and the message. `npx tsx scripts/unsafe-links.ts`
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateScenario } from '../src/sim-core/scenario/validate';
import { StreamingRun } from '../src/worker/streaming-run';

const ROOT = new URL('../', import.meta.url).pathname;
const DIR = join(ROOT, 'tests/fixtures/unsafe-links');

const h0 = performance.now();
spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), '--help'], { cwd: ROOT, encoding: 'utf8' });
console.log(`CLI start-up alone (--help): ${(performance.now() - h0).toFixed(0)} ms`);

for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
  const input = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
  const t0 = performance.now();
  const v = validateScenario(input);
  let message: string;
  if (!v.ok) message = `refused: ${v.errors.join(' | ')}`;
  else {
    const run = new StreamingRun(1, v.scenario);
    let b = run.step(100);
    while (!b.done && performance.now() - t0 < 2000) b = run.step(100);
    message = b.done ? `ran: ${JSON.stringify(b.summary.stop)}` : `still running after 2 s at ${b.now} s`;
  }
  const apiMs = performance.now() - t0;
  const c0 = performance.now();
  const cli = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'src/cli/main.ts'), join(DIR, file)], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  const cliMs = performance.now() - c0;
  console.log(`${file}\n  validateScenario + StreamingRun: ${apiMs.toFixed(1)} ms, ${message}\n  CLI: ${cliMs.toFixed(0)} ms (node + tsx start-up included), exit ${cli.status}: ${cli.stderr.trim().replace(/\n\s*/g, ' | ')}`);
}
