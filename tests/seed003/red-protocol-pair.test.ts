/**
 * Seed 003, protocol pair (25 Tahoe + 25 SACK) under on/off wireless errors: "RED penalises
 * SACK's aggressive recovery" (T003-4) and "RED's system goodput falls below drop-tail's, more
 * so on longer paths" (T003-6).
 */
import { describe, expect, it } from 'vitest';
import { seed003E4, seed003E6 } from '../../src/sim-core/scenario/seed003-presets';
import { protocolGoodput, runQuiet, systemGoodput } from './helpers';

describe('T003-4: Tahoe vs SACK with bursty errors (Off 3 s, On 50 ms)', () => {
  const grid = [0, 0.1, 0.5].map((perOn) => ({ perOn, dt: runQuiet(seed003E4('droptail', perOn)), red: runQuiet(seed003E4('red', perOn)) }));

  it('SACK’s aggregate goodput is above Tahoe’s under both queues, at every PER_on', () => {
    for (const g of grid) for (const r of [g.dt, g.red]) expect(protocolGoodput(r, 'sack'), `PER_on ${g.perOn}`).toBeGreaterThan(protocolGoodput(r, 'tahoe'));
  });

  it('RED gives SACK less than drop-tail does, at every PER_on', () => {
    for (const g of grid) expect(protocolGoodput(g.red, 'sack'), `PER_on ${g.perOn}`).toBeLessThan(protocolGoodput(g.dt, 'sack') * 0.95);
  });

  it('Tahoe gets about the same under both (within 10 %)', () => {
    for (const g of grid) {
      const rel = Math.abs(protocolGoodput(g.red, 'tahoe') - protocolGoodput(g.dt, 'tahoe')) / protocolGoodput(g.dt, 'tahoe');
      expect(rel, `PER_on ${g.perOn}`).toBeLessThan(0.1);
    }
  });

  it('so RED’s system goodput is lower: it looks fairer only by pulling SACK down', () => {
    for (const g of grid) {
      expect(systemGoodput(g.red)).toBeLessThan(systemGoodput(g.dt));
      expect(g.red.aggregate.jainGoodput).toBeGreaterThanOrEqual(g.dt.aggregate.jainGoodput - 0.005);
    }
  });
});

describe('T003-6: at PER_on 10 %, RED’s system goodput is below drop-tail’s and the gap grows with the bottleneck delay', () => {
  const gap = (delay: number) => {
    const dt = systemGoodput(runQuiet(seed003E6('droptail', delay)));
    const red = systemGoodput(runQuiet(seed003E6('red', delay)));
    return (dt - red) / dt;
  };
  const short = gap(0.075);
  const long = gap(0.3);

  it('RED is below drop-tail on the 75 ms and the 300 ms bottleneck, by a few to 25 %', () => {
    for (const g of [short, long]) {
      expect(g).toBeGreaterThan(0.02);
      expect(g).toBeLessThan(0.25);
    }
  });

  it('the gap is larger on the longer path', () => {
    expect(long).toBeGreaterThan(short + 0.03);
  });
});
