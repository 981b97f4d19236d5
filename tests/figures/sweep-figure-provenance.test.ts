/**
 * The researcher trial's findings on the sweep figure (issue 34): the figure says what was
 * changed (--set) and what a grid's series are; the study's reference points are drawn as the
 * study's only where the configuration is the study's (else labelled a reference for the
 * unmodified configuration), also in a grid; a configuration keeps its colour from figure to
 * figure; the x axis names the setting with its unit, flows numbered from 1; --y-range fixes the
 * y axis. Built from FigureData without running anything.
 */
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/sim-core';
import { presetInput } from '../../src/scenario-edit/catalog';
import { colourForKey, stableColours } from '../../src/figures/figure-colours';
import { PRINT_PALETTE } from '../../src/figures/print-palette';
import { isUnmodifiedPreset, parseYRange, sweepFigure, type FigureData } from '../../src/cli/sweep-plot';
import { settingAxisLabel } from '../../src/cli/setting-paths';

const stats = (m: number) => ({ min: m - 2, q1: m - 1, median: m, q3: m + 1, max: m + 2, n: 20, unfinished: 0 });
const scenario = (name: string) => {
  const v = validateScenario(presetInput(name));
  if (!v.ok) throw new Error(v.errors.join('\n'));
  return v.scenario;
};

function testA(configs: string[], sets: [string, unknown][] = []): FigureData {
  return {
    configs: configs.map((c) => ({ name: c, source: c, scenario: scenario(c) })),
    settings: [{ path: 'flows.2.start', values: [0, 2, 4] }],
    sets,
    replications: 20,
    metric: 'flow.elapsed',
    flow: 2,
    flowName: 'third',
    rows: configs.flatMap((c, k) => [0, 2, 4].map((d) => ({ config: c, values: [d], stats: stats(10 + k + d) }))),
  };
}

