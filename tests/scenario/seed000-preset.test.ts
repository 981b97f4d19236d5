import { describe, expect, it } from 'vitest';
import { seed000ThreeFlows } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';

const DELAYS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7];

describe('seed-000 three-flow preset runs for every third-flow delay', () => {
  for (const queue of ['droptail', 'red'] as const) {
    it(`${queue}: all three flows finish, d ∈ {0, 0.5, …, 7} s`, () => {
      for (const d of DELAYS) {
        const r = runScenario(seed000ThreeFlows(queue, d));
        expect(r.outcome, `d = ${d}`).toBe('complete');
        for (const f of r.flows) {
          expect(f.summary.completed, `d = ${d}, ${f.name}`).toBe(true);
          expect(f.summary.deliveredBytes).toBe(f.bytes);
        }
        // Capacity bound: all 630 720 payload bytes need ≥ 36.2 s at 143 360 bit/s (1460 of every
        // 1500 bytes are payload), so the last flow cannot finish earlier; and the link stays busy.
        const last = Math.max(...r.flows.map((f) => f.start + f.summary.elapsedTime));
        expect(last).toBeGreaterThan(36.1);
        expect(last).toBeLessThan(41);
        const b = r.links[r.aggregate.bottleneck];
        if (queue === 'droptail') expect(b.summary.dropsWholeRun.early).toBe(0);
        else expect(b.summary.dropsWholeRun.early).toBeGreaterThan(0);
      }
    });
  }

  it('the RED preset derives w_q = 1/16 from tc burst 12 / avpkt 1000', () => {
    const r = runScenario(seed000ThreeFlows('red', 0));
    expect(r.links[r.aggregate.bottleneck].queueInfo.settings.wq).toBe(1 / 16);
  });
});
