import type { Packet } from '../net/packet';
import { FifoBuffer } from './fifo-buffer';
import type { GaugeReader, QueueDisc, QueueLimit, QueueObserver } from './queue-disc';

/** FIFO that drops arrivals when full (limit in packets or IP bytes). */
export class TailDropQueue implements QueueDisc {
  readonly kind = 'droptail';
  observer: QueueObserver | null = null;
  private readonly buf = new FifoBuffer();
  readonly gauges: readonly GaugeReader[] = [];

  constructor(readonly limit: QueueLimit) {}

  get packets(): number {
    return this.buf.packets;
  }
  get bytes(): number {
    return this.buf.bytes;
  }

  forEachPacket(visit: (p: Packet) => void): void {
    this.buf.forEach(visit);
  }

  enqueue(p: Packet, now: number): boolean {
    return this.buf.offer(p, this.limit, now, this.observer);
  }

  passThrough(p: Packet, now: number): boolean {
    if (this.buf.packets !== 0 || !this.buf.fits(p, this.limit)) return false;
    this.buf.passThrough(p, now, this.observer);
    return true;
  }

  dequeue(now: number): Packet | null {
    const p = this.buf.shift();
    if (p) this.observer?.onDequeue(p, now);
    return p;
  }
}
