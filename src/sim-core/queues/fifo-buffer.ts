import { emptySlots } from '../engine/ring';
import type { Packet } from '../net/packet';
import { OVERFLOW, type QueueLimit, type QueueObserver } from './queue-disc';

/** Ring-buffer FIFO of packets that keeps packet and byte counts; shared by the disciplines. */
export class FifoBuffer {
  /** Capacity is a power of two (16, doubled when full), so positions wrap with a mask, not a division. */
  private items: (Packet | undefined)[] = emptySlots<Packet>(16);
  private head = 0;
  private count = 0;
  bytes = 0;

  get packets(): number {
    return this.count;
  }

  /** Would `p` be admitted under the limit? (See QueueLimit.admission for byte limits.) */
  fits(p: Packet, lim: QueueLimit): boolean {
    if (lim.unit === 'packets') return this.count + 1 <= lim.limit;
    return lim.admission === 'below-limit' ? this.bytes <= lim.limit : this.bytes + p.size <= lim.limit;
  }

  /** Tail-drop admission: queue `p` if it fits under `lim`, else report an overflow drop. */
  offer(p: Packet, lim: QueueLimit, now: number, observer: QueueObserver | null): boolean {
    if (!this.fits(p, lim)) {
      observer?.onDrop(p, now, OVERFLOW);
      return false;
    }
    this.push(p);
    observer?.onEnqueue(p, now);
    return true;
  }

  /**
   * `p`, admitted to this empty buffer, leaves it at once (QueueDisc.passThrough): reported as
   * one pass-through, or as the enqueue and the dequeue it stands for, each seeing the buffer as
   * it would be then.
   */
  passThrough(p: Packet, now: number, observer: QueueObserver | null): void {
    if (observer === null) return;
    if (observer.onPassThrough !== undefined) {
      observer.onPassThrough(p, now);
      return;
    }
    this.push(p);
    observer.onEnqueue(p, now);
    this.shift();
    observer.onDequeue(p, now);
  }

  push(p: Packet): void {
    if (this.count === this.items.length) this.grow();
    this.items[(this.head + this.count) & (this.items.length - 1)] = p;
    this.count++;
    this.bytes += p.size;
  }

  shift(): Packet | null {
    if (this.count === 0) return null;
    const p = this.items[this.head]!;
    this.items[this.head] = undefined;
    this.head = (this.head + 1) & (this.items.length - 1);
    this.count--;
    this.bytes -= p.size;
    return p;
  }

  /** Each buffered packet, oldest first (the buffer is not changed). */
  forEach(visit: (p: Packet) => void): void {
    const mask = this.items.length - 1;
    for (let i = 0; i < this.count; i++) visit(this.items[(this.head + i) & mask]!);
  }

  private grow(): void {
    const bigger = emptySlots<Packet>(this.items.length * 2);
    for (let i = 0; i < this.count; i++) bigger[i] = this.items[(this.head + i) & (this.items.length - 1)];
    this.items = bigger;
    this.head = 0;
  }
}
