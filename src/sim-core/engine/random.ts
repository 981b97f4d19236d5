/**
 * Seeded pseudo-random numbers. Every component draws from its own named stream, derived from
 * the scenario seed and the stream name, so adding a flow never reshuffles the coin flips of an
 * unrelated queue. Generator: xoshiro128** (fast, 2^128 period) seeded through splitmix32.
 */
import { log } from './det-math';

/** 32-bit string hash (FNV-1a followed by a murmur-style finalizer). */
export function hashString(s: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function splitmix32(state: { s: number }): number {
  state.s = (state.s + 0x9e3779b9) | 0;
  let z = state.s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class RandomStream {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const st = { s: seed | 0 };
    this.a = splitmix32(st);
    this.b = splitmix32(st);
    this.c = splitmix32(st);
    this.d = splitmix32(st);
    if ((this.a | this.b | this.c | this.d) === 0) this.d = 1;
  }

  /** Uniform 32-bit unsigned integer. */
  nextUint32(): number {
    const r = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r;
  }

  /** Uniform on [0, 1), 53 bits of resolution. */
  uniform(): number {
    const hi = this.nextUint32() >>> 5; // 27 bits
    const lo = this.nextUint32() >>> 6; // 26 bits
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /** Exponentially distributed value with the given mean. */
  exponential(mean: number): number {
    return -mean * log(1 - this.uniform());
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Factory for named, independent streams of one scenario seed. */
export class RandomStreams {
  constructor(readonly seed: number) {}

  stream(name: string): RandomStream {
    return new RandomStream(hashString(name, this.seed >>> 0) ^ Math.imul(this.seed | 0, 0x27d4eb2d));
  }
}
