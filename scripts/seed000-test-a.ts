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

const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
const redDelays = THESIS_TEST_A_RED.map((r) => r.d);
const tdAtRed = td.filter((r) => redDelays.includes(r.t.d));
const peak = td.reduce((a, r) => (r.third.median > a.third.median ? r : a));
const checks: [string, boolean, string][] = [
  ['RT-A1 slowest big flow ≈ 36.6 s ± 3 %', [...td, ...red].every((r) => Math.abs(r.slowest.median / 36.6 - 1) <= 0.03), [...td, ...red].map((r) => f(r.slowest.median)).join(', ')],
  ['RT-A3 tail-drop peak in d ∈ [1, 3] s, ≥ 1.4 × d = 0', peak.t.d >= 1 && peak.t.d <= 3 && peak.third.median >= 1.4 * td[0].third.median, `peak ${f(peak.third.median)} s at d = ${peak.t.d}; d = 0: ${f(td[0].third.median)} s`],
  ['RT-A4 RED range < 0.5 × tail-drop range (same delays)', range(red.map((r) => r.third.median)) < 0.5 * range(tdAtRed.map((r) => r.third.median)), `RED ${f(range(red.map((r) => r.third.median)))} s, tail drop ${f(range(tdAtRed.map((r) => r.third.median)))} s`],
  ['RT-A5 RED below tail drop at every d', red.every((r, i) => r.third.median < tdAtRed[i].third.median), red.map((r, i) => `${r.t.d}: ${f(r.third.median)} vs ${f(tdAtRed[i].third.median)}`).join('; ')],
  ['RT-A6 exceptions: tail drop more than RED', td.reduce((a, r) => a + r.exceptions, 0) > red.reduce((a, r) => a + r.exceptions, 0), `tail drop ${td.reduce((a, r) => a + r.exceptions, 0)}/${td.length * reps}, RED ${red.reduce((a, r) => a + r.exceptions, 0)}/${red.length * reps}`],
  ['RT-A9 RED big-flow retransmissions above tail drop', red.every((r, i) => r.retxBig > tdAtRed[i].retxBig), red.map((r, i) => `${r.t.d}: ${r.retxBig} vs ${tdAtRed[i].retxBig}`).join('; ')],
];
console.log('\n| target | holds | ours |\n|---|---|---|');
for (const [name, ok, detail] of checks) console.log(`| ${name} | ${ok ? 'yes' : '**no**'} | ${detail} |`);
