import { describe, expect, it } from 'vitest';
import { captureFile } from '../../src/capture/capture-file';
import { capturePoints, EventKind, NOT_APPLICABLE, type Recording } from '../../src/capture/recording';
import { recordScenario } from '../../src/capture/run-capture';
import { findPreset } from '../../src/sim-core/scenario/presets';
import type { Scenario } from '../../src/sim-core/scenario/schema';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { expertEntries, frames, HAS_TSHARK, writeTemp } from './tshark-helpers';

/**
 * Our pcapng files read by a real Wireshark (tshark): no malformed packets, no error-level
 * expert info, one TCP stream per TCP flow, and per flow Wireshark's own analysis equals the
 * simulator's summary through the exact relations docs/capture.md states.
 */
if (!HAS_TSHARK) console.warn('tests/capture/tshark.test.ts skipped: tshark is not installed (.ci/run installs Debian tshark).');

function preset(name: string, edit: (s: Record<string, any>) => void = () => {}): Scenario {
  const s = findPreset(name)!.build() as Record<string, any>;
  edit(s);
  return parseScenario(s);
}

const CASES: { title: string; scenario: () => Scenario }[] = [
  { title: 'tail drop with SACK (seed000-droptail)', scenario: () => preset('seed000-droptail') },
  {
    title: 'RED with ECN (dumbbell-red, ECN on, 8 s)',
    scenario: () =>
      preset('dumbbell-red', (s) => {
        s.duration = 8;
        s.measure = { from: 2 };
        s.tcp = { ...(s.tcp ?? {}), ecn: true };
        s.topology.bottleneck.queue.ecn = true;
      }),
  },
  { title: 'FQ-CoDel with a voice flow (voice-fq-codel, 5 s)', scenario: () => preset('voice-fq-codel', (s) => ((s.duration = 5), (s.measure = { from: 1 }))) },
  { title: 'Vegas vs Reno (seed002-a-vr-droptail, 30 s)', scenario: () => preset('seed002-a-vr-droptail', (s) => (s.duration = 30)) },
];

const FIELDS = [
  'frame.number',
  'ip.src',
  'ip.dst',
  'ip.dsfield.ecn',
  'tcp.stream',
  'tcp.srcport',
  'tcp.dstport',
  'tcp.len',
  'udp.srcport',
  'tcp.analysis.retransmission',
  'tcp.analysis.fast_retransmission',
  'tcp.analysis.spurious_retransmission',
  'tcp.analysis.out_of_order',
  'tcp.analysis.duplicate_ack',
  '_ws.malformed',
];

/** Packets of the events seen at a host, in file order (sent and delivered events at that node). */
function hostEvents(r: Recording, node: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < r.eventCount; e++) {
    const k = r.events.kind[e];
    if ((k === EventKind.sent || k === EventKind.delivered) && r.events.at[e] === node) out.push(e);
  }
  return out;
}

