/**
 * phone-0315, confusion 6: A/B's B − A column on a phone wrapped each verdict to 5–8 lines ("FQ-CoDel,
 * buffer 10240 packets, ECN higher than gentle RED, buffer 20 packets"), and "about the same" looked
 * arbitrary: system goodput −0.02 Mbit/s (1.4 %) "worse" beside +0.01 "about the same", utilization
 * −1.8 points "less busy" beside −0.8 "about the same". The rule is the catalogue's, one per figure
 * (system goodput within 1 % of the larger figure, utilization within 1 percentage point), applied
 * alike on both comparisons the student saw, and now stated in the table's note for every figure
 * that has one; on a phone the cell says one short word.
 */
import { describe, expect, it } from 'vitest';
import { aboutTheSameNote, directionWord, row, shortDirectionWord } from '../../src/app/compare/compare-rows';
import { metricById } from '../../src/sim-core';

const goodput = metricById('run.systemGoodput');
const util = metricById('link.utilization');
const names = { a: 'gentle RED, buffer 20 packets', b: 'FQ-CoDel, buffer 10240 packets, ECN' };

describe('"about the same": one rule per figure, the same on both comparisons, stated in the note (phone-0315, confusion 6)', () => {
  it('system goodput: 1.42 → 1.40 (1.4 %) is worse, 1.42 → 1.43 and 1.42 → 1.41 (0.7 %) about the same', () => {
    expect(shortDirectionWord(row('', goodput, 1.42e6, 1.4e6))).toBe('worse');
    expect(shortDirectionWord(row('', goodput, 1.42e6, 1.43e6))).toBe('about the same');
    expect(shortDirectionWord(row('', goodput, 1.42e6, 1.41e6))).toBe('about the same');
  });

  it('utilization: −1.8 points is less busy, −0.8 about the same (step 15 against step 36)', () => {
    expect(shortDirectionWord(row('', util, 0.99, 0.972))).toBe('less busy');
    expect(shortDirectionWord(row('', util, 0.99, 0.982))).toBe('about the same');
  });

  it('the note states every figure’s bound, also where no row reads "about the same"', () => {
    const rows = [row('', goodput, 1.42e6, 1.4e6), row('', util, 0.99, 0.972)];
    const note = aboutTheSameNote(rows)!;
    expect(note).toContain('system goodput 1 % of the larger figure');
    expect(note).toContain('utilization 1.0 percentage point');
  });
});

describe('on a phone the B − A word is one short word, the long words naming the sides kept for speech', () => {
  it('a judged row: "better" or "worse", not the set-ups', () => {
    const r = row('', goodput, 1.42e6, 1.4e6);
    expect(directionWord(r, names)).toBe('FQ-CoDel, buffer 10240 packets, ECN worse than gentle RED, buffer 20 packets');
    expect(shortDirectionWord(r)).toBe('worse');
  });

  it('a ratio of shares: fairer or less fair; a figure with no better direction: its own word', () => {
    const ratio = metricById('run.vegasRenoRatio');
    expect(shortDirectionWord(row('', ratio, 0.811, 0.281))).toBe('much less fair');
    expect(shortDirectionWord(row('', ratio, 0.811, 1.0))).toBe('fairer');
    expect(shortDirectionWord(row('', util, 0.97, 0.994))).toBe('busier');
  });

  it('equal as shown: no word', () => {
    expect(shortDirectionWord(row('', goodput, 1.42e6, 1.42e6))).toBe('');
  });
});
