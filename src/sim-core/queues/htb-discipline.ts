import { z } from 'zod';
import { defineDiscipline } from './discipline';
import { HtbQueue } from './htb';
import type { LeafQueueSpecOf } from './registry';

export interface HtbClassSpec {
  name: string;
  rate: number;
  ceil?: number;
  prio: number;
  match: 'tcp' | 'udp' | 'any';
  flows: number[];
  queue: LeafQueueSpecOf;
  burst?: number;
  cburst?: number;
  quantum?: number;
}

export interface HtbSpec {
  type: 'htb';
  rate: number;
  ceil?: number;
  burst?: number;
  cburst?: number;
  classes: HtbClassSpec[];
}

/** HTB defaults: buckets of one MTU plus 10 ms at the rate (Linux: rate/HZ + MTU, HZ = 100). */
function defaultBurst(rateBps: number): number {
  return Math.round(1600 + rateBps / 800);
}

const Bytes = z.number().int().min(64).max(1e9);

/** A shaper with service classes, each holding a leaf queue of any registered leaf discipline. */
export const HTB = defineDiscipline<HtbSpec>({
  name: 'htb',
  label: 'HTB',
  glossary: 'htb',
  description: 'hierarchical token bucket: a shaped root with rate/ceil classes, each with its own queue',
  docSection: 'HTB service classes',
  params: [],
  container: true,
  schema: ({ leaf, rate, maxFlows }) => {
    const HtbClass = z
      .object({
        name: z.string().min(1).max(40),
        rate: rate.describe('guaranteed rate'),
        ceil: rate.optional().describe('most it may reach by borrowing (default: rate)'),
        prio: z.number().int().min(0).max(7).default(0).describe('lower is served first'),
        match: z.enum(['tcp', 'udp', 'any']).default('any').describe('protocol this class takes'),
        flows: z.array(z.number().int().min(0).max(maxFlows)).max(maxFlows).default([]).describe('flows (indices) this class takes, before matching by protocol'),
        queue: leaf.default({ type: 'droptail', limit: 1000, unit: 'packets', admission: 'fits' }),
        burst: Bytes.optional(),
        cburst: Bytes.optional(),
        quantum: Bytes.optional().describe('DRR quantum for sharing spare bandwidth (default 1514)'),
      })
      .strict()
      .superRefine((c, ctx) => {
        if (c.ceil !== undefined && c.ceil < c.rate) ctx.addIssue({ code: 'custom', path: ['ceil'], message: `ceil (${c.ceil} bit/s) must not be below rate (${c.rate} bit/s)` });
      });
    return z
      .object({
        type: z.literal('htb'),
        rate: rate.describe('root rate'),
        ceil: rate.optional().describe('root ceil: the shaped rate (default: rate)'),
        burst: Bytes.optional(),
        cburst: Bytes.optional(),
        classes: z.array(HtbClass).min(1).max(16),
      })
      .strict() as unknown as z.ZodType<HtbSpec, unknown>;
  },
  create: (spec, ctx) => {
    const ceil = Math.min(spec.ceil ?? spec.rate, ctx.linkBps);
    return new HtbQueue({
      rateBps: spec.rate,
      ceilBps: ceil,
      burst: spec.burst ?? defaultBurst(spec.rate),
      cburst: spec.cburst ?? defaultBurst(ceil),
      classes: spec.classes.map((c) => {
        const cceil = c.ceil ?? c.rate;
        return {
          name: c.name,
          rateBps: c.rate,
          ceilBps: cceil,
          prio: c.prio,
          match: c.match,
          flows: c.flows,
          burst: c.burst ?? defaultBurst(c.rate),
          cburst: c.cburst ?? defaultBurst(cceil),
          quantum: c.quantum ?? 1514,
          queue: ctx.build(c.queue, c.rate, () => ctx.rng(`:${c.name}`)),
        };
      }),
    });
  },
  gauges: [],
  thresholds: [],
  dropReasons: [],
  choices: [],
});
