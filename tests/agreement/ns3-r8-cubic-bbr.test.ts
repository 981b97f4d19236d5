/**
 * Agreement with ns-3 R8 (shared/reference/ns3-modern/README.md §3): one CUBIC flow and one BBR
 * flow on the S2 dumbbell with a 100-packet tail-drop bottleneck, window [10, 60) s, and the
 * 10 ms socket-state series of the first 30 s. Tolerances and their reasons: docs/validation.md "R8".
 */
import { describe, expect, it } from 'vitest';
import { SeqEvent } from '../../src/sim-core/metrics/flow-trace';
import { ns3R8 } from '../../src/sim-core/scenario/presets';
import type { SimResult } from '../../src/sim-core/scenario/result';
import { runScenario } from '../../src/sim-core/scenario/run';
import { readCsv } from '../helpers/csv';

const DIR = new URL('../fixtures/ns3-modern/', import.meta.url).pathname;
const runs = readCsv(DIR + 'r8_runs.csv');
const series = readCsv(DIR + 'r8_series.csv');
const MSS = 1460;
const GRID = Array.from({ length: 3001 }, (_, i) => i / 100);

/** ns-3's samples of one case (socket fields present). */
function ns3Series(c: 'a' | 'b') {
  const rows = series.filter((r) => r.case === c && r.cwnd_bytes !== '');
  return {
    t: rows.map((r) => Number(r.time_s)),
    cwnd: rows.map((r) => Number(r.cwnd_bytes) / MSS),
    ssthresh: rows.map((r) => Number(r.ssthresh_bytes)),
    pacing: rows.map((r) => Number(r.pacing_rate_bps)),
    state: rows.map((r) => Number(r.cong_state)),
  };
}

/** Our event series read on ns-3's 10 ms grid (the last value at or before each instant). */
function onGrid(t: Float64Array, v: Float64Array, grid = GRID): number[] {
  const out: number[] = [];
  let j = -1;
  for (const g of grid) {
    while (j + 1 < t.length && t[j + 1] <= g + 1e-9) j++;
    out.push(j < 0 ? Number.NaN : v[j]);
  }
  return out;
}

/** Times (s) at which `hit` turns true on a sampled series. */
function onsets(t: number[], hit: (i: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < t.length; i++) if (hit(i) && (i === 0 || !hit(i - 1))) out.push(t[i]);
  return out;
}

/** The longest run of equal values within [from, to): its value and duration. */
function longestPlateau(t: number[], v: number[], from: number, to: number): { level: number; length: number } {
  let best = { level: Number.NaN, length: 0 };
  let start = -1;
  for (let i = 0; i < t.length; i++) {
    if (t[i] < from || t[i] >= to) continue;
    if (start < 0 || v[i] !== v[start]) start = i;
    const length = t[i] - t[start];
    if (length > best.length) best = { level: v[i], length };
  }
  return best;
}

function windowRetransmissions(r: SimResult): number {
  const s = r.flows[0].series!.seq;
  let n = 0;
  for (let i = 0; i < s.t.length; i++) if (s.kind[i] === SeqEvent.Retransmit && s.t[i] >= 10 && s.t[i] < 60) n++;
  return n;
}

const rel = (a: number, b: number) => Math.abs(a / b - 1);

