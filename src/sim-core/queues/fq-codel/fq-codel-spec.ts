import { z } from 'zod';
import { CoDelSettings } from '../codel/codel-spec';

export const FqCoDelSpec = z
  .object({
    type: z.literal('fq-codel'),
    limit: z.number().int().positive().max(1e9).default(10240).describe('total packets held; beyond it the fattest flow queue loses packets (Linux and ns-3: 10240)'),
    unit: z.literal('packets').default('packets'),
    flows: z.number().int().min(1).max(65536).default(1024).describe('hash buckets (flow queues at most); RFC 8290: 1024'),
    quantum: z.number().int().min(64).max(65536).default(1500).describe('bytes a flow may send per round (the device MTU: 1500)'),
    ...CoDelSettings,
    ecn: z.boolean().default(true).describe('mark ECN-capable packets instead of dropping them (Linux and ns-3 default: on)'),
    dropBatch: z.number().int().min(1).max(1024).default(64).describe('packets dropped at most per overflow'),
    perturbation: z.number().int().min(0).max(2 ** 32 - 1).default(0).describe('salt of the flow hash'),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.target >= q.interval) ctx.addIssue({ code: 'custom', path: ['target'], message: `target (${q.target} s) must be below interval (${q.interval} s)` });
  });
