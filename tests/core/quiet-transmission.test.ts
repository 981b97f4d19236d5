/**
 * Quiet transmissions (src/sim-core/net/link.ts): a link without a loss model schedules the end
 * of a transmission only when a packet waits for the wire. It must move every packet exactly as
 * a link that schedules every end does (here forced by a loss model that never loses): the same
 * enqueues, dequeues, drops, transmissions and arrivals at the same times and in the same order,
 * and the same RED average (RED's idle period starts at the end of the last transmission).
 */
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../src/sim-core/engine/random';
import { Simulator } from '../../src/sim-core/engine/simulator';
import { Link } from '../../src/sim-core/net/link';
import type { NetNode } from '../../src/sim-core/net/node';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { buildQueue } from '../../src/sim-core/queues/registry';

interface Outcome {
  log: string[];
  executed: number;
}

const QUEUES = {
  droptail: { type: 'droptail', limit: 8, unit: 'packets', admission: 'fits' },
  red: { type: 'red', limit: 20, unit: 'packets', gentle: true, ecn: false, hardDrop: true, meanPktSize: 1000, minTh: 2, maxTh: 6, maxP: 0.2, wq: 0.05, wait: false, nsByteMode: false, adaptive: false },
} as const;

/**
 * Packets sent at random times: bursts that queue behind the wire, gaps that leave it idle, and
 * sends at exactly the end of a transmission (before and after it in the order of events).
 */
function run(queue: keyof typeof QUEUES, eager: boolean, deviceLimit: number, seed: number): Outcome {
  const sim = new Simulator();
  const rng = new RandomStream(seed);
  const log: string[] = [];
  const to = { receive: (p: Packet) => log.push(`arrive ${p.seq} @${sim.now}`) } as unknown as NetNode;
  const from = {} as NetNode;
  const rate = 8e6; // 1 000-byte packets take 1 ms on the wire
  const qdisc = buildQueue(QUEUES[queue], rate, (s = '') => new RandomStream(seed * 31 + s.length));
  const link = new Link(0, 'a->b', from, to, rate, 0.004, qdisc, 0, deviceLimit, sim);
  if (eager) link.lossModel = { lose: () => false };
  const gauge = (): string => qdisc.gauges.map((g) => g.read().toFixed(12)).join(',');
  qdisc.observer = {
    onEnqueue: (p, now) => log.push(`enq ${p.seq} @${now} [${gauge()}]`),
    onDequeue: (p, now) => log.push(`deq ${p.seq} @${now}`),
    onDrop: (p, now, reason) => log.push(`drop ${p.seq} ${reason} @${now} [${gauge()}]`),
    onThresholds: () => {},
  };
  link.txObserver = { onTxStart: (p, now) => log.push(`tx ${p.seq} @${now}`), onLinkLoss: () => log.push('lost') };
  let seq = 0;
  const send = () => {
    const p = new Packet(1, Proto.Tcp, 0, 1, 1000);
    p.seq = seq++;
    link.send(p);
  };
  let t = 0;
  for (let i = 0; i < 600; i++) {
    const r = rng.uniform();
    // A burst, a short gap (still transmitting), an exact multiple of the wire time, or a long idle gap.
    t += r < 0.3 ? 0 : r < 0.6 ? rng.uniform() * 0.0015 : r < 0.8 ? 0.001 * (1 + Math.floor(rng.uniform() * 3)) : 0.002 + rng.uniform() * 0.03;
    sim.at(t, 99, send);
  }
  sim.run();
  return { log, executed: sim.executed };
}

describe('quiet transmissions', () => {
  for (const queue of ['droptail', 'red'] as const) {
    for (const deviceLimit of [0, 2]) {
      it(`move every packet as scheduled ends do (${queue}, device queue ${deviceLimit})`, () => {
        for (const seed of [1, 2, 3]) {
          const quiet = run(queue, false, deviceLimit, seed);
          const eager = run(queue, true, deviceLimit, seed);
          expect(quiet.log.length).toBeGreaterThan(1500);
          expect(quiet.log).toEqual(eager.log);
          // Fewer events: the ends with nothing waiting are gone.
          expect(quiet.executed).toBeLessThan(eager.executed - 100);
        }
      });
    }
  }

  it('a RED queue after an idle gap decays its average from the end of the last transmission', () => {
    const quiet = run('red', false, 0, 5).log.filter((l) => l.startsWith('enq'));
    const eager = run('red', true, 0, 5).log.filter((l) => l.startsWith('enq'));
    expect(quiet).toEqual(eager);
    // The averages do move (so the comparison above covers the idle correction).
    expect(new Set(quiet.map((l) => l.split('[')[1])).size).toBeGreaterThan(50);
  });
});
