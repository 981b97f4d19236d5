/**
 * Scenario validation: untrusted input (URL, file, editor) is checked against the versioned
 * schema; every refusal names the offending field; units parse with one meaning each
 * (kbit = 1000 bit); hostile input is refused without throwing and without side effects.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/sim-core/scenario/run';
import { LIMITS, SCENARIO_VERSION, type ScenarioInput } from '../../src/sim-core/scenario/schema';
import { parseRate, parseTime } from '../../src/sim-core/scenario/units';
import { ScenarioError, parseScenario, validateScenario } from '../../src/sim-core/scenario/validate';

/** A small valid scenario to break one field at a time. */
function base(): Record<string, any> {
  return {
    version: 1,
    seed: 3,
    duration: 30,
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: '140kbit', delay: '20ms', queue: { type: 'red', limit: 30, unit: 'packets', minTh: 5, maxTh: 15 } },
    },
    flows: [
      { kind: 'tcp', start: 0, bytes: 20_000 },
      { kind: 'tcp', start: 1, bytes: 20_000, variant: 'sack' },
      { kind: 'cbr', start: 2, rate: '50kbit', duration: '1s' },
    ],
  };
}

function errorsOf(input: unknown): string[] {
  const r = validateScenario(input);
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.errors;
}

/** The single error message about `path`, which must start the message ("path: …"). */
function expectErrorAt(input: unknown, path: string): string {
  const errs = errorsOf(input);
  const hit = errs.filter((e) => e.startsWith(`${path}: `));
  expect(hit, `errors were: ${JSON.stringify(errs)}`).toHaveLength(1);
  return hit[0];
}

