/**
 * Compare trial, problem 2, in the headline strip: where a step or preset shows both a p95 and its
 * p99 and a run's two read the same, the strip says why (the catalogue's words), naming the side in A/B.
 */
import { describe, expect, it } from 'vitest';
import { resolveHeadlines } from '../../src/headlines/headlines';
import { equalPercentileHeadlineNotes } from '../../src/headlines/equal-percentile-headlines';
import { equalPercentilesNote, PERCENTILE_PAIRS } from '../../src/sim-core/metric-catalogue/equal-percentiles';
import { findPreset } from '../../src/sim-core/scenario/presets';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';

const LINK = PERCENTILE_PAIRS[1];

describe('the headline strip’s p95 = p99 note', () => {
  it('says why for the run whose two are equal (tail drop’s full buffer), nothing for the one whose differ, and nothing without both', () => {
    const [dt, red] = ['wifi-droptail', 'wifi-red'].map((n) => runScenario({ ...findPreset(n)!.build(), record: { series: false } } as ScenarioInput));
    const hs = resolveHeadlines(presetScenario('wifi-droptail')!, [{ metric: LINK.p95 }, { metric: LINK.p99 }]);
    expect(equalPercentileHeadlineNotes(hs, [dt])).toEqual([equalPercentilesNote(dt, LINK)]);
    expect(equalPercentileHeadlineNotes(hs, [red, dt])).toEqual([`B: ${equalPercentilesNote(dt, LINK)}`]);
    expect(equalPercentileHeadlineNotes(hs.slice(1), [dt])).toEqual([]);
  }, 60_000);
});
