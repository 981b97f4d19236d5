/**
 * Typed-array columns that grow by doubling: the capture keeps tens of thousands to millions of
 * rows, which as objects would cost ten times the memory and could not be transferred from the
 * worker without copying.
 */
type TypedCtor = Float64ArrayConstructor | Float32ArrayConstructor | Int32ArrayConstructor | Uint32ArrayConstructor | Uint16ArrayConstructor | Uint8ArrayConstructor | Int8ArrayConstructor;
export type ColumnSpec = Record<string, TypedCtor>;
export type ColumnsOf<S extends ColumnSpec> = { [K in keyof S]: InstanceType<S[K]> };

export class GrowableColumns<S extends ColumnSpec> {
  cols: ColumnsOf<S>;
  length = 0;

  constructor(private readonly spec: S, initial = 1024) {
    this.cols = this.make(initial);
  }

  private make(n: number): ColumnsOf<S> {
    const out: Record<string, unknown> = {};
    for (const [k, Ctor] of Object.entries(this.spec)) out[k] = new Ctor(n);
    return out as ColumnsOf<S>;
  }

  /** Reserve one row and return its index (the caller writes each column at it). */
  add(): number {
    const cap = (this.cols[Object.keys(this.spec)[0] as keyof S] as { length: number }).length;
    if (this.length === cap) {
      const bigger = this.make(cap * 2);
      for (const k of Object.keys(this.spec) as (keyof S)[]) (bigger[k] as unknown as { set(a: ArrayLike<number>): void }).set(this.cols[k] as unknown as ArrayLike<number>);
      this.cols = bigger;
    }
    return this.length++;
  }

  /** Columns cut to the rows written (copies, so the result owns exactly its rows). */
  trimmed(): ColumnsOf<S> {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(this.spec)) out[k] = (this.cols[k] as unknown as { slice(a: number, b: number): unknown }).slice(0, this.length);
    return out as ColumnsOf<S>;
  }
}
