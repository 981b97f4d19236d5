/** Trial problem 3: the cursor readout box covered Compare A/B's in-plot labels ("A: gentle RED, mean 7.53"). */
import { describe, expect, it } from 'vitest';
import { readoutPlace, type Box } from '../../src/app/plots/readout-place';

const host = { hostWidth: 1000, hostHeight: 300, width: 200, height: 60, gap: 6, top: 3 };
// The A/B labels' row at the top right, as the overlay plot draws them at the run's end.
const labels: Box[] = [{ left: 560, top: 8, width: 420, height: 24 }];

describe('readoutPlace', () => {
  it('with nothing to avoid, stands beside the line on the roomier side, at the top', () => {
    expect(readoutPlace({ ...host, x: 300, avoid: [] })).toEqual({ left: 306, top: 3, side: 'right' });
    expect(readoutPlace({ ...host, x: 700, avoid: [] })).toEqual({ left: 494, top: 3, side: 'left' });
  });
  it('flips to the other side of the line when its side covers a label', () => {
    // Right of a line at 450 the box would cover the labels from 560; left of it, it is clear.
    expect(readoutPlace({ ...host, x: 450, avoid: labels })).toMatchObject({ side: 'left', top: 3, left: 244 });
  });
  it('goes below the labels when both sides at the top cover them', () => {
    const p = readoutPlace({ ...host, x: 800, avoid: labels });
    expect(p.top).toBe(8 + 24 + 6);
    expect(p.top + host.height).toBeLessThanOrEqual(host.hostHeight);
  });
  it('stays inside the plot', () => {
    const p = readoutPlace({ ...host, x: 990, avoid: [{ left: 0, top: 0, width: 1000, height: 280 }] });
    expect(p.left).toBeGreaterThanOrEqual(0);
    expect(p.left + host.width).toBeLessThanOrEqual(host.hostWidth);
    expect(p.top + host.height).toBeLessThanOrEqual(host.hostHeight);
  });
});
