import type { QueueSpec } from '../../sim-core/scenario/schema';

/** The queueing delay a discipline steers towards (s), drawn on the delay plot; null when it has none. */
export function delayTarget(q: QueueSpec | undefined): number | null {
  if (!q) return null;
  if (q.type === 'codel' || q.type === 'fq-codel' || q.type === 'pie') return q.target;
  if (q.type === 'ared') return q.targetDelay;
  return null;
}
