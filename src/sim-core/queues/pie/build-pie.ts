import type { z } from 'zod';
import type { RandomStream } from '../../engine/random';
import type { PieSpec } from './pie-spec';
import { PieQueue } from './pie-queue';

export function buildPie(spec: z.output<typeof PieSpec>, rng: RandomStream): PieQueue {
  const { type: _type, limit, unit, ...params } = spec;
  return new PieQueue({ limit, unit }, params, rng);
}
