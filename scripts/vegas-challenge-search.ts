/**
 * The "Vegas meets Reno" challenge's bars, searched over seeds (phone trial 05:10, confusion 11:
 * the lesson's own answer, RED 3/5, passed "Vegas ≥ 90 % of Reno and utilization > 98 %" on seed 1
 * and on 1 of the Sweep's first 5 seeds). For each RED threshold pair it runs the challenge's
 * scenario over a block of the Sweep's seeds with the Sweep's jitter (as a pass's seed check runs
 * them, lessons/challenge-seeds.ts) and prints each pair's Vegas/Reno and utilization quartiles
 * and, for candidate bars, on how many seeds each pair passes.
 *
 *   npx tsx scripts/vegas-challenge-search.ts [firstSeed] [seeds]     # calibration: 1 10; held out: 11 10
 */
import { findLesson } from '../src/lessons/built-in';
import { variantScenario } from '../src/lessons/schema';
import { summaryOnly } from '../src/lessons/run-check';
import { jitterFor } from '../src/app/sweep/sweep-configs';
import { runScenario } from '../src/sim-core/scenario/run';
import { describe } from '../src/sim-core/experiments/statistics';

const first = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 10);
const lesson = findLesson('vegas-meets-reno')!;
const step = lesson.steps.find((s) => s.challenge)!;
const PAIRS: [number, number][] = [[3, 18], [2, 3], [2, 4], [3, 4], [3, 5], [3, 6], [3, 8], [4, 5], [4, 6], [5, 7], [6, 8]];
const BARS: { ratio: number; util: number }[] = [
  { ratio: 0.9, util: 98 },
  { ratio: 0.85, util: 98 },
  { ratio: 0.85, util: 97.5 },
  { ratio: 0.85, util: 97 },
  { ratio: 0.8, util: 97 },
];
const q = (xs: number[]) => { const d = describe(xs); return `${d.median.toFixed(3)} [${d.q1.toFixed(3)}, ${d.q3.toFixed(3)}] min ${Math.min(...xs).toFixed(3)}`; };

for (const [minTh, maxTh] of PAIRS) {
  const b = variantScenario(step, { set: [`topology.bottleneck.queue.minTh=${minTh}`, `topology.bottleneck.queue.maxTh=${maxTh}`] });
  if (!b.ok) throw new Error(b.error);
  const jitter = jitterFor(b.scenario);
  const ratios: number[] = [];
  const utils: number[] = [];
  for (let seed = first; seed < first + count; seed++) {
    const r = runScenario(summaryOnly({ ...structuredClone(b.scenario), seed, variability: { ...b.scenario.variability, ...jitter } }));
    const g = r.flows.map((f) => f.summary.goodputBps);
    ratios.push(g[0] / g[1]);
    utils.push(r.aggregate.utilization * 100);
  }
  // The student's own run: the step's seed, no jitter (what the challenge's check judges).
  const own = runScenario(summaryOnly(structuredClone(b.scenario)));
  const ownG = own.flows.map((f) => f.summary.goodputBps);
  const ownLine = `own run ${(ownG[0] / ownG[1]).toFixed(3)} / ${(own.aggregate.utilization * 100).toFixed(2)} %`;
  const passes = BARS.map((bar) => `${bar.ratio}/${bar.util}: ${ratios.filter((x, k) => x >= bar.ratio && utils[k] > bar.util).length}`).join('  ');
  console.log(`RED ${minTh}/${maxTh}  ${ownLine}  Vegas/Reno ${q(ratios)}  util ${q(utils)}  passes of ${count} — ${passes}`);
}
