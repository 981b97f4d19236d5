/**
 * Trials of 2026-11-29 10:00 (issue 37): the editor's field precision, the sweep figure's axis for
 * a geometric series of buffers, and the sweep's word on seeds beside the Explore run.
 */
import { describe, expect, it } from 'vitest';
import { fieldText } from '../../src/app/components/NumberInput';
import { geometric, sweepFigureSvg, type SweepFigureSpec } from '../../src/figures/sweep-figure';
import { PRINT_PALETTE } from '../../src/figures/print-palette';
import { planSweep, DEFAULT_JITTER } from '../../src/app/sweep/sweep-configs';
import { sweepSeedNote } from '../../src/app/sweep/sweep-seed-note';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';

describe('a number field shows a sensible precision', () => {
  it('shows 4 significant digits of a fraction, every digit of a whole part', () => {
    expect(fieldText(125 / 6)).toBe('20.83');
    expect(fieldText(62.5)).toBe('62.5');
    expect(fieldText(0.002)).toBe('0.002');
    expect(fieldText(1 / 3)).toBe('0.3333');
    expect(fieldText(10000)).toBe('10000');
    expect(fieldText(12345.678)).toBe('12346');
    expect(fieldText(-2.5)).toBe('-2.5');
    expect(fieldText(Number.NaN)).toBe('');
  });
});

const BUFFERS = [31, 63, 125, 250, 500, 1000, 2000];

function figure(values: number[], width: number): string {
  const box = (x: number, v: number) => ({ x, stats: { min: v * 0.9, q1: v * 0.95, median: v, q3: v * 1.05, max: v * 1.1 }, runs: 20 });
  const spec: SweepFigureSpec = {
    width,
    height: 380,
    xLabel: 'Buffer, packets',
    yLabel: 'One-way delay, ms',
    scale: 1e3,
    xValues: values,
    series: [{ key: 'Tail drop', label: 'Tail drop', boxes: values.map((v) => box(v, v * 3.6e-4)) }],
    legend: true,
    title: 'One-way delay against buffer',
  };
  return sweepFigureSvg(spec, PRINT_PALETTE);
}

/** The x axis's labels, and the swept values that have only a tick mark. */
function xAxis(svg: string): { labels: string[]; unlabelled: string[] } {
  const group = /<g class="x-axis"[^>]*>(.*?)<\/g><\/g>/.exec(svg)![1];
  return {
    labels: [...group.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
    unlabelled: [...group.matchAll(/<g class="tick unlabelled">.*?<title>([^<]*)<\/title>/g)].map((m) => m[1]),
  };
}

describe('the sweep figure of a geometric series of buffers', () => {
  it('buffers 31…2000 (doubling) go on a log axis with a label at every swept value', () => {
    expect(geometric(BUFFERS)).toBe(true);
    expect(geometric([10, 20, 30, 40, 50])).toBe(false);
    const svg = figure(BUFFERS, 900);
    expect(svg).toContain('data-scale="log"');
    expect(xAxis(svg).labels).toEqual(BUFFERS.map(String));
  });

  it('a swept value whose label has no room keeps its tick mark, named, rather than vanishing', () => {
    const values = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30];
    const { labels, unlabelled } = xAxis(figure(values, 320));
    expect(labels.length).toBeLessThan(values.length);
    expect([...labels, ...unlabelled].map(Number).sort((a, b) => a - b)).toEqual(values);
  });
});

describe('the sweep says which seeds it ran and what the Explore run is', () => {
  const sc = () => presetScenario('voice-fifo')!;
  const plan = (over: { firstSeed?: number; jitter?: typeof DEFAULT_JITTER | null; seed?: number } = {}) => {
    const basis = sc();
    if (over.seed !== undefined) basis.seed = over.seed;
    const queue = getBottleneck(basis)!.queue;
    return planSweep(
      { configs: [{ name: 'Tail drop', kind: 'queue', queue }], param: 'topology.bottleneck.queue.limit', values: [50, 1000], replications: 20, firstSeed: over.firstSeed ?? 1, jitter: over.jitter === undefined ? DEFAULT_JITTER : over.jitter },
      basis,
    );
  };

  it('with the default start jitter: seeds 1–20 with it, and the Explore run (seed 1, no jitter) is not one of them', () => {
    const note = sweepSeedNote(plan());
    expect(note).toContain('Each box is 20 runs, random seeds 1–20, with run-to-run variation (each flow starts up to 50 ms late, each host holds each packet up to 1 ms).');
    expect(note).toContain('The Explore run is random seed 1 and not one of these runs: it runs without that variation');
    expect(note).toContain('can lie outside the box');
  });

  it('without variation and the scenario\'s seed among them: the Explore run is one of the runs', () => {
    expect(sweepSeedNote(plan({ jitter: null }))).toContain('The Explore run is random seed 1 with the same variation: it is one of these runs');
  });

  it('a seed outside the range is said to be outside it', () => {
    expect(sweepSeedNote(plan({ jitter: null, firstSeed: 21 }))).toContain('seed 1 is not among them');
  });
});
