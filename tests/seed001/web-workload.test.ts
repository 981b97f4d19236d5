/**
 * Seed 001's workload (§4, digest A.8 and targets A.6 #8–#9): heavy-tailed HTTP responses, short
 * requests, per-connection RTTs — checked on the generator's own draws.
 */
import { describe, expect, it } from 'vitest';
import { RandomStreams } from '../../src/sim-core/engine/random';
import { quantile, sample } from '../../src/sim-core/traffic/heavy-tail';
import { CONNECTION_RTT, REQUEST_SIZE, RESPONSE_SIZE } from '../../src/sim-core/traffic/packmime-tables';

const N = 400_000;
function draws(t: typeof RESPONSE_SIZE, name: string): Float64Array {
  const rng = new RandomStreams(7).stream(name);
  const xs = new Float64Array(N);
  for (let i = 0; i < N; i++) xs[i] = Math.round(sample(t, rng));
  return xs;
}
const frac = (xs: Float64Array, pred: (x: number) => boolean) => xs.filter(pred).length / xs.length;

describe('HTTP response sizes (seed 001: "60 % fit one packet, 90 % fit ten; 1.4 % are over 50 KB and carry almost half the bytes")', () => {
  const rsp = draws(RESPONSE_SIZE, 'rsp');
  // The 60/80/90 % points are anchors of the quantile table: these two check the sampler, not the
  // model (they hold by construction). The tail and the small-response class below are not anchors.
  it('≈ 60 % of responses fit in one 1420-byte segment (a table anchor)', () => {
    expect(frac(rsp, (x) => x <= 1420)).toBeCloseTo(0.6, 1);
  });
  it('≈ 80 % fit in 5 segments and ≈ 90 % in 10 (table anchors)', () => {
    expect(frac(rsp, (x) => x <= 5 * 1420)).toBeCloseTo(0.8, 1);
    expect(frac(rsp, (x) => x <= 10 * 1420)).toBeCloseTo(0.9, 1);
  });
  it('≈ 1.4 % are larger than 50 KB …', () => {
    const big = frac(rsp, (x) => x > 51200);
    expect(big).toBeGreaterThan(0.012);
    expect(big).toBeLessThan(0.016);
  });
  it('… and those carry about half of all response bytes (exact expectation over the table: 40–55 %)', () => {
    // A sample of heavy-tailed sizes hardly ever shows its mean, so integrate the table instead.
    let all = 0;
    let big = 0;
    const M = 2_000_000;
    for (let i = 0; i < M; i++) {
      const v = quantile(RESPONSE_SIZE, (i + 0.5) / M);
      all += v;
      if (v > 51200) big += v;
    }
    expect(big / all).toBeGreaterThan(0.4);
    expect(big / all).toBeLessThan(0.55);
  });
  it('the tail has PackMime’s Pareto shape: Hill estimate of the index over the largest 1 % within 0.1 of 1.23', () => {
    // The table's tailIndex only applies above its last anchor (p = 0.9999); the top 1 % is mostly
    // the interpolation between anchors, so this checks the shape the sampler actually draws.
    const sorted = Float64Array.from(rsp).sort();
    const k = N / 100;
    const threshold = sorted[N - k - 1];
    let sum = 0;
    for (let i = N - k; i < N; i++) sum += Math.log(sorted[i] / threshold);
    expect(Math.abs(k / sum - 1.23)).toBeLessThanOrEqual(0.1);
  });
  it('PackMime’s cache-validation class: ≈ 27.5 % of responses are ≤ 272 B (± 2 points), their mean ≈ 153 B (± 20 %)', () => {
    const tiny = rsp.filter((x) => x <= 272);
    expect(Math.abs(tiny.length / N - 0.275)).toBeLessThanOrEqual(0.02);
    const mean = tiny.reduce((a, b) => a + b, 0) / tiny.length;
    expect(Math.abs(mean / 153 - 1)).toBeLessThanOrEqual(0.2);
  });
  it('the tail is heavy: some response in 400 000 exceeds 1 MB, none exceeds the 100 MB cap', () => {
    expect(rsp.reduce((a, b) => Math.max(a, b), 0)).toBeGreaterThan(1e6);
    expect(rsp.reduce((a, b) => Math.max(a, b), 0)).toBeLessThanOrEqual(100e6);
  });
});

describe('HTTP request sizes ("almost 90 % under 1 KB; the largest almost 1 MB")', () => {
  const req = draws(REQUEST_SIZE, 'req');
  it('85–95 % of requests are under 1 KB', () => {
    const small = frac(req, (x) => x < 1024);
    expect(small).toBeGreaterThan(0.85);
    expect(small).toBeLessThan(0.95);
  });
  it('none is above 1 MB', () => {
    expect(req.reduce((a, b) => Math.max(a, b), 0)).toBeLessThanOrEqual(1e6);
  });
});

describe('per-connection RTTs ("1 ms – 3.5 s, median 54 ms, mean 74 ms, 90th percentile 117 ms")', () => {
  const rng = new RandomStreams(7).stream('rtt');
  const rtt = Float64Array.from({ length: N }, () => sample(CONNECTION_RTT, rng)).sort();
  const mean = rtt.reduce((a, b) => a + b, 0) / N;
  it('median within 10 % of 54 ms', () => {
    expect(Math.abs(rtt[N / 2] - 0.054) / 0.054).toBeLessThan(0.1);
  });
  it('mean within 10 % of 74 ms', () => {
    expect(Math.abs(mean - 0.074) / 0.074).toBeLessThan(0.1);
  });
  it('90th percentile near 117 ms; every RTT in [1 ms, 3.5 s]', () => {
    expect(rtt[Math.floor(0.9 * N)]).toBeCloseTo(0.117, 2);
    expect(rtt[0]).toBeGreaterThanOrEqual(0.001);
    expect(rtt[N - 1]).toBeLessThanOrEqual(3.5);
  });
});
