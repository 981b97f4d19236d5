/**
 * Link loss models: Bernoulli errors at their packet error rate, the on/off (Gilbert-Elliott
 * style) channel at its long-run rate PER_on·E[On]/(E[On]+E[Off]), each model on its own random
 * stream, and link losses kept apart from queue drops everywhere they are counted.
 */
import { describe, expect, it } from 'vitest';
import { RandomStreams } from '../../src/sim-core/engine/random';
import { BernoulliLoss } from '../../src/sim-core/link-loss/bernoulli-loss';
import { OnOffLoss } from '../../src/sim-core/link-loss/on-off-loss';
import { makeLossModel } from '../../src/sim-core/link-loss/make-loss-model';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { SeqEvent } from '../../src/sim-core/metrics/flow-trace';

const pkt = new Packet(0, Proto.Tcp, 0, 1, 1040);

/** Packets lost out of n sent at a fixed spacing `dt` through a model. */
function lossCount(lose: (p: Packet, t: number) => boolean, n: number, dt: number): number {
  let lost = 0;
  for (let i = 0; i < n; i++) if (lose(pkt, i * dt)) lost++;
  return lost;
}

describe('Bernoulli packet errors', () => {
  it.each([0.001, 0.01, 0.1, 0.5])('lose a fraction PER = %f of packets, within a 4.5-sigma binomial bound', (per) => {
    const n = 200_000;
    const m = new BernoulliLoss(per, new RandomStreams(7).stream('loss:test'));
    const lost = lossCount((p, t) => m.lose(p, t), n, 0.001);
    const sigma = Math.sqrt(n * per * (1 - per));
    expect(Math.abs(lost - n * per)).toBeLessThan(4.5 * sigma);
  });

  it('PER 0 never loses and PER 1 always does', () => {
    const rng = new RandomStreams(1);
    expect(lossCount((p, t) => new BernoulliLoss(0, rng.stream('a')).lose(p, t), 1000, 0.001)).toBe(0);
    const one = new BernoulliLoss(1, rng.stream('b'));
    expect(lossCount((p, t) => one.lose(p, t), 1000, 0.001)).toBe(1000);
  });
});

describe('the on/off (Gilbert-Elliott) channel', () => {
  // Packets every 10 ms for 20 000 s: many On/Off cycles. Losses cluster in bad periods, so the
  // count is over-dispersed; the bound is set from the number of On periods, not packets.
  const cases = [
    { perOn: 0.5, meanOn: 0.05, meanOff: 3 }, // seed 003's E4 channel: long-run 0.82 %
    { perOn: 0.1, meanOn: 0.05, meanOff: 0.05 }, // E5: long-run 5 %
    { perOn: 0.3, meanOn: 1, meanOff: 2 },
  ];
  it.each(cases)('loses PER_on·E[On]/(E[On]+E[Off]) of the packets in the long run: %o', (c) => {
    const params = { ...c, perOff: 0 };
    const rng = new RandomStreams(11);
    const m = new OnOffLoss(params, rng.stream('ch'), rng.stream('coin'));
    const dt = 0.01;
    const horizon = 20_000;
    const n = horizon / dt;
    const lost = lossCount((p, t) => m.lose(p, t), n, dt);
    const expected = (c.perOn * c.meanOn) / (c.meanOn + c.meanOff);
    expect(OnOffLoss.longRunLossRate(params)).toBeCloseTo(expected, 12);
    // Relative sampling error of the time spent On ≈ sqrt(2/cycles); 5 of those is generous.
    const cycles = horizon / (c.meanOn + c.meanOff);
    const tolerance = 5 * Math.sqrt(2 / cycles) + 4 / Math.sqrt(n * expected);
    expect(Math.abs(lost / n - expected) / expected).toBeLessThan(tolerance);
  });

  it('errors come in bursts: a loss is far more likely right after a loss than on average', () => {
    const rng = new RandomStreams(3);
    const m = new OnOffLoss({ perOn: 0.5, perOff: 0, meanOn: 0.05, meanOff: 3 }, rng.stream('ch'), rng.stream('coin'));
    let prev = false;
    let afterLoss = 0;
    let lossAfterLoss = 0;
    let lost = 0;
    const n = 1_000_000;
    for (let i = 0; i < n; i++) {
      const l = m.lose(pkt, i * 0.001);
      if (prev) {
        afterLoss++;
        if (l) lossAfterLoss++;
      }
      if (l) lost++;
      prev = l;
    }
    expect(lossAfterLoss / afterLoss).toBeGreaterThan(0.3); // ≈ PER_on
    expect(lost / n).toBeLessThan(0.02); // ≈ 0.8 %
  });

  it('the channel trajectory does not depend on the traffic that crosses it', () => {
    const mk = () => makeLossModel({ type: 'onoff', perOn: 0.5, perOff: 0, meanOn: 0.05, meanOff: 0.5 }, new RandomStreams(5), 'loss:x');
    const a = mk() as OnOffLoss;
    const b = mk() as OnOffLoss;
    let sent = 0;
    for (let t = 0; t < 10; t += 0.0137) {
      for (; sent * 0.002 <= t; sent++) b.lose(pkt, sent * 0.002); // b carries traffic, a does not
      expect(a.isOn(t)).toBe(b.isOn(t));
    }
  });
});

