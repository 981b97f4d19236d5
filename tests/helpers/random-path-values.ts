/**
 * Fingerprints of the values each random path of the core computes, over many inputs: one hash
 * of their exact bits per path. Run in two engines, equal fingerprints mean equal values; with
 * the engines' own Math.* they differ (scripts/cross-engine-hashes.ts --libm), which is why a
 * short trace that happens not to hit a misrounded value is not enough of a check.
 */
import { RandomStream } from '../../src/sim-core/engine/random';
import { aredAutoParams } from '../../src/sim-core/queues/adaptive-red';
import { redAverage, redWqBurstBound } from '../../src/sim-core/queues/red-formulas';
import { tcRedWeight, tcRedWeightProblem } from '../../src/sim-core/queues/tc-red';
import { autoWq } from '../../src/sim-core/queues/red-discipline';
import { quantile } from '../../src/sim-core/traffic/heavy-tail';
import { CONNECTION_RTT, REQUEST_SIZE, RESPONSE_SIZE } from '../../src/sim-core/traffic/packmime-tables';

const bits = new DataView(new ArrayBuffer(8));

class BitHash {
  private h = 0x811c9dc5;
  add(x: number): void {
    bits.setFloat64(0, x);
    this.h = Math.imul(this.h ^ bits.getUint32(0), 0x01000193);
    this.h = Math.imul(this.h ^ bits.getUint32(4), 0x01000193);
  }
  get value(): string {
    return (this.h >>> 0).toString(16).padStart(8, '0');
  }
}

type Path = (rng: RandomStream, out: BitHash) => void;

/** Each path draws its inputs the way the simulator does (uniforms from a seeded stream). */
export const RANDOM_PATHS: Record<string, Path> = {
  'exponential samples': (rng, out) => out.add(rng.exponential(0.001 + rng.uniform())),
  'PackMime response sizes (Pareto tail)': (rng, out) => out.add(quantile(RESPONSE_SIZE, rng.uniform())),
  'PackMime request sizes': (rng, out) => out.add(quantile(REQUEST_SIZE, rng.uniform())),
  'PackMime connection RTTs': (rng, out) => out.add(quantile(CONNECTION_RTT, rng.uniform())),
  'RED average with idle correction': (rng, out) => out.add(redAverage(100 * rng.uniform(), 50 * rng.uniform(), 0.0001 + 0.01 * rng.uniform(), Math.floor(1000 * rng.uniform()))),
  'RED w_q burst bound': (rng, out) => out.add(redWqBurstBound(5 + 40 * rng.uniform(), 1 + Math.floor(100 * rng.uniform()), 0.0001 + 0.2 * rng.uniform()) ? 1 : 0),
  'tc RED weight from burst': (rng, out) => {
    const minBytes = 1000 * (1 + Math.floor(30 * rng.uniform()));
    const burst = minBytes / 1000 + Math.floor(50 * rng.uniform());
    out.add(tcRedWeightProblem(burst, minBytes, 1000) === null ? tcRedWeight(burst, minBytes, 1000) : -1);
  },
  'ARED automatic parameters': (rng, out) => {
    const p = aredAutoParams(1e5 + 1e9 * rng.uniform(), 200 + 1300 * rng.uniform(), 0.001 + 0.1 * rng.uniform());
    out.add(p.wq);
    out.add(p.minTh);
  },
  'automatic w_q (ns-2 q_weight = -1)': (rng, out) => out.add(autoWq(1e5 + 1e9 * rng.uniform(), 200 + 1300 * rng.uniform())),
};

/** "path: fingerprint" lines for `n` draws of every path. */
export function randomPathFingerprints(n: number): string {
  return Object.entries(RANDOM_PATHS)
    .map(([name, path]) => {
      const rng = new RandomStream(12345);
      const out = new BitHash();
      for (let i = 0; i < n; i++) path(rng, out);
      return `${name}: ${out.value}`;
    })
    .join('\n');
}
