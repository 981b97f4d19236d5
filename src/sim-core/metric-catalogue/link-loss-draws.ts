import type { LossSpec } from '../link-loss/loss-spec';

/**
 * How a link's loss model draws its losses, said wherever link losses are counted: per packet, so
 * two runs on the same loss setting and seed that send different packets (A and B of a
 * comparison) lose different counts. A lecturer expected the Wi-Fi demo's A and B to lose the
 * same packets and read 197 against 188 as a fault (lecturer trial 9, finding 4; lecturer-1510,
 * step 6, asked whether A's Wi-Fi was worse). True of the models (link-loss/): an on/off
 * channel's bad spells come from their own stream, apart from the traffic (on-off-loss.ts), and
 * each packet's coin from another.
 */
export const LINK_LOSS_DRAWS: Record<LossSpec['type'], string> = {
  bernoulli: 'random: each packet lost with probability p; A and B send different packets, so counts differ',
  onoff: 'bursty: the bad periods fall at the same times in A and B, and each packet in one is lost with probability p; A and B send different packets, so counts differ',
};

/** The metrics' own sentence (their definitions end with it). */
export const LINK_LOSS_PER_PACKET = 'Losses are drawn per packet (random: each packet lost with probability p; bursty: the bad periods fall at the same times whatever the traffic, and each packet in one is lost with probability p), so two runs with the same loss setting and seed that send different packets, such as A and B, lose different counts.';

/** Beside A's and B's link-loss counts, in sight (a projected legend has no hover): the title says the rest. */
export const LINK_LOSS_DRAWN = 'drawn per packet';

/** The words for the loss models of a scenario's links (bursty first, as it says more), or null without any. */
export function linkLossDrawWords(types: ReadonlySet<string>): string | null {
  if (types.has('onoff')) return LINK_LOSS_DRAWS.onoff;
  if (types.has('bernoulli')) return LINK_LOSS_DRAWS.bernoulli;
  return null;
}