describe.skipIf(!HAS_TSHARK)('pcapng read by tshark', () => {
  for (const c of CASES) {
    it(`${c.title}: at every sender host, Wireshark's analysis equals the simulator's summary`, () => {
      const { recording: r, result } = recordScenario(c.scenario());
      expect(r.truncated).toBe(false);
      const points = capturePoints(r);
      const senders = [...new Set(r.flows.map((f) => f.sender))];
      for (const host of senders) {
        const pointIndex = points.findIndex((p) => p.kind === 'host' && p.node === host);
        const file = writeTemp(`${result.name.replace(/\W+/g, '_')}-${host}.pcapng`, captureFile(r, { points: [pointIndex], direction: 'both' }));
        const rows = frames(file, FIELDS);
        const events = hostEvents(r, host);
        expect(rows.length).toBe(events.length);
        expect(rows.filter((x) => x['_ws.malformed'] !== '')).toEqual([]);
        expect(expertEntries(file, 'error')).toEqual([]);

        const flowsHere = r.flows.filter((f) => f.sender === host);
        const tcpHere = flowsHere.filter((f) => f.proto === 'tcp');
        // One TCP stream per TCP connection (a host sees each of its flows once).
        expect(new Set(rows.filter((x) => x['tcp.stream'] !== '').map((x) => x['tcp.stream'])).size).toBe(tcpHere.length);

        for (const f of flowsHere) {
          const s = result.flows[f.id].summary;
          const mine = rows.map((x, i) => ({ x, e: events[i] })).filter(({ e }) => r.packets.flow[r.events.packet[e]] === f.id);
          const data = mine.filter(({ e }) => r.packets.forward[r.events.packet[e]] === 1 && r.events.kind[e] === EventKind.sent);
          if (f.proto === 'udp') {
            expect(data.length, `flow ${f.id + 1} UDP packets`).toBe(s.packetsSent);
            expect(data.every(({ x }) => x['udp.srcport'] === String(f.srcPort))).toBe(true);
            continue;
          }
          const flagged = ({ x }: { x: Record<string, string> }) =>
            ['retransmission', 'fast_retransmission', 'spurious_retransmission', 'out_of_order'].some((k) => x[`tcp.analysis.${k}`] !== '');
          const retx = data.filter(flagged);
          const firstTime = data.filter((d) => !flagged(d));
          const len = (d: { x: Record<string, string> }) => Number(d.x['tcp.len']);
          // Retransmissions: every frame Wireshark flags in the data direction is one the sender
          // retransmitted (SYN repeats included), and the other way round.
          expect(retx.length, `flow ${f.id + 1} retransmissions`).toBe(s.retransmittedPackets + Math.max(0, s.synSent - 1));
          expect(retx.reduce((n, d) => n + len(d), 0), `flow ${f.id + 1} retransmitted bytes`).toBe(s.retransmittedBytes);
          expect(data.filter((d) => len(d) > 0).length, `flow ${f.id + 1} data segments`).toBe(s.dataPacketsSent);
          // Bytes: first transmissions carry each byte once; a finished transfer carries all of it.
          const firstBytes = firstTime.reduce((n, d) => n + len(d), 0);
          if (s.completed) expect(firstBytes, `flow ${f.id + 1} bytes`).toBe(result.flows[f.id].bytes);
          // Duplicate ACKs: the exact relation of docs/capture.md.
          const acks = mine.filter(({ e }) => r.events.kind[e] === EventKind.delivered && r.packets.forward[r.events.packet[e]] === 0);
          const modelDup = (e: number) => r.packets.dupAck[r.events.packet[e]];
          expect(acks.every(({ e }) => modelDup(e) !== NOT_APPLICABLE)).toBe(true);
          const wsDup = acks.filter(({ x }) => x['tcp.analysis.duplicate_ack'] !== '');
          const modelOnly = acks.filter(({ x, e }) => modelDup(e) === 1 && x['tcp.analysis.duplicate_ack'] === '').length;
          const wiresharkOnly = acks.filter(({ x, e }) => modelDup(e) === 0 && x['tcp.analysis.duplicate_ack'] !== '').length;
          expect(acks.reduce((n, { e }) => n + modelDup(e), 0), `flow ${f.id + 1}: the recorder's per-ACK facts sum to the summary`).toBe(s.dupAcks);
          expect(wsDup.length, `flow ${f.id + 1} duplicate ACKs`).toBe(s.dupAcks - modelOnly + wiresharkOnly);
          expectDupRelation(r, acks, f.sack);
        }
      }
      // CE marks are seen where they arrive: at each receiver host, per flow, CE-marked packets = the summary's ecnMarks.
      const receivers = [...new Set(r.flows.map((f) => f.receiver))];
      for (const host of receivers) {
        const pointIndex = points.findIndex((p) => p.kind === 'host' && p.node === host);
        const file = writeTemp(`${result.name.replace(/\W+/g, '_')}-rx-${host}.pcapng`, captureFile(r, { points: [pointIndex], direction: 'inbound' }));
        const rows = frames(file, ['tcp.srcport', 'udp.srcport', 'ip.dsfield.ecn', '_ws.malformed']);
        expect(rows.filter((x) => x['_ws.malformed'] !== '')).toEqual([]);
        for (const f of r.flows.filter((g) => g.receiver === host)) {
          const port = String(f.srcPort);
          const ce = rows.filter((x) => (x['tcp.srcport'] === port || x['udp.srcport'] === port) && x['ip.dsfield.ecn'] === '3').length;
          expect(ce, `flow ${f.id + 1} CE marks`).toBe(result.flows[f.id].summary.ecnMarks);
        }
      }
    });
  }
});

/**
 * The cases where the two definitions part, stated in docs/capture.md: the model counts an ACK
 * that SACKs new data even when it also advances the cumulative ACK (RFC 6675 §2), Wireshark
 * never does; Wireshark counts an ACK that repeats the previous one (same ACK number, no data, no
 * SYN/FIN) even when it SACKs nothing new, or arrives when nothing is outstanding.
 */
function expectDupRelation(r: Recording, acks: { x: Record<string, string>; e: number }[], sack: boolean): void {
  let prev = -1;
  for (const { x, e } of acks) {
    const p = r.events.packet[e];
    const ws = x['tcp.analysis.duplicate_ack'] !== '';
    const repeats = prev >= 0 && r.packets.tcpAck[p] === r.packets.tcpAck[prev] && r.packets.payload[p] === 0 && (r.packets.flags[p] & 0b101) === 0;
    // Wireshark's rule, checked on our own record of what was sent.
    expect(ws, `ACK packet ${p}: Wireshark's duplicate = repeats the previous ACK`).toBe(repeats);
    if (!sack) {
      // Without SACK the model's rule is the same as Wireshark's while data is outstanding.
      if (r.packets.dupAck[p] === 1) expect(ws).toBe(true);
    }
    prev = p;
  }
}
