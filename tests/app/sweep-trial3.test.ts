/**
 * Issue 37, the Sweep and export items of the bloat-0630 and lecturer-0630 trials: settings typed
 * and shown in the editor's units, defaults from the scenario's story, a figure whose axes do not
 * overlap (y title clear of its tick labels, x tick labels apart, a log axis across decades), and
 * an exported plot's title wrapped rather than cut.
 */
import { describe, expect, it } from 'vitest';
import { PRINT_PALETTE } from '../../src/figures/print-palette';
import { spacedTicks, sweepFigureSvg, type FigurePalette, type SweepFigureSpec } from '../../src/figures/sweep-figure';
import { fitTitle } from '../../src/app/export/plot-picture';
import { setUpParts } from '../../src/app/export/figure-caption';
import { sweepDefaults } from '../../src/app/sweep/sweep-defaults';
import { defaultValuesText, sweepParamOptions, toShown, toStored } from '../../src/app/sweep/sweep-params';
import { applySweepSettings, currentSweepSettings } from '../../src/app/sweep/sweep-settings';
import { DEFAULT_SWEEP, USER_CHOSEN, useSweepStore } from '../../src/app/sweep/sweep-store';
import { useScenarioStore } from '../../src/app/state/scenario-store';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { parseValues } from '../../src/sim-core/experiments/sweep';

const optionsOf = (preset: string) => sweepParamOptions(presetScenario(preset)!);

describe('swept settings in the editor\'s units', () => {
  it('delay in ms, rate in kbit/s, a packet error rate in %, the buffer in its unit, RED thresholds in packets', () => {
    const byPath = new Map(optionsOf('seed003-e2-droptail').map((o) => [o.path, o]));
    expect(byPath.get('topology.bottleneck.delay')).toMatchObject({ unit: 'ms', scale: 1e3, label: 'Bottleneck delay, ms' });
    expect(byPath.get('topology.bottleneck.rate')).toMatchObject({ unit: 'kbit/s', scale: 1e-3 });
    expect(byPath.get('topology.access.receiverLoss.per')).toMatchObject({ unit: '%', scale: 100, label: "Packet error rate on receivers' last links (wireless), %" });
    expect(byPath.get('topology.bottleneck.queue.limit')).toMatchObject({ unit: 'packets', scale: 1 });
    expect(byPath.get('topology.bottleneck.queue.minTh')).toMatchObject({ unit: 'packets', onlyFor: 'RED' });
    // No option says "fraction", "bit/s" or a delay in seconds any more.
    for (const o of byPath.values()) expect(o.label).not.toMatch(/fraction|, bit\/s|delay, s/);
  });

  it('converts at the boundary without float noise: 0.1 % is 0.001, 20 ms is 0.02 s, 10000 kbit/s is 1e7 bit/s', () => {
    expect(toStored(0.1, { scale: 100 })).toBe(0.001);
    expect(toStored(20, { scale: 1e3 })).toBe(0.02);
    expect(toStored(10000, { scale: 1e-3 })).toBe(1e7);
    expect(toShown(0.001, { scale: 100 })).toBe(0.1);
    expect(toShown(0.07, { scale: 1e3 })).toBe(70);
  });

  it('the default values are in the shown unit: a PER from none to ten times the preset\'s, in %', () => {
    const sc = presetScenario('seed003-e2-droptail')!;
    const per = optionsOf('seed003-e2-droptail').find((o) => o.path.endsWith('.per'))!;
    expect(defaultValuesText(per.path, sc, per)).toBe('0,0.05,0.1,0.2,0.5,1');
    const delay = optionsOf('seed003-e2-droptail').find((o) => o.path === 'topology.bottleneck.delay')!;
    expect(parseValues(defaultValuesText(delay.path, sc, delay))).toContain(75);
  });
});

