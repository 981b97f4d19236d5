/**
 * Issue 12's three unsafe links (tests/fixtures/unsafe-links/) are refused before they run, with
 * a message that says why; the same scenarios brought just inside the limits run with every
 * loop bounded by events: the on/off channel does bounded work per packet, slices stop after
 * their event count, and budgets cut a run with a reason instead of letting it grow.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RandomStream, RandomStreams } from '../../src/sim-core/engine/random';
import { OnOffLoss } from '../../src/sim-core/link-loss/on-off-loss';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { LIMITS } from '../../src/sim-core/limits';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { parseScenario, validateScenario } from '../../src/sim-core/scenario/validate';
import { SLICE_EVENTS, StreamingRun } from '../../src/worker/streaming-run';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../fixtures/unsafe-links/${name}.json`, import.meta.url), 'utf8'));

function refusal(input: unknown): string {
  const r = validateScenario(input);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.errors.join('\n');
}

describe('the three links of issue 12 are refused before running, in words', () => {
  it('1 KB on/off link with 1e-20 s sojourns: both sojourns refused, naming the 1 µs floor and bernoulli', () => {
    const text = refusal(fixture('onoff-tiny-sojourn'));
    expect(text).toMatch(/topology\.bottleneckLoss\.meanOn: must be at least 0\.000001 s \(1 µs\)/);
    expect(text).toMatch(/topology\.bottleneckLoss\.meanOff: /);
    expect(text).toMatch(/use "bernoulli"/);
  });

  it('1e12 bit/s CBR into a 1e9-packet queue: the queue limit and the rate are refused', () => {
    const text = refusal(fixture('cbr-huge-queue'));
    expect(text).toMatch(/queue\.limit: a queue limit above 150000000 is refused \(at most 150000000 bytes or 100000 packets\)/);
    const smaller = fixture('cbr-huge-queue') as { topology: { bottleneck: { queue: { limit: number } } } };
    smaller.topology.bottleneck.queue.limit = 200_000;
    expect(refusal(smaller)).toMatch(/queue\.limit: a queue of 200000 packets is refused: the limit is 100000 packets \(1\.2 s at 1 Gbit\/s/);
    expect(text).toMatch(/flows\[0\]\.rate: rate 1000000000000 bit\/s is outside/);
  });

  it('the same CBR within the field limits: refused by its cost, "about N billion packets; the limit is 30 million"', () => {
    const s = fixture('cbr-huge-queue') as { topology: { bottleneck: { queue: { limit: number } } }; flows: { rate: number }[] };
    s.topology.bottleneck.queue.limit = LIMITS.maxQueuePackets;
    s.flows[0].rate = LIMITS.maxRate;
    const text = refusal(s);
    expect(text).toMatch(/would simulate about 26 billion packets in 60 s \(most of them from flows\[0\], a CBR source of 29-byte packets/);
    expect(text).toMatch(/the limit is 30 million/);
  });

  it('the old legal maximum (500 flows, 1 Gbit/s, 3600 s): refused by its cost', () => {
    const s = fixture('legal-maximum') as { record: { maxValues: number } };
    expect(refusal(s)).toMatch(/record\.maxValues: at most 50000000 values \(400 MB\)/);
    s.record.maxValues = LIMITS.maxRecordedValues;
    expect(refusal(s)).toMatch(/would simulate about 600 million packets in 3600 s \(500 flows\); the limit is 30 million/);
  });

  it('a network that could hold more packets than the memory limit is refused before running', () => {
    // 1 Gbit/s with a 60 s delay could hold 190 million 40-byte packets; the source sends 3.1 million of them.
    const text = refusal({
      version: 1,
      duration: 1,
      topology: { kind: 'dumbbell', bottleneck: { rate: 1e9, delay: 60, queue: { type: 'droptail', limit: 100 } } },
      flows: [{ kind: 'cbr', rate: 1e9, packetSize: 40, duration: 1 }],
    });
    expect(text).toMatch(/could hold about 3\.1 million packets at once \(queues and links in flight\), about 880 MB of memory; the limit is 600 MB/);
  });
});

/** A channel stream that counts its draws. */
class CountingStream extends RandomStream {
  draws = 0;
  override uniform(): number {
    this.draws++;
    return super.uniform();
  }
}

