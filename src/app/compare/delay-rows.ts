import type { SimResult } from '../../sim-core';
import { catalogueRows, type DiffRow } from './compare-rows';

/**
 * The A/B rows about delay, from the catalogue: the bottleneck's queueing delay and each flow's
 * delay figures (one-way delay: what a voice call feels).
 */
export function delayRows(a: SimResult, b: SimResult): DiffRow[] {
  return catalogueRows(a, b, (m) => m.kind === 'delay');
}
