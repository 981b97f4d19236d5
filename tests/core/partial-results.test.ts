/**
 * The worker streams a run in slices and asks for its result after each one (a partial summary
 * for the page): asking must not change what the run ends with. A monitor whose partial result
 * left its backlog integral's start behind counted the backlog twice (a byte-mode gentle RED
 * queue's mean queue 10.5 kB in the browser against 10.4 kB in one piece, CI on 6ac257a).
 */
import { describe, expect, it } from 'vitest';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';

/** seed000's testbed with a 15 000-byte gentle RED bottleneck: its queue holds a backlog most of the run. */
function byteRed() {
  const base = findPreset('seed000-droptail')!.build();
  const topology = { ...base.topology, bottleneckQueue: { type: 'red', limit: 15000, unit: 'bytes', admission: 'below-limit', gentle: true, minTh: 3800, maxTh: 11300, maxP: 0.1, wq: 0.002 } };
  return { ...base, topology };
}

function slicedWithPartials(input: unknown, slice: number): string {
  const sim = new Simulation(parseScenario(input));
  for (let t = slice; !sim.advance(t); t += slice) sim.result();
  return resultDigest(sim.result());
}

describe('partial results while a run goes on leave its final result unchanged', () => {
  for (const [name, build] of [
    ['seed000 with a byte-mode gentle RED bottleneck', byteRed],
    ['dumbbell-red', () => findPreset('dumbbell-red')!.build()],
    ['voice-fifo', () => findPreset('voice-fifo')!.build()],
  ] as const) {
    it(`${name}: a result asked for every 0.5 s of simulated time, then at the end, equals one run to the end`, () => {
      const whole = resultDigest(runScenario(build()));
      expect(slicedWithPartials(build(), 0.5)).toBe(whole);
    });
  }
});
