import { beforeEach, describe, expect, it } from 'vitest';
import { summaryModel } from '../../src/app/summary/summary-model';
import { LESSON_VIEWS, LESSON_VIEW_IDS } from '../../src/lessons/views';
import { HIDEABLE, VIEW_SELECTORS } from '../../src/app/lessons/view-selectors';
import { COMPARE_KINDS, PLOT_CHOICES, choicesForMode, panelName, panelShown } from '../../src/app/state/plot-choices';
import { PLOT_CSV, PLOTS, textAlternative } from '../../src/app/plots/registry';
import { tracedOn } from '../../src/app/plots/flow-traces';
import { GrowingColumns } from '../../src/app/results/growing-columns';
import { RunData } from '../../src/app/results/run-data';
import { PLOT_IDS, PLOT_KINDS, type PlotId } from '../../src/plot-kinds/plot-kinds';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { streamed } from '../helpers/streamed-run';
import { readMetric, WINDOW_CUTS } from '../../src/sim-core';
import { useViewStore } from '../../src/app/state/view-store';

/** A preset streamed into the app's RunData as the worker and results store do. */
/**
 * The run with its bottleneck queue replaced by a synthetic one: 30 % of the limit, reaching the
 * limit at 3, 12, 19 and 27 s for 0.4 s each (wobbling just under it there, as a full tail-drop queue does).
 */
function withSyntheticQueue(run: RunData): RunData {
  const link = run.summary!.links[run.summary!.aggregate.bottleneck];
  const { limit, unit } = link.queueLimit;
  // Full: within a packet of the limit (a byte-counted buffer fits no further full-size packet).
  const below = unit === 'bytes' ? 1000 : 1;
  const data = run.bottleneck!.data!;
  const t: number[] = [];
  const v: number[] = [];
  for (let k = 0; k * 0.05 < run.summary!.endTime; k++) {
    const at = k * 0.05;
    const full = [3, 12, 19, 27].some((s) => at >= s - 1e-9 && at < s + 0.4);
    t.push(at);
    v.push(full ? (k % 2 === 0 ? limit : limit - below) : Math.round(0.3 * limit));
  }
  const q = new GrowingColumns(data.queue.names);
  const packets = unit === 'bytes' ? v.map((x) => Math.floor(x / 1500)) : v;
  const bytes = unit === 'bytes' ? v : v.map((x) => x * 1500);
  const col = (n: string) => Float64Array.from(n === 't' ? t : n === 'packets' ? packets : n === 'bytes' ? bytes : v.map(() => 0));
  q.append(Object.fromEntries(data.queue.names.map((n) => [n, col(n)])));
  data.queue = q;
  return run;
}

