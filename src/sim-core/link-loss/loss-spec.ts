import { z } from 'zod';
import { LIMITS } from '../limits';

const Probability = z.number().min(0).max(1);

/**
 * Why a loss state must last at least LIMITS.minLossSojourn: a 1500-byte packet takes 1.2 µs on a
 * 10 Gbit/s link, so a channel whose states last less switches within a packet; it then loses
 * packets independently at its long-run rate, which "bernoulli" says directly and cheaply.
 */
export const SOJOURN_FLOOR_MESSAGE =
  `must be at least ${LIMITS.minLossSojourn} s (1 µs): a shorter state changes within one packet's time on the wire, ` +
  'so the channel is no longer bursty; use "bernoulli" with per = (perOn·meanOn + perOff·meanOff)/(meanOn + meanOff)';

const Sojourn = z.number().min(LIMITS.minLossSojourn, SOJOURN_FLOOR_MESSAGE).max(LIMITS.maxDuration);

const Bernoulli = z
  .object({
    type: z.literal('bernoulli'),
    per: Probability.describe('packet error rate: each packet is lost independently with this probability'),
  })
  .strict();

const OnOff = z
  .object({
    type: z.literal('onoff'),
    perOn: Probability.describe('packet error rate in the On (bad) state'),
    perOff: Probability.default(0).describe('packet error rate in the Off (good) state'),
    meanOn: Sojourn.describe('mean On (bad) sojourn, s (exponential)'),
    meanOff: Sojourn.describe('mean Off (good) sojourn, s (exponential)'),
  })
  .strict();

/** A link loss model, attached to one direction of a link (the packet is lost on the wire). */
export const LossSpec = z
  .discriminatedUnion('type', [Bernoulli, OnOff])
  .describe('link errors: "bernoulli" (independent) or "onoff" (two-state bursty channel)');
export type LossSpec = z.output<typeof LossSpec>;
