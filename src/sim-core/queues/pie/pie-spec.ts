import { z } from 'zod';

export const PieSpec = z
  .object({
    type: z.literal('pie'),
    limit: z.number().int().positive().max(1e9).default(1000).describe('hard limit in packets; an arrival beyond it is a forced (limit) drop'),
    unit: z.literal('packets').default('packets').describe('PIE runs in packet mode'),
    target: z.number().min(0.0001).max(10).default(0.015).describe('target queueing delay (s); RFC 8033: 15 ms'),
    tUpdate: z.number().min(0.001).max(10).default(0.015).describe('drop-probability update period (s); RFC 8033: 15 ms'),
    alpha: z.number().min(0).max(100).default(0.125).describe('weight of the delay error (per second of delay); RFC 8033: 0.125'),
    beta: z.number().min(0).max(100).default(1.25).describe('weight of the delay trend (per second of delay); RFC 8033: 1.25'),
    maxBurst: z.number().min(0).max(100).default(0.15).describe('burst allowance (s): no random drops while it lasts; RFC 8033: 150 ms'),
    capDropAdjustment: z.boolean().default(true).describe('above 10 % raise the probability by at most 2 points per update (RFC 8033 §5.5)'),
    derandomize: z.boolean().default(false).describe('space drops by accumulated probability instead of a coin flip (RFC 8033 §5.4)'),
    ecn: z.boolean().default(false).describe('mark ECN-capable packets while the probability is below markEcnThreshold'),
    markEcnThreshold: z.number().min(0).max(1).default(0.1).describe('above this probability ECN-capable packets are dropped too (RFC 8033: 10 %)'),
  })
  .strict();
