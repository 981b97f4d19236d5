import type { QuantileTable } from './heavy-tail';

/**
 * The web workload of seed 001 (PackMime HTTP/1.0 as used by Weigle, Jeffay & Smith 2006), as
 * quantile tables. Anchors are the seed's own statistics (responses: 60 % ≤ 1420 B, 80 % ≤ 5
 * MSS, 90 % ≤ 10 MSS, 1.4 % > 50 KB; RTT median 54 ms, p90 117 ms, mean 74 ms, range 1 ms –
 * 3.5 s; requests: ~90 % < 1 KB, largest ~1 MB); the shape between them and the Pareto tail
 * index (≈1.23) are figures from the Bell Labs PackMime fits (Cao et al., INFOCOM 2004),
 * see shared/research/seed-001-004.md §A.8. Bump WEB_GENERATOR_VERSION when any number here
 * changes: the offered-load calibration belongs to one version.
 */
export const WEB_GENERATOR_VERSION = 1;

/** HTTP response bytes: ~27 % tiny cache validations, then downloads with a heavy tail. */
export const RESPONSE_SIZE: QuantileTable = {
  points: [
    [0, 5],
    [0.1, 129],
    [0.25, 253],
    [0.5, 760],
    [0.6, 1420],
    [0.7, 3300],
    [0.8, 7100],
    [0.9, 14200],
    [0.95, 29000],
    [0.986, 51200],
    [0.99, 72000],
    [0.999, 457000],
    [0.9999, 3.25e6],
  ],
  tailIndex: 1.23,
  min: 1,
  max: 100e6,
};

/** HTTP request bytes: half a small body (51–422 B), half a long-tailed remainder. */
export const REQUEST_SIZE: QuantileTable = {
  points: [
    [0, 51],
    [0.5, 422],
    [0.9, 1000],
    [0.99, 9000],
    [0.999, 90000],
  ],
  tailIndex: 1.0,
  min: 1,
  max: 1e6,
};

/** Round-trip propagation time per connection (seconds), as the DelayBox applies it. */
export const CONNECTION_RTT: QuantileTable = {
  points: [
    [0, 0.001],
    [0.05, 0.0012],
    [0.1, 0.0023],
    [0.25, 0.0115],
    [0.5, 0.054],
    [0.75, 0.084],
    [0.9, 0.117],
    [0.95, 0.2],
    [0.99, 0.62],
    [0.999, 2.9],
  ],
  tailIndex: 1.5,
  min: 0.001,
  max: 3.5,
};
