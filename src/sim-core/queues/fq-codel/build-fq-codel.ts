import type { z } from 'zod';
import type { FqCoDelSpec } from './fq-codel-spec';
import { FqCoDelQueue } from './fq-codel-queue';

export function buildFqCoDel(spec: z.output<typeof FqCoDelSpec>): FqCoDelQueue {
  return new FqCoDelQueue(
    { limit: spec.limit, unit: spec.unit },
    {
      flows: spec.flows,
      quantum: spec.quantum,
      dropBatch: spec.dropBatch,
      perturbation: spec.perturbation,
      codel: { target: spec.target, interval: spec.interval, minBytes: spec.minBytes, ecn: spec.ecn },
    },
  );
}
