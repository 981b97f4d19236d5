import { describe, expect, it } from 'vitest';
import { validateScenario, type Scenario } from '../../src/sim-core';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { isRunLengthError, RUN_LENGTH_BOUNDS, setRunLength } from '../../src/scenario-edit/run-length';
import { decodeLink, encodeLink } from '../../src/url/link-codec';
import { setBottleneck } from '../../src/scenario-edit/bottleneck';
import { scenarioB } from '../../src/app/state/compare-scenario';
import { settingName } from '../../src/lessons/edit-notes';

/** Bloat trial 04:30, confusion 2 and section 4: "I found no duration field". */
function voice(): Scenario {
  const s = presetScenario('voice-fifo');
  if (!s) throw new Error('no preset voice-fifo');
  return s;
}

function edited(s: Scenario, f: (d: Scenario) => void) {
  const d = structuredClone(s);
  f(d);
  return validateScenario(d);
}

describe('Run length: the scenario\'s duration as the editor sets it', () => {
  it('sets the duration, and the run accepts 300 s of the voice lesson\'s scenario', () => {
    const r = edited(voice(), (d) => setRunLength(d, 300));
    expect(r.ok && r.scenario.duration).toBe(300);
  });

  it('moves a measurement window that ended at the old end of the run to the new end; leaves other ends', () => {
    const s = voice();
    s.measure = [{ from: 5, to: 30 }, { from: 2, to: 10 }];
    setRunLength(s, 120);
    expect(s.measure).toEqual([{ from: 5, to: 120 }, { from: 2, to: 10 }]);
  });

  it('refuses a run that ends before the measurement window starts, with a message under the field', () => {
    const r = edited(voice(), (d) => setRunLength(d, 4));
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors;
    const mine = errors.filter(isRunLengthError);
    expect(mine.join('\n')).toMatch(/measurement window starts at or after the end of the run \(4 s\)/);
  });

  it('refuses a run length beyond the core\'s limit on simulated time', () => {
    const r = edited(voice(), (d) => setRunLength(d, RUN_LENGTH_BOUNDS.max + 1));
    expect(r.ok).toBe(false);
    expect((r.ok ? [] : r.errors).filter(isRunLengthError).join('\n')).toMatch(/^duration: /);
  });

  it('shows the cost check\'s refusal of a run over the packet budget under the field', () => {
    const r = edited(voice(), (d) => {
      setBottleneck(d, { rate: 1e10 });
      setRunLength(d, 3600);
    });
    expect(r.ok).toBe(false);
    const mine = (r.ok ? [] : r.errors).filter(isRunLengthError);
    expect(mine.join('\n')).toMatch(/would simulate .* packets in 3600 s.*Shorten the duration/);
  });

  it('travels in a link and reopens with the same run length; a link without it opens the preset\'s 30 s', () => {
    const s = voice();
    setRunLength(s, 120);
    const link = encodeLink(s, 'voice-fifo');
    expect(link).toContain('duration=120');
    const back = decodeLink(link);
    expect(back.kind === 'ok' && back.scenario.duration).toBe(120);
    const old = decodeLink(link.replace('&duration=120', ''));
    expect(old.kind === 'ok' && old.scenario.duration).toBe(30);
  });

  it('applies to both sides of A/B: B is A with its own queue, so it runs as long as A', () => {
    const a = voice();
    setRunLength(a, 120);
    const b = scenarioB(a, { type: 'codel', limit: 1000, unit: 'packets' } as never, 'voice-fifo');
    expect(b.ok && b.scenario.duration).toBe(120);
  });

  it('is named "Run length" wherever an edit of it is listed, as its field says it (not by its key "duration")', () => {
    expect(settingName(voice(), 'duration')).toBe('Run length');
  });
});
