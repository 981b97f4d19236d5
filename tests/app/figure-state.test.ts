import { describe, expect, it } from 'vitest';
import { figureState, figureStateText } from '../../src/app/summary/FigureState';
import type { ResultsStore } from '../../src/app/results/results-store';

/** A results store whose current run is `now` s into a `duration`-s scenario (done or not). */
function store(now: number, duration: number, done: boolean): ResultsStore {
  const run = { now, done, halted: false, scenario: { duration } };
  return { current: run, newest: run } as unknown as ResultsStore;
}

describe('whether the headline numbers are final, in words (lecturer trial 10:00)', () => {
  it('while a run computes: "Computing… N %" with the least advanced side’s share of its scenario', () => {
    const s = figureState([store(40, 100, false), store(70, 100, false)], false, 100);
    expect(s).toEqual({ kind: 'computing', percent: 40 });
    expect(figureStateText(s)).toBe('Computing… 40 %: figures so far, not final');
    // Never "100 %" while not done.
    expect(figureState([store(100, 100, false)], false, 100)).toEqual({ kind: 'computing', percent: 99 });
  });

  it('done, with the playback cursor before the end: end-of-run figures; done at the end: nothing to say', () => {
    expect(figureStateText(figureState([store(30, 30, true), undefined], true, 30))).toBe('End-of-run figures (30.0 s); the plots replay an earlier moment');
    expect(figureState([store(30, 30, true)], false, 30)).toEqual({ kind: 'final' });
    expect(figureStateText({ kind: 'final' })).toBe('');
  });

  it('a run started and not yet sent a batch is computing, over the finished run still shown (the playback bar asks the same: lecturer trial 05:10)', () => {
    const shown = { now: 100, done: true, halted: false, scenario: { duration: 100 } };
    const started = { now: 0, done: false, halted: false, scenario: { duration: 100 } };
    expect(figureState([{ current: shown, newest: started } as unknown as ResultsStore], false, 100)).toEqual({ kind: 'computing', percent: 0 });
  });
});
