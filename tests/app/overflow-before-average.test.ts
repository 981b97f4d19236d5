/**
 * Phone-1215, step 11: under gentle RED 4/6 the queue legend read "overflow drops 31" and a student
 * expected none under RED, with nothing saying why. The entry now says when they happened, from
 * the run's recorded drops: those before RED's average first reached min_th.
 */
import { describe, expect, it } from 'vitest';
import { dropReasonCode } from '../../src/sim-core';
import { results } from '../../src/app/results/results-store';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { StreamingRun } from '../../src/worker/streaming-run';
import { queueLegendItems } from '../../src/app/plots/legend-model';
import { THEMES } from '../../src/app/theme/theme';
import type { RunData } from '../../src/app/results/run-data';

function streamed(preset: string): RunData {
  const sc = presetScenario(preset)!;
  let t = 0;
  const run = new StreamingRun(1, sc, () => (t += 1));
  results.clear();
  results.begin(1, sc);
  while (!run.finished) results.receive(run.step(50));
  return results.current!;
}

const theme = THEMES.default;

describe('a RED queue\'s overflow drops in its legend say when they happened', () => {
  const run = streamed('seed002-a-vr-red');
  const items = queueLegendItems(run, theme, 0, Number.POSITIVE_INFINITY);
  const entry = items.find((i) => i.label.startsWith('overflow drops'))!;

  it('gentle RED 4/6: "overflow drops N (M in the first T s, before RED avg reached min_th)", counted from the recorded drops', () => {
    const m = /^overflow drops (\d+) \((all|\d+) in the first ([\d.]+) s, before RED avg reached min_th\)$/.exec(entry.label);
    expect(m, entry.label).not.toBeNull();
    const total = Number(m![1]);
    const before = m![2] === 'all' ? total : Number(m![2]);
    const until = Number(m![3]);
    // What the words claim, read back from the run: RED's average stayed under min_th (4 packets)
    // until about T s, and that many of the overflow drops came before it.
    const q = run.bottleneck!.data!.queue;
    const ev = run.bottleneck!.data!.events;
    const first = q.cols.t[q.cols.avg.findIndex((v) => v >= 4)];
    expect(+first.toPrecision(2)).toBe(until);
    let n = 0;
    for (let k = 0; k < ev.length; k++) if (ev.cols.kind[k] === dropReasonCode('overflow') && ev.cols.t[k] < first) n++;
    expect(before).toBe(n);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(total);
  });

  it('a projected legend keeps its entry short and says it in the entry\'s title', () => {
    const projector = THEMES.projector;
    const short = queueLegendItems(run, projector, 0, Number.POSITIVE_INFINITY).find((i) => i.label.startsWith('overflow drops'))!;
    expect(short.label).toMatch(/^overflow drops \d+$/);
    expect(short.title).toMatch(/in the first [\d.]+ s, before RED avg reached min_th(;|$)/);
  });

  it('tail drop says nothing of the kind (no average to wait for)', () => {
    const fifo = streamed('seed002-a-vr-droptail');
    const e = queueLegendItems(fifo, theme, 0, Number.POSITIVE_INFINITY).find((i) => i.label.startsWith('overflow drops'));
    expect(e?.label ?? '').not.toContain('before');
  });
});
