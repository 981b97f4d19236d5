/**
 * Seed 000's reproduction targets that our model meets, with 20 replications as in the thesis
 * (seeds 1–20). The targets it does not meet yet are listed, with our figures, in
 * docs/validation.md (`npx tsx scripts/seed000-test-a.ts` prints them).
 */
import { describe, expect, it } from 'vitest';
import { replicate } from '../../src/sim-core/experiments/replicate';
import { seed000TestA, seed000TestB, seed000CbrStarts } from '../../src/sim-core/scenario/seed000-presets';

const REPS = 20;
const roles = { bigFlows: [0, 1] as [number, number], lateFlow: 2 };
const TD_DELAYS = [0, 0.5, 1, 2, 3, 4, 4.5, 5, 5.5, 6, 6.5, 7];
const RED_DELAYS = [0, 2, 4, 5, 5.5];

const td = new Map(TD_DELAYS.map((d) => [d, replicate(seed000TestA('droptail', d), REPS, { roles })]));
const red = new Map(RED_DELAYS.map((d) => [d, replicate(seed000TestA('R1', d), REPS, { roles })]));
const median = (m: Map<number, ReturnType<typeof replicate>>, d: number) => m.get(d)!.flows[2].elapsedTime.median;

describe('seed 000 Test A: three TCP flows, 140 kbit/s, 20 000-byte buffer', () => {
  it('RT-A1: the slowest big flow finishes in ≈ 36.6 s (± 3 %) whatever the discipline and the delay', () => {
    for (const [name, m] of [['tail drop', td], ['RED', red]] as const) {
      for (const [d, s] of m) expect(Math.abs(s.slowest!.elapsedTime.median / 36.6 - 1), `${name}, d = ${d}`).toBeLessThanOrEqual(0.03);
    }
  });

  it('RT-A6: tail drop sometimes locks the late flow out (it outlasts a big flow); RED never does', () => {
    const exceptions = (m: typeof td) => [...m.values()].reduce((a, s) => a + s.exceptions!, 0);
    expect(exceptions(td)).toBeGreaterThan(0);
    expect(exceptions(red)).toBe(0);
  });

  it('RT-A3: under tail drop the late flow suffers most when it starts during the big flows’ slow start', () => {
    const peak = TD_DELAYS.reduce((a, d) => (median(td, d) > median(td, a) ? d : a));
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(3);
    expect(median(td, peak)).toBeGreaterThanOrEqual(1.4 * median(td, 0));
  });

  it('RT-A4: under RED the late flow’s elapsed time hardly depends on when it starts', () => {
    const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    const redRange = range(RED_DELAYS.map((d) => median(red, d)));
    const tdRange = range(RED_DELAYS.map((d) => median(td, d)));
    expect(redRange).toBeLessThan(0.5 * tdRange);
  });

  it('RT-A9: RED drops more, so the big flows retransmit more under RED than under tail drop', () => {
    for (const d of RED_DELAYS) {
      const retx = (m: typeof td) => m.get(d)!.fastest!.retransmittedPackets.median + m.get(d)!.slowest!.retransmittedPackets.median;
      expect(retx(red), `d = ${d}`).toBeGreaterThan(retx(td));
    }
  });
});

describe('seed 000 Test B: TCP against VoIP-like CBR in HTB classes', () => {
  it('RT-B3: with the UDP flow in its own class (+DS) the CBR loses nothing, under tail drop and RED', () => {
    for (const cfg of ['droptail-ds', 'red-ds'] as const) {
      for (const start of seed000CbrStarts('tc1')) {
        const s = replicate(seed000TestB('tc1', cfg, start), 5);
        expect(s.flows[1].packetsReceived.min, `${cfg}, CBR at ${start} s`).toBe(2001);
      }
    }
  });
});
