/**
 * Same result in every browser: the core, bundled once, runs in Node's V8 and in QuickJS (a
 * JavaScript engine with its own libm, compiled to WebAssembly). Every random path computes
 * bit-identical values in both, and a shortened subset of the presets that takes every random
 * path gives identical trace hashes. All presets at full length: scripts/cross-engine-hashes.ts
 * (result in docs/validation.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/sim-core/scenario/run';
import { RANDOM_PATH_KINDS, SUBSET_CASES } from '../helpers/cross-engine-cases';
import { bundleCore, nodeEngine, quickJsEngine, type Engine } from '../helpers/second-engine';

let v8: Engine;
let quickjs: Engine;

beforeAll(async () => {
  const bundle = await bundleCore();
  v8 = nodeEngine(bundle);
  quickjs = await quickJsEngine(bundle);
}, 120_000);
afterAll(() => quickjs?.dispose());

describe('V8 and QuickJS run the core to the same result', () => {
  it('the bundled core gives the trace the tests’ own core gives', () => {
    for (const c of SUBSET_CASES.slice(0, 2)) {
      const r = runScenario(c.build());
      expect(v8.run('subset', c.name), c.name).toBe(`${r.traceHash}/${r.events}`);
    }
  });

  it('every random path computes bit-identical values (500 draws each)', () => {
    const a = v8.fingerprints(500).split('\n');
    const b = quickjs.fingerprints(500).split('\n');
    expect(a.length).toBeGreaterThanOrEqual(9);
    expect(b).toEqual(a);
  });

  it('the subset covers every random path: exponential, Pareto, RED, ARED, tc RED, automatic w_q, web, on/off and Bernoulli loss, jitter', () => {
    const covered = new Set(SUBSET_CASES.flatMap((c) => c.covers));
    expect([...RANDOM_PATH_KINDS].filter((k) => !covered.has(k))).toEqual([]);
  });

  for (const c of SUBSET_CASES) {
    it(`trace hash and event count agree: ${c.name}`, () => {
      expect(quickjs.run('subset', c.name)).toBe(v8.run('subset', c.name));
    }, 300_000);
  }
});
