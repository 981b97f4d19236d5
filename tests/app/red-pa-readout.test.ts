/**
 * Screen-reader trial sr-0330 read "count 0, p_a 1" with RED's average between the thresholds and
 * took it for a fault. It is right: red.ts records the probability the latest arrival was tested
 * with, p_a = p_b / (1 − count·p_b), which reaches 1 once count reaches 1/p_b; that arrival is
 * dropped and count restarts at 0. The readouts now say so.
 */
import { describe, expect, it } from 'vitest';
import { gaugeLines } from '../../src/app/plots/gauge-readout';
import { readoutOfRun } from '../../src/app/plots/readout-of-run';
import { PLOT_CSV } from '../../src/app/plots/registry';
import { streamed } from '../helpers/streamed-run';

describe('RED p_a 1 between the thresholds', () => {
  const run = streamed('seed000-red', 40);
  const q = run.bottleneck!.data!.queue;
  const col = (k: string) => q.cols[k];
  // Rows with p_a 1 and the average between min_th 5000 and max_th 18000 bytes.
  const rows = [...Array(q.length).keys()].filter((i) => col('pa')[i] === 1 && col('avg')[i] >= 5000 && col('avg')[i] < 18000);

  it('the value is right: count·p_b had reached 1 (the count before it, plus that arrival, times p_b ≥ 1, or p_a capped at 1), then count 0', () => {
    expect(rows.length).toBeGreaterThan(0);
    // The first such row is the decision itself: the row before it holds the count up to it.
    const i = rows[0];
    expect(col('count')[i]).toBe(0);
    const pb = (0.1 * (col('avg')[i] - 5000)) / 13000;
    const c = col('count')[i - 1] + 1;
    expect(pb / (1 - c * pb) >= 1 || c * pb >= 1).toBe(true);
  });

  it('the queue plot\'s readout and the discipline readout say why', () => {
    const t = col('t')[rows[0]];
    const r = readoutOfRun('queue', 'Bottleneck queue', run, PLOT_CSV.queue!, t, [])!;
    const pa = r.lines[0].values.find((v) => v.column === 'pa')!;
    expect(pa.text).toBe('1');
    expect(pa.shown).toBe('1 (p_a) — count had reached 1/p_b: a drop was due, and count restarted at 0');
    const g = gaugeLines(run, t).find((l) => l.key === 'pa')!;
    expect(g.line).toBe('drop probability now 100.00 % (p_a) — count had reached 1/p_b: a drop was due, and count restarted at 0');
    // A p_a below 1 says nothing more.
    const other = [...Array(q.length).keys()].find((i) => col('pa')[i] > 0 && col('pa')[i] < 1)!;
    expect(readoutOfRun('queue', 'Bottleneck queue', run, PLOT_CSV.queue!, col('t')[other], [])!.lines[0].values.find((v) => v.column === 'pa')!.shown).not.toContain('—');
  });
});

/**
 * Beside "early drops 130", "drop probability now 0.00 % (p_a), at the run's end" read as "RED
 * never dropped" (phone-1130 steps 10, 21): the state line says why the reading is 0 then.
 */
describe('RED p_a 0', () => {
  it('below min_th, the state line says the average is below it; the hover readout (no thresholds at hand) says nothing more', () => {
    const run = streamed('seed000-red', 40);
    const q = run.bottleneck!.data!.queue;
    const i = [...Array(q.length).keys()].find((k) => k > 10 && q.cols.pa[k] === 0 && q.cols.avg[k] < 5000 && q.cols.avg[k] > 0)!;
    expect(i).toBeDefined();
    const g = gaugeLines(run, q.cols.t[i]).find((l) => l.key === 'pa')!;
    expect(g.says).toBe(`0 at this moment: the average queue (RED avg ${q.cols.avg[i].toFixed(1)}) is below min_th (5000 bytes), where RED drops nothing early`);
    const r = readoutOfRun('queue', 'Bottleneck queue', run, PLOT_CSV.queue!, q.cols.t[i], [])!;
    expect(r.lines[0].values.find((v) => v.column === 'pa')!.shown).not.toContain('—');
  });

  it('above min_th with ns-2\'s wait (the Vegas/Reno gentle RED 4/6 at its end), it says count × p_b is still below 1', () => {
    const run = streamed('seed002-a-vr-red', 100);
    const g = gaugeLines(run, Number.NaN).find((l) => l.key === 'pa')!;
    expect(g.value).toBe('0.00 %');
    expect(g.says).toBe('0 at this moment, between two early drops: RED spaces them out, and the next was not yet due');
  });
});
