/**
 * Scenario conveniences (issue 18): flow groups, several measurement windows, the maximum queue
 * in link summaries, and a send-buffer limit per flow.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';

function dumbbell(flows: unknown[], extra: Record<string, unknown> = {}): ScenarioInput {
  return {
    version: 3,
    duration: 12,
    topology: { kind: 'dumbbell', bottleneck: { rate: '4Mbit', delay: '20ms', queue: { type: 'droptail', limit: 30, unit: 'packets' } }, access: { rate: '100Mbit', delay: '2ms' } },
    flows,
    ...extra,
  } as ScenarioInput;
}

const errorsOf = (s: ScenarioInput) => {
  const v = validateScenario(s);
  return v.ok ? [] : v.errors;
};

describe('flow groups', () => {
  const written = dumbbell([
    { kind: 'tcp', name: 'bulk 1', start: 0.5, cc: 'reno', recovery: 'sack' },
    { kind: 'tcp', name: 'bulk 2', start: 0.75, cc: 'reno', recovery: 'sack' },
    { kind: 'tcp', name: 'late', start: 1, cc: 'cubic', recovery: 'sack', tcp: { mss: 1000 } },
    { kind: 'tcp', name: 'bulk 4', start: 1.25, cc: 'reno', recovery: 'sack', bytes: 100000 },
    { kind: 'cbr', rate: '200kbit', duration: 5 },
  ]);
  const grouped = dumbbell([
    { kind: 'group', count: 4, stagger: '250ms', template: { kind: 'tcp', name: 'bulk', start: 0.5, variant: 'sack' }, overrides: { '2': { name: 'late', cc: 'cubic', tcp: { mss: 1000 } }, '3': { bytes: 100000 } } },
    { kind: 'cbr', rate: '200kbit', duration: 5 },
  ]);

  it('expands to count flows (names numbered, starts staggered, overrides applied) and runs exactly as the flows written out', () => {
    const v = validateScenario(grouped);
    if (!v.ok) throw new Error(v.errors.join('; '));
    expect(v.scenario.flows.map((f) => [f.name, f.start, f.kind === 'tcp' ? f.cc : null])).toEqual([
      ['bulk 1', 0.5, 'reno'],
      ['bulk 2', 0.75, 'reno'],
      ['late', 1, 'cubic'],
      ['bulk 4', 1.25, 'reno'],
      [undefined, 0, null],
    ]);
    const a = runScenario(grouped);
    const b = runScenario(written);
    expect(a.traceHash).toBe(b.traceHash);
    expect(a.flows.map((f) => f.variant)).toEqual(b.flows.map((f) => f.variant));
  });

  it('a member override merges tcp settings key by key with the template', () => {
    const v = validateScenario(dumbbell([{ kind: 'group', count: 2, template: { kind: 'tcp', tcp: { mss: 1000, delayedAck: false } }, overrides: { '1': { tcp: { mss: 500 } } } }]));
    expect(v.ok && v.scenario.flows.map((f) => (f.kind === 'tcp' ? f.tcp : null))).toEqual([
      { mss: 1000, delayedAck: false },
      { mss: 500, delayedAck: false },
    ]);
  });

  it('problems of a member are reported at the group, naming the member', () => {
    expect(errorsOf(dumbbell([{ kind: 'group', count: 3, stagger: 6, template: { kind: 'tcp' } }]))).toEqual([expect.stringMatching(/^flows\[0\]\.template\.start: starts at 12 s, at or after the end/)]);
    expect(errorsOf(dumbbell([{ kind: 'group', count: 2, template: { kind: 'tcp' }, overrides: { '1': { bytes: -5 } } }]))).toEqual([expect.stringMatching(/^flows\[0\]\.overrides\.1\.bytes: member 1: /)]);
    expect(errorsOf(dumbbell([{ kind: 'group', count: 2, template: { kind: 'tcp' }, overrides: { '2': { bytes: 5 } } }]))).toEqual([expect.stringMatching(/^flows\[0\]\.overrides\.2: member 2 does not exist/)]);
    expect(errorsOf(dumbbell([{ kind: 'group', count: 400, template: { kind: 'tcp' } }, { kind: 'group', count: 101, template: { kind: 'tcp' } }]))).toEqual([expect.stringMatching(/^flows: 501 flows after expanding the groups: at most 500/)]);
  });
});

describe('measurement windows', () => {
  const flows = [{ kind: 'tcp', start: 0, cc: 'reno', recovery: 'newreno' }];

  it('by default one window, the whole run, equal to the main summaries', () => {
    const r = runScenario(dumbbell(flows));
    expect(r.windows).toHaveLength(1);
    expect(r.windows[0]).toMatchObject({ name: null, from: 0, to: 12 });
    expect(r.windows[0].links).toEqual(r.links.map((l) => l.summary));
    expect(r.windows[0].flows).toEqual(r.flows.map((f) => f.summary));
    expect(r.windows[0].aggregate).toEqual(r.aggregate);
  });

  it('several windows give one summary each, the first the same as a single window, and the same trace', () => {
    const one = runScenario(dumbbell(flows, { measure: { from: 2, to: 6 } }));
    const many = runScenario(dumbbell(flows, { measure: [{ from: 2, to: 6 }, { name: 'late', from: 6 }, { from: 0, to: 12 }] }));
    expect(many.traceHash).toBe(one.traceHash);
    expect(many.windows.map((w) => [w.name, w.from, w.to])).toEqual([
      [null, 2, 6],
      ['late', 6, 12],
      [null, 0, 12],
    ]);
    expect(many.windows[0].links).toEqual(one.links.map((l) => l.summary));
    expect(many.links.map((l) => l.summary)).toEqual(one.links.map((l) => l.summary));
    // A window counts the same as a run measured over it alone.
    const late = runScenario(dumbbell(flows, { measure: { from: 6 } }));
    expect(many.windows[1].links).toEqual(late.links.map((l) => l.summary));
    expect(many.windows[1].flows).toEqual(late.flows.map((f) => f.summary));
    const whole = runScenario(dumbbell(flows));
    expect(many.windows[2].aggregate).toEqual(whole.aggregate);
  });

  it('a window starting after the run or ending before it starts is refused at its field', () => {
    expect(errorsOf(dumbbell(flows, { measure: [{ from: 1 }, { from: 20 }] }))).toEqual([expect.stringMatching(/^measure\[1\]\.from: the measurement window starts at or after the end/)]);
    expect(errorsOf(dumbbell(flows, { measure: [{ from: 5, to: 3 }] }))).toEqual([expect.stringMatching(/^measure\[0\]\.to: the window must end after it starts/)]);
    expect(errorsOf(dumbbell(flows, { measure: { from: 5, to: 3 } }))).toEqual([expect.stringMatching(/^measure\.to: the window must end after it starts/)]);
  });
});

describe('maximum queue in the link summary', () => {
  it('a tail-drop buffer that overflows reaches its limit; the maximum is at least the mean and per window', () => {
    const r = runScenario(dumbbell([{ kind: 'group', count: 3, template: { kind: 'tcp' } }], { measure: [{ from: 0 }, { from: 0, to: 0.05 }] }));
    const b = r.links[r.aggregate.bottleneck].summary;
    expect(b.drops.overflow).toBeGreaterThan(0);
    expect(b.maxQueuePackets).toBe(30);
    expect(b.maxQueueBytes).toBeGreaterThanOrEqual(30 * 1000);
    expect(b.maxQueueBytes).toBeLessThanOrEqual(30 * 1500);
    expect(b.maxQueuePackets).toBeGreaterThanOrEqual(b.meanQueuePackets);
    // In the first 50 ms (the handshake) the bottleneck holds next to nothing.
    expect(r.windows[1].links[r.aggregate.bottleneck].maxQueuePackets).toBeLessThanOrEqual(2);
    // The recorded series agrees with the summary.
    const q = r.links[r.aggregate.bottleneck].series!.queue;
    expect(Math.max(...q.packets)).toBe(b.maxQueuePackets);
    expect(Math.max(...q.bytes)).toBe(b.maxQueueBytes);
  });
});

describe('send buffer', () => {
  const flow = (sendBuffer: number | null) => dumbbell([{ kind: 'tcp', bytes: null, tcp: { sendBuffer, delayedAck: false } }], { measure: { from: 3 } });

  it('unacknowledged data never exceeds it; goodput is about sendBuffer / RTT below capacity', () => {
    const r = runScenario(flow(10 * 1460));
    const f = r.flows[0];
    const seq = f.series!.seq;
    let una = 0;
    let maxOutstanding = 0;
    for (let i = 0; i < seq.t.length; i++) {
      if (seq.kind[i] === 2) una = Math.max(una, seq.seq[i]);
      if (seq.kind[i] === 0 || seq.kind[i] === 1) maxOutstanding = Math.max(maxOutstanding, seq.seq[i] + seq.len[i] - una);
    }
    expect(maxOutstanding).toBeLessThanOrEqual(10 * 1460);
    // RTT ≈ 2·(20 + 2 + 2) ms + transmission: 10 segments per ~50 ms ≈ 2.3 Mbit/s, below the 4 Mbit/s link.
    expect(f.summary.goodputBps).toBeGreaterThan(1.8e6);
    expect(f.summary.goodputBps).toBeLessThan(2.6e6);
    // A buffer a little above the path's bandwidth-delay product fills the link without a loss.
    const bigger = runScenario(flow(30_000));
    expect(bigger.links[bigger.aggregate.bottleneck].summary.utilization).toBeGreaterThan(0.99);
    expect(bigger.flows[0].summary.retransmittedPackets).toBe(0);
  });

  it('a send buffer smaller than one segment is refused', () => {
    expect(errorsOf(flow(1000))).toEqual([expect.stringMatching(/^flows\[0\]\.tcp\.sendBuffer: the send buffer \(1000 B\) must hold at least one segment/)]);
  });
});
