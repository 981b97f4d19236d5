import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { rateWindowText } from '../../src/sim-core/metric-catalogue/format';

/**
 * bloat-0230 confusion 7: the voice preset's call (2 s → 28 s, 80 kbit/s on the wire, 68.8 kbit/s
 * of payload) in a 300 s run read 0.0054 Mbit/s under "goodput over each flow's active time":
 * its 23 s of payload divided by the whole 5–300 s window. Its active time ends with its last
 * packet's arrival, so its goodput is its payload rate, however long the run goes on after it.
 */
describe('goodput of a stream that stops long before the run ends', () => {
  const runFor = (seconds: number) => {
    const sc = presetScenario('voice-codel')!;
    sc.duration = seconds;
    sc.measure = [{ from: 5, to: seconds }];
    return new Simulation(sc).runToEnd();
  };
  const CALL = 4; // flow 5, numbered from 1 where a person reads it

  it('a call that stops at 28 s of a 300 s run gets its payload rate over its own active time, not the window', () => {
    const r = runFor(300);
    const call = r.flows[CALL].summary;
    expect(call.completed).toBe(true);
    // Active time: from the window's start to the call's last arrival, just after it stops at 28 s.
    expect(call.activeWindow.basis).toBe('flow');
    expect(call.activeWindow.from).toBe(5);
    expect(call.activeWindow.to).toBeGreaterThan(28);
    expect(call.activeWindow.to).toBeLessThan(29);
    // 68.8 kbit/s of payload while it is active (CoDel loses a few tenths of a per cent).
    expect(call.activeGoodputBps).toBeGreaterThan(66_000);
    expect(call.activeGoodputBps).toBeLessThan(70_000);
    // The catalogue's figure (summary table, A/B, CSV, CLI all read it) is the same number.
    expect(readMetric('flow.goodput', r, { flow: CALL })).toBe(call.activeGoodputBps);
    expect(rateWindowText(call.activeWindow)).toMatch(/^5\.00–28\.\d\d s \(flow\)$/);
  });

  it('the call’s goodput does not depend on how long the run goes on after it stopped', () => {
    const long = runFor(300).flows[CALL].summary;
    const short = runFor(60).flows[CALL].summary;
    expect(long.activeGoodputBps).toBeCloseTo(short.activeGoodputBps, 6);
  });
});
