/**
 * Phone trial 07:10 (confusion 9): in A/B, the Vegas/Reno row said "−0.530 B lower · less even" in
 * plain black while Jain's index said "−0.229 B worse" in vermilion: the same unfairness, one row
 * flagged. Both are figures of fairness (the catalogue's `fairer`): both now judge B by it, in the
 * same colour, and say in words which run is fairer.
 */
import { describe, expect, it } from 'vitest';
import { directionWord, row, verdict } from '../../src/app/compare/compare-rows';
import { headlineTally } from '../../src/app/compare/headline-tally';
import { metricById } from '../../src/sim-core';
import { METRIC_CATALOGUE } from '../../src/sim-core/metric-catalogue/registry';

const jain = (a: number, b: number) => row('Headline numbers', metricById('run.jainGoodput'), a, b);
const ratio = (a: number, b: number) => row('Headline numbers', metricById('run.vegasRenoRatio'), a, b);

describe('figures of fairness say which run is fairer, and are coloured alike', () => {
  it('Vegas/Reno 0.811 → 0.281 beside Jain 0.989 → 0.760: both "less fair", both judged worse for B', () => {
    expect(directionWord(ratio(0.811, 0.281))).toBe('B lower · much less fair');
    expect(verdict(ratio(0.811, 0.281))).toBe('worse');
    expect(directionWord(jain(0.989, 0.76))).toBe('B worse · much less fair');
    expect(verdict(jain(0.989, 0.76))).toBe('worse');
  });

  it('nearer an even split is fairer either way round: 0.5 → 1.5 is fairer (1.5 is nearer 1 than 0.5 is, as a ratio), 0.6 → 1.8 less fair', () => {
    expect(directionWord(ratio(0.5, 1.5))).toBe('B higher · fairer');
    expect(verdict(ratio(0.5, 1.5))).toBe('better');
    expect(directionWord(ratio(0.6, 1.8))).toBe('B higher · slightly less fair');
    // 0.5 and 2 are as uneven, each favouring the other family: a direction, no verdict.
    expect(directionWord(ratio(0.5, 2))).toBe('B higher');
    expect(verdict(ratio(0.5, 2))).toBe('');
  });

  it('the headline tally counts the split ratio with Jain: A is fairer on both', () => {
    expect(headlineTally([ratio(0.811, 0.281), jain(0.989, 0.76)])?.text).toBe('A is fairer on both headline figures.');
  });

  it('every ratio of two shares and every Jain index declares which way is fairer', () => {
    for (const m of METRIC_CATALOGUE) {
      if (m.glossary === 'jain') expect(m.fairer, m.id).toBe('higher');
      if (m.kind === 'ratio' && m.glossary !== 'jain') expect(m.better, m.id).toBe('closer-to-1');
    }
  });
});

describe('the direction word names both sides when they have names (phone trial 15:40, steps 16–18)', () => {
  const names = { a: 'gentle RED', b: 'tail drop' };
  it('A = gentle RED, B = tail drop: Vegas/Reno 0.811 → 0.281 reads "tail drop lower · less fair than gentle RED", not "B lower · less fair"', () => {
    expect(directionWord(ratio(0.811, 0.281), names)).toBe('tail drop lower · much less fair than gentle RED');
    expect(directionWord(jain(0.989, 0.76), names)).toBe('tail drop worse · much less fair than gentle RED');
  });
  it('sides without names are "A" and "B", still said one way: "B worse than A"', () => {
    expect(directionWord(jain(0.989, 0.76), { a: 'A', b: 'B' })).toBe('B worse · much less fair than A');
  });
  it('"about the same" names no side', () => {
    expect(directionWord(ratio(0.975, 0.96), names)).toBe('about the same');
  });
});
