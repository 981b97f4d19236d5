import type { SimResult } from './result';

/**
 * A digest (16 hex digits) of everything a run reports except its trace hash and event count:
 * every summary and every recorded series. Two runs with the same digest reported the same
 * numbers.
 *
 * Why apart from the trace hash: the hash covers the engine's events, so a change in how the
 * engine schedules its work (a link that no longer needs an event at the end of each
 * transmission) changes the hash and the event count while every packet moves exactly as
 * before. The digest is what shows that (tests/scenario/compat-hashes.test.ts).
 *
 * What is hashed is the JSON text of the result with every number spelled exactly (NaN,
 * ±Infinity and −0 as strings, typed arrays as arrays): `JSON.stringify(rest, replacer)` with the
 * replacer `exactReplacer`, as first written. The digests are fixtures (compat-hashes), so that
 * text must not change; but it is no longer built: `DigestWriter` walks the result as
 * JSON.stringify would and hashes each piece as it goes. A replacer called for every value of
 * every series, and a whole series-on result as one string, took 47 of the compat-hashes tests'
 * 76 CPU seconds (docs/benchmarks.md, issue 38, eighth session); tests/core/result-digest.test.ts
 * checks the walk against JSON.stringify.
 */
export function resultDigest(r: SimResult): string {
  const { traceHash: _hash, events: _events, ...rest } = r;
  const w = new DigestWriter();
  w.value(rest, '');
  return w.digest();
}

/** The replacer whose JSON text the digest hashes (kept for the test that checks the walk against it). */
export function exactReplacer(_key: string, v: unknown): unknown {
  if (typeof v === 'number') return exact(v);
  if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return Array.from(v as unknown as ArrayLike<number>, exact);
  return v;
}

/** JSON writes NaN and ±Infinity as null and −0 as 0: spell them out so they count. */
function exact(x: number): number | string {
  if (Number.isFinite(x)) return Object.is(x, -0) ? '-0' : x;
  return String(x);
}

/**
 * Hashes the text JSON.stringify(value, exactReplacer) would write, piece by piece: two 32-bit
 * lanes over the UTF-16 code units (FNV-1a and a murmur-style mix), as the trace hash.
 */
class DigestWriter {
  private h1 = 0x811c9dc5;
  private h2 = 0x9747b28c;

  digest(): string {
    return (this.h1 >>> 0).toString(16).padStart(8, '0') + (this.h2 >>> 0).toString(16).padStart(8, '0');
  }

  private text(s: string): void {
    let h1 = this.h1;
    let h2 = this.h2;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ Math.imul(c, 0x5bd1e995), 0x85ebca6b);
      h2 ^= h2 >>> 15;
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  /** One number as exactReplacer and JSON write it: finite ones as JSON does, the others quoted. */
  private number(x: number): void {
    if (Number.isFinite(x)) this.text(Object.is(x, -0) ? '"-0"' : String(x));
    else this.text(`"${String(x)}"`);
  }

  /**
   * SerializeJSONProperty (ECMA-262 25.5.2.2) of a value under `key`, with exactReplacer: the
   * value's own toJSON, if any, is applied first; then the value is written, or false returned
   * for one that JSON leaves out (undefined, a function, a symbol). exactReplacer keeps every
   * other value but numbers and typed arrays, which `write` spells as it does.
   */
  value(v: unknown, key: string): boolean {
    return this.write(withToJson(v, key));
  }

  /** The rest of SerializeJSONProperty, for a value after its toJSON. */
  private write(v: unknown): boolean {
    if (v === null) return (this.text('null'), true);
    switch (typeof v) {
      case 'number':
        this.number(v);
        return true;
      case 'string':
        this.text(JSON.stringify(v));
        return true;
      case 'boolean':
        this.text(v ? 'true' : 'false');
        return true;
      case 'bigint':
        throw new TypeError('resultDigest: a BigInt cannot be written as JSON');
      case 'object':
        break;
      default:
        return false;
    }
    if (ArrayBuffer.isView(v) && !(v instanceof DataView)) {
      const a = v as unknown as ArrayLike<number>;
      // Written by the typed array's own join (native, one string) when every value is one that
      // join spells as JSON does: finite, not −0, not a BigInt.
      if (plainNumbers(a)) return (this.text('[' + (v as unknown as Float64Array).join(',') + ']'), true);
      this.text('[');
      for (let i = 0; i < a.length; i++) {
        if (i > 0) this.text(',');
        this.number(a[i]);
      }
      this.text(']');
      return true;
    }
    // Wrapper objects are unwrapped after the replacer has seen them, so a Number's is JSON's own number.
    if (v instanceof Number) return (this.text(Number.isFinite(v.valueOf()) ? String(v.valueOf()) : 'null'), true);
    if (v instanceof String || v instanceof Boolean) return this.write(v.valueOf());
    if (Array.isArray(v)) {
      this.text('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) this.text(',');
        if (!this.value(v[i], String(i))) this.text('null');
      }
      this.text(']');
      return true;
    }
    this.text('{');
    let first = true;
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      const x = withToJson(o[k], k);
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      this.text(first ? JSON.stringify(k) + ':' : ',' + JSON.stringify(k) + ':');
      first = false;
      this.write(x);
    }
    this.text('}');
    return true;
  }
}

/** A value as JSON.stringify serializes it: after its own toJSON (a Date's, say), if it has one. */
function withToJson(v: unknown, key: string): unknown {
  if (v !== null && (typeof v === 'object' || typeof v === 'function' || typeof v === 'bigint')) {
    const toJSON = (v as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toJSON.call(v, key) as unknown;
  }
  return v;
}

/** Whether every value of a typed array is a finite number other than −0 (what join writes as JSON would). */
function plainNumbers(a: ArrayLike<number>): boolean {
  if (a.length > 0 && typeof a[0] !== 'number') return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    if (x - x !== 0 || (x === 0 && 1 / x < 0)) return false;
  }
  return true;
}
