/**
 * Issue 37, item 6 (Sweep that cannot mislead): a metric that exists for the chosen flow, and the
 * run's fairness figures (Jain's index, the Vegas/Reno ratio, system goodput) as sweep metrics,
 * from the metric catalogue (replicate: true), in the app, the replications and the CLI alike.
 */
import { describe, expect, it } from 'vitest';
import { metricForFlow } from '../../src/app/sweep/sweep-metric';
import { sweepPoints } from '../../src/app/sweep/sweep-stats';
import { statisticCell } from '../../src/app/sweep/sweep-cells';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { REPLICATED_RUN_METRICS, metricById } from '../../src/sim-core/metric-catalogue/registry';
import { runSweep } from '../../src/sim-core/experiments/sweep';
import { sim } from '../cli/sim-cli-helpers';

describe('the metric a sweep shows', () => {
  it('elapsed time of a download that never ends is replaced by goodput; of a sized flow, kept; a run metric, kept', () => {
    const bulk = presetScenario('dumbbell-droptail')!;
    expect(metricForFlow('flow.elapsed', bulk.flows[0])).toEqual({ id: 'flow.goodput', replaced: true });
    const seed0 = presetScenario('seed000-droptail')!;
    expect(metricForFlow('flow.elapsed', seed0.flows[2])).toEqual({ id: 'flow.elapsed', replaced: false });
    expect(metricForFlow('run.vegasRenoRatio', bulk.flows[0])).toEqual({ id: 'run.vegasRenoRatio', replaced: false });
    const voice = presetScenario('voice-fifo')!;
    const udp = voice.flows.find((f) => f.kind === 'cbr')!;
    expect(metricForFlow('flow.retransmits', udp).replaced).toBe(true);
  });

  it('the run\'s fairness figures are sweep metrics: Jain\'s index, the Vegas/Reno ratio, system goodput', () => {
    expect(REPLICATED_RUN_METRICS).toEqual(expect.arrayContaining(['run.jainActiveGoodput', 'run.jainGoodput', 'run.vegasRenoRatio', 'run.systemGoodput']));
  });

  it('a Vegas/Reno sweep shows the ratio and Jain\'s index per value, whichever flow is chosen', () => {
    const sc = presetScenario('seed002-a-vr-droptail')!;
    sc.duration = 20;
    const rows = runSweep({ configs: [{ name: 'Tail drop', scenario: sc }], param: 'topology.bottleneck.queue.limit', values: [10, 40], replications: 2 });
    for (const id of ['run.vegasRenoRatio', 'run.jainActiveGoodput']) {
      const byFlow = [0, 1].map((flow) => sweepPoints(rows, ['Tail drop'], [10, 40], id, flow));
      expect(byFlow[0]).toEqual(byFlow[1]);
      for (const p of byFlow[0]) {
        expect(p.stats.n).toBe(2);
        expect(p.stats.median).toBeGreaterThan(0);
        if (id === 'run.jainActiveGoodput') expect(p.stats.median).toBeLessThanOrEqual(1);
        expect(statisticCell(metricById(id), p)).toMatch(/^\d\.\d{3} \[\d\.\d{3}, \d\.\d{3}\] \(n 2\)$/);
      }
    }
  });

  it('the CLI sweep and --reps take them too', () => {
    const r = sim('sweep', 'seed002-a-vr-droptail', '--set', 'duration=10', '--param', 'topology.bottleneck.queue.limit', '--values', '10', '--reps', '2', '--metric', 'run.vegasRenoRatio');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Vegas.*of the whole run: median \[Q1, Q3\] over 2 replications/i);
    const reps = sim('seed002-a-vr-droptail', '--set', 'duration=10', '--reps', '2');
    expect(reps.code, reps.err).toBe(0);
    expect(reps.out).toMatch(/^run\s+.*jain/im);
  }, 120_000);
});

describe('values that follow the swept setting', () => {
  it('a flow start: 0 to half the run; the buffer in packets: whole numbers around its own; max_p: ≤ 1; a setting at 0: small steps', async () => {
    const { defaultValuesText } = await import('../../src/app/sweep/sweep-params');
    const { parseValues } = await import('../../src/sim-core/experiments/sweep');
    const sc = presetScenario('seed000-droptail')!;
    expect(defaultValuesText('flows.2.start', sc)).toMatch(/^0:\d+:[\d.]+$/);
    const dumbbell = presetScenario('dumbbell-red')!;
    const limit = (dumbbell.topology as { bottleneck: { queue: { limit: number } } }).bottleneck.queue.limit;
    const buffers = parseValues(defaultValuesText('topology.bottleneck.queue.limit', dumbbell));
    expect(buffers).toContain(limit);
    expect(buffers.every((v) => Number.isInteger(v) && v >= 1)).toBe(true);
    const maxP = parseValues(defaultValuesText('topology.bottleneck.queue.maxP', dumbbell));
    expect(maxP.every((v) => v > 0 && v <= 1)).toBe(true);
    expect(defaultValuesText('no.such.path', sc)).toBe('');
  });
});

describe('configuration labels without the swept setting', () => {
  it('the buffer, max_p or thresholds being swept read "(swept)"; other settings stay', async () => {
    const { withoutSwept } = await import('../../src/app/sweep/sweep-params');
    const text = 'RED 5–15 packets, max_p 0.1, buffer 20 packets';
    expect(withoutSwept(text, 'topology.bottleneck.queue.limit')).toBe('RED 5–15 packets, max_p 0.1, buffer (swept)');
    expect(withoutSwept(text, 'topology.bottleneckQueue.maxP')).toBe('RED 5–15 packets, max_p (swept), buffer 20 packets');
    expect(withoutSwept(text, 'topology.bottleneck.queue.minTh')).toBe('RED thresholds (swept), max_p 0.1, buffer 20 packets');
    expect(withoutSwept(text, 'flows.2.start')).toBe(text);
  });
});