describe('the default sweep follows the scenario', () => {
  const defaults = (preset: string) => sweepDefaults(presetScenario(preset)!, preset, optionsOf(preset))!;

  it('the wireless study: its packet error rate and the system goodput', () => {
    expect(defaults('seed003-e2-droptail')).toMatchObject({ param: 'topology.access.receiverLoss.per', metric: 'run.systemGoodput', flow: -1 });
  });

  it('the voice presets: the buffer (31 to 2000 packets) and the voice flow\'s one-way delay', () => {
    const d = defaults('voice-fifo');
    expect(d).toMatchObject({ param: 'topology.bottleneck.queue.limit', metric: 'flow.oneWayDelayMean', flow: 4 });
    expect(parseValues(d.valuesText)).toEqual([31, 63, 125, 250, 500, 1000, 2000]);
  });

  it('the thesis testbed: the late flow\'s start and its completion time', () => {
    expect(defaults('seed000-droptail')).toMatchObject({ param: 'flows.2.start', metric: 'flow.elapsed', flow: 2 });
  });

  it('never the elapsed time of a flow that does not end', () => {
    for (const p of ['dumbbell-droptail', 'bufferbloat-fifo', 'seed003-e4-red', 'seed002-a-vr-droptail']) expect(defaults(p).metric, p).not.toBe('flow.elapsed');
  });
});

describe('sweep links', () => {
  const reset = (preset: string) => {
    useScenarioStore.getState().loadPreset(preset);
    useSweepStore.setState({ ...DEFAULT_SWEEP, configs: null });
  };

  it('a former link\'s values (stored unit: seconds) are read in the shown unit (ms)', () => {
    reset('seed003-e2-droptail');
    applySweepSettings({ param: 'topology.bottleneck.delay', valuesText: '0.01,0.075' });
    expect(useSweepStore.getState()).toMatchObject({ param: 'topology.bottleneck.delay', valuesText: '10,75' });
  });

  it('omits what is still the scenario\'s default, and writes what the user chose', () => {
    reset('seed003-e2-droptail');
    const sc = useScenarioStore.getState().valid!;
    const d = sweepDefaults(sc, 'seed003-e2-droptail', sweepParamOptions(sc))!;
    useSweepStore.getState().set({ ...d, auto: 'seed003-e2-droptail' });
    expect(currentSweepSettings()).toEqual({});
    useSweepStore.getState().set({ param: 'flows.2.start' });
    expect(useSweepStore.getState().auto).toBe(USER_CHOSEN);
    expect(currentSweepSettings()).toMatchObject({ param: 'flows.2.start', metric: 'run.systemGoodput' });
  });
});

/** Bounding boxes (x from, x to) of the tick labels of one axis group, by the builder's character width. */
function tickBoxes(svg: string, axis: 'x-axis' | 'y-axis', fontSize: number): { from: number; to: number; text: string }[] {
  const group = new RegExp(`<g class="${axis}"[^>]*>(.*?)</g></g>`).exec(svg)![1];
  return [...group.matchAll(/<text x="([\d.]+)"[^>]*text-anchor="(middle|end)"[^>]*>([^<]*)</g)].map((m) => {
    const w = m[3].length * fontSize * 0.6;
    const x = Number(m[1]);
    return m[2] === 'middle' ? { from: x - w / 2, to: x + w / 2, text: m[3] } : { from: x - w, to: x, text: m[3] };
  });
}

const box = (x: number, v: number) => ({ x, stats: { min: v * 0.9, q1: v * 0.95, median: v, q3: v * 1.05, max: v * 1.1 }, runs: 3 });

function figure(values: number[], width: number, p: FigurePalette, yValue = 9.5e6): string {
  const spec: SweepFigureSpec = {
    width,
    height: 380,
    xLabel: 'Buffer, packets',
    yLabel: 'System goodput, kbit/s',
    scale: 1e-3,
    xValues: values,
    series: [
      { key: 'Tail drop', label: 'Tail drop', boxes: values.map((v) => box(v, yValue)) },
      { key: 'CoDel', label: 'CoDel', boxes: values.map((v) => box(v, yValue * 0.9)) },
    ],
    legend: true,
    title: 'System goodput against buffer',
  };
  return sweepFigureSvg(spec, p);
}