describe('ns-3 R8 case a, CUBIC alone (CUBIC_NS3 settings)', () => {
  const ref = runs.find((r) => r.case === 'a')!;
  const ns3 = ns3Series('a');
  let r: SimResult;
  let cwnd: number[];
  let ssthresh: number[];
  const result = () => {
    r ??= runScenario(ns3R8('cubic'));
    const c = r.flows[0].series!.cwnd;
    cwnd ??= onGrid(c.t, c.cwnd).map((x) => Math.floor(x / MSS));
    ssthresh ??= onGrid(c.t, c.ssthresh);
    return r;
  };

  it('utilization within ±2 points, mean queue within ±15 %, drop rate within ±25 %', () => {
    const b = result().links[r.aggregate.bottleneck].summary;
    expect(Math.abs(b.utilization - Number(ref.utilization)) * 100).toBeLessThanOrEqual(2);
    expect(rel(b.meanQueuePackets, Number(ref.avg_qdisc_packets))).toBeLessThanOrEqual(0.15);
    expect(rel(b.dropRate, Number(ref.drop_rate))).toBeLessThanOrEqual(0.25);
  });

  it('retransmissions in the window within ±25 %, over the whole run within ±10 %', () => {
    const f = readCsv(DIR + 'r8_flows.csv').find((x) => x.case === 'a')!;
    expect(rel(windowRetransmissions(result()), Number(f.retransmitted_segments_window))).toBeLessThanOrEqual(0.25);
    expect(rel(r.flows[0].summary.retransmittedPackets, Number(f.retransmitted_segments_whole_run))).toBeLessThanOrEqual(0.1);
  });

  it("HyStart's slow-start exit and the first recovery within ±10 % of ns-3's times", () => {
    result();
    const ourExit = GRID[ssthresh.findIndex((x) => Number.isFinite(x))];
    const ns3Exit = ns3.t[ns3.ssthresh.findIndex((x) => x >= 0)];
    expect(rel(ourExit, ns3Exit)).toBeLessThanOrEqual(0.1);
    const ns3Recovery = ns3.t[ns3.state.findIndex((x) => x === 3)];
    const ourLosses = onsets(GRID, (i) => i > 0 && Number.isFinite(ssthresh[i]) && ssthresh[i] !== ssthresh[i - 1] && GRID[i] > ourExit);
    expect(rel(ourLosses[0], ns3Recovery)).toBeLessThanOrEqual(0.1);
  });

  it('every loss instant (recoveries and the timeout) of the first 30 s within ±0.5 s of ns-3’s, same count', () => {
    result();
    // Entering Recovery (3) or Loss (4): the timeout comes straight out of a recovery.
    const ns3Losses = ns3.t.filter((_, i) => i > 0 && ns3.state[i] >= 3 && ns3.state[i] !== ns3.state[i - 1]);
    const exit = GRID[ssthresh.findIndex((x) => Number.isFinite(x))];
    const ours = GRID.filter((g, i) => i > 0 && g > exit && ssthresh[i] !== ssthresh[i - 1]);
    expect(ours.length).toBe(ns3Losses.length);
    ours.forEach((t, i) => expect(Math.abs(t - ns3Losses[i])).toBeLessThanOrEqual(0.5));
  });

  it('cwnd range after 5 s (the sawtooth between β·W_max and W_max) within ±10 %', () => {
    result();
    const range = (t: number[], v: number[]) => {
      const w = v.filter((_, i) => t[i] >= 5);
      return [Math.min(...w), Math.max(...w)];
    };
    const [ourLo, ourHi] = range(GRID, cwnd);
    const [nsLo, nsHi] = range(ns3.t, ns3.cwnd.map(Math.floor));
    expect(rel(ourLo, nsLo)).toBeLessThanOrEqual(0.1);
    expect(rel(ourHi, nsHi)).toBeLessThanOrEqual(0.1);
  });

  it('the plateau around W_max between the concave and convex parts: same level ±5 %, both longer than 1.5 s', () => {
    result();
    const ours = longestPlateau(GRID, cwnd, 5, 30);
    const theirs = longestPlateau(ns3.t, ns3.cwnd.map(Math.floor), 5, 30);
    expect(rel(ours.level, theirs.level)).toBeLessThanOrEqual(0.05);
    expect(ours.length).toBeGreaterThan(1.5);
    expect(theirs.length).toBeGreaterThan(1.5);
  });
});

