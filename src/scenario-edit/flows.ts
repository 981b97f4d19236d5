import type { FlowSpec } from '../sim-core/scenario/schema';

/**
 * A long flow: a TCP transfer without a size, which sends for the whole run and never finishes
 * (the dumbbells' flows). It has no elapsed time; its goodput is its figure.
 */
export function isLongFlow(f: Pick<FlowSpec, 'kind'> & { bytes?: number | null }): boolean {
  return f.kind === 'tcp' && (f.bytes ?? null) === null;
}
