import type { Packet } from '../../net/packet';
import { FifoBuffer } from '../fifo-buffer';
import { ECN_MARK, type GaugeReader, type QueueDisc, type QueueLimit, type QueueObserver } from '../queue-disc';
import { CoDelController, type CoDelParams, type CoDelQueueAccess } from './codel-controller';
import { fromCodelTime } from './codel-time';

/**
 * CoDel (RFC 8289) on one FIFO: arrivals are only refused at the hard limit (a limit drop);
 * every AQM decision happens at dequeue, on the sojourn time of the head packet.
 */
export class CoDelQueue implements QueueDisc {
  readonly kind = 'codel';
  observer: QueueObserver | null = null;
  readonly controller: CoDelController;
  private readonly buf = new FifoBuffer();
  private now = 0;
  private readonly access: CoDelQueueAccess;

  constructor(
    readonly limit: QueueLimit,
    params: CoDelParams,
  ) {
    this.controller = new CoDelController(params);
    const buf = this.buf;
    this.access = {
      take: () => buf.shift(),
      get bytes() {
        return buf.bytes;
      },
      dropped: (p) => this.observer?.onDrop(p, this.now, 'targetExceeded', true),
      marked: (p) => this.observer?.onDrop(p, this.now, ECN_MARK, true),
    };
  }

  get packets(): number {
    return this.buf.packets;
  }
  get bytes(): number {
    return this.buf.bytes;
  }

  forEachPacket(visit: (p: Packet) => void): void {
    this.buf.forEach(visit);
  }

  /** Telemetry (registry order): dropping (0/1), count, time to the next drop (s; 0 when not dropping), last sojourn time (s). */
  readonly gauges: readonly GaugeReader[] = codelGauges(() => this.controller, () => this.now);

  enqueue(p: Packet, now: number): boolean {
    this.now = now;
    return this.buf.offer(p, this.limit, now, this.observer);
  }

  dequeue(now: number): Packet | null {
    this.now = now;
    const p = this.controller.dequeue(now, this.access);
    if (p) this.observer?.onDequeue(p, now);
    return p;
  }
}

/**
 * The gauges of a CoDel controller, in the order of the registry entry's CODEL_GAUGES. `now` is
 * the time of the queue's latest event (the monitor reads gauges right after each one).
 */
export function codelGauges(c: () => CoDelController, now: () => number): GaugeReader[] {
  return [
    { key: 'dropping', read: () => (c().dropping ? 1 : 0) },
    { key: 'count', read: () => c().count },
    { key: 'dropNext', read: () => (c().dropping ? Math.max(0, fromCodelTime(c().dropNext) - now()) : 0) },
    { key: 'sojourn', read: () => fromCodelTime(c().lastDelay) },
  ];
}