/** One flow through a 10 Mbit/s dumbbell with errors on the links into the receivers. */
function lossyDumbbell(loss: unknown, flows = 1): ScenarioInput {
  return {
    version: 1,
    seed: 4,
    duration: 20,
    topology: {
      kind: 'dumbbell',
      bottleneck: { rate: '10Mbit', delay: '20ms', queue: { type: 'droptail', limit: 50 } },
      access: { rate: '100Mbit', delay: '2ms', receiverLoss: loss as never },
    },
    flows: Array.from({ length: flows }, (_, i) => ({ kind: 'tcp' as const, start: i * 0.1, bytes: null, variant: 'sack' as const })),
  };
}

describe('link losses in a run', () => {
  it('are counted as link losses, never as queue drops, for the flow, the link and the aggregate', () => {
    const r = runScenario(lossyDumbbell({ type: 'bernoulli', per: 0.01 }));
    const f = r.flows[0];
    expect(f.summary.linkLosses).toBeGreaterThan(20);
    expect(r.aggregate.linkLosses).toBe(f.summary.linkLosses);
    const sinkLink = r.links.find((l) => l.from === 'R2' && l.to === 'D1')!;
    expect(sinkLink.summary.dropsWholeRun.linkLoss).toBe(f.summary.linkLosses);
    expect(sinkLink.summary.dropsWholeRun.overflow + sinkLink.summary.dropsWholeRun.early).toBe(0);
    // The time-sequence trace marks each of them as a link loss (not a drop), at the sink link.
    const seq = f.series!.seq;
    const marks = Array.from(seq.kind).filter((k) => k === SeqEvent.LinkLoss).length;
    expect(marks).toBe(f.summary.linkLosses);
    // Packets are still conserved.
    const c = r.conservation;
    expect(c.originated).toBe(c.consumed + c.dropped + c.inFlight);
  });

  it('each receiver link has its own stream: adding a flow leaves the first flow’s channel alone', () => {
    const spec = { type: 'onoff', perOn: 1, perOff: 0, meanOn: 0.05, meanOff: 0.5 };
    const one = runScenario({ ...lossyDumbbell(spec, 1), record: { series: false } });
    const two = runScenario({ ...lossyDumbbell(spec, 2), record: { series: false } });
    // Not the same packets (the flows share the bottleneck) but the same bad periods: with
    // PER_on = 1 the first flow loses packets only inside them, in both runs.
    expect(one.flows[0].summary.linkLosses).toBeGreaterThan(0);
    expect(two.flows[0].summary.linkLosses).toBeGreaterThan(0);
    const m1 = makeLossModel(spec as never, new RandomStreams(4), 'loss:R2->D1') as OnOffLoss;
    const m2 = makeLossModel(spec as never, new RandomStreams(4), 'loss:R2->D2') as OnOffLoss;
    let differ = 0;
    for (let t = 0; t < 20; t += 0.01) if (m1.isOn(t) !== m2.isOn(t)) differ++;
    expect(differ).toBeGreaterThan(50);
  });

  it('can sit on any link direction: the bottleneck, the ACK path, a graph link', () => {
    const base = lossyDumbbell(undefined);
    const t = base.topology as Extract<ScenarioInput['topology'], { kind: 'dumbbell' }>;
    const acks = runScenario({ ...base, topology: { ...t, access: { ...t.access, receiverAckLoss: { type: 'bernoulli', per: 0.05 } } } });
    expect(acks.links.find((l) => l.from === 'D1')!.summary.dropsWholeRun.linkLoss).toBeGreaterThan(0);
    const bn = runScenario({ ...base, topology: { ...t, bottleneck: { ...t.bottleneck, loss: { type: 'bernoulli', per: 0.01 } } } });
    expect(bn.links[bn.aggregate.bottleneck].summary.dropsWholeRun.linkLoss).toBeGreaterThan(0);
    expect(bn.links[bn.aggregate.bottleneck].series!.events.kind.length).toBeGreaterThan(0);
    const g = runScenario({
      version: 1,
      duration: 10,
      topology: { kind: 'graph', nodes: [{ id: 'A' }, { id: 'B' }], links: [{ from: 'A', to: 'B', rate: '5Mbit', delay: '10ms', loss: { type: 'bernoulli', per: 0.02 } }] },
      flows: [{ kind: 'tcp', from: 'A', to: 'B', bytes: null }],
    });
    expect(g.flows[0].summary.linkLosses).toBeGreaterThan(0);
  });
});

describe('loss model validation', () => {
  const bad = (loss: unknown) => {
    const r = validateScenario(lossyDumbbell(loss));
    return r.ok ? [] : r.errors;
  };
  it('refuses an error rate above 1, naming the field', () => {
    expect(bad({ type: 'bernoulli', per: 1.5 })[0]).toMatch(/^topology\.access\.receiverLoss\.per: /);
  });
  it('refuses a zero or negative sojourn', () => {
    expect(bad({ type: 'onoff', perOn: 0.1, meanOn: 0, meanOff: 3 })[0]).toMatch(/^topology\.access\.receiverLoss\.meanOn: /);
  });
  it('refuses an unknown model and unknown fields', () => {
    expect(bad({ type: 'gilbert', per: 0.1 })[0]).toMatch(/^topology\.access\.receiverLoss/);
    expect(bad({ type: 'bernoulli', per: 0.1, burst: 3 })[0]).toMatch(/^topology\.access\.receiverLoss/);
  });
});
