/**
 * Idle time of the CLI's worker pool between runs (issue 34, item 9): 600 replications of
 * seed000-droptail (series off, as --reps and sweep run them) on 2 workers, handed out one run
 * at a time (what the pool did first), in chunks, and in chunks with each worker's next chunk
 * queued while it runs the current one (what it does now), interleaved, --rounds times each. Per worker thread the gaps between the end of one run and the start of the next
 * are summed; the figure is that idle time as a share of the time the workers spent running.
 *
 *   npx tsx scripts/bench-idle.ts [--runs 600] [--workers 2] [--rounds 3]
 */
import { loadavg } from 'node:os';
import { runInPool } from '../src/cli/run-pool';
import { replicationScenario } from '../src/cli/run-all';
import { presetInput } from '../src/scenario-edit/catalog';
import { validateScenario } from '../src/sim-core/scenario/validate';
import type { Scenario } from '../src/sim-core/scenario/schema';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const runs = Number(arg('runs', '600'));
const workers = Number(arg('workers', '2'));
const rounds = Number(arg('rounds', '3'));

const input = presetInput('seed000-droptail') as object;
const scenarios: Scenario[] = Array.from({ length: runs }, (_, k) => {
  const v = validateScenario(replicationScenario(input, k + 1));
  if (!v.ok) throw new Error(v.errors.join('; '));
  return v.scenario;
});

async function once(chunkSize: number | undefined, pipeline: boolean): Promise<{ wall: number; busy: number; idle: number }> {
  const spans = new Map<number, [number, number][]>();
  const t = performance.now();
  await runInPool(
    scenarios.map((scenario, index) => ({ index, scenario })),
    {
      workers,
      chunkSize,
      pipeline,
      onOutcome: () => {},
      onSpan: (thread, s, e) => {
        let l = spans.get(thread);
        if (!l) spans.set(thread, (l = []));
        l.push([s, e]);
      },
    },
  );
  const wall = performance.now() - t;
  let busy = 0;
  let idle = 0;
  for (const l of spans.values()) {
    l.sort((a, b) => a[0] - b[0]);
    l.forEach(([s, e], k) => {
      busy += e - s;
      if (k > 0) idle += Math.max(0, s - l[k - 1][1]);
    });
  }
  return { wall, busy, idle };
}

console.log(`${runs} runs of seed000-droptail on ${workers} workers, ${rounds} rounds; load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const results: Record<string, { wall: number; busy: number; idle: number }[]> = { 'one at a time': [], chunks: [], 'chunks, pipelined': [] };
for (let r = 0; r < rounds; r++) {
  results['one at a time'].push(await once(1, false));
  results.chunks.push(await once(undefined, false));
  results['chunks, pipelined'].push(await once(undefined, true));
}
for (const [name, rs] of Object.entries(results)) {
  const sum = (k: 'wall' | 'busy' | 'idle') => rs.reduce((a, x) => a + x[k], 0);
  console.log(`${name.padEnd(18)} wall ${(sum('wall') / rs.length / 1000).toFixed(2)} s, busy ${(sum('busy') / rs.length / 1000).toFixed(2)} s, idle between runs ${(sum('idle') / rs.length / 1000).toFixed(3)} s = ${((100 * sum('idle')) / sum('busy')).toFixed(2)} % of busy (rounds: ${rs.map((x) => ((100 * x.idle) / x.busy).toFixed(2)).join(', ')} %)`);
}
console.log(`load after ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
