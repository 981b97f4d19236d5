import { describe, expect, it } from 'vitest';
import { metricById } from '../../src/sim-core/metric-catalogue/registry';
import { FAMILY_RATIOS } from '../../src/sim-core/tcp/registry';
import { applyBusyDirections, directionWord, row, verdict } from '../../src/app/compare/compare-rows';
import { headlineTally } from '../../src/app/compare/headline-tally';

const goodput = (a: number, b: number) => row('Headline numbers', metricById('run.systemGoodput'), a, b);
const utilization = (a: number, b: number) => row('Headline numbers', metricById('link.utilization'), a, b);

describe('A/B tally: a busier link that delivered less is described, not praised (bloat trial 04:00, step 5)', () => {
  it('CoDel 9.27 → 9.42 Mbit/s at 99.9 → 97.0 %: no "trade-off", and what utilization and system goodput count said under the verdict', () => {
    const rows = applyBusyDirections([goodput(9.27e6, 9.42e6), utilization(0.999, 0.97)]);
    const tally = headlineTally(rows)!;
    expect(tally.text).not.toMatch(/trade-off/);
    expect(tally.text).not.toMatch(/[AB] is better on utilization/);
    expect(tally.text).toBe('On the headline figures, B is better on system goodput; B is less busy on utilization (neither better nor worse).');
    expect(tally.busy).toBe('A was busier but delivered less: utilization counts busy time (retransmitted copies included), system goodput only new data delivered in order.');
    expect(tally.mixed).toBe(false);
  });

  it("the utilization row says B's link was less busy, with no verdict, and why", () => {
    const [, util] = applyBusyDirections([goodput(9.27e6, 9.42e6), utilization(0.999, 0.97)]);
    expect(verdict(util)).toBe('');
    expect(directionWord(util)).toBe('B less busy');
    expect(util.neutralWhy).toMatch(/A's link was busier but delivered less/);
  });

  // One rule from the catalogue whatever system goodput did: "busier (neither better nor worse)"
  // in one run and "tail drop better" in the next read as inconsistent (bloat-2045 C11).
  it('where utilization and goodput agree, goodput is judged and utilization still only described', () => {
    const rows = applyBusyDirections([goodput(7.53e6, 8.56e6), utilization(0.884, 0.977)]);
    expect(headlineTally(rows)).toEqual({ text: 'On the headline figures, B is better on system goodput; B is busier on utilization (neither better nor worse).', mixed: false, busy: null, busyWhy: null });
    expect(directionWord(rows[1])).toBe('B busier');
  });
});

describe("A split ratio's row says why it has no direction (phone trial 02:20, confusion 7)", () => {
  const ratio = metricById(FAMILY_RATIOS[0].id);
  it('Vegas/Reno 0.811 → 0.281 reads "B lower · less fair" (which run is fairer), not a bare "B lower"', () => {
    expect(directionWord(row('Bottleneck', ratio, 0.811, 0.281))).toBe('B lower · much less fair');
  });
  it('a ratio moving towards 1, even across it, reads "fairer"', () => {
    expect(directionWord(row('Bottleneck', ratio, 0.6, 0.9))).toBe('B higher · fairer');
    expect(directionWord(row('Bottleneck', ratio, 0.8, 1.1))).toBe('B higher · slightly fairer');
  });
});
