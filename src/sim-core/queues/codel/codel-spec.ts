import { z } from 'zod';

/** Limit of a CoDel-family queue: packets (ns-3 MaxSize) or IP bytes. */
const Unit = z.enum(['packets', 'bytes']).describe('what the limit counts');

/** CoDel's own settings, shared with FQ-CoDel's flow queues (RFC 8289 defaults). */
export const CoDelSettings = {
  target: z.number().min(0.0001).max(10).default(0.005).describe('target standing queue delay (s); RFC 8289: 5 ms'),
  interval: z.number().min(0.001).max(100).default(0.1).describe('window the delay must stay above target before dropping (s); RFC 8289: 100 ms'),
  minBytes: z.number().int().min(0).max(1e6).default(1500).describe('no drop while fewer bytes than this stay queued behind the head (ns-3 MinBytes; one MTU)'),
};

export const CoDelSpec = z
  .object({
    type: z.literal('codel'),
    limit: z.number().int().positive().max(1e9).default(1000).describe('hard limit; an arrival beyond it is a limit drop'),
    unit: Unit.default('packets'),
    ...CoDelSettings,
    ecn: z.boolean().default(false).describe('mark ECN-capable packets instead of dropping them'),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.target >= q.interval) ctx.addIssue({ code: 'custom', path: ['target'], message: `target (${q.target} s) must be below interval (${q.interval} s)` });
  });
