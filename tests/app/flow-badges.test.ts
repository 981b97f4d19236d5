/** Flow badges (plots/flow-badges.ts): where each flow's number sits along its line. */
import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { BADGE_SPACING, badgeTimes, badgesAlongSteps, type Badge } from '../../src/app/plots/flow-badges';

const x = scaleLinear().domain([0, 100]).range([50, 1050]);
const y = scaleLinear().domain([0, 10]).range([300, 0]);

describe('flow badges', () => {
  it('one badge every BADGE_SPACING px per flow, staggered so flows 1–8 never share a position', () => {
    const px = (i: number) => badgeTimes(x, i, 0, 100).map((t) => Math.round(x(t)));
    const first = px(0);
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first[1] - first[0]).toBe(BADGE_SPACING);
    const all = Array.from({ length: 8 }, (_, i) => px(i)).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('a badge sits on the value in force at its time, inside the plot, and only over the stretch drawn', () => {
    const t = Float64Array.from([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    const v = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
    const out: Badge[] = [];
    badgesAlongSteps(out, 2, { color: '#123456', badge: '3' }, t, v, t.length, 0, x, y, 100);
    expect(out.length).toBeGreaterThan(2);
    for (const b of out) {
      const time = x.invert(b.x);
      const row = Math.floor(time / 10);
      if (v[row] <= 10) expect(b.y).toBeCloseTo(y(v[row]), 6);
      expect(b.text).toBe('3');
    }
    // The value 99 is off the y range: no badge on it.
    expect(out.every((b) => b.y >= 0 && b.y <= 300)).toBe(true);
    // A resumed draw from row 8 adds only badges from t = 70 on.
    const later: Badge[] = [];
    badgesAlongSteps(later, 2, { color: '#123456', badge: '3' }, t, v, t.length, 8, x, y, 100);
    expect(later.every((b) => x.invert(b.x) >= 70)).toBe(true);
  });
});
