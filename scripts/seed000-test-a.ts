/**
 * Seed 000 Test A against the thesis: 20 replications (seeds 1–20) of every third-flow delay,
 * tail drop and RED; prints a markdown table for docs/validation.md and the reproduction
 * targets RT-A1, A3–A6 as checks. `npx tsx scripts/seed000-test-a.ts [replications]`
 */
import { THESIS_TEST_A_RED, THESIS_TEST_A_TAILDROP, type ThesisRow } from '../src/sim-core/experiments/seed000-reference';
import { replicate } from '../src/sim-core/experiments/replicate';
import type { ScenarioInput } from '../src/sim-core/scenario/schema';
import { seed000TestA } from '../src/sim-core/scenario/seed000-presets';
import { withSeed000Edits } from './seed000-edits';
import { testATargets, type TestARow } from './seed000-test-a-targets';

const reps = Number(process.argv[2] ?? 20);
const scenario = (queue: 'droptail' | 'R1', d: number): ScenarioInput => withSeed000Edits(seed000TestA(queue, d), queue === 'droptail');
const roles = { bigFlows: [0, 1] as [number, number], lateFlow: 2 };
const f = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');

function run(queue: 'droptail' | 'R1', rows: ThesisRow[]) {
  return rows.map((t) => {
    const s = replicate(scenario(queue, t.d), reps, { roles, firstSeed: Number(process.env.SEED000_FIRST ?? 1) });
    return { t, third: s.flows[2].elapsedTime, slowest: s.slowest!.elapsedTime, retxBig: s.fastest!.retransmittedPackets.median + s.slowest!.retransmittedPackets.median, retxThird: s.flows[2].retransmittedPackets.median, exceptions: s.exceptions! };
  });
}

const td = run('droptail', THESIS_TEST_A_TAILDROP);
const red = run('R1', THESIS_TEST_A_RED);
for (const [name, rows] of [['Tail drop', td], ['RED (R1)', red]] as const) {
  console.log(`\n**${name}** — third flow's elapsed time, median [Q1, Q3] over ${reps} runs; slowest big flow's median; exceptions\n`);
  console.log('| d | thesis | ours | slowest big, thesis / ours | exceptions, thesis / ours |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.t.d} s | ${f(r.t.median)} [${f(r.t.q1)}, ${f(r.t.q3)}] | ${f(r.third.median)} [${f(r.third.q1)}, ${f(r.third.q3)}] | ${f(r.t.slowestMedian)} / ${f(r.slowest.median)} | ${r.t.exceptions} / ${r.exceptions} |`);
  }
}

const row = (r: ReturnType<typeof run>[number]): TestARow => ({ d: r.t.d, third: r.third.median, slowest: r.slowest.median, retxBig: r.retxBig, exceptions: r.exceptions, runs: reps });
const checks = testATargets(td.map(row), red.map(row)).map((c) => [c.id, c.holds, c.detail] as const);
console.log('\n| target | holds | ours |\n|---|---|---|');
for (const [name, ok, detail] of checks) console.log(`| ${name} | ${ok ? 'yes' : '**no**'} | ${detail} |`);
