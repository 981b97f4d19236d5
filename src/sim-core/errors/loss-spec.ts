import { z } from 'zod';

const Probability = z.number().min(0).max(1);
const Sojourn = z.number().gt(0).max(3600);

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
