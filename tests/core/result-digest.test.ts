import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { exactReplacer, resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';

describe('result digest', () => {
  const r = runScenario(PRESETS.find((p) => p.name === 'seed000-red')!.build());

  it('ignores the trace hash and the event count', () => {
    expect(resultDigest({ ...r, traceHash: '0000000000000000', events: 1 })).toBe(resultDigest(r));
  });

  it('changes with any summary number, a NaN or a -0', () => {
    const base = resultDigest(r);
    const f0 = r.flows[0];
    expect(resultDigest({ ...r, flows: [{ ...f0, start: f0.start + 1e-9 }, ...r.flows.slice(1)] })).not.toBe(base);
    expect(resultDigest({ ...r, seriesTruncatedAt: 0 })).not.toBe(resultDigest({ ...r, seriesTruncatedAt: Number.NaN }));
    expect(resultDigest({ ...r, endTime: 0 })).not.toBe(resultDigest({ ...r, endTime: -0 }));
  });

  it('changes with one value of a recorded series', () => {
    const link = r.links.find((l) => l.series !== null)!;
    const q = link.series!.queue;
    const key = Object.keys(q)[1];
    const changed = Float64Array.from(q[key]);
    changed[changed.length >> 1] += 1;
    const other = { ...r, links: r.links.map((l) => (l === link ? { ...l, series: { ...l.series!, queue: { ...q, [key]: changed } } } : l)) };
    expect(resultDigest(other)).not.toBe(resultDigest(r));
  });
});

describe('result digest without the JSON text', () => {
  /** The digest as first written: the hash of JSON.stringify with the exact replacer (the fixtures' definition). */
  function referenceDigest(r: object): string {
    const { traceHash: _h, events: _e, ...rest } = r as Record<string, unknown>;
    const text = JSON.stringify(rest, exactReplacer);
    let h1 = 0x811c9dc5;
    let h2 = 0x9747b28c;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ Math.imul(c, 0x5bd1e995), 0x85ebca6b);
      h2 ^= h2 >>> 15;
    }
    return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
  }

  it('equals the JSON text hash for a series-on run with packet events', () => {
    const r = runScenario(PRESETS.find((p) => p.name === 'seed000-red')!.build());
    expect(r.links.some((l) => l.series !== null)).toBe(true);
    expect(resultDigest(r)).toBe(referenceDigest(r));
  });

  it('equals the JSON text hash for every kind of value JSON treats apart', () => {
    const odd = {
      traceHash: 'x',
      events: 3,
      numbers: [0, -0, 1.5, -2e-7, 1e21, 123456789.123, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_VALUE, Number.MIN_VALUE],
      typed: { f64: Float64Array.of(0, -0, Number.NaN, 0.1, -Infinity), u8: Uint8Array.of(0, 255), i32: new Int32Array(0), big: BigInt64Array.of(5n, -3n) },
      holes: [undefined, () => 1, Symbol('s'), null, 'a"b\\c\n\u2028\ud800', true, false],
      skipped: { u: undefined, f: () => 1, s: Symbol('t'), kept: null },
      nested: [[[]], {}, [{ a: [1, { b: Number.NaN }] }]],
      wrappers: [new Number(Number.NaN), new Number(-0), new String('w'), new Boolean(false)],
      withToJson: { date: new Date(0), custom: { toJSON: (k: string) => `key ${k}` }, gone: { toJSON: () => undefined } },
      other: { view: new DataView(new ArrayBuffer(4)), buffer: new ArrayBuffer(2), map: new Map([[1, 2]]), 2: 'index keys first', '1': 'one' },
    };
    expect(resultDigest(odd as unknown as Parameters<typeof resultDigest>[0])).toBe(referenceDigest(odd));
  });
});
