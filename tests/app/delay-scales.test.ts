import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { streamed } from '../helpers/streamed-run';
import { RunData } from '../../src/app/results/run-data';
import { delayScalesShared, SHARED_DELAY_SCALE_RATIO } from '../../src/app/plots/delay-plot';

function maxDelay(r: RunData): number {
  const s = r.bottleneck!.data!.sojourn;
  let m = 0;
  for (let i = 0; i < s.length; i++) m = Math.max(m, s.cols.delay[i]);
  return m;
}

describe('A/B delay plots: whether both runs read on the shared scale (else the smaller is offered its own)', () => {
  it('tail drop against RED (largest delays within 5×): both read on the shared scale', () => {
    const a = streamed('seed000-droptail', 20);
    const b = streamed('seed000-red', 20);
    const ratio = Math.max(maxDelay(a), maxDelay(b)) / Math.min(maxDelay(a), maxDelay(b));
    expect(ratio).toBeLessThanOrEqual(SHARED_DELAY_SCALE_RATIO);
    expect(delayScalesShared(a, b)).toBe(true);
    expect(delayScalesShared(b, a)).toBe(true);
  });

  it('a 1000-packet FIFO against CoDel (seconds against milliseconds): too far apart, CoDel is offered its own scale', () => {
    const a = streamed('bufferbloat-fifo', 10);
    const b = streamed('bufferbloat-codel', 10);
    expect(maxDelay(a)).toBeGreaterThan(SHARED_DELAY_SCALE_RATIO * maxDelay(b));
    expect(delayScalesShared(a, b)).toBe(false);
    expect(delayScalesShared(b, a)).toBe(false);
  });

  it('decides on finished runs only: a run still streaming is not yet called far apart', () => {
    const a = streamed('bufferbloat-fifo', 10);
    const b = streamed('bufferbloat-codel', 10);
    b.done = false;
    expect(delayScalesShared(a, b)).toBe(true);
    expect(delayScalesShared(a, null)).toBe(true);
  });
});
