/**
 * Linux 2.4's retransmission timer (tcp_rtt_estimator / tcp_set_rto of 2.4.0):
 * RTO = SRTT + V, V the largest 4·mean deviation of the last round trip (≥ TCP_RTO_MIN),
 * decaying towards it by ¼ per round trip; falling RTTs move the deviation with ⅛ of the gain.
 */
import { describe, expect, it } from 'vitest';
import { LinuxRttEstimator } from '../../src/sim-core/tcp/linux-rtt-estimator';

const linux24 = () => new LinuxRttEstimator(0.2, 3, 120, 4);

describe('Linux 2.4 RTO estimator', () => {
  it('waits TCP_TIMEOUT_INIT (3 s) before any sample', () => {
    expect(linux24().rto).toBe(3);
  });

  it('a first sample R gives RTO = 5·R in 2.4.0 (3·R with the later factor 2)', () => {
    const e = linux24();
    e.sample(1.1, 0, 2920);
    expect(e.srtt).toBe(1.1);
    expect(e.rto).toBeCloseTo(5.5, 12);
    expect(e.firstSampleRto(1.1)).toBeCloseTo(5.5, 12);
    const later = new LinuxRttEstimator(0.2, 3, 120, 2);
    later.sample(1.1, 0, 2920);
    expect(later.rto).toBeCloseTo(3.3, 12);
  });

  it('the deviation term never falls below TCP_RTO_MIN: a 10 ms path still waits ≥ 210 ms', () => {
    const e = linux24();
    e.sample(0.01, 0, 1460);
    expect(e.rto).toBeCloseTo(0.01 + 0.2, 12);
    for (let k = 1; k < 50; k++) e.sample(0.01, 1460 * k, 1460 * (k + 1));
    expect(e.rto).toBeGreaterThanOrEqual(0.21 - 1e-12);
  });

  it('the deviation term holds the largest deviation of the last round trip, then decays by a quarter of the gap', () => {
    const e = linux24();
    e.sample(0.5, 0, 10000); // mdev = 2.0, V = 2.0; this round trip ends when 10000 is acked
    e.sample(0.5, 5000, 12000); // mdev 1.5, same round trip: V stays 2.0
    expect(e.rto).toBeCloseTo(0.5 + 2.0, 12);
    e.sample(0.5, 11000, 20000); // mdev 1.125; round trip over, its largest mdev was 2.0: V stays
    expect(e.rto).toBeCloseTo(0.5 + 2.0, 12);
    e.sample(0.5, 15000, 25000); // mdev 0.84375, the largest of the new round trip
    e.sample(0.5, 21000, 30000); // that round trip over: V ← 2 − (2 − 0.84375)/4
    expect(e.rto).toBeCloseTo(0.5 + 2 - (2 - 0.84375) / 4, 12);
  });

  it('a falling RTT moves the deviation with an eighth of the gain of a rising one', () => {
    // Factor 0 so the deviation starts at 0 (term at its 0.2 s floor).
    const rising = new LinuxRttEstimator(0.2, 3, 120, 0);
    const falling = new LinuxRttEstimator(0.2, 3, 120, 0);
    rising.sample(1, 0, 100);
    falling.sample(1, 0, 100);
    rising.sample(1.8, 50, 100); // 0.8 s above SRTT: deviation 0.8 s
    falling.sample(0.2, 50, 100); // 0.8 s below: deviation 0.1 s, under the floor
    expect(rising.rto - rising.srtt).toBeCloseTo(0.8, 12);
    expect(falling.rto - falling.srtt).toBeCloseTo(0.2, 12);
  });

  it('backs off by doubling and a valid sample ends the back-off', () => {
    const e = linux24();
    e.sample(1, 0, 100);
    const rto = e.rto;
    e.backOff();
    e.backOff();
    expect(e.rto).toBeCloseTo(4 * rto, 12);
    e.sample(1, 200, 300);
    expect(e.rto).toBeLessThan(2 * rto);
  });
});