describe('the on/off channel does bounded work per packet, whatever its means', () => {
  it.each([1e-6, 1e-3])('means of %f s, packets 10 ms apart: at most 258 state draws per packet, long-run loss rate kept', (mean) => {
    const channel = new CountingStream(5);
    const m = new OnOffLoss({ perOn: 1, perOff: 0, meanOn: mean, meanOff: 3 * mean }, channel, new RandomStreams(5).stream('coin'));
    const pkt = new Packet(0, Proto.Tcp, 0, 1, 1000);
    const n = 20_000;
    let lost = 0;
    let worst = 0;
    for (let i = 1; i <= n; i++) {
      const before = channel.draws;
      if (m.lose(pkt, i * 0.01)) lost++;
      worst = Math.max(worst, channel.draws - before);
    }
    // 256 walked switches (one draw each) and a jump (two draws) at most.
    expect(worst).toBeLessThanOrEqual(258);
    // Far apart packets see the stationary law: On with probability 1/4, independently.
    const sigma = Math.sqrt(n * 0.25 * 0.75);
    expect(Math.abs(lost - n * 0.25)).toBeLessThan(4.5 * sigma);
  });

  it('the on/off link at the 1 µs floor runs to completion (seed-000 tail drop)', () => {
    const s = fixture('onoff-tiny-sojourn') as { topology: { bottleneckLoss: { meanOn: number; meanOff: number } } };
    s.topology.bottleneckLoss.meanOn = LIMITS.minLossSojourn;
    s.topology.bottleneckLoss.meanOff = LIMITS.minLossSojourn;
    const r = new Simulation(parseScenario(s)).runToEnd();
    expect(r.stop).toEqual({ reason: 'completed' });
    expect(r.aggregate.linkLosses).toBeGreaterThan(0);
  });
});

describe('slices and budgets bound every run', () => {
  /** The CBR link brought inside the limits: 10 ms of a 100 Gbit/s source of 29-byte packets. */
  function denseCbr(maxEvents: number): ScenarioInput {
    const s = fixture('cbr-huge-queue') as unknown as ScenarioInput & Record<string, unknown>;
    return {
      ...s,
      duration: 0.01,
      maxEvents,
      topology: { kind: 'dumbbell', bottleneck: { rate: 1000, delay: 0.01, queue: { type: 'droptail', limit: LIMITS.maxQueuePackets } } },
      flows: [{ kind: 'cbr', rate: LIMITS.maxRate, packetSize: 29, duration: 0.01 }],
    } as ScenarioInput;
  }

  it('a streaming step executes at most one slice of events past its wall budget, however dense the scenario', () => {
    let t = 0;
    const run = new StreamingRun(1, parseScenario(denseCbr(LIMITS.defaultMaxEvents)), () => (t += 1));
    for (let k = 0; k < 5; k++) {
      const before = run.sim.sim.executed;
      const b = run.step(2);
      // Clock reads 1 ms apart and a 2 ms budget: two slices per step.
      expect(run.sim.sim.executed - before).toBeLessThanOrEqual(2 * SLICE_EVENTS);
      expect(b.done).toBe(false);
    }
  });

  it('the event budget cuts the run and says so: stop = budget/events with when and why', () => {
    const r = new Simulation(parseScenario(denseCbr(20_000))).runToEnd();
    expect(r.outcome).toBe('budget');
    expect(r.stop.reason).toBe('budget');
    if (r.stop.reason !== 'budget') return;
    expect(r.stop.budget).toBe('events');
    expect(r.stop.at).toBe(r.endTime);
    expect(r.stop.message).toMatch(/^stopped at .* s of 0\.01 s: the run reached its event budget of 20000 events \(maxEvents\)/);
    expect(r.events).toBeLessThanOrEqual(20_000);
  });

  it('the memory budget cuts a run whose queue outgrows it, before the next check interval is much exceeded', () => {
    // 100 000 queued 29-byte packets are ~28 MB of model memory; a 5 MB budget stops the run.
    const sim = new Simulation(parseScenario(denseCbr(LIMITS.defaultMaxEvents)), { modelBytes: 5e6, webResponses: LIMITS.maxWebResponses });
    const r = sim.runToEnd();
    expect(r.stop.reason).toBe('budget');
    if (r.stop.reason !== 'budget') return;
    expect(r.stop.budget).toBe('memory');
    expect(r.stop.message).toMatch(/would need more than 5 MB of memory/);
    // Checked every 16 384 events: at most that many packets (≈ 4.6 MB) past the budget.
    expect(sim.modelBytes()).toBeLessThan(5e6 + 16_384 * 280);
  });

  it('the web-responses budget cuts a run with reason recorded-values', () => {
    const sim = new Simulation(
      parseScenario({
        version: 1,
        duration: 30,
        topology: { kind: 'dumbbell', bottleneck: { rate: 10e6, delay: 0.01, queue: { type: 'droptail', limit: 100 } } },
        flows: [{ kind: 'web', rate: 50 }],
      }),
      { modelBytes: LIMITS.maxModelBytes, webResponses: 100 },
    );
    const r = sim.runToEnd();
    expect(r.stop.reason).toBe('budget');
    if (r.stop.reason === 'budget') expect(r.stop.budget).toBe('recorded-values');
    expect(r.endTime).toBeLessThan(30);
  });

  it('a run that ends normally reports stop = completed', () => {
    const r = new Simulation(parseScenario({ ...denseCbr(LIMITS.defaultMaxEvents), duration: 0.001, flows: [{ kind: 'cbr', rate: 1e6, packetSize: 100, duration: 0.001 }] })).runToEnd();
    expect(r.stop).toEqual({ reason: 'completed' });
  });
});
