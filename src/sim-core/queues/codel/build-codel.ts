import type { z } from 'zod';
import type { CoDelSpec } from './codel-spec';
import { CoDelQueue } from './codel-queue';

export function buildCoDel(spec: z.output<typeof CoDelSpec>): CoDelQueue {
  return new CoDelQueue({ limit: spec.limit, unit: spec.unit }, { target: spec.target, interval: spec.interval, minBytes: spec.minBytes, ecn: spec.ecn });
}
