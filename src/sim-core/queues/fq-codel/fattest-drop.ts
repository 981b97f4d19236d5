/**
 * FQ-CoDel's overflow rule (RFC 8290 §4.1, Linux `fq_codel_drop`): when the whole queue is over
 * its limit, drop from the head of the flow queue with the largest backlog in bytes, in one
 * batch of up to `batch` packets that stops once half of that backlog is gone.
 */
export function fattestIndex(backlogs: readonly number[]): number {
  let best = -1;
  let most = 0;
  backlogs.forEach((b, i) => {
    if (b > most) {
      most = b;
      best = i;
    }
  });
  return best;
}

/**
 * Drop one overflow batch from a flow of `backlog` bytes: `dropHead()` drops its head packet and
 * returns the bytes dropped (null when the flow is empty). Returns the packets dropped.
 */
export function dropBatch(dropHead: () => number | null, backlog: number, batch: number): number {
  const threshold = Math.floor(backlog / 2);
  let bytes = 0;
  let n = 0;
  while (n < batch && (n === 0 || bytes < threshold)) {
    const size = dropHead();
    if (size === null) break;
    bytes += size;
    n++;
  }
  return n;
}
