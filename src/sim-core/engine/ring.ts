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

  /** Each queued item, oldest first (the ring is not changed). */
  forEach(visit: (item: T) => void): void {
    const mask = this.items.length - 1;
    for (let i = 0; i < this.size; i++) visit(this.items[(this.head + i) & mask]!);
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
/**
 * An empty array for objects whose elements are stored as objects from the start. A fresh `[]`
 * holds small integers until the first object is stored in it; every new simulator's first store
 * then changes the array's kind, and V8's optimized code for the run loop and the event queue,
 * compiled for the previous simulator's arrays, was thrown out and recompiled in the second and
 * third runs of a process (`--trace-deopt`: "wrong map", "not a Smi"; docs/benchmarks.md, issue
 * 38, seventh session).
 */
export function objectArray<T>(): T[] {
  const a: (T | undefined)[] = [undefined];
  a.pop();
  return a as T[];
}

export function emptySlots<T>(n: number): (T | undefined)[] {
  const a: (T | undefined)[] = [];
  for (let i = 0; i < n; i++) a.push(undefined);
  return a;
}
