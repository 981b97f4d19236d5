/**
 * Lecturer-1215, step 20: the A/B throughput axis read 0, 6, 12 during the replay and 0, 12 at its
 * end, the plots 30 px shorter once the headline figures appeared. The count is kept while the
 * domain and the window stay and the labels still have room.
 */
import { describe, expect, it } from 'vitest';
import { HeldTickCount } from '../../src/app/plot-base/held-tick-count';

describe('a y axis keeps its tick count through small changes of height', () => {
  it('replay then end (a plot 30 px shorter): 3 ticks both times; the end then a replay: 2 both times', () => {
    const a = new HeldTickCount();
    expect([a.decide('0,12', 3, 4), a.decide('0,12', 2, 3)]).toEqual([3, 3]);
    const b = new HeldTickCount();
    expect([b.decide('0,12', 2, 3), b.decide('0,12', 3, 4)]).toEqual([2, 2]);
  });
  it('a new domain decides afresh, and so does a plot too short for the kept count', () => {
    const a = new HeldTickCount();
    a.decide('0,12', 3, 4);
    expect(a.decide('0,15', 2, 3)).toBe(2);
    expect(a.decide('0,15', 3, 4)).toBe(2);
    const b = new HeldTickCount();
    b.decide('0,12', 5, 6);
    expect(b.decide('0,12', 2, 3)).toBe(2);
  });
  it('a plot first laid out small, then grown by more than a tick’s room, takes the count its height gives (trial-pres3: B kept 0, 140 beside A’s four ticks)', () => {
    const b = new HeldTickCount();
    b.decide('0,140', 2, 2);
    expect(b.decide('0,140', 4, 5)).toBe(4);
    expect(b.decide('0,140', 3, 4)).toBe(4);
  });
});
