import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/lessons/catalogue';
import { readMetric } from '../../src/sim-core/metric-catalogue/registry';
import { CongestionEvent } from '../../src/sim-core/metrics/congestion-events';
import type { SimResult } from '../../src/sim-core/scenario/result';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { runScenario } from '../../src/sim-core/scenario/run';

/**
 * The synchronisation lesson's lecturer notes and RED step say what the two demos show, with
 * their numbers. They used to promise that under RED "the drops scatter"; a lecturer trial ran
 * the demo and saw RED's early drops in periodic clumps. Measured here over the window 10–60 s:
 * window cuts (fast retransmits and timeouts) of all flows, those less than 0.2 s apart counted
 * as one burst, and how many different flows each burst cuts.
 */
const GAP_S = 0.2;

interface Bursts {
  cuts: number;
  bursts: number;
  /** Mean number of different flows a burst cuts. */
  flowsPerBurst: number;
}

function bursts(r: SimResult): Bursts {
  const cuts: { t: number; flow: number }[] = [];
  for (const f of r.flows) {
    const c = f.series!.congestion;
    for (let i = 0; i < c.t.length; i++) {
      const k = c.kind[i];
      if ((k === CongestionEvent.FastRetransmit || k === CongestionEvent.Timeout) && c.t[i] >= r.window.from && c.t[i] < r.window.to) cuts.push({ t: c.t[i], flow: f.index });
    }
  }
  cuts.sort((a, b) => a.t - b.t);
  const groups: { last: number; flows: Set<number> }[] = [];
  for (const c of cuts) {
    const g = groups[groups.length - 1];
    if (g && c.t - g.last < GAP_S) {
      g.last = c.t;
      g.flows.add(c.flow);
    } else groups.push({ last: c.t, flows: new Set([c.flow]) });
  }
  return { cuts: cuts.length, bursts: groups.length, flowsPerBurst: groups.reduce((a, g) => a + g.flows.size, 0) / groups.length };
}

const run = (preset: string) => runScenario(presetScenario(preset)!);

describe('synchronisation lesson: the notes say what the tail-drop and RED demos show', () => {
  const lesson = LESSONS.find((l) => l.id === 'synchronisation')!;
  const notes = lesson.lecturerNotes!.project;
  const redStep = lesson.steps[1];
  const tail = run('dumbbell-10-droptail');
  const red = run('dumbbell-10-red');
  const bt = bursts(tail);
  const br = bursts(red);

  it('under gentle RED the ten flows still cut their windows together, in clumps about once a second (no desynchronisation)', () => {
    expect(br.bursts).toBe(47);
    expect(br.flowsPerBurst.toFixed(1)).toBe('7.9');
    // About once a second over the 50 s window; more flows per burst than tail drop's, not fewer.
    expect(50 / br.bursts).toBeGreaterThan(0.9);
    expect(50 / br.bursts).toBeLessThan(1.2);
    expect(br.flowsPerBurst).toBeGreaterThan(bt.flowsPerBurst);
    expect(notes).toContain('47 bursts, 7.9 flows each');
    expect(redStep.explanation).toContain('47 clumps');
    // What the notes no longer promise.
    expect(notes).not.toMatch(/drops scatter\b(?!: they do not)/);
    expect(redStep.explanation).not.toMatch(/out of step/);
  });

  it('under tail drop an overflow about every 1.5 s cuts several windows at once', () => {
    expect(bt.bursts).toBe(34);
    expect(bt.flowsPerBurst.toFixed(1)).toBe('4.5');
    expect(50 / bt.bursts).toBeCloseTo(1.5, 1);
    expect(notes).toContain('34 bursts of window cuts, 4.5 of the ten flows each');
  });

  it('what RED does change: the depth of the queue and the Jain index, as the notes say', () => {
    const q = (r: SimResult) => readMetric('link.meanQueue', r);
    const jain = (r: SimResult) => readMetric('run.jainGoodput', r);
    expect(Math.round(q(red))).toBe(17);
    expect(Math.round(q(tail))).toBe(84);
    expect(jain(red).toFixed(3)).toBe('0.992');
    expect(jain(tail).toFixed(3)).toBe('0.978');
    expect(notes).toContain('mean queue 17 packets instead of 84');
    expect(notes).toContain('Jain index 0.992 against 0.978');
  });
});
