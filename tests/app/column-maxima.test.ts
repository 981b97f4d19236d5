import { describe, expect, it } from 'vitest';
import { columnMaxima } from '../../src/app/plots/column-maxima';

// Ten columns of 1 s each over t = 0..10 s.
const colOf = (t: number) => Math.floor(t);

describe('the overview strip: largest value of a step series per pixel column', () => {
  it('a column without a row of its own shows the value that held across it, not zero', () => {
    // The queue fills to 50 at t = 0.5 and stays there until t = 6.5, then empties.
    const t = [0, 0.5, 6.5];
    const v = [0, 50, 0];
    const m = Array.from(columnMaxima(t, v, 3, 10, colOf, 10));
    expect(m).toEqual([50, 50, 50, 50, 50, 50, 50, 0, 0, 0]);
  });

  it('rows inside a column count, and so does the value held when the column starts', () => {
    // 30 from t = 1.2; in column 3 it drops to 10 at 3.4 and rises to 20 at 3.8.
    const t = [1.2, 3.4, 3.8];
    const v = [30, 10, 20];
    const m = Array.from(columnMaxima(t, v, 3, 5, colOf, 5));
    expect(m).toEqual([0, 30, 30, 30, 20]);
  });

  it('the last value holds only up to the time the series is known to', () => {
    const m = Array.from(columnMaxima([0.5], [7], 1, 10, colOf, 3.2));
    expect(m).toEqual([7, 7, 7, 7, 0, 0, 0, 0, 0, 0]);
  });

  it('times outside the strip fall into its first or last column', () => {
    const m = Array.from(columnMaxima([-1, 12], [4, 9], 2, 10, colOf, 12));
    expect(m[0]).toBe(4);
    expect(m[9]).toBe(9);
    expect(m.slice(1, 9)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
  });
});
