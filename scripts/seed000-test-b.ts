/**
 * Seed 000 Test B against the thesis: TCP + VoIP-like CBR, four HTB configurations, 20
 * replications per CBR start. `npx tsx scripts/seed000-test-b.ts [replications]`
 */
import { replicate } from '../src/sim-core/experiments/replicate';
import { THESIS_TEST_B } from '../src/sim-core/experiments/seed000-reference';
import { seed000CbrStarts, seed000TestB, type Seed000Config, type Seed000TestCase } from '../src/sim-core/scenario/seed000-presets';
import { withSeed000Edits } from './seed000-edits';

const reps = Number(process.argv[2] ?? 20);
const CONFIGS: Seed000Config[] = ['droptail', 'red', 'droptail-ds', 'red-ds'];
const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '–');

export function testB(tc: Seed000TestCase) {
  return seed000CbrStarts(tc).map((start) => ({
    start,
    byConfig: Object.fromEntries(
      CONFIGS.map((c) => {
        const s = replicate(withSeed000Edits(seed000TestB(tc, c, start), c.startsWith('droptail')), reps);
        return [c, { tcpEt: s.flows[0].elapsedTime.median, cbrRx: s.flows[1].packetsReceived.median, retx: s.flows[0].retransmittedPackets.median }];
      }),
    ) as Record<Seed000Config, { tcpEt: number; cbrRx: number; retx: number }>,
  }));
}

for (const tc of ['tc1', 'tc2', 'tc3'] as const) {
  console.log(`\n**${tc.toUpperCase()}** — TCP elapsed time (median s) and CBR packets received (median): thesis → ours, ${reps} runs\n`);
  console.log(`| CBR start | ${CONFIGS.join(' | ')} |`);
  console.log(`|---|${CONFIGS.map(() => '---').join('|')}|`);
  const thesis = THESIS_TEST_B[tc];
  testB(tc).forEach((row, i) => {
    const cell = (c: Seed000Config) => {
      const t = thesis[i][c];
      return `${f(t.tcpEt)} → ${f(row.byConfig[c].tcpEt)} s, ${f(t.cbrRx, t.cbrRx % 1 ? 1 : 0)} → ${f(row.byConfig[c].cbrRx, 0)}`;
    };
    console.log(`| ${row.start} s | ${CONFIGS.map(cell).join(' | ')} |`);
  });
}
