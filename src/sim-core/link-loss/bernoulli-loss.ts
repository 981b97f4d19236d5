import type { RandomStream } from '../engine/random';
import type { LossModel } from '../net/link';
import type { Packet } from '../net/packet';

/**
 * Independent (Bernoulli) packet errors: every packet leaving the wire is lost with probability
 * `per`, whatever happened to the packets before it — the transient link-level errors of
 * seed 003's E2 and E3.
 */
export class BernoulliLoss implements LossModel {
  constructor(
    readonly per: number,
    private readonly rng: RandomStream,
  ) {}

  lose(_p: Packet, _now: number): boolean {
    return this.per > 0 && this.rng.uniform() < this.per;
  }
}
