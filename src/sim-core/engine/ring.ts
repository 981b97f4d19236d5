/**
 * A first-in-first-out queue on a circular array that doubles when full. Used where items pass
 * through in order by the hundred thousand (a link's propagating packets, an event lane): an
 * array with shift() moves its elements, and one compacted by splice() allocates a copy of what
 * it drops and regrows afterwards, which showed up as most of the run's garbage.
 */
export class Ring<T> {
  /** Capacity is a power of two, so positions wrap with a mask. */
  private items: (T | undefined)[] = emptySlots<T>(16);
  private head = 0;
  /** Items queued. */
  size = 0;

  push(item: T): void {
    if (this.size === this.items.length) this.grow();
    this.items[(this.head + this.size) & (this.items.length - 1)] = item;
    this.size++;
  }

  /** Remove and return the oldest item (undefined when empty). */
  shift(): T | undefined {
    if (this.size === 0) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined; // let it be collected
    this.head = (this.head + 1) & (this.items.length - 1);
    this.size--;
    return item;
  }

  private grow(): void {
    const n = this.items.length;
    const bigger = emptySlots<T>(n * 2);
    for (let i = 0; i < this.size; i++) bigger[i] = this.items[(this.head + i) & (n - 1)];
    this.items = bigger;
    this.head = 0;
  }
}

/**
 * An array of `n` undefined slots built by pushing, so the engine keeps it "packed": `new
 * Array(n)` makes a holey array, whose every read also checks for a hole (and the prototype).
 */
export function emptySlots<T>(n: number): (T | undefined)[] {
  const a: (T | undefined)[] = [];
  for (let i = 0; i < n; i++) a.push(undefined);
  return a;
}
