/**
 * lecturer-2045, confusion 5: the projected throughput axis read only "0" and "12", and gained
 * 0, 4, 8, 12 with Settings open (a shorter panel). The throughput plot's ticks now include a
 * round bottleneck rate (capacity-ticks.ts), the same at every height the labels fit.
 */
import { describe, expect, it } from 'vitest';
import { capacityStep, capacityTicks } from '../../src/app/plot-base/capacity-ticks';
import { yAxisTicks } from '../../src/app/plot-base/tick-spacing';
import { rateLineLabel } from '../../src/app/plots/rate-line-label';
import * as d3 from 'd3';

const MBIT = 1e6;
/** The throughput plot's domain for a 10 Mbit/s link whose lines reach it: the rate × 1.08, rounded as the plot rounds it (nice(5)). */
const domain10 = d3.scaleLinear().domain([0, 10 * MBIT * 1.08]).nice(5).domain();

describe('throughput ticks anchored on the bottleneck rate', () => {
  it('a 10 Mbit/s link: 10 is a tick, in readable steps (0, 5, 10 on the plot’s 0–12 axis)', () => {
    expect(domain10).toEqual([0, 12 * MBIT]);
    const ticks = capacityTicks(domain10, 10 * MBIT, 6, 1e-6)!;
    expect(ticks.map((t) => t / MBIT)).toEqual([0, 5, 10]);
    // The old choice (yAxisTicks) at the heights the trial saw: no 10 in either.
    const y = d3.scaleLinear().domain(domain10);
    expect(yAxisTicks(y, 2).map((t) => t / MBIT)).toEqual([0, 12]);
    expect(yAxisTicks(y, 4).map((t) => t / MBIT)).toEqual([0, 4, 8, 12]);
  });

  it('the same ticks for the same domain with and without Settings (any height the labels fit)', () => {
    // The most ticks a panel's height lets read (yTickCountKept): Settings open makes it shorter.
    const byHeight = [3, 4, 5, 6, 9].map((most) => capacityTicks(domain10, 10 * MBIT, most, 1e-6));
    for (const t of byHeight) expect(t).toEqual(byHeight[0]);
    // Too short for three labels: the plot keeps its usual ticks (null here).
    expect(capacityTicks(domain10, 10 * MBIT, 2, 1e-6)).toBeNull();
  });

  it('other round rates are ticks too; a rate that is not round, or above the axis, is left to the usual ticks', () => {
    expect(capacityStep(10)).toBe(5);
    expect(capacityStep(15)).toBe(5);
    expect(capacityStep(12)).toBe(2);
    expect(capacityStep(1.5)).toBe(0.5);
    expect(capacityStep(100)).toBe(50);
    expect(capacityStep(7)).toBeNull();
    expect(capacityStep(1.544)).toBeNull();
    expect(capacityTicks([0, 2.4e6], 2e6, 6, 1e-6)!.map((t) => t / MBIT)).toEqual([0, 1, 2]);
    // Goodput above the link after a hole fills: the axis runs on in the same steps.
    expect(capacityTicks([0, 16e6], 10e6, 6, 1e-6)!.map((t) => t / MBIT)).toEqual([0, 5, 10, 15]);
    expect(capacityTicks([0, 12e6], 7e6, 6, 1e-6)).toBeNull();
    expect(capacityTicks([0, 8e6], 10e6, 6, 1e-6)).toBeNull();
  });

  it('the dashed line is labelled with its rate in the axis’s unit', () => {
    expect(rateLineLabel(10 * MBIT, { unit: 'Mbit/s', scale: 1e-6 })).toBe('10 Mbit/s');
    expect(rateLineLabel(1.544 * MBIT, { unit: 'Mbit/s', scale: 1e-6 })).toBe('1.544 Mbit/s');
  });
});
