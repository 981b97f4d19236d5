import { describe, expect, it } from 'vitest';
import { summaryModel } from '../../src/app/summary/summary-model';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { metricById, readMetric, windowWords } from '../../src/sim-core/metric-catalogue/registry';
import { rateWindowText } from '../../src/sim-core/metric-catalogue/format';
import { Simulation } from '../../src/sim-core/scenario/simulation';

/**
 * The Explore summary after the 10:00 trials (issue 37): every column under its window (the
 * catalogue's words), a reason said once where a column's dashes share it, a note where a TCP flow
 * retransmitted more than it lost, and the bottleneck's whole-run drops beside the window's.
 */
const fifo = new Simulation(presetScenario('voice-fifo')!).runToEnd();
const model = summaryModel(fifo, true);

describe('the Explore summary model (trials 10:00)', () => {
  it('groups the columns by the catalogue window they cover, and every column is in exactly one group', () => {
    const spans = model.groups.reduce((a, g) => a + g.span, 0);
    // Every figure column, and "Rates over" inside the active-time group.
    expect(spans).toBe(model.columns.length + 1);
    let k = 0;
    for (const g of model.groups) {
      const cols = model.columns.slice(k, k + g.span - (k <= model.rateAfter && model.rateAfter < k + g.span ? 1 : 0));
      for (const m of cols) expect(m.window, m.id).toBe(g.window);
      expect(g.title).toBe(windowWords(cols[0], fifo));
      k += cols.length;
    }
    expect(model.groups.map((g) => g.label)).toEqual(['whole run', "flow's active time", 'whole run', 'measurement window 5.00–30.00 s']);
    // "Rates over" stands right after the last rate (goodput), inside its group.
    expect(model.columns[model.rateAfter].id).toBe('flow.goodput');
    expect(model.columns.find((m) => m.id === 'flow.queueDrops')!.window).toBe('the whole run');
  });

  it('marks a reason most of a column’s dashes share once, on its head: the four unlimited downloads’ elapsed time', () => {
    const k = model.columns.findIndex((m) => m.id === 'flow.elapsed');
    expect(model.headWhy[k]).toBe('never ends (an unlimited transfer)');
    // The voice flow's elapsed dash has its own reason (TCP flows only), marked on its cell.
    expect(model.rows[4].why[k]).toBe('TCP flows only');
    // The four downloads' loss dashes share one reason, which says why a TCP flow has none.
    const loss = model.columns.findIndex((m) => m.id === 'flow.lossRate');
    expect(model.headWhy[loss]).toMatch(/^UDP flows only: a TCP flow sends again what it loses/);
  });

  it('notes where a TCP flow retransmitted more packets than it lost, with the catalogue’s reason', () => {
    const retx = readMetric('flow.retransmits', fifo, { flow: 0 });
    const lost = readMetric('flow.queueDrops', fifo, { flow: 0 }) + readMetric('flow.linkLosses', fifo, { flow: 0 });
    expect(retx).toBeGreaterThan(lost);
    // Each flow's figures in the catalogue's words (phone trial 04:30, confusion 6).
    expect(model.retransmitNote).toContain(`flow 1 (${fifo.flows[0].name}): ${retx} resent for ${lost} dropped: `);
    expect(model.retransmitNote).toMatch(/^(At least )?\d+ of the \d+ retransmissions \(the Retransmits column\) resent packets that were not lost/);
    expect(metricById('flow.retransmits').definition).toContain('Retransmits can far exceed drops');
    // The voice flow (UDP) is never in it.
    expect(model.retransmitNote).not.toContain('flow 5');
  });

  it('a FIFO with 0 overflow drops in the window but hundreds over the run carries the whole-run count on its line', () => {
    const line = model.lines.find((l) => l.cells.some((c) => c.metric.id === 'link.drops.overflow'))!;
    expect(line.cells.map((c) => c.value)).toEqual([0]);
    expect(line.wholeRun!.map((c) => c.value)[0]).toBeGreaterThan(400);
  });
});

describe('a UDP flow’s three rates named beside its goodput (trial 10:00: 80 against 66.2 kbit/s; trial 13:30: 80, 68.8, 0.066 and 63.2 for one call)', () => {
  it('says the wire rate, the payload rate and the goodput over its active time, each with what it counts', () => {
    const sc = presetScenario('voice-fifo')!;
    const udp = sc.flows.map((f) => (f.kind === 'cbr' ? { rate: f.rate, packetSize: f.packetSize, start: f.start, duration: f.duration } : undefined));
    const m = summaryModel(fifo, true, udp);
    expect(m.rateNotes).toHaveLength(1);
    const g = readMetric('flow.goodput', fifo, { flow: 4 });
    expect(g).toBeLessThan(80e3);
    expect(m.rateNotes[0]).toBe(`Flow 5 (voice): wire rate 80.0 kbit/s (whole 200-byte IP packets, as set); payload rate 68.8 kbit/s (the 172 bytes of each the application sends); goodput ${(g / 1e3).toFixed(1)} kbit/s: the payload that arrived, in order, over its active time ${rateWindowText(fifo.flows[4].summary.activeWindow)} (it sends until 28.00 s; its last packet arrives at ${fifo.flows[4].summary.activeWindow.to.toFixed(2)} s), counted when it arrives.`);
    expect(rateWindowText(fifo.flows[4].summary.activeWindow)).toMatch(/^5\.00–28\.\d\d s \(flow\)$/);
    expect(metricById('flow.goodput').definition).toContain('Goodput counts payload only (headers, lost packets and retransmitted copies are left out)');
    // Without the scenario's rates (a CLI summary) there is no note.
    expect(summaryModel(fifo, true).rateNotes).toEqual([]);
  });
});
