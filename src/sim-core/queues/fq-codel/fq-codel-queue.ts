import type { Packet } from '../../net/packet';
import { CoDelController, type CoDelParams, type CoDelQueueAccess } from '../codel/codel-controller';
import { FifoBuffer } from '../fifo-buffer';
import { ECN_MARK, OVERFLOW, type GaugeReader, type QueueDisc, type QueueLimit, type QueueObserver } from '../queue-disc';
import { DrrScheduler, FlowStatus, type DrrFlow, type FlowStatusCode } from './drr';
import { dropBatch, fattestIndex } from './fattest-drop';
import { flowBucket } from './flow-hash';

export interface FqCoDelParams {
  /** Hash buckets (flow queues at most). RFC 8290 / Linux: 1024. */
  flows: number;
  /** DRR quantum in bytes (Linux and ns-3: the device MTU). */
  quantum: number;
  /** Packets dropped at most per overflow (Linux drop_batch_size 64). */
  dropBatch: number;
  /** Salt of the flow hash. */
  perturbation: number;
  /** CoDel settings of every flow queue (MinBytes applies per flow queue, as in ns-3). */
  codel: CoDelParams;
}

interface FlowQueue extends DrrFlow {
  readonly buf: FifoBuffer;
  readonly codel: CoDelController;
  readonly access: CoDelQueueAccess;
}

/**
 * FQ-CoDel (RFC 8290): packets are hashed into flow queues, each with its own CoDel; a deficit
 * round robin with a byte quantum serves them, new flows before old ones; when the total is over
 * the limit, the fattest flow queue loses packets from its head.
 */
export class FqCoDelQueue implements QueueDisc {
  readonly kind = 'fq-codel';
  observer: QueueObserver | null = null;
  /** Telemetry (registry order): flow queues holding packets or waiting for their turn. */
  readonly gauges: readonly GaugeReader[] = [{ key: 'activeFlows', read: () => this.activeFlows }];
  private readonly buckets = new Map<number, FlowQueue>();
  readonly drr: DrrScheduler<FlowQueue>;
  private totalPackets = 0;
  private totalBytes = 0;
  private now = 0;
  /** Flow queues created so far (ns-3's fq_flow_queues). */
  flowQueuesCreated = 0;

  constructor(
    readonly limit: QueueLimit,
    readonly params: FqCoDelParams,
  ) {
    this.drr = new DrrScheduler(params.quantum);
  }

  get packets(): number {
    return this.totalPackets;
  }
  get bytes(): number {
    return this.totalBytes;
  }
  forEachPacket(visit: (p: Packet) => void): void {
    for (const flow of this.buckets.values()) flow.buf.forEach(visit);
  }
  /** Flow queues holding packets or waiting for their turn. */
  get activeFlows(): number {
    return this.drr.newFlows.length + this.drr.oldFlows.length;
  }

  private flowFor(p: Packet): FlowQueue {
    const b = flowBucket(p, this.params.flows, this.params.perturbation);
    let f = this.buckets.get(b);
    if (f === undefined) {
      const buf = new FifoBuffer();
      const self = this;
      f = {
        deficit: 0,
        status: FlowStatus.Inactive as FlowStatusCode,
        buf,
        codel: new CoDelController(this.params.codel),
        access: {
          take: () => self.take(buf),
          get bytes() {
            return buf.bytes;
          },
          dropped: (d) => self.observer?.onDrop(d, self.now, 'targetExceeded', true),
          marked: (m) => self.observer?.onDrop(m, self.now, ECN_MARK, true),
        },
      };
      this.buckets.set(b, f);
      this.flowQueuesCreated++;
    }
    return f;
  }

  private take(buf: FifoBuffer): Packet | null {
    const p = buf.shift();
    if (p !== null) {
      this.totalPackets--;
      this.totalBytes -= p.size;
    }
    return p;
  }

  private overLimit(): boolean {
    return this.limit.unit === 'packets' ? this.totalPackets > this.limit.limit : this.totalBytes > this.limit.limit;
  }

  /**
   * Drop one batch from the head of the flow queue with the largest byte backlog. Returns false
   * when that took the arriving packet itself (its flow held nothing else).
   */
  private dropFromFattest(arriving: Packet, now: number): boolean {
    const flows = [...this.buckets.values()];
    const fat = flows[fattestIndex(flows.map((f) => f.buf.bytes))];
    let arrivalKept = true;
    dropBatch(
      () => {
        const p = this.take(fat.buf);
        if (p === null) return null;
        if (p === arriving) arrivalKept = false;
        this.observer?.onDrop(p, now, OVERFLOW, p !== arriving);
        return p.size;
      },
      fat.buf.bytes,
      this.params.dropBatch,
    );
    return arrivalKept;
  }

  enqueue(p: Packet, now: number): boolean {
    const f = this.flowFor(p);
    this.drr.arrive(f);
    f.buf.push(p);
    this.totalPackets++;
    this.totalBytes += p.size;
    // Over the limit, room is made before the arrival is reported, so the backlog seen by the
    // monitor never exceeds the limit.
    if (this.overLimit() && !this.dropFromFattest(p, now)) return false;
    this.observer?.onEnqueue(p, now);
    return true;
  }

  dequeue(now: number): Packet | null {
    this.now = now;
    const served = this.drr.next((f) => f.codel.dequeue(now, f.access));
    if (served === null) return null;
    this.observer?.onDequeue(served.packet, now);
    return served.packet;
  }
}