describe('the plot registry', () => {
  it('lists every plot once, and Explore, Compare, presentation, lessons and CSV are derived from it', () => {
    const ids = PLOTS.map((p) => p.id);
    expect(ids).toEqual(PLOT_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of PLOTS) {
      // Explore mounts every plot (Plots.tsx maps PLOTS): a canvas plot or its own panel.
      expect(Boolean(p.make) !== Boolean(p.Panel), p.id).toBe(true);
      expect(COMPARE_KINDS.includes(p.id), `${p.id} in Compare`).toBe(p.compare);
      if (p.compare) expect(p.make, `${p.id}: A/B panels are canvas plots`).toBeDefined();
      expect(PLOT_CHOICES.some((c) => c.id === p.id), `${p.id} presentable`).toBe(p.presentable);
      expect(LESSON_VIEW_IDS).toContain(p.id);
      expect(LESSON_VIEWS[p.id]).toBe(`“${p.label}” plot`);
      expect(HIDEABLE).toContain(p.id);
      expect(VIEW_SELECTORS[p.id]).toBe(`[data-testid="plot-${p.id}"]`);
      expect(p.id in PLOT_CSV, `${p.id} CSV`).toBe(p.csv !== undefined);
      for (const k of ['tcp', 'cbr', 'web'] as const) if (p.perFlow) expect(tracedOn(k, p.id as never), `${p.id} ${k}`).toBe(p.perFlow.includes(k));
    }
    // The kinds Compare offers are the ones it mounts (the old list said queue and cwnd only).
    expect(choicesForMode(['seq', 'delay'], 'compare')).toEqual(['seq', 'delay']);
    expect(panelName('queue', 'b')).toBe('compare-queue-b');
    expect(panelShown('compare-delay-a', ['delay'])).toBe(true);
  });

  it('docs/links.md names every plot a link may present', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync('docs/links.md', 'utf8');
    const list = /plots=queue,cwnd` \(1–2 of ([^:]+?), the plot/.exec(doc.replace(/\n/g, ' '))?.[1] ?? '';
    expect(list.split(', ').sort()).toEqual(PLOT_CHOICES.map((c) => c.id).sort());
  });

  it('every plot declares the recorded series it draws, and the run data has them', () => {
    const run = new RunData(1, presetScenario('dumbbell-2-red')!);
    for (const k of PLOT_KINDS) {
      expect(k.series.length, k.id).toBeGreaterThan(0);
      for (const s of k.series) {
        const [scope, name] = s.split('.');
        if (scope === 'flow') expect(name in run.flows[0], s).toBe(true);
        else if (name === 'departures') expect(run.departures).toBeInstanceOf(Map); // bins per link, not a LinkData column
        else expect(['queue', 'events', 'thresholds', 'sojourn', 'packets']).toContain(name);
      }
    }
  });
});

describe('text alternatives name the real features of a run', () => {
  const tail = withSyntheticQueue(streamed('seed000-droptail', 30));
  const red = streamed('dumbbell-2-red', 20);
  const words = (id: PlotId, run: RunData) => textAlternative(id, run);
  // The throughput plot's words follow the view's quantity (a presented Wi-Fi demo shows goodput):
  // these read a desk's default, whatever an earlier test file in the same fork left in the store.
  beforeEach(() => useViewStore.setState({ presenting: false, throughputQuantity: null }));

  it('the queue: the times it reaches the buffer limit (3, 12, 19 and 27 s), its limit and its drops', () => {
    const alt = words('queue', tail)!;
    expect(alt.text).toContain('reaches the buffer limit at 3.0, 12.0, 19.0 and 27.0 s');
    expect(alt.text).toMatch(/limit \d+ (packets|bytes)/);
    expect(alt.text).toMatch(/\d+ drops|no drops/);
    // The table: one row per time bin; the bins holding 3 s and 27 s have the limit as their largest value.
    const limit = String(tail.summary!.links[tail.summary!.aggregate.bottleneck].queueLimit.limit);
    const rowAt = (s: number) => alt.table!.rows.find((r) => Number(r[0]) <= s && s < Number(r[1]))!;
    expect(rowAt(3.1)[3]).toBe(limit);
    expect(rowAt(27.1)[3]).toBe(limit);
    expect(alt.table!.columns).toContain('drops');
  });

  it('a queue that never fills says so, with its peak', () => {
    expect(words('queue', red)!.text).toMatch(/never reaches the buffer limit; its peak is \d+ packets at \d+\.\d s|reaches the buffer limit at/);
  });

  it('the queueing delay (empty before the registry): median, 99th percentile and the largest with its time', () => {
    const alt = words('delay', tail)!;
    const s = tail.bottleneck!.data!.sojourn;
    let max = 0;
    let at = 0;
    for (let i = 0; i < s.length; i++) if (s.cols.delay[i] > max) [max, at] = [s.cols.delay[i], s.cols.t[i]];
    expect(alt.text).toContain(`${s.length} packets`);
    expect(alt.text).toContain(`largest ${(max * 1000).toFixed(1)} ms at ${at.toFixed(1)} s`);
    expect(alt.text).toMatch(/median \d+\.\d ms, 99th percentile \d+\.\d ms/);
    expect(alt.table!.rows.length).toBeGreaterThan(5);
  });

  it('cwnd: each flow’s peak and the times its window was cut (the catalogue’s window cuts: a fast retransmit, a timeout or an ECN echo)', () => {
    const alt = words('cwnd', tail)!;
    const c = tail.flows[0].congestion;
    let firstCut = -1;
    for (let k = 0; k < c.length && firstCut < 0; k++) if (WINDOW_CUTS.has(c.cols.kind[k])) firstCut = c.cols.t[k];
    expect(firstCut).toBeGreaterThan(0);
    expect(alt.text).toMatch(/^cwnd per flow: flow 1/);
    expect(alt.text).toContain(`cut at ${firstCut.toFixed(1)}`);
    expect(alt.table!.columns).toEqual(['flow', 'peak (kB)', 'peak at (s)', 'end (kB)', 'cuts', 'cut at']);
    expect(alt.table!.rows[0][4]).toBe(String(readMetric('flow.windowCuts', tail.summary!, { flow: 0 })));
  });

  it('time–sequence and throughput: per flow, from the run’s summary', () => {
    const f = tail.summary!.flows[0].summary;
    expect(words('seq', tail)!.text).toContain(`sent ${f.dataPacketsSent} data packets, ${f.retransmittedPackets} retransmitted`);
    // What it draws (bits leaving the bottleneck per bin, bounded by its rate) and over which span its averages are taken: the summary's.
    const text = words('throughput', tail)!.text;
    expect(text).toMatch(/^Throughput per flow \(bits leaving the bottleneck per [\d.]+ s bin, at most its rate 143\.4 kbit\/s plus one packet per bin\)\. Averages are each flow's goodput over its own active time/);
    const model = summaryModel(tail.summary!, true);
    const row = model.rows[0];
    const k = model.columns.findIndex((m) => m.id === 'flow.goodput');
    // The summary's cell is a plain number in its column's unit; a sentence says the same value with its unit.
    const goodput = `${row.cells[k]!.text} ${model.formats[k].unit}`;
    expect(text).toContain(`flow 1 (big 1) peaks at `);
    expect(text).toContain(`goodput ${goodput} over ${row.rateWindow};`);
    expect(words('throughput', tail)!.table!.columns.slice(0, 3)).toEqual(['from (s)', 'to (s)', 'flow 1 (kbit/s)']);
  });

  it('the packet-by-packet view: the events it replays and the drops by reason with their first times', () => {
    const alt = words('mechanism', tail)!;
    expect(alt.text).toMatch(/replays \d+ packet events from \d+\.\d s to 30\.0 s/);
    expect(alt.text).toMatch(/\d+ overflow drops \(first at \d+\.\d/);
  });

  it('the discipline’s own panel: when its average rises above each threshold', () => {
    const alt = words('red', red)!;
    expect(alt.text).toMatch(/RED avg (rises above|stays below) min_th \(\d+(\.\d+)?\)/);
    expect(alt.table!.columns).toEqual(['gauge', 'threshold', 'level', 'rises above it at (s)']);
  });

  it('every registered kind has words and a table for a complete run, and none for a run still streaming', () => {
    for (const id of PLOT_IDS) {
      const run = id === 'red' ? red : tail;
      const alt = words(id, run);
      expect(alt?.text.length, id).toBeGreaterThan(20);
      expect(alt?.table, id).not.toBeNull();
    }
    const streaming = new RunData(2, presetScenario('dumbbell-2-red')!);
    for (const id of PLOT_IDS) expect(textAlternative(id, streaming)).toBeNull();
  });
});