describe('the sweep figure\'s axes', () => {
  it('x tick labels never run together ("10" "25" read "1025"; "0 0.0005 0.001")', () => {
    for (const [values, width] of [
      [[10, 25, 50, 100, 250, 500, 1000], 600],
      [[10, 25, 50, 100, 250, 500, 1000], 320],
      [[0, 0.0005, 0.001, 0.005, 0.01], 320],
      [[0, 0.0005, 0.001, 0.005, 0.01], 900],
    ] as const) {
      const ticks = tickBoxes(figure([...values], width, PRINT_PALETTE), 'x-axis', PRINT_PALETTE.fontSize);
      expect(ticks.length, `${values} at ${width}`).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i].from, `${ticks[i - 1].text} | ${ticks[i].text} at ${width}`).toBeGreaterThan(ticks[i - 1].to + 4);
      for (const t of ticks) expect(t.from).toBeGreaterThanOrEqual(0);
    }
  });

  it('values across two decades go on a log axis, said in its label', () => {
    const svg = figure([10, 25, 50, 100, 250, 500, 1000], 900, PRINT_PALETTE);
    expect(svg).toContain('data-scale="log"');
    expect(svg).toContain('Buffer, packets (log scale)');
    expect(figure([0, 0.0005, 0.001], 900, PRINT_PALETTE)).not.toContain('data-scale="log"');
  });

  it('the y title stays clear of the widest tick label, in the projector\'s large type too', () => {
    const projector: FigurePalette = { ...PRINT_PALETTE, fontSize: 18 };
    for (const p of [PRINT_PALETTE, projector]) {
      const svg = figure([10, 20], 600, p, 1.2e7);
      const widest = Math.min(...tickBoxes(svg, 'y-axis', p.fontSize).map((t) => t.from));
      const label = [...svg.matchAll(/class="y-label" transform="translate\(([\d.]+),/g)].map((m) => Number(m[1]));
      // A rotated line's glyphs reach 0.25 em right of its baseline.
      expect(Math.max(...label) + 0.25 * p.fontSize).toBeLessThan(widest);
    }
  });

  it('its set-up line says the swept bottleneck setting is swept, not its one value, and leaves out the one seed', () => {
    const sc = presetScenario('voice-fifo')!;
    expect(setUpParts(sc, { seed: false, swept: 'topology.bottleneck.queue.limit' }).join(' · ')).toBe('4 TCP flows + 1 UDP flow · bottleneck 10 Mbit/s, 20 ms one way, buffer swept · 30 s');
    expect(setUpParts(sc, { seed: false, swept: 'flows.4.rate' }).join(' · ')).toContain('buffer 1000 packets');
    expect(setUpParts(sc).join(' · ')).toMatch(/ · random seed 1$/);
  });

  it('draws its title and a legend entry per configuration inside the figure', () => {
    const svg = figure([10, 20], 600, PRINT_PALETTE);
    expect(svg).toMatch(/class="title"[^>]*>System goodput against buffer</);
    expect(svg).toMatch(/<g class="legend">.*Tail drop.*CoDel/);
  });
});

describe('an exported plot\'s title', () => {
  const measure = (t: string, px: number) => t.length * px * 0.6;
  it('wraps onto a second line instead of being cut ("…queueing delay, ms (o…")', () => {
    const title = 'A (pinned): Voice call beside four downloads — 1000-packet FIFO (tail drop) — queueing delay, ms (one point per packet)';
    const fit = fitTitle(title, 20, 920, measure);
    expect(fit.lines.length).toBe(2);
    expect(fit.lines.join(' ')).toBe(title);
    for (const l of fit.lines) expect(measure(l, fit.px)).toBeLessThanOrEqual(920);
    expect(fitTitle('Bottleneck queue', 20, 920, measure)).toEqual({ lines: ['Bottleneck queue'], px: 20 });
  });
});
