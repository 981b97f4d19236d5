/** The web flow kind: validated input, deterministic runs, conservation with dynamic connections. */
import { describe, expect, it } from 'vitest';
import { seed001Web } from '../../src/sim-core/scenario/seed001-presets';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario, validateScenario } from '../../src/sim-core/scenario/validate';

const small = () => ({ ...seed001Web({ load: 0.9, queue: 'ared5-ecn', variant: 'sack', warmup: 2, measured: 8 }), record: { series: false } });

describe('web flows', () => {
  it('the same scenario gives the same run: trace hash and every response time', () => {
    const a = new Simulation(parseScenario(small())).runToEnd();
    const b = new Simulation(parseScenario(small())).runToEnd();
    expect(a.traceHash).toBe(b.traceHash);
    expect(Array.from(a.web[0].responseTimes)).toEqual(Array.from(b.web[0].responseTimes));
    expect(a.web[0].completed).toBeGreaterThan(500);
  });

  it('every packet is accounted for: originated = consumed + dropped + in flight', () => {
    const r = new Simulation(parseScenario(small())).runToEnd();
    const c = r.conservation;
    expect(c.originated).toBe(c.consumed + c.dropped + c.inFlight);
  });

  it('refuses a web flow with both load and rate, naming the field', () => {
    const sc = small();
    const v = validateScenario({ ...sc, flows: [{ kind: 'web', load: 0.8, rate: 50 }] });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.errors.join(' ')).toMatch(/flows\.0\.load|flows\[0\]\.load/);
  });

  it('refuses a load above 300 %', () => {
    const v = validateScenario({ ...small(), flows: [{ kind: 'web', load: 5 }] });
    expect(v.ok).toBe(false);
  });
});
