/**
 * A/B difference words overstated (phone and lecturer trials on Compare A/B): Vegas/Reno 0.811 →
 * 0.281 read "−0.530 less fair" and 0.811 → 1.174 read "+0.363 fairer", the same words for a
 * split that went from Reno 1.23× ahead to 3.6× ahead and for one that went from Reno 1.23× ahead
 * to Vegas 1.17× ahead; Jain's 0.989 → 0.760 read "worse · less fair". The catalogue sizes the
 * change once (fairnessDegree: the factor by which the distance from a fair split moved), and the
 * A/B table, At a glance (the presentation's numbers strip) and the export read it from there.
 */
import { describe, expect, it } from 'vitest';
import { directionWord, row, shortDirectionWord } from '../../src/app/compare/compare-rows';
import { distanceFromFair, fairnessDegree, metricById } from '../../src/sim-core';

const RATIO = metricById('run.vegasRenoRatio');
const JAIN = metricById('run.jainGoodput');
const ratio = (a: number, b: number) => row('Headline numbers', RATIO, a, b);
const jain = (a: number, b: number) => row('Headline numbers', JAIN, a, b);

describe('the distance from a fair split, one scale for both figures of fairness', () => {
  it('a ratio by |log r|: 0.811 is 0.209 from even, 1.174 is 0.160 (nearer), 0.281 is 1.269', () => {
    expect(distanceFromFair(RATIO, 0.811)).toBeCloseTo(0.2095, 3);
    expect(distanceFromFair(RATIO, 1.174)).toBeCloseTo(0.1604, 3);
    expect(distanceFromFair(RATIO, 0.281)).toBeCloseTo(1.2694, 3);
    // 0.5 and 2 favour one side twice over each: as far from even.
    expect(distanceFromFair(RATIO, 0.5)).toBeCloseTo(distanceFromFair(RATIO, 2), 12);
  });
  it("Jain's index by 2√(1 − J), two flows' |log split| near even: 0.989 is 0.210 from fair (the ratio 0.811 of the same run: 0.209), 0.760 is 0.980", () => {
    expect(distanceFromFair(JAIN, 0.989)).toBeCloseTo(0.2098, 3);
    expect(distanceFromFair(JAIN, 0.76)).toBeCloseTo(0.9798, 3);
  });
});

describe('fairer means nearer a fair split, and the words say how much', () => {
  it('Vegas/Reno 0.811 → 1.174 (the trial\'s "+0.363 fairer"): nearer 1, but only slightly (0.209 → 0.160 from even: moved 0.049, under log 1.2)', () => {
    expect(fairnessDegree(RATIO, 0.811, 1.174)).toBe('slightly');
    expect(directionWord(ratio(0.811, 1.174))).toBe('B higher · slightly fairer');
    expect(shortDirectionWord(ratio(0.811, 1.174))).toBe('slightly fairer');
  });
  it('…and the other way, 1.174 → 0.811, slightly less fair, though B − A is −0.363', () => {
    expect(directionWord(ratio(1.174, 0.811))).toBe('B lower · slightly less fair');
  });
  it('Vegas/Reno 0.811 → 0.281 (the trial\'s "−0.530 less fair"): 0.209 → 1.269 from even (moved 1.06, over log 2), much less fair', () => {
    expect(fairnessDegree(RATIO, 0.811, 0.281)).toBe('much');
    expect(directionWord(ratio(0.811, 0.281), { a: 'gentle RED', b: 'tail drop' })).toBe('tail drop lower · much less fair than gentle RED');
    expect(shortDirectionWord(ratio(0.811, 0.281))).toBe('much less fair');
  });
  it("Jain's 0.989 → 0.760 (the same run): 0.210 → 0.980 from fair, much less fair", () => {
    expect(fairnessDegree(JAIN, 0.989, 0.76)).toBe('much');
    expect(directionWord(jain(0.989, 0.76))).toBe('B worse · much less fair');
  });
  it("Jain's 0.988 → 0.999 (0.219 → 0.063 from fair, three times nearer but a step of 0.16): slightly fairer, not much", () => {
    expect(directionWord(jain(0.988, 0.999))).toBe('B better · slightly fairer');
  });
  it("Jain's 0.95 → 0.80 (0.447 → 0.894 from fair): less fair, no size word; 0.95 → 0.60 (→ 1.265): much less fair", () => {
    expect(fairnessDegree(JAIN, 0.95, 0.8)).toBe('');
    expect(directionWord(jain(0.95, 0.8))).toBe('B worse · less fair');
    expect(directionWord(jain(0.95, 0.6))).toBe('B worse · much less fair');
  });
  it('Vegas/Reno 0.5 → 1.5 (0.693 → 0.405 from even) and 0.811 → 1.0 (Reno 1.23× ahead, then even): fairer, no size word', () => {
    expect(directionWord(ratio(0.5, 1.5))).toBe('B higher · fairer');
    expect(directionWord(ratio(0.811, 1))).toBe('B higher · fairer');
  });
});
