import type { Packet } from '../net/packet';
import { FifoBuffer } from './fifo-buffer';
import { DropKind, type QueueDisc, type QueueLimit, type QueueObserver } from './queue-disc';

/** FIFO that drops arrivals when full (limit in packets or IP bytes). */
export class TailDropQueue implements QueueDisc {
  readonly kind = 'droptail';
  observer: QueueObserver | null = null;
  private readonly buf = new FifoBuffer();
  readonly average = Number.NaN;
  readonly currentMaxP = Number.NaN;

  constructor(readonly limit: QueueLimit) {}

  get packets(): number {
    return this.buf.packets;
  }
  get bytes(): number {
    return this.buf.bytes;
  }

  enqueue(p: Packet, now: number): boolean {
    if (!this.buf.fits(p, this.limit)) {
      this.observer?.onDrop(p, now, DropKind.Overflow);
      return false;
    }
    this.buf.push(p);
    this.observer?.onEnqueue(p, now);
    return true;
  }

  dequeue(now: number): Packet | null {
    const p = this.buf.shift();
    if (p) this.observer?.onDequeue(p, now);
    return p;
  }
}
