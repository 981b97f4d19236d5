/**
 * RTT diversity (seed 003, §4.2): N flows whose round-trip propagation delays are spread evenly
 * between a minimum and a maximum, RTT_i = minRTT + i·(maxRTT − minRTT)/(N − 1), i = 0 … N−1
 * (the paper prints i = 0 … 9 for 50 flows; the divisor N − 1 makes the index range 0 … N−1).
 * On a dumbbell a flow crosses two access links and the bottleneck, each way, so its
 * round-trip propagation delay is 2·(2·access + bottleneck): the access delay carries the spread.
 */

/** The N RTTs (s), evenly spaced from min to max inclusive. */
export function spreadRtts(n: number, minRtt: number, maxRtt: number): number[] {
  if (!(n >= 1) || !Number.isInteger(n)) throw new Error(`RTT spread: need a whole number of flows, got ${n}`);
  if (!(minRtt > 0) || !(maxRtt >= minRtt)) throw new Error(`RTT spread: need 0 < minRtt ≤ maxRtt, got ${minRtt} and ${maxRtt}`);
  if (n === 1) return [minRtt];
  return Array.from({ length: n }, (_, i) => minRtt + (i * (maxRtt - minRtt)) / (n - 1));
}

/** One-way delay of each access link that gives a dumbbell flow this round-trip propagation delay. */
export function accessDelayForRtt(rtt: number, bottleneckDelay: number): number {
  const a = (rtt / 2 - bottleneckDelay) / 2;
  if (a < 0) throw new Error(`RTT ${rtt * 1000} ms is shorter than the bottleneck alone (2 × ${bottleneckDelay * 1000} ms)`);
  return a;
}
