import { describe, expect, it } from 'vitest';
import { captureFile } from '../../src/capture/capture-file';
import { capturePoints, EventKind } from '../../src/capture/recording';
import { CaptureRecorder } from '../../src/capture/recorder';
import { recordScenario } from '../../src/capture/run-capture';
import type { Packet } from '../../src/sim-core/net/packet';
import { Simulation } from '../../src/sim-core/scenario/simulation';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';
import { parseScenario } from '../../src/sim-core/scenario/validate';

describe('full-capture recorder', () => {
  const sc = parseScenario(findPreset('seed000-droptail')!.build());
  const a = recordScenario(sc);

  it('only reads: the recorded run gives the same result as a normal run', () => {
    expect(resultDigest(a.result)).toBe(resultDigest(runScenario(findPreset('seed000-droptail')!.build())));
  });

  it('keeps every packet while it records: no packet object comes back as another (it keys its rows by object; net/packet-pool.ts)', () => {
    const sim = new Simulation(sc);
    new CaptureRecorder(sim);
    const l = sim.topo.monitored[0];
    const inner = l.txObserver!;
    const objects = new Set<Packet>();
    let transmissions = 0;
    l.txObserver = {
      onTxStart(p, now, wireBytes) {
        transmissions++;
        objects.add(p);
        inner.onTxStart(p, now, wireBytes);
      },
      onLinkLoss: (p, now) => inner.onLinkLoss(p, now),
    };
    sim.runToEnd();
    expect(transmissions).toBeGreaterThan(200);
    expect(objects.size).toBe(transmissions);
  });

  it('the same run gives a byte-identical pcapng file', () => {
    const b = recordScenario(sc);
    const all = capturePoints(a.recording).map((_, i) => i);
    const fa = captureFile(a.recording, { points: all, direction: 'both' });
    const fb = captureFile(b.recording, { points: all, direction: 'both' });
    expect(fa.length).toBeGreaterThan(100_000);
    expect(Buffer.from(fa).equals(Buffer.from(fb))).toBe(true);
  });

  it('every drop in the link summaries is an event, and each retransmission that repairs one points back at it', () => {
    const r = a.recording;
    let drops = 0;
    for (let e = 0; e < r.eventCount; e++) if (r.events.kind[e] === EventKind.dropped) drops++;
    const summed = a.result.links.reduce((n, l) => n + Object.entries(l.summary.dropsWholeRun).reduce((m, [k, v]) => m + (k === 'ecnMark' ? 0 : v), 0), 0);
    expect(drops).toBe(summed);
    let repairs = 0;
    for (let p = 0; p < r.packetCount; p++) {
      const d = r.packets.repairs[p];
      if (d < 0) continue;
      repairs++;
      expect(r.events.kind[d]).toBe(EventKind.dropped);
      const dropped = r.events.packet[d];
      expect(r.packets.seq[dropped]).toBe(r.packets.seq[p]);
      expect(r.packets.flow[dropped]).toBe(r.packets.flow[p]);
      expect(r.packets.repairedBy[dropped]).toBe(p);
    }
    expect(repairs).toBeGreaterThan(0);
  });
});

describe('full-capture recorder budget', () => {
  it('stops at its event budget, says so, and the run itself goes on to the same result', () => {
    const sc = parseScenario(findPreset('seed000-droptail')!.build());
    const cut = recordScenario(sc, 1000);
    expect(cut.recording.truncated).toBe(true);
    expect(cut.recording.eventCount).toBe(1000);
    expect(cut.recording.packetCount).toBeLessThan(1000);
    expect(resultDigest(cut.result)).toBe(resultDigest(runScenario(findPreset('seed000-droptail')!.build())));
  });
});
