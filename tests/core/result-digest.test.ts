import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
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
