/**
 * FQ-CoDel (RFC 8290): deficit round robin byte accounting with a quantum, new-flow priority,
 * the new/old list moves of an emptied flow, per-flow CoDel, and the fattest-queue drop on
 * overflow.
 */
import { describe, expect, it } from 'vitest';
import { Packet, Proto } from '../../src/sim-core/net/packet';
import { DrrScheduler, FlowStatus, type DrrFlow } from '../../src/sim-core/queues/fq-codel/drr';
import { dropBatch, fattestIndex } from '../../src/sim-core/queues/fq-codel/fattest-drop';
import { flowBucket } from '../../src/sim-core/queues/fq-codel/flow-hash';
import { FqCoDelQueue, type FqCoDelParams } from '../../src/sim-core/queues/fq-codel/fq-codel-queue';
import { LeafQueueSpec } from '../../src/sim-core/scenario/schema';

interface TestFlow extends DrrFlow {
  name: string;
  sizes: number[];
}
const flow = (name: string, sizes: number[]): TestFlow => ({ name, sizes, deficit: 0, status: FlowStatus.Inactive });
const take = (f: TestFlow) => (f.sizes.length > 0 ? { size: f.sizes.shift()! } : null);

describe('DRR byte accounting (RFC 8290 §4.2)', () => {
  it('a new flow starts with one quantum; each packet costs its size; a spent flow gets another quantum at the tail of the old list', () => {
    const drr = new DrrScheduler<TestFlow>(1500);
    const a = flow('a', [1000, 1000, 1000]);
    drr.arrive(a);
    expect(a.status).toBe(FlowStatus.New);
    expect(a.deficit).toBe(1500);
    drr.next(take);
    expect(a.deficit).toBe(500);
    drr.next(take);
    expect(a.deficit).toBe(-500);
    expect(drr.newFlows).toEqual([a]);
    drr.next(take); // credit spent: +1500 → 1000, moved to the old list, then served
    expect(a.status).toBe(FlowStatus.Old);
    expect(a.deficit).toBe(0);
  });

  it('two backlogged flows get equal bytes whatever their packet sizes (1500 B vs 300 B packets)', () => {
    const drr = new DrrScheduler<TestFlow>(1500);
    const big = flow('big', new Array(400).fill(1500));
    const small = flow('small', new Array(2000).fill(300));
    drr.arrive(big);
    drr.arrive(small);
    const bytes = { big: 0, small: 0 };
    for (let i = 0; i < 1200; i++) {
      const s = drr.next(take)!;
      bytes[s.flow.name as 'big' | 'small'] += s.packet.size;
    }
    expect(Math.abs(bytes.big - bytes.small)).toBeLessThanOrEqual(1500);
  });

  it('new-flow priority: a flow that becomes active is served before the old flows', () => {
    const drr = new DrrScheduler<TestFlow>(1500);
    const bulk = flow('bulk', new Array(20).fill(1500));
    drr.arrive(bulk);
    for (let i = 0; i < 3; i++) drr.next(take);
    expect(bulk.status).toBe(FlowStatus.Old);
    const sparse = flow('sparse', [100]);
    drr.arrive(sparse);
    expect(drr.next(take)!.flow.name).toBe('sparse');
  });

  it('an emptied new flow moves to the old list (no regaining priority by idling); an emptied old flow becomes inactive', () => {
    const drr = new DrrScheduler<TestFlow>(3000);
    const bulk = flow('bulk', new Array(20).fill(1500));
    drr.arrive(bulk);
    for (let i = 0; i < 3; i++) drr.next(take); // bulk is old, with 1500 B of credit left
    const sparse = flow('sparse', [100]);
    drr.arrive(sparse);
    expect(drr.next(take)!.flow.name).toBe('sparse');
    expect(drr.next(take)!.flow.name).toBe('bulk'); // sparse found empty on the way: to the old list
    expect(sparse.status).toBe(FlowStatus.Old);
    expect(drr.oldFlows.map((f) => f.name)).toEqual(['bulk', 'sparse']);
    sparse.sizes.push(100);
    drr.arrive(sparse); // still old: no new-flow credit, no priority
    expect(sparse.status).toBe(FlowStatus.Old);
    expect(drr.newFlows).toEqual([]);
    expect(drr.next(take)!.flow.name).toBe('sparse'); // its turn in the old list
    drr.next(take); // found empty again, now as an old flow: inactive
    expect(sparse.status).toBe(FlowStatus.Inactive);
    expect(drr.oldFlows.map((f) => f.name)).toEqual(['bulk']);
  });
});

