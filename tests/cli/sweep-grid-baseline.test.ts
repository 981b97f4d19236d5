/**
 * Researcher trial 0300, step 21: tail drop in a max_p grid was drawn as two identical series
 * labelled with the raw path ("seed000-droptail, topology.bottleneckQueue.maxP = 0.02 / 0.5"),
 * and the summary had a tail-drop row per max_p with no baseline flag, so grouping by max_p
 * counted it twice; the thesis diamonds were dark grey; the y label was cut off. Here the
 * baseline rule holds in the figure and the summary, and the figure reads as its legend says.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvParse } from 'd3';
import { describe, expect, it } from 'vitest';
import { sim } from './sim-cli-helpers';

const dir = mkdtempSync(join(tmpdir(), 'cl-grid-baseline-'));
const f = (name: string) => join(dir, name);
const GRID = ['--param', 'flows.2.start', '--values', '0,2', '--param', 'topology.bottleneckQueue.maxP', '--values', '0.02,0.5', '--reps', '2'];

/** The series groups of an SVG: key and colour. */
const seriesOf = (svg: string) => [...svg.matchAll(/<g class="series" data-config="([^"]*)" data-colour="([^"]*)"/g)].map((m) => ({ key: m[1], colour: m[2] }));

describe('a grid with a baseline configuration (tail drop has no max_p)', () => {
  const r = sim('sweep', 'seed000-droptail', 'seed000-red', ...GRID, '--summary', f('grid.csv'), '--summary', f('grid.json'), '--plot', f('grid.svg'));

  it('the summary has one tail-drop row per x, marked baseline with no max_p, and RED rows per max_p not marked', () => {
    expect(r.code, r.err).toBe(0);
    const rows = csvParse(readFileSync(f('grid.csv'), 'utf8'));
    expect(rows.columns).toContain('baseline');
    const drop = rows.filter((x) => x.config === 'seed000-droptail');
    expect(drop.map((x) => [x['flows.2.start'], x['topology.bottleneckQueue.maxP'], x.baseline, x.n])).toEqual([
      ['0', '', 'true', '2'],
      ['2', '', 'true', '2'],
    ]);
    const red = rows.filter((x) => x.config === 'seed000-red');
    expect(red.map((x) => [x['flows.2.start'], x['topology.bottleneckQueue.maxP'], x.baseline])).toEqual([
      ['0', '0.02', 'false'],
      ['0', '0.5', 'false'],
      ['2', '0.02', 'false'],
      ['2', '0.5', 'false'],
    ]);
    const json = JSON.parse(readFileSync(f('grid.json'), 'utf8'));
    const jd = json.rows.filter((x: { config: string }) => x.config === 'seed000-droptail');
    expect(jd.map((x: { values: object; baseline: boolean }) => [x.values, x.baseline])).toEqual([
      [{ 'flows.2.start': 0 }, true],
      [{ 'flows.2.start': 2 }, true],
    ]);
  }, 120_000);

  it('the figure draws tail drop once, as a baseline, names max_p by its label, and colours each diamond as its series', () => {
    const svg = readFileSync(f('grid.svg'), 'utf8');
    const series = seriesOf(svg);
    expect(series.map((s) => s.key)).toEqual(['seed000-droptail', 'seed000-red, topology.bottleneckQueue.maxP = 0.02', 'seed000-red, topology.bottleneckQueue.maxP = 0.5']);
    const legend = /<g class="legend">(.*?)<\/g>/.exec(svg)![1];
    expect(legend).toContain('seed000-droptail (baseline: no max_p)');
    expect(legend).toContain('seed000-red, max_p = 0.02');
    expect(legend).not.toContain('topology.bottleneckQueue');
    // Each set of diamonds in its series' colour, tail drop's and RED's in different ones.
    const refs = [...svg.matchAll(/<g class="reference" data-series="([^"]*)"[^>]*>(.*?)<\/g>/g)];
    expect(refs).toHaveLength(2);
    const colours = refs.map((m) => {
      const own = series.find((s) => s.key === m[1])!;
      const strokes = new Set([...m[2].matchAll(/stroke="([^"]*)"/g)].map((x) => x[1]));
      expect([...strokes]).toEqual([own.colour]);
      return own.colour;
    });
    expect(new Set(colours).size).toBe(2);
    // The legend's diamonds in the same colours.
    expect(new Set([...legend.matchAll(/<path d="[^"]*Z" fill="[^"]*" stroke="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set(colours));
  });

  it('the y label is not cut off: each of its lines fits the plot\'s height', () => {
    const svg = readFileSync(f('grid.svg'), 'utf8');
    const lines = [...svg.matchAll(/<text class="y-label"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(lines.join(' ')).toBe('elapsed time (first SYN → ACK of the FIN) of flow 3 (&quot;third&quot;), s');
    const axis = /<g class="y-axis"><line class="domain" x1="[\d.]+" x2="[\d.]+" y1="([\d.]+)" y2="([\d.]+)"/.exec(svg)!;
    const height = Number(axis[2]) - Number(axis[1]);
    // DejaVu Sans at 13 px averages under 0.6 em a character.
    for (const l of lines) expect(l.replace(/&quot;/g, '"').length * 13 * 0.6).toBeLessThan(height);
  });

  it('plot redraws the same figure from the summary CSV and JSON (baseline rows read back)', () => {
    for (const s of ['grid.csv', 'grid.json']) {
      const p = sim('plot', f(s), '--out', f(`${s}.svg`));
      expect(p.code, p.err).toBe(0);
      expect(readFileSync(f(`${s}.svg`), 'utf8')).toBe(readFileSync(f('grid.svg'), 'utf8'));
    }
  }, 60_000);

  it('a configuration keeps its colour between a single sweep and a grid (grid values by shade and dash)', () => {
    const one = sim('sweep', 'seed000-droptail', 'seed000-red', '--param', 'flows.2.start', '--values', '0,2', '--reps', '2', '--plot', f('single.svg'));
    expect(one.code, one.err).toBe(0);
    const single = seriesOf(readFileSync(f('single.svg'), 'utf8'));
    const grid = seriesOf(readFileSync(f('grid.svg'), 'utf8'));
    expect(grid[0].colour).toBe(single.find((s) => s.key === 'seed000-droptail')!.colour);
    // RED's first max_p is drawn in RED's own colour, its second in a darker shade of it with a dashed median line.
    expect(grid[1].colour).toBe(single.find((s) => s.key === 'seed000-red')!.colour);
    expect(grid[2].colour).not.toBe(grid[1].colour);
    expect(readFileSync(f('grid.svg'), 'utf8')).toMatch(/data-config="seed000-red, topology.bottleneckQueue.maxP = 0.5"[^>]*><path class="median-line"[^>]*stroke-dasharray/);
  }, 120_000);
});
