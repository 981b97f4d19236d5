import type { RandomStreams } from '../engine/random';
import type { LossModel } from '../net/link';
import { BernoulliLoss } from './bernoulli-loss';
import type { LossSpec } from './loss-spec';
import { OnOffLoss } from './on-off-loss';

/**
 * Build the loss model a scenario asks for. `streamName` names the link direction; every model
 * draws only from streams derived from it, so adding a flow or changing a queue never changes
 * which packets an unrelated link loses.
 */
export function makeLossModel(spec: LossSpec, rng: RandomStreams, streamName: string): LossModel {
  switch (spec.type) {
    case 'bernoulli':
      return new BernoulliLoss(spec.per, rng.stream(streamName));
    case 'onoff':
      return new OnOffLoss(spec, rng.stream(`${streamName}/channel`), rng.stream(`${streamName}/coin`));
  }
}
