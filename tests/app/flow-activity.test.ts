/**
 * Screen-reader trial sr-0330: "Flow 3 (third): queueing delay 644.6 ms" was read at 10 s and at
 * 20.9 s while flow 3 sent nothing (waiting for its backed-off retransmission timer), and every
 * readout carried a flow's last value on after it ended. One rule (plots/flow-activity.ts) says
 * when a flow's line describes the flow at the time, and the readout keeps the CSV's "last sample
 * at or before" value wherever the flow is active.
 */
import { describe, expect, it } from 'vitest';
import { activityWords, flowActivityAt } from '../../src/app/plots/flow-activity';
import { readoutOfRun } from '../../src/app/plots/readout-of-run';
import { PLOT_CSV } from '../../src/app/plots/registry';
import { readoutSentence } from '../../src/app/plots/readout';
import { SeqEvent } from '../../src/sim-core';
import { streamed } from '../helpers/streamed-run';

describe('flow activity at a time (the readouts\' rule)', () => {
  const run = streamed('seed000-droptail', 40);
  const third = 2;

  it('flow 3 under tail drop is idle, waiting for its timer, from its last send before 13 s to the timeout at about 13 s, and again to about 22.8 s', () => {
    const at10 = flowActivityAt(run, third, 10);
    expect(at10.state).toBe('idle');
    if (at10.state !== 'idle') return;
    expect(at10.from).toBeLessThan(10);
    expect(at10.until).toBeGreaterThan(12.5);
    expect(at10.until).toBeLessThan(13.5);
    const at17 = flowActivityAt(run, third, 17.9);
    expect(at17.state).toBe('idle');
    if (at17.state === 'idle') expect([at17.from, at17.until]).toEqual([at10.until, expect.any(Number)]);
    if (at17.state === 'idle') expect(at17.until!).toBeGreaterThan(22);
    // While it sends, it is active: just after the handshake.
    expect(flowActivityAt(run, third, 3).state).toBe('active');
  });

  it('a flow that finished has ended after its last ACK; before it, whenever it sends, it is not idle', () => {
    const s = run.summary!.flows[0].summary;
    expect(s.completed).toBe(true);
    expect(flowActivityAt(run, 0, s.activeWindow.to + 0.5)).toEqual({ state: 'ended', at: s.activeWindow.to });
    // At each of flow 1's own sends it is active.
    const seq = run.flows[0].seq;
    for (let k = 0; k < seq.length; k += 97) if (seq.cols.kind[k] === SeqEvent.Send && seq.cols.t[k] > 1) expect(flowActivityAt(run, 0, seq.cols.t[k]).state, `t ${seq.cols.t[k]}`).toBe('active');
  });

  it('the readout says so with the sample\'s time, and keeps the CSV\'s value; an active flow\'s line is as before', () => {
    const r = readoutOfRun('delay', 'Queueing delay', run, PLOT_CSV.delay!, 17.9, [])!;
    const line = r.lines.find((l) => l.series.startsWith('Flow 3'))!;
    expect(line.status).toMatch(/^idle, waiting for its retransmission timer \(sent nothing from \d+\.\d{3} s to \d+\.\d{3} s\); last sample at \d+\.\d{3} s$/);
    expect(Number(line.at)).toBeLessThan(13.5);
    expect(line.values.length).toBeGreaterThan(0);
    expect(readoutSentence(r)).toContain('Flow 3 (third): idle, waiting for its retransmission timer');
    const early = readoutOfRun('delay', 'Queueing delay', run, PLOT_CSV.delay!, 3, [])!;
    for (const l of early.lines) expect(l.status).toBeUndefined();
  });

  it('words for each state', () => {
    expect(activityWords({ state: 'active' }, '1')).toBeNull();
    expect(activityWords({ state: 'ended', at: 35.14 }, '35.1')).toBe('ended at 35.140 s; last sample at 35.100 s');
    expect(activityWords({ state: 'idle', from: 22.76, until: null }, '22.712345678')).toBe('sent nothing after 22.760 s, to the end of the run; last sample at 22.712 s');
  });
});