describe('fattest-queue drop (RFC 8290 §4.1)', () => {
  it('picks the flow with the largest byte backlog', () => {
    expect(fattestIndex([3000, 9000, 4500])).toBe(1);
  });

  it('drops from its head until half its bytes are gone, at most one batch', () => {
    const sizes = new Array(10).fill(1500);
    expect(dropBatch(() => sizes.shift() ?? null, 15000, 64)).toBe(5);
    const many = new Array(200).fill(100);
    expect(dropBatch(() => many.shift() ?? null, 20000, 64)).toBe(64);
  });
});

const PARAMS: FqCoDelParams = { flows: 1024, quantum: 1500, dropBatch: 64, perturbation: 0, codel: { target: 0.005, interval: 0.1, minBytes: 1500, ecn: true } };
const pkt = (flowId: number, size = 1500, at = 0) => {
  const p = new Packet(flowId, Proto.Tcp, flowId, 100 + flowId, size);
  p.enqueuedAt = at;
  return p;
};

describe('FQ-CoDel queue', () => {
  it('hashes distinct connections apart (no collision among 5 flows in 1024 buckets) and the same connection together', () => {
    const buckets = new Set([1, 2, 3, 4, 5].map((i) => flowBucket(pkt(i), 1024, 0)));
    expect(buckets.size).toBe(5);
    expect(flowBucket(pkt(3), 1024, 0)).toBe(flowBucket(pkt(3, 40), 1024, 0));
  });

  it('over the limit, the fattest flow queue loses packets from its head (not counted as new arrivals)', () => {
    const q = new FqCoDelQueue({ limit: 10, unit: 'packets' }, PARAMS);
    const drops: [number, number, string, boolean][] = [];
    q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (p, _t, k, fromQueue) => void drops.push([p.flowId, p.seq, k, fromQueue ?? false]) };
    for (let i = 0; i < 8; i++) {
      const p = pkt(1);
      p.seq = i;
      q.enqueue(p, 0);
    }
    q.enqueue(pkt(2), 0);
    q.enqueue(pkt(2), 0);
    expect(drops).toEqual([]);
    q.enqueue(pkt(2), 0); // 11 > 10: flow 1 (12 000 B) loses half its bytes from the head
    expect(drops).toEqual([0, 1, 2, 3].map((seq) => [1, seq, 'overflow', true]));
    expect(q.packets).toBe(7);
  });

  it('per-flow CoDel: only the flow with a standing queue is dropped from', () => {
    const q = new FqCoDelQueue({ limit: 10240, unit: 'packets' }, PARAMS);
    const dropped: number[] = [];
    q.observer = { onEnqueue: () => {}, onDequeue: () => {}, onDrop: (p) => void dropped.push(p.flowId) };
    // Flow 1 keeps 300 packets waiting; flow 2 sends one small packet now and then.
    for (let i = 0; i < 300; i++) q.enqueue(pkt(1, 1500, 0), 0);
    for (let ms = 1; ms <= 400; ms++) {
      const t = ms / 1000;
      if (ms % 20 === 0) q.enqueue(pkt(2, 200, t), t);
      q.dequeue(t);
    }
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((f) => f === 1)).toBe(true);
  });

  it('the quantum defaults to the device MTU (1500 B)', () => {
    expect((LeafQueueSpec.parse({ type: 'fq-codel' }) as { quantum: number }).quantum).toBe(1500);
  });
});
