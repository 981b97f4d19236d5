import { describe, expect, it } from 'vitest';
import { coalesceEdit, MAX_WAIT_MS, QUIET_MS } from '../../src/app/controller/edit-coalescing';

const base = { lastEditAt: -Infinity, waitingSince: null, held: false, runInProgress: false };

describe('when an edit starts its run', () => {
  it('at once when no run is in progress, even mid-drag (a light scenario runs every step)', () => {
    expect(coalesceEdit({ ...base, now: 100, lastEditAt: 90, held: true })).toEqual({ start: 'now' });
  });

  it('at once for a lone edit, cancelling the run in progress', () => {
    expect(coalesceEdit({ ...base, now: 1000, lastEditAt: 500, runInProgress: true })).toEqual({ start: 'now' });
  });

  it('while a thumb is held and a run is in progress: waits for that run, at most MAX_WAIT_MS from the first waiting edit', () => {
    const first = coalesceEdit({ ...base, now: 1000, lastEditAt: 800, held: true, runInProgress: true });
    expect(first).toEqual({ start: 'later', within: MAX_WAIT_MS, waitingSince: 1000 });
    // A slow hand (moves 120 ms apart) still does not cancel the run in progress.
    const later = coalesceEdit({ ...base, now: 1360, lastEditAt: 1240, waitingSince: 1000, held: true, runInProgress: true });
    expect(later).toEqual({ start: 'later', within: MAX_WAIT_MS - 360, waitingSince: 1000 });
    const overdue = coalesceEdit({ ...base, now: 1700, lastEditAt: 1650, waitingSince: 1000, held: true, runInProgress: true });
    expect(overdue).toEqual({ start: 'later', within: 0, waitingSince: 1000 });
  });

  it('edits in quick succession without a held thumb (a held arrow key) wait until a QUIET_MS pause', () => {
    const d = coalesceEdit({ ...base, now: 1000, lastEditAt: 1000 - QUIET_MS / 2, runInProgress: true });
    expect(d).toEqual({ start: 'later', within: QUIET_MS, waitingSince: 1000 });
    const near = coalesceEdit({ ...base, now: 1590, lastEditAt: 1570, waitingSince: 1000, runInProgress: true });
    expect(near).toEqual({ start: 'later', within: 10, waitingSince: 1000 });
  });
});
