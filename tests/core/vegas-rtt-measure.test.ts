/**
 * Vegas's RTT measure (issue 18): with a receiver that delays every second segment's ACK, Vegas
 * alone on an idle link must still fill it. The round's minimum RTT (the default from scenario
 * version 3, as Linux's tcp_vegas) does; the mean of the round's samples (ns-2's, kept for
 * scenarios of versions 1 and 2) lets the delayed-ACK timer inflate the RTT and stalls.
 */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { VegasCongestionControl, VEGAS_DEFAULTS } from '../../src/sim-core/tcp/vegas-cc';
import { fakeCcState, MSS } from '../helpers/cc-state';

/** n Vegas flows alone on 1.5 Mbit/s, 40 ms (seed 002's Exp A link), 1000-byte packets, α/β/γ 1/3/1, ACK every second segment. */
function idleLink(n: number, vegas: Record<string, string> = {}, version: 2 | 3 = 3): ScenarioInput {
  return {
    version,
    duration: 30,
    measure: { from: 5 },
    tcp: { mss: 960, delayedAck: true, delAckCount: 2, vegas: { alpha: 1, beta: 3, gamma: 1, ...vegas } },
    topology: { kind: 'dumbbell', bottleneck: { rate: 1.5e6, delay: 0.04, queue: { type: 'droptail', limit: 20, unit: 'packets' } }, access: { rate: 10e6, delay: 0.0004 } },
    flows: Array.from({ length: n }, () => ({ kind: 'tcp' as const, cc: 'vegas' as const })),
  } as ScenarioInput;
}

const utilization = (s: ScenarioInput) => {
  const r = runScenario(s);
  return r.links[r.aggregate.bottleneck].summary.utilization;
};

describe('Vegas on an idle link with delayed ACKs', () => {
  it.each([1, 2])('%i flow(s) with the default RTT measure reach at least 95 % utilization', (n) => {
    expect(utilization(idleLink(n))).toBeGreaterThanOrEqual(0.95);
  });

  it.each([1, 2])("%i flow(s) with ns-2's window rule and the round's minimum reach at least 95 %", (n) => {
    expect(utilization(idleLink(n, { update: 'ns2' }))).toBeGreaterThanOrEqual(0.95);
  });

  it("the epoch mean (ns-2's measure) leaves a lone flow far below capacity: the failure the default avoids", () => {
    expect(utilization(idleLink(1, { rttMeasure: 'epoch-mean' }))).toBeLessThan(0.5);
  });

  it('ns-3\'s measure fills the link with two flows (rounds of 3 samples or more are judged by their minimum)', () => {
    expect(utilization(idleLink(2, { rttMeasure: 'ns3' }))).toBeGreaterThanOrEqual(0.95);
  });
});

describe('which measure a scenario gets', () => {
  it('a new scenario (version 3) defaults to the round minimum; the core default says so too', () => {
    expect(VEGAS_DEFAULTS.rttMeasure).toBe('min-of-round');
    const v = validateScenario(idleLink(1));
    expect(v.ok && v.scenario.tcp?.vegas?.rttMeasure).toBe(undefined);
  });

  it('a version-2 scenario is migrated to the epoch mean and runs exactly as version 3 with it stated', () => {
    const v = validateScenario(idleLink(1, {}, 2));
    expect(v.ok && v.scenario.tcp?.vegas?.rttMeasure).toBe('epoch-mean');
    const old = runScenario(idleLink(1, {}, 2));
    const stated = runScenario(idleLink(1, { rttMeasure: 'epoch-mean' }));
    expect(old.traceHash).toBe(stated.traceHash);
    expect(runScenario(idleLink(1)).traceHash).not.toBe(old.traceHash);
  });

  it('a version-2 scenario that names a measure keeps it', () => {
    const v = validateScenario(idleLink(1, { rttMeasure: 'min-of-round' }, 2));
    expect(v.ok && v.scenario.tcp?.vegas?.rttMeasure).toBe('min-of-round');
  });

  it("'ns3' with a window rule other than 'per-rtt' is refused at the flow's field", () => {
    const s = idleLink(1, { rttMeasure: 'ns3', update: 'ns2' });
    const v = validateScenario(s);
    expect(v.ok ? [] : v.errors).toEqual([expect.stringMatching(/^flows\[0\]\.tcp\.vegas\.rttMeasure: .*'ns3' needs update 'per-rtt'/)]);
  });
});

describe('the per-RTT rule reads the round with its measure', () => {
  /** One round of samples: 100 ms (BaseRTT, no queue), then `later` (300 ms: delayed ACKs); cwnd 10 segments, in avoidance. */
  function afterRound(rttMeasure: 'min-of-round' | 'epoch-mean' | 'ns3', later: number[]): number {
    const cc = new VegasCongestionControl({ ...VEGAS_DEFAULTS, rttMeasure });
    const s = fakeCcState({ cwnd: 10 * MSS, ssthresh: 5 * MSS, sndMax: 10 * MSS, sndNxt: 10 * MSS }) as ReturnType<typeof fakeCcState> & { sndUna: number; sndMax: number };
    cc.onRttSample(s, 0.1);
    cc.onAck(s, MSS); // opens the round: it ends when sndMax (10 segments) is acknowledged
    for (const r of later) cc.onRttSample(s, r);
    s.sndUna = 10 * MSS;
    s.sndMax = 20 * MSS;
    cc.onAck(s, MSS);
    return s.cwnd / MSS;
  }

  it("the round's minimum sees no queue (diff 0 < α: +1 packet); the mean sees one (diff > β: −1)", () => {
    expect(afterRound('min-of-round', [0.3, 0.3])).toBe(11);
    expect(afterRound('epoch-mean', [0.3, 0.3])).toBe(9);
  });

  it('ns-3 judges a round of 3 samples by its minimum, and gives a round of 2 only Reno\'s small increase', () => {
    expect(afterRound('ns3', [0.3, 0.3])).toBe(11);
    const two = afterRound('ns3', [0.3]);
    expect(two).toBeGreaterThan(10);
    expect(two).toBeLessThan(10.2);
  });
});