describe('ns-3 R8 case b, BBR alone (BBR_NS3 settings), against the mean of ns-3 RngRuns 1–3', () => {
  const refs = runs.filter((r) => r.case === 'b');
  const mean = (k: string) => refs.reduce((a, r) => a + Number(r[k]), 0) / refs.length;
  const ns3 = ns3Series('b');
  const results = new Map<number, SimResult>();
  const result = (seed: number) => {
    if (!results.has(seed)) results.set(seed, runScenario(ns3R8('bbr', seed)));
    return results.get(seed)!;
  };

  it('utilization within ±2 points and mean queue within ±15 % of the 3-run means; no drops in the window, as in ns-3', () => {
    const ours = [1, 2, 3].map((seed) => result(seed).links[result(seed).aggregate.bottleneck].summary);
    const util = ours.reduce((a, b) => a + b.utilization, 0) / 3;
    const queue = ours.reduce((a, b) => a + b.meanQueuePackets, 0) / 3;
    expect(Math.abs(util - mean('utilization')) * 100).toBeLessThanOrEqual(2);
    expect(rel(queue, mean('avg_qdisc_packets'))).toBeLessThanOrEqual(0.15);
    expect(mean('drops')).toBe(0);
    for (const b of ours) expect(b.dropRate).toBe(0);
  });

  it('no retransmissions in the window (ns-3: none)', () => {
    expect(windowRetransmissions(result(1))).toBe(0);
  });

  const series1 = () => {
    const f = result(1).flows[0].series!;
    const cc = f.cc!;
    return {
      cwnd: onGrid(f.cwnd.t, f.cwnd.cwnd).map((x) => x / MSS),
      ssthresh: onGrid(f.cwnd.t, f.cwnd.ssthresh),
      pacing: onGrid(cc.t, cc.pacingRate),
    };
  };

  // Known miss (docs/validation.md "R8"): ns-3's STARTUP overshoots the 100-packet buffer by 12
  // packets and the recovery that follows restarts its round count, so its full-pipe test fires
  // at 1.12 s; ours peaks just below the limit, loses nothing and exits at 1.23 s (+10.7 %).
  it.fails('STARTUP exit (DRAIN sets ssthresh) within ±10 % of ns-3’s time [fails: 1.23 s vs 1.12 s, see docs/validation.md]', () => {
    const ours = series1();
    const ourExit = GRID[ours.ssthresh.findIndex((x) => Number.isFinite(x))];
    const ns3Exit = ns3.t[ns3.ssthresh.findIndex((x) => x >= 0)];
    expect(rel(ourExit, ns3Exit)).toBeLessThanOrEqual(0.1);
  });

  it('PROBE_RTT instants within ±0.2 s of ns-3’s, with cwnd 4 segments in PROBE_RTT', () => {
    const ours = series1();
    const ourDips = onsets(GRID, (i) => ours.cwnd[i] <= 4);
    const theirDips = onsets(ns3.t, (i) => ns3.cwnd[i] <= 4);
    expect(ourDips.length).toBe(theirDips.length);
    expect(ourDips.length).toBeGreaterThanOrEqual(2);
    ourDips.forEach((t, i) => expect(Math.abs(t - theirDips[i])).toBeLessThanOrEqual(0.2));
    expect(Math.min(...ours.cwnd.filter((_, i) => GRID[i] > 5))).toBe(4);
    expect(Math.min(...ns3.cwnd.filter((_, i) => ns3.t[i] > 5))).toBe(4);
  });

  it('mean pacing rate over 5–30 s within ±3 %, mean cwnd in PROBE_BW within ±5 %', () => {
    const ours = series1();
    const avg = (t: number[], v: number[], keep: (i: number) => boolean) => {
      const w = v.filter((_, i) => t[i] >= 5 && keep(i));
      return w.reduce((a, b) => a + b, 0) / w.length;
    };
    expect(rel(avg(GRID, ours.pacing, () => true), avg(ns3.t, ns3.pacing, () => true))).toBeLessThanOrEqual(0.03);
    expect(rel(avg(GRID, ours.cwnd, (i) => ours.cwnd[i] > 4), avg(ns3.t, ns3.cwnd, (i) => ns3.cwnd[i] > 4))).toBeLessThanOrEqual(0.05);
  });
});
