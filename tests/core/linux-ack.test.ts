/**
 * The receiver's Linux 2.4 ACK policy (ackPolicy 'linux-2.4'), checked by feeding a bare
 * receiver data segments at chosen times and recording when its ACKs leave: quick ACKs while the
 * advertised window grows, then ACK every second full segment with an adaptive timer (ato) for a
 * lone segment; quick ACKs again after a segment out of order and after a long silence.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../src/sim-core/engine/simulator';
import { RecordBudget } from '../../src/sim-core/metrics/record-budget';
import { FlowTrace } from '../../src/sim-core/metrics/flow-trace';
import { Flag, IP_HEADER, Packet, Proto, TCP_HEADER } from '../../src/sim-core/net/packet';
import { TCP_DEFAULTS, type TcpConfig } from '../../src/sim-core/tcp/config';
import { TcpReceiver } from '../../src/sim-core/tcp/receiver';
import { CaptureNode } from '../helpers/tcp-harness';

const MSS = 1460;
const FLOW = 3;

function bench(overrides: Partial<TcpConfig> = {}) {
  const sim = new Simulator();
  const node = new CaptureNode(1, 'D', 'host');
  const cfg: TcpConfig = { ...TCP_DEFAULTS, ackPolicy: 'linux-2.4', initialRto: 3, ...overrides };
  const trace = new FlowTrace(FLOW, 0, true, { from: 0, to: Number.POSITIVE_INFINITY }, new RecordBudget(1e9));
  const rx = new TcpReceiver(sim, FLOW, node, 0, cfg, null, trace);
  const acks: { t: number; ack: number }[] = [];
  node.receive = (p: Packet) => {
    if (p.flags & Flag.ACK) acks.push({ t: sim.now, ack: p.ack });
  };
  /** Deliver segment k (k·MSS … (k+1)·MSS) at time t. */
  const segment = (k: number, t: number) => {
    const p = new Packet(FLOW, Proto.Tcp, 0, 1, IP_HEADER + TCP_HEADER + MSS);
    p.seq = k * MSS;
    p.seqLen = MSS;
    p.payload = MSS;
    p.flags = Flag.ACK;
    sim.at(t, 0, () => rx.receive(p));
    sim.run(t);
  };
  return { sim, acks, segment, run: (t: number) => sim.run(t) };
}

/** Segments arriving every 86 ms, as behind a 140 kbit/s link: `from` … `to - 1`, starting at t0. */
function stream(b: ReturnType<typeof bench>, from: number, to: number, t0: number, gap = 0.086): number {
  let t = t0;
  for (let k = from; k < to; k++, t += gap) b.segment(k, t);
  return t;
}

describe("ackPolicy 'linux-2.4'", () => {
  it('ACKs each of the first segments at once while the window grows from 4 MSS to its clamp (+2 MSS a segment)', () => {
    const b = bench();
    stream(b, 0, 20, 1);
    // 5840 → 65 535 bytes at 2920 a segment: the first 20 segments all grow it.
    expect(b.acks).toHaveLength(20);
    b.acks.forEach((a, k) => {
      expect(a.ack).toBe((k + 1) * MSS);
      expect(a.t).toBeCloseTo(1 + k * 0.086, 9);
    });
  });

  it('then ACKs every second full segment, the lone one after ato (40 ms, doubled each time the timer fires)', () => {
    const b = bench();
    const t = stream(b, 0, 60, 1);
    b.run(t + 1);
    const late = b.acks.filter((a) => a.t > 1 + 25 * 0.086);
    // Past the quick ACKs, ato grows from 40 ms (the timer fires before the next segment) until it
    // exceeds the 86 ms gap: from then on every ACK covers two segments (the last, lone segment
    // of the stream waits for the timer).
    const steps = late.slice(1).map((a, i) => (a.ack - late[i].ack) / MSS);
    expect(steps.slice(-11, -1)).toEqual(Array(10).fill(2));
    expect(late.at(-1)!.ack).toBe(60 * MSS);
    const total = b.acks.length;
    expect(total).toBeGreaterThan(35);
    expect(total).toBeLessThan(45);
  });

  it('the first lone segments after the quick ACKs wait 40 ms, then 80 ms (ato doubles when the timer fires), then ACKs pair up', () => {
    const b = bench();
    stream(b, 0, 30, 1);
    b.run(4);
    // Each ACK's delay after the arrival of the last segment it covers.
    const arrival = (k: number) => 1 + k * 0.086;
    const rows = b.acks.map((a, i) => ({ delay: a.t - arrival(a.ack / MSS - 1), step: (a.ack - (i > 0 ? b.acks[i - 1].ack : 0)) / MSS }));
    const first = rows.findIndex((r) => r.delay > 1e-9);
    expect(first).toBeGreaterThanOrEqual(20); // quick ACKs while the window grows
    expect(rows.slice(0, first).every((r) => r.step === 1)).toBe(true);
    expect(rows[first].delay).toBeCloseTo(0.04, 9);
    expect(rows[first + 1].delay).toBeCloseTo(0.08, 9);
    // ato now exceeds the 86 ms gap: the next segment waits for its partner, ACKed at once.
    expect(rows[first + 2]).toEqual({ delay: expect.closeTo(0, 9), step: 2 });
  });

  it('a segment out of order is ACKed at once and so are the next 16 (tcp_enter_quickack_mode)', () => {
    const b = bench();
    let t = stream(b, 0, 40, 1);
    b.run(t + 0.5);
    t += 0.5;
    const before = b.acks.length;
    b.segment(41, t); // 40 is missing
    expect(b.acks.length).toBe(before + 1);
    expect(b.acks.at(-1)!.ack).toBe(40 * MSS);
    b.segment(40, t + 0.086); // the hole is filled: ACK at once
    expect(b.acks.at(-1)!.ack).toBe(42 * MSS);
    const n = b.acks.length;
    stream(b, 42, 70, t + 0.172);
    // Quick ACKs left after the two above: 16 − 2 = 14, one per segment.
    const quick = b.acks.slice(n, n + 14);
    expect(quick.map((a) => a.ack)).toEqual(Array.from({ length: 14 }, (_, i) => (43 + i) * MSS));
  });

  it('a silence longer than the RTO brings back quick ACKs', () => {
    const b = bench();
    const t = stream(b, 0, 40, 1);
    b.run(t + 4);
    const n = b.acks.length;
    b.segment(40, t + 4);
    expect(b.acks.length).toBe(n + 1);
    expect(b.acks.at(-1)!.t).toBeCloseTo(t + 4, 9);
  });

  it("the default policy ('count') is unchanged: every second segment, or the 200 ms timer", () => {
    const b = bench({ ackPolicy: 'count' });
    const t = stream(b, 0, 10, 1);
    b.run(t + 1);
    // The first segment at once (quickAckFirst), then pairs, and the lone 10th after 200 ms.
    expect(b.acks.map((a) => a.ack / MSS)).toEqual([1, 3, 5, 7, 9, 10]);
    expect(b.acks.at(-1)!.t).toBeCloseTo(1 + 9 * 0.086 + 0.2, 9);
  });
});
