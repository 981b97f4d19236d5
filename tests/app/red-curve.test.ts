import { describe, expect, it } from 'vitest';
import { dropCurveOf } from '../../src/sim-core';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { redBaseProbability } from '../../src/sim-core/queues/red-formulas';
import { resolveRedConfig } from '../../src/sim-core/queues/red-discipline';

describe('RED panel curve, from the edited scenario', () => {
  it('follows the parameters: corners at min_th, max_th (and 2·max_th when gentle) with red-formulas’ p_b', () => {
    const b = getBottleneck(presetScenario('seed000-red')!)!;
    const c = dropCurveOf(b.queue, b.rate)!;
    expect(c.points[0]).toEqual([0, 0]);
    for (const [x, p] of c.points) expect(p).toBe(redBaseProbability(x, c.minTh, c.maxTh, c.maxP, c.gentle));
    expect(c.points.some(([x]) => x === c.minTh)).toBe(true);
    expect(c.points.some(([x]) => x === c.maxTh)).toBe(true);
    const moved = dropCurveOf({ ...b.queue, minTh: c.minTh / 2 } as typeof b.queue, b.rate)!;
    expect(moved.minTh).toBe(c.minTh / 2);
    expect(moved.points).not.toEqual(c.points);
    const gentle = dropCurveOf({ ...b.queue, gentle: true } as typeof b.queue, b.rate)!;
    expect(gentle.points.some(([x, p]) => x === 2 * gentle.maxTh && p === 1)).toBe(true);
  });

  it('is null for other disciplines', () => {
    const b = getBottleneck(presetScenario('seed000-droptail')!)!;
    expect(dropCurveOf(b.queue, b.rate)).toBeNull();
  });
});

describe('RED panel curve while parameters are being typed', () => {
  it('is null (not an exception) for parameters the queue refuses', () => {
    const b = getBottleneck(presetScenario('seed000-red')!)!;
    const c = dropCurveOf(b.queue, b.rate)!;
    expect(dropCurveOf({ ...b.queue, minTh: c.maxTh + 1 } as typeof b.queue, b.rate)).toBeNull();
    // tc's burst rule refuses min_th 19000 with burst 12 of 1000-byte avpkt (the queue throws) …
    const refused = { ...b.queue, minTh: 19000, burst: 12, avpkt: 1000 } as typeof b.queue;
    expect(() => resolveRedConfig(refused as never, b.rate)).toThrow(/burst/);
    // … the panel gets no curve instead of an exception.
    expect(dropCurveOf(refused, b.rate)).toBeNull();
  });
});
