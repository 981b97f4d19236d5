/**
 * Link and file compatibility (issue 18): every built-in preset and old-style scenario files
 * (versions 1 and 2, written before the Vegas RTT measure, Adaptive RED's parameters, flow
 * groups and measurement windows existed) give the results they gave before those changes.
 * The fixtures were saved from main before the change (scripts/preset-hashes.ts for the
 * presets; the two files' by running them).
 *
 * Each entry holds the trace hash, the event count and the result digest (result-digest.ts:
 * every summary and series). The digests were saved before links stopped scheduling an event
 * at the end of each transmission with nothing waiting (issue 19, link.ts "quiet
 * transmissions"); the hashes and event counts after it. That change altered every hash but
 * no result, which is what the digests check. The two web-traffic presets' digests (seed001-80,
 * seed001-105) were saved again when the aggregate stopped counting web traffic as one flow at
 * zero goodput in Jain's index and the system goodput (summary.ts, FlowClass.ownRate): their
 * hashes and event counts stayed, so every packet moved as before; only those figures changed.
 * Every digest was saved again when each flow's summary gained the one-way delay of TCP packets
 * and the share of packets over 150 ms (metric catalogue, issue 30): hashes and event counts
 * stayed for all 82 presets and both files. Every digest was saved again when monitored links
 * began recording the bits leaving them per time bin and flow (series.departures, the metric
 * catalogue's throughput-over-time series, issue 30 item 4): hashes and event counts stayed, and
 * with that new field left out every digest equalled the one before, for all 82 presets and both
 * files. The same run checks that series' bound: bits leaving ≤ rate × bin + one packet. The 21
 * digests of the runs that end once their flows are done (seed 000 and ns3-s1, stopAfterComplete)
 * were saved again when their departure bins began at the width of a 60 s run instead of their
 * 600 s bound (departure-bins.ts, OPEN_ENDED_SPAN): hashes and event counts stayed, and with the
 * departure series left out every digest equalled the one before. The 16 digests of presets with
 * a UDP stream that stops before the window ends (seed 000's traffic cases, the voice presets),
 * and old-v2's, were saved again when such a stream's active time began ending at its last arrival, not at the
 * window's end (summary.ts, bloat-0230 confusion 7): hashes and event counts stayed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';
import { expectDeparturesBounded, expectPlottedThroughputBounded } from '../helpers/departure-bound';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/compat/${name}`, import.meta.url), 'utf8'));
const presetHashes = fixture('preset-hashes.json') as Record<string, { hash: string; events: number; result: string }>;
const fileHashes = fixture('old-file-hashes.json') as Record<string, { hash: string; events: number; result: string }>;

describe('trace hashes saved before the change', () => {
  it('the fixture covers every preset there was', () => {
    expect(Object.keys(presetHashes).length).toBeGreaterThanOrEqual(80);
    for (const name of Object.keys(presetHashes)) expect(PRESETS.some((p) => p.name === name), name).toBe(true);
  });

  it.each(Object.keys(presetHashes))('preset %s: same result, hash and event count; bits leaving each monitored link ≤ rate × bin + one packet in every bin, and the throughput plot never above the bottleneck rate + one packet per bin', (name) => {
    const r = runScenario(PRESETS.find((p) => p.name === name)!.build());
    expectDeparturesBounded(r); // metric catalogue, flow.throughputSeries (one run serves all three checks)
    expectPlottedThroughputBounded(r); // what the throughput plot draws (app/plots/throughput.ts)
    expect({ hash: r.traceHash, events: r.events, result: resultDigest(r) }).toEqual(presetHashes[name]);
  }, 120_000);

  it.each(['old-v1', 'old-v2'])('old-style file %s: same result, hash and event count', (name) => {
    const r = runScenario(fixture(`${name}.json`));
    expect({ hash: r.traceHash, events: r.events, result: resultDigest(r) }).toEqual(fileHashes[name]);
  });
});