describe('a valid scenario', () => {
  it('passes, with the defaults filled in', () => {
    const r = validateScenario({
      version: 1,
      topology: { kind: 'dumbbell', bottleneck: { rate: 1e6, delay: 0.01, queue: { type: 'droptail', limit: 10 } } },
      flows: [{ kind: 'tcp' }],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.scenario;
    expect(s.seed).toBe(1);
    expect(s.duration).toBe(60);
    expect(s.flows[0]).toMatchObject({ kind: 'tcp', start: 0, bytes: null, variant: 'newreno' });
    expect(s.topology.kind === 'dumbbell' && s.topology.bottleneck.queue).toMatchObject({ type: 'droptail', limit: 10, unit: 'packets' });
  });

  it('the example scenario used below is valid (so each refusal below is caused by the one broken field)', () => {
    expect(validateScenario(base())).toMatchObject({ ok: true });
  });
});

describe('errors name the offending field', () => {
  it('a negative start: flows[0].start', () => {
    const s = base();
    s.flows[0].start = -1;
    expect(expectErrorAt(s, 'flows[0].start')).toMatch(/-1/);
  });

  it('a start at or after the end of the run: flows[2].start', () => {
    const s = base();
    s.flows[2].start = 30;
    expect(expectErrorAt(s, 'flows[2].start')).toMatch(/30/);
  });

  it('min_th not below max_th: topology.bottleneck.queue.minTh', () => {
    const s = base();
    s.topology.bottleneck.queue.minTh = 20;
    expect(expectErrorAt(s, 'topology.bottleneck.queue.minTh')).toMatch(/20/);
  });

  it('max_th above the hard limit: topology.bottleneck.queue.maxTh', () => {
    const s = base();
    s.topology.bottleneck.queue.maxTh = 40;
    expectErrorAt(s, 'topology.bottleneck.queue.maxTh');
  });

  it('a rate that is not a rate: topology.bottleneck.rate, quoting the bad value', () => {
    const s = base();
    s.topology.bottleneck.rate = 'fast';
    expect(expectErrorAt(s, 'topology.bottleneck.rate')).toMatch(/"fast"/);
  });

  it('a negative rate: topology.bottleneck.rate', () => {
    const s = base();
    s.topology.bottleneck.rate = -5;
    expectErrorAt(s, 'topology.bottleneck.rate');
  });

  it('an unknown TCP variant: flows[1].variant', () => {
    const s = base();
    s.flows[1].variant = 'vegas-ultra';
    expectErrorAt(s, 'flows[1].variant');
  });

  it('an unknown flow kind: flows[0].kind', () => {
    const s = base();
    s.flows[0].kind = 'quic';
    expectErrorAt(s, 'flows[0].kind');
  });

  it('a misspelled key is refused by name, not ignored', () => {
    const s = base();
    s.flows[0].bytess = 5;
    expect(errorsOf(s).join('\n')).toMatch(/flows\[0\].*bytess/);
  });

  it('a TCP option out of range: flows[0].tcp.initialWindow', () => {
    const s = base();
    s.flows[0].tcp = { initialWindow: 0 };
    expectErrorAt(s, 'flows[0].tcp.initialWindow');
  });

  it('graph: an unknown node in a link and a flow to itself', () => {
    const s = {
      version: 1,
      topology: {
        kind: 'graph',
        nodes: [{ id: 'a', kind: 'host' }, { id: 'r' }, { id: 'b', kind: 'host' }],
        links: [
          { from: 'a', to: 'r', rate: '10Mbit', delay: '1ms' },
          { from: 'r', to: 'bee', rate: '10Mbit', delay: '1ms' },
        ],
      },
      flows: [{ kind: 'tcp', from: 'a', to: 'a' }],
    };
    const errs = errorsOf(s);
    expect(errs.some((e) => e.startsWith('topology.links[1].to: ') && e.includes('bee'))).toBe(true);
    expect(errs.some((e) => e.startsWith('flows[0].to: '))).toBe(true);
  });

  it('a measurement window that ends before it starts: measure.to', () => {
    const s = base();
    s.measure = { from: 10, to: 5 };
    expectErrorAt(s, 'measure.to');
  });

  it('several problems are all reported, each with its own path', () => {
    const s = base();
    s.flows[0].start = -1;
    s.topology.bottleneck.queue.minTh = 20;
    s.duration = 'forever';
    const errs = errorsOf(s);
    for (const p of ['flows[0].start', 'topology.bottleneck.queue.minTh', 'duration']) expect(errs.some((e) => e.startsWith(`${p}: `)), p).toBe(true);
  });

  it('parseScenario and runScenario throw a ScenarioError that lists the same messages', () => {
    const s = base();
    s.flows[0].start = -1;
    expect(() => parseScenario(s)).toThrow(ScenarioError);
    try {
      runScenario(s);
      throw new Error('runScenario accepted an invalid scenario');
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      expect((e as ScenarioError).errors).toEqual(errorsOf(s));
      expect((e as Error).message).toMatch(/flows\[0\]\.start/);
    }
  });
});

describe('versioning', () => {
  it(`this build reads version ${SCENARIO_VERSION}`, () => {
    // Version 2 names a flow's congestion control and loss recovery apart (issue 16); version 3
    // makes Vegas's RTT measure the round's minimum by default (issue 18). Versions 1 and 2
    // files and links are migrated (tests/scenario/migrate.test.ts).
    expect(SCENARIO_VERSION).toBe(3);
  });

  it.each([[4], [0], ['1'], [1.5], [null]])('refuses version %j with a message naming "version"', (v) => {
    const s = base();
    s.version = v;
    expect(expectErrorAt(s, 'version')).toMatch(/version/);
  });

  it('refuses a scenario without a version', () => {
    const s = base();
    delete s.version;
    expectErrorAt(s, 'version');
  });
});

describe('units: one meaning each (kbit = 1000 bit, times in seconds)', () => {
  it.each([
    ['140kbit', 140_000],
    ['10Mbit', 10_000_000],
    ['10mbit/s', 10_000_000],
    ['1.5Gbit', 1.5e9],
    ['100 kbps', 100_000],
    ['2e3bit', 2000],
  ])('rate %s = %d bit/s', (s, v) => {
    expect(parseRate(s)).toBeCloseTo(v, 6);
  });

  it.each([
    ['20ms', 0.02],
    ['1.5s', 1.5],
    ['250us', 0.00025],
    [' 7 ms ', 0.007],
  ])('time %j = %d s', (s, v) => {
    expect(parseTime(s)).toBeCloseTo(v, 12);
  });

  it.each(['fast', '', 'ms', '10', '10 parsecs', '-5ms', '1..5s', '5 m s'])('%j is not a time', (s) => {
    expect(parseTime(s)).toBeNull();
  });

  it.each(['', 'kbit', '10 furlongs', '-1Mbit', '10'])('%j is not a rate', (s) => {
    expect(parseRate(s)).toBeNull();
  });

  it('unit strings become numbers in the validated scenario', () => {
    const r = parseScenario({ ...base(), duration: '1.5s', flows: [{ kind: 'cbr', rate: '10Mbit', start: '250us', duration: '500ms' }] });
    expect(r.duration).toBe(1.5);
    const t = r.topology;
    expect(t.kind === 'dumbbell' && t.bottleneck.rate).toBe(140_000);
    expect(t.kind === 'dumbbell' && t.bottleneck.delay).toBeCloseTo(0.02, 15);
    expect(r.flows[0]).toMatchObject({ kind: 'cbr', rate: 10_000_000, duration: 0.5 });
    expect(r.flows[0].start).toBeCloseTo(0.00025, 15);
  });
});

describe('limits keep an untrusted scenario from freezing a tab', () => {
  it(`more than ${LIMITS.maxFlows} flows: refused, naming flows`, () => {
    const s = base();
    s.flows = Array.from({ length: LIMITS.maxFlows + 1 }, () => ({ kind: 'tcp' }));
    expectErrorAt(s, 'flows');
  });

  it(`a duration beyond ${LIMITS.maxDuration} s: refused, naming duration`, () => {
    const s = base();
    s.duration = LIMITS.maxDuration + 1;
    expectErrorAt(s, 'duration');
  });

  it('an event budget beyond the hard cap: refused, naming maxEvents', () => {
    const s = base();
    s.maxEvents = LIMITS.maxEvents * 10;
    expectErrorAt(s, 'maxEvents');
  });

  it('a runaway run is stopped by its event budget', () => {
    const r = runScenario({
      version: 1,
      duration: 3600,
      maxEvents: 5000,
      topology: { kind: 'dumbbell', bottleneck: { rate: '10Mbit', delay: '10ms', queue: { type: 'droptail', limit: 50 } } },
      flows: [{ kind: 'tcp', bytes: null }],
    } satisfies ScenarioInput);
    expect(r.outcome).toBe('budget');
    expect(r.events).toBeLessThanOrEqual(5000);
    expect(r.endTime).toBeLessThan(3600);
  });
});

describe('hostile input is refused without throwing', () => {
  it.each([[null], [undefined], [42], ['{"version":1}'], [true], [[]], [[{ version: 1 }]], [() => 1]])('%j is not a scenario', (x) => {
    const r = validateScenario(x);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/^\(scenario\): /);
  });

  it('wrong types in every position are refused, each naming its field', () => {
    const s = { version: 1, seed: 'one', duration: true, topology: 'dumbbell', flows: {} };
    const errs = errorsOf(s);
    for (const p of ['seed', 'duration', 'topology', 'flows']) expect(errs.some((e) => e.startsWith(`${p}: `)), p).toBe(true);
  });

  it('NaN and Infinity are not numbers a scenario may hold', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      const s = base();
      s.duration = v;
      expectErrorAt(s, 'duration');
      const t = base();
      t.topology.bottleneck.queue.limit = v;
      expectErrorAt(t, 'topology.bottleneck.queue.limit');
    }
  });

  it('huge arrays are refused quickly (a million flows, a million graph nodes)', () => {
    const t0 = performance.now();
    const s = base();
    s.flows = Array.from({ length: 1_000_000 }, () => ({ kind: 'tcp' }));
    expectErrorAt(s, 'flows');
    const g = {
      version: 1,
      topology: { kind: 'graph', nodes: Array.from({ length: 1_000_000 }, (_, i) => ({ id: `n${i}` })), links: [{ from: 'n0', to: 'n1', rate: 1e6, delay: 0 }] },
      flows: [{ kind: 'tcp', from: 'n0', to: 'n1' }],
    };
    expectErrorAt(g, 'topology.nodes');
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  it('a flood of errors is capped, not echoed back in full', () => {
    const s = base();
    s.flows = Array.from({ length: 400 }, () => ({ kind: 'tcp', start: 'soon', bytes: -1 }));
    const errs = errorsOf(s);
    expect(errs.length).toBeGreaterThan(0);
    expect(errs.length).toBeLessThanOrEqual(20);
  });

  it('an over-long string is refused (name), not stored', () => {
    const s = base();
    s.name = 'x'.repeat(1_000_000);
    expectErrorAt(s, 'name');
  });

  it('deeply nested junk where a string belongs is refused', () => {
    let o: Record<string, unknown> = {};
    const root = o;
    for (let i = 0; i < 5000; i++) {
      const next = {};
      o.a = next;
      o = next;
    }
    const s = base();
    s.name = root;
    expectErrorAt(s, 'name');
  });

  it('"__proto__" keys (as JSON.parse makes them) are refused and pollute nothing', () => {
    const text = JSON.stringify(base()).replace('{"version":1', '{"__proto__":{"polluted":"yes","version":2},"version":1');
    const parsed = JSON.parse(text);
    expect(Object.prototype.hasOwnProperty.call(parsed, '__proto__')).toBe(true);
    const errs = errorsOf(parsed);
    expect(errs.join('\n')).toMatch(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('nested "__proto__", "constructor" and "prototype" keys are refused where they appear', () => {
    const s = base();
    const text = JSON.stringify(s)
      .replace('"type":"red"', '"__proto__":{"limit":1e9},"type":"red"')
      .replace('"kind":"cbr"', '"constructor":{"prototype":{"polluted":1}},"kind":"cbr"');
    const errs = errorsOf(JSON.parse(text));
    expect(errs.some((e) => e.startsWith('topology.bottleneck.queue') && e.includes('__proto__'))).toBe(true);
    expect(errs.some((e) => e.startsWith('flows[2]') && e.includes('constructor'))).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a validated scenario carries no inherited surprises: it is a plain JSON round-trip of itself', () => {
    const r = parseScenario(base());
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
  });
});

describe('everything that cannot run is refused by validation, not by a crash later', () => {
  it('a graph flow between nodes with no route is refused naming the flow', () => {
    const s = {
      version: 1,
      topology: {
        kind: 'graph',
        nodes: [{ id: 'a', kind: 'host' }, { id: 'r' }, { id: 'b', kind: 'host' }],
        links: [{ from: 'a', to: 'r', rate: '10Mbit', delay: '1ms' }],
      },
      flows: [{ kind: 'tcp', from: 'a', to: 'b', bytes: 1000 }],
    };
    // Running it must fail with a message naming the flow…
    expect(() => runScenario(s)).toThrow(/flows\[0\]/);
    // …and the validator, which the UI shows its messages from, must say so up front.
    expect(errorsOf(s).some((e) => e.startsWith('flows[0]'))).toBe(true);
  });

  it("a tc burst for which tc's rule has no EWMA weight (min < avpkt) is refused naming burst", () => {
    const s = base();
    s.topology.bottleneck.queue = { type: 'red', limit: 30, unit: 'packets', minTh: 0.5, maxTh: 15, burst: 20, avpkt: 1000 };
    expect(() => runScenario(s)).toThrow();
    expect(errorsOf(s).some((e) => e.startsWith('topology.bottleneck.queue.burst'))).toBe(true);
  });
});

describe('scenarios that would validate but could not run sensibly are refused', () => {
  const base = {
    version: 1,
    duration: 10,
    topology: { kind: 'dumbbell', bottleneck: { rate: '1Mbit', delay: '10ms', queue: { type: 'droptail', limit: 20 } } },
    flows: [{ kind: 'tcp', bytes: 10000 }],
  };
  it('a receiver window smaller than one segment', () => {
    const r = validateScenario({ ...base, tcp: { rcvWindow: 1000 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/flows\[0\]\.tcp\.rcvWindow: .*at least one segment/);
  });
  it('a measurement window that starts after the run', () => {
    const r = validateScenario({ ...base, measure: { from: 10 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/measure\.from/);
  });
  it('graph-only and dumbbell-only flow fields elsewhere', () => {
    const r = validateScenario({ ...base, flows: [{ kind: 'tcp', bytes: 10000, from: 'x', to: 'y' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join('\n')).toMatch(/flows\[0\]\.from/);
    const t = validateScenario({ ...base, topology: { kind: 'testbed', bottleneckQueue: { type: 'droptail', limit: 20 } }, flows: [{ kind: 'tcp', bytes: 1000, accessDelay: 0.01 }] });
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.errors.join('\n')).toMatch(/flows\[0\]\.accessDelay/);
  });
});

describe('the record budget caps memory', () => {
  it('stops recording series when record.maxValues is reached, and says when', async () => {
    const { runScenario } = await import('../../src/sim-core/scenario/run');
    const { dumbbell } = await import('../../src/sim-core/scenario/presets');
    const full = runScenario({ ...(dumbbell(2, 'droptail') as object), duration: 5, measure: { from: 0 } });
    expect(Number.isNaN(full.seriesTruncatedAt)).toBe(true);
    const capped = runScenario({ ...(dumbbell(2, 'droptail') as object), duration: 5, measure: { from: 0 }, record: { series: true, maxValues: 20000 } });
    expect(capped.seriesTruncatedAt).toBeGreaterThan(0);
    expect(capped.seriesTruncatedAt).toBeLessThan(5);
    const q = capped.links[capped.aggregate.bottleneck].series!.queue;
    expect(q.t[q.t.length - 1]).toBeLessThanOrEqual(capped.seriesTruncatedAt);
    // Counters are unaffected by the cap.
    expect(capped.flows[0].summary.deliveredBytes).toBe(full.flows[0].summary.deliveredBytes);
  });
});
