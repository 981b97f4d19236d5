import { describe, expect, it } from 'vitest';
import { metricById, readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { busyVersusDelivered, compareRows, row, rowWindow } from '../../src/app/compare/compare-rows';
import { presetScenario } from '../../src/scenario-edit/catalog';

/**
 * Trial 06:30 (bufferbloat, phone): "Queue drops in the window: 0 → 84, +84 worse" for CoDel
 * against a FIFO whose 527 drops all came before the window; utilization "better" beside system
 * goodput "worse" with no word of what each counts; Jain's index silently counting the voice flow.
 */
describe('A/B rows over windows (CoDel against the same 1000-packet FIFO)', () => {
  const codel = new Simulation(presetScenario('voice-codel')!).runToEnd();
  const fifo = new Simulation(presetScenario('voice-fifo')!).runToEnd();
  const rows = compareRows(codel, fifo);
  const byId = (id: string) => rows.find((r) => r.metric.id === id)!;

  it('the bottleneck drops are a row over the whole run too, read from the catalogue: CoDel 116 against the FIFO 527, B worse', () => {
    const whole = byId('link.queueDropsWholeRun');
    expect([whole.a, whole.b]).toEqual([116, 527]);
    expect(whole.b).toBe(readMetric('link.queueDropsWholeRun', fifo));
    const win = byId('link.queueDrops');
    expect([win.a, win.b]).toEqual([84, 0]);
  });

  it('a row over the measurement window says its span beside it; rows over the whole run or the active time do not', () => {
    expect(rowWindow(byId('link.queueDrops'), codel, fifo)?.text).toBe('window 5.00–30.00 s');
    expect(rowWindow(byId('link.queueDrops'), codel, fifo)?.title).toContain('Over the measurement window, 5.00–30.00 s of the run');
    expect(rowWindow(byId('link.queueDropsWholeRun'), codel, fifo)).toBeNull();
    expect(rowWindow(rows.find((r) => r.metric.id === 'flow.retransmits')!, codel, fifo)).toBeNull();
    // A window that is the whole run leaves nothing out: no span is said.
    const whole = { ...codel, window: { from: 0, to: codel.endTime } };
    expect(rowWindow(byId('link.queueDrops'), whole, whole)).toBeNull();
    // Different spans on the two sides are both said.
    const later = { ...fifo, window: { from: 10, to: fifo.endTime } };
    expect(rowWindow(byId('link.queueDrops'), codel, later)?.text).toBe('window A 5.00–30.00 s, B 10.00–30.00 s');
  });

  it('utilization better and system goodput worse get one short line saying what each counts (not a paragraph); agreeing verdicts get none', () => {
    const util = byId('link.utilization');
    const goodput = row('Headline numbers', metricById('run.systemGoodput'), readMetric('run.systemGoodput', codel), readMetric('run.systemGoodput', fifo));
    const note = busyVersusDelivered([util, goodput])!;
    expect(note).toBe('B was busier but delivered less: utilization counts busy time (retransmitted copies included), system goodput only new data delivered in order.');
    expect(note.length).toBeLessThan(150);
    expect(busyVersusDelivered([util, { ...goodput, diff: -goodput.diff, a: goodput.b, b: goodput.a }])).toBeNull();
    expect(busyVersusDelivered([util])).toBeNull();
  });

  it("Jain's indices name the flows they count (the goodput one includes UDP flows such as the voice call)", () => {
    expect(metricById('run.jainActiveGoodput').label).toBe("Jain's index (goodput over the active time, TCP and UDP flows)");
    expect(rows.find((r) => r.metric.id === 'run.jainActiveGoodput')!.label).toBe("Jain's index (goodput over the active time, TCP and UDP flows)");
    expect(metricById('run.jainActiveThroughput').label).toBe("Jain's index (throughput over the active time, TCP flows)");
  });
});
