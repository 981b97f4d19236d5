import { describe, expect, it } from 'vitest';
import { getBottleneck, setBottleneck } from '../../src/scenario-edit/bottleneck';
import { CATALOG, presetScenario } from '../../src/scenario-edit/catalog';
import { changeDiscipline, changeUnit, DISCIPLINES, disciplineOf } from '../../src/scenario-edit/queue-edit';
import { binFactor, GOODPUT_SERIES, niceBin } from '../../src/app/plots/throughput';
import { GrowingColumns } from '../../src/app/results/growing-columns';
import { validateScenario } from '../../src/sim-core/scenario/validate';

describe('editor queue conversions', () => {
  for (const c of CATALOG) {
    const sc0 = presetScenario(c.name)!;
    if (!getBottleneck(sc0)) continue;
    for (const d of DISCIPLINES) {
      it(`${c.name} → ${d.value} stays valid`, () => {
        const sc = structuredClone(sc0);
        const q = changeDiscipline(getBottleneck(sc)!.queue, d.value);
        setBottleneck(sc, { queue: q });
        const r = validateScenario(sc);
        expect(r.ok ? [] : r.errors).toEqual([]);
        expect(disciplineOf(q)).toBe(d.value);
      });
    }
  }

  it('unit switch converts limit and thresholds by the packet size', () => {
    const sc = presetScenario('seed000-red')!;
    const q = getBottleneck(sc)!.queue;
    const p = changeUnit(q, 'packets');
    expect(p.unit).toBe('packets');
    expect(p.limit).toBe(20);
    expect(p.type === 'red' && [p.minTh, p.maxTh]).toEqual([5, 18]);
    setBottleneck(sc, { queue: p });
    expect(validateScenario(sc).ok).toBe(true);
  });
});

describe('plot helpers', () => {
  it('nice bin widths', () => {
    expect(niceBin(38)).toBe(1);
    expect(niceBin(60)).toBe(2);
    expect(niceBin(600)).toBe(20);
    expect(niceBin(38, 60)).toBe(0.5);
  });

  it('the throughput plot sums recorded bins into round widths: the fewest that reach the target', () => {
    expect(binFactor(0.05, 0.5)).toBe(10);
    expect(binFactor(0.2, 0.5)).toBe(5); // 0.6 s is not round; 1 s is
    expect(binFactor(0.002, 0.001)).toBe(1);
  });

  it("goodput per bin from a cumulative series: the catalogue's flow.goodputSeries read from the app's columns", () => {
    const g = new GrowingColumns(['t', 'bytes'] as const, 2);
    g.append({ t: new Float64Array([0.1, 0.6, 1.2]), bytes: new Float64Array([1000, 2000, 2500]) });
    expect(g.length).toBe(3);
    expect(g.lowerBound(0.6)).toBe(1);
    const src = {
      endTime: 2,
      bottleneck: 0,
      departures: () => ({ binWidth: 1, flows: [new Float64Array(2)], other: new Float64Array(2), largestPacket: 0 }),
      delivered: () => ({ t: g.cols.t, bytes: g.cols.bytes, length: g.length }),
    };
    expect(Array.from(GOODPUT_SERIES.from(src, { flow: 0 })!.values)).toEqual([16000, 4000]);
  });
});