const texts = (svg: string, cls: string) => [...svg.matchAll(new RegExp(`class="${cls}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
const colourOf = (svg: string, key: string) => new RegExp(`data-config="${key}" data-colour="(#[0-9A-Fa-f]+)"`).exec(svg)?.[1];

describe('the figure says what was run', () => {
  it('an unmodified reproduction: the subtitle says so; the thesis points are drawn as the thesis\'s, beside their series', () => {
    const svg = sweepFigure(testA(['seed000-droptail', 'seed000-red']));
    expect(texts(svg, 'subtitle')).toEqual(['seed000-droptail, seed000-red: as defined (no --set)']);
    expect(svg.match(/class="reference-point"/g)).toHaveLength(6);
    expect(svg).toContain('data-series="seed000-droptail"');
    expect(svg).not.toContain('unmodified configuration');
  });

  it('a run changed by --set: the subtitle shows the edit; the thesis points are labelled a reference for the unmodified configuration', () => {
    const svg = sweepFigure(testA(['seed000-droptail', 'seed000-red'], [['tcp.initialWindow', 10]]));
    expect(texts(svg, 'subtitle')[0]).toBe('seed000-droptail, seed000-red: changed by --set tcp.initialWindow=10');
    expect(svg).toContain('reference (unmodified configuration)');
    expect(svg).toMatch(/<title>thesis median, tail drop, reference \(unmodified configuration\), 2: /);
  });

  it('--set that changes nothing (the preset\'s own value), or sets only the seed or the swept setting, keeps the points the study\'s', () => {
    expect(isUnmodifiedPreset('seed000-red', [['tcp.initialWindow', 2]], ['flows.2.start'])).toBe(true);
    expect(isUnmodifiedPreset('seed000-red', [['seed', 7], ['flows.2.start', 3]], ['flows.2.start'])).toBe(true);
    expect(isUnmodifiedPreset('seed000-red', [['tcp.initialWindow', 10]], ['flows.2.start'])).toBe(false);
    expect(isUnmodifiedPreset('my-scenario.json', [], ['flows.2.start'])).toBe(false);
  });

  it('a grid: the subtitle names both axes; the thesis points stand beside the series at the preset\'s own max_p (0.1), not dropped', () => {
    const d: FigureData = {
      ...testA(['seed000-red']),
      settings: [
        { path: 'flows.2.start', values: [0, 2] },
        { path: 'topology.bottleneckQueue.maxP', values: [0.02, 0.1, 0.2] },
      ],
      rows: [0, 2].flatMap((x) => [0.02, 0.1, 0.2].map((p) => ({ config: 'seed000-red', values: [x, p], stats: stats(10 + x + p) }))),
    };
    const svg = sweepFigure(d);
    expect(texts(svg, 'subtitle')).toEqual(['seed000-red: as defined (no --set)', 'grid: x = Flow 3 ("third") start time (s), one series per max_p']);
    expect(svg.match(/<g class="series"/g)).toHaveLength(3);
    expect(svg).toContain('data-series="seed000-red, topology.bottleneckQueue.maxP = 0.1"');
    expect(svg.match(/class="reference-point"/g)).toHaveLength(2);
    // Without the preset's own value in the grid: beside the configuration's first series, in its colour, labelled for the unmodified configuration.
    const without = sweepFigure({ ...d, settings: [d.settings[0], { path: d.settings[1].path, values: [0.02, 0.2] }], rows: d.rows.filter((r) => r.values[1] !== 0.1) });
    expect(without).toContain('data-series="seed000-red, topology.bottleneckQueue.maxP = 0.02"');
    expect(without).toContain('reference (unmodified configuration)');
    expect(without.match(/class="reference-point"/g)).toHaveLength(2);
  });

  it('the x axis names the setting with its unit, the flow numbered from 1; not the raw path', () => {
    const svg = sweepFigure(testA(['seed000-red']));
    expect(texts(svg, 'x-label')).toEqual(['Flow 3 ("third") start time (s)']);
    expect(svg).not.toContain('flows.2');
    expect(settingAxisLabel(scenario('seed000-red'), 'topology.bottleneckQueue.limit')).toBe('Buffer (bytes)');
    expect(settingAxisLabel(scenario('dumbbell-red'), 'topology.bottleneck.rate')).toBe('Bottleneck rate (bit/s)');
    expect(settingAxisLabel(scenario('dumbbell-red'), 'flows.0.bytes')).toMatch(/^Flow 1 .*size \(bytes\)$/);
  });
});

describe('a configuration keeps its colour', () => {
  it('the same configuration has the same colour in figures with different companions and orders', () => {
    const both = sweepFigure(testA(['seed000-droptail', 'seed000-red']));
    const alone = sweepFigure(testA(['seed000-red']));
    const swapped = sweepFigure(testA(['seed000-red', 'seed000-droptail']));
    expect(colourOf(both, 'seed000-red')).toBe(colourOf(alone, 'seed000-red'));
    expect(colourOf(swapped, 'seed000-red')).toBe(colourOf(alone, 'seed000-red'));
    expect(colourOf(both, 'seed000-droptail')).toBe(colourOf(swapped, 'seed000-droptail'));
    expect(colourOf(alone, 'seed000-red')).toBe(colourForKey('seed000-red', PRINT_PALETTE.series));
  });

  it('two series of one figure never share a colour while the palette has colours left', () => {
    const keys = Array.from({ length: PRINT_PALETTE.series.length }, (_, k) => `config-${k}`);
    expect(new Set(stableColours(keys, PRINT_PALETTE.series)).size).toBe(keys.length);
  });
});

describe('--y-range', () => {
  it('fixes the y axis: its lowest and highest ticks are the range given, whatever the data', () => {
    const svg = sweepFigure(testA(['seed000-red']), { yRange: [0, 40] });
    // The y axis's ticks (its left margin follows its widest label, so it is found by its group).
    const yAxis = /<g class="y-axis">(.*?)<\/g><\/g>/.exec(svg)![0];
    const ticks = [...yAxis.matchAll(/<g class="tick"><line[^>]*\/><text[^>]*>([^<]*)</g)].map((m) => Number(m[1]));
    expect(Math.min(...ticks)).toBe(0);
    expect(Math.max(...ticks)).toBe(40);
    expect(svg).toContain('clip-path="url(#plot-area)"');
  });

  it('is refused unless it is MIN:MAX with MIN below MAX, with the reason', () => {
    expect(parseYRange('0:20')).toEqual([0, 20]);
    expect(parseYRange('-1.5:2e1')).toEqual([-1.5, 20]);
    for (const bad of ['20', '5:1', '3:3', 'a:b', '0:', ':5', '0:20:1', '0:1e999']) expect(typeof parseYRange(bad), bad).toBe('string');
    expect(parseYRange('5:1')).toMatch(/MIN must be below MAX/);
  });
});
