/**
 * Trial problem 2 (students and a lecturer, from the URL alone): during a replay the legends gained
 * entries as the cursor reached them (a drop kind, a congestion-event key), a row each, and the
 * plots below jumped. The legend lists every entry of the view from the start; counts run to the cursor.
 */
import { describe, expect, it } from 'vitest';
import { congestionItems, queueLegendItems, seqLegendItems } from '../../src/app/plots/legend-model';
import { shownFlowOrder } from '../../src/app/plot-base/flow-view';
import { THEMES } from '../../src/app/theme/theme';
import { streamed } from '../helpers/streamed-run';

// Gentle RED 4/6 packets, Vegas and Reno, for 30 s: early drops and congestion events come after the start.
const run = streamed('seed002-a-vr-red', 30);
const flows = shownFlowOrder(run.flows.length);
// An entry's name, without its count and what the count says ("overflow drops 31 (all in the first 2 s…)").
const names = (items: { label: string }[]) => items.map((i) => (i.label.startsWith('(') ? '(span)' : i.label.split(/ \d/)[0]));

describe('legends list the whole view from the replay start', () => {
  it('the queue legend lists each drop kind of the run at 0.1 s, counted 0 there', () => {
    const end = queueLegendItems(run, THEMES.default, 0, Infinity, true, { cursor: 29.9, listTo: Infinity });
    const early = queueLegendItems(run, THEMES.default, 0, 0.1, true, { cursor: 0.1, listTo: Infinity });
    expect(names(early)).toEqual(names(end));
    expect(early.filter((i) => /drops \d+$/.test(i.label)).every((i) => / 0$/.test(i.label))).toBe(true);
    // Without listTo (as before the fix) the kinds were missing at 0.1 s.
    expect(queueLegendItems(run, THEMES.default, 0, 0.1, true, { cursor: 0.1 }).length).toBeLessThan(early.length);
  });

  it('the congestion-event keys are those of the whole view at any cursor', () => {
    const end = congestionItems(run, THEMES.default, flows, 0, Infinity);
    expect(end.length).toBeGreaterThan(0);
    expect(names(congestionItems(run, THEMES.default, flows, 0, 0.1, true, Infinity))).toEqual(names(end));
    expect(congestionItems(run, THEMES.default, flows, 0, 0.1).length).toBeLessThan(end.length);
  });

  it('the time-sequence keys (retransmit, drop) are those of the whole view', () => {
    expect(names(seqLegendItems(run, THEMES.default, flows, 0, Infinity))).toContain('retransmit');
  });
});
