import { describe, expect, it } from 'vitest';
import { tickChoice, tickUnavailable, type ChooserTicks, type PlotChoice } from '../../src/app/state/plot-choices';

const LABELS: Partial<Record<PlotChoice, string>> = { queue: 'Bottleneck queue', cwnd: 'cwnd', throughput: 'Throughput', seq: 'Time–sequence', overlay: 'A and B on one axis' };
const labelOf = (id: PlotChoice) => LABELS[id] ?? id;

/** Ticks in order from a start, as the phone trial's lecturer clicked them. */
function clicks(start: PlotChoice[], ids: PlotChoice[]): ChooserTicks[] {
  const out: ChooserTicks[] = [];
  let now = { chosen: start, emptied: false };
  for (const id of ids) {
    const next = tickChoice(now, id, labelOf);
    out.push(next);
    now = next;
  }
  return out;
}

describe('the plot chooser never refuses a tick silently (phone-2235, step 24)', () => {
  it('untick queue, untick cwnd, tick Throughput: throughput alone, and the empty moment said', () => {
    const [q, c, t] = clicks(['queue', 'cwnd'], ['queue', 'cwnd', 'throughput']);
    expect(q).toEqual({ chosen: ['cwnd'], emptied: false, said: '' });
    // The last box unticks; cwnd stays on screen and the live region says why.
    expect(c.emptied).toBe(true);
    expect(c.chosen).toEqual(['cwnd']);
    expect(c.said).toBe('Pick at least one plot: cwnd stays on screen until you tick another.');
    // The next tick replaces it: throughput alone, not cwnd and throughput.
    expect(t).toEqual({ chosen: ['throughput'], emptied: false, said: 'Showing Throughput.' });
  });

  it('with two kinds on screen a third is unavailable: nothing gives way, and unticking one frees it (phone-0315, confusion 7)', () => {
    const full = { chosen: ['queue', 'cwnd'] as PlotChoice[], emptied: false };
    expect(tickUnavailable(full, 'throughput')).toBe(true);
    expect(tickUnavailable(full, 'queue')).toBe(false);
    // The phone trial's taps: Throughput, then untick queue and cwnd: Throughput is not lost.
    const [t, q, c] = clicks(['queue', 'cwnd'], ['throughput', 'queue', 'cwnd']);
    expect(t).toEqual({ chosen: ['queue', 'cwnd'], emptied: false, said: 'Up to 2 kinds on this screen: untick one first.' });
    expect(q.chosen).toEqual(['cwnd']);
    expect(c.emptied).toBe(true);
    // Unticking one frees the others: Throughput can be ticked beside cwnd.
    expect(tickUnavailable({ chosen: ['cwnd'], emptied: false }, 'throughput')).toBe(false);
    const [, both] = clicks(['queue', 'cwnd'], ['queue', 'throughput']);
    expect(both).toEqual({ chosen: ['cwnd', 'throughput'], emptied: false, said: '' });
  });

  it('re-ticking the emptied kind shows it again', () => {
    const [, back] = clicks(['seq'], ['seq', 'seq']);
    expect(back).toEqual({ chosen: ['seq'], emptied: false, said: 'Showing Time–sequence.' });
  });

  it('a refused tick of "A and B on one axis" says it counts as one of the 2 kinds and which to untick (lecturer trial 05:10, step 14)', () => {
    const full = { chosen: ['cwnd', 'queue'] as PlotChoice[], emptied: false };
    expect(tickUnavailable(full, 'overlay')).toBe(true);
    expect(tickChoice(full, 'overlay', labelOf).said).toBe('A and B on one axis counts as one of the 2 kinds: untick cwnd or Bottleneck queue first.');
  });
});

describe('"A and B on one axis" takes the place of the pair it draws on one axis (lecturer trial, issue 37)', () => {
  it('ticked beside the throughput pair, it stands where the pair stood, even on a full screen; unticked, the pair is back there', () => {
    const full = { chosen: ['throughput', 'queue'] as PlotChoice[], emptied: false };
    expect(tickUnavailable(full, 'overlay')).toBe(false);
    const [on, off] = clicks(['throughput', 'queue'], ['overlay', 'overlay']);
    expect(on).toEqual({ chosen: ['overlay', 'queue'], emptied: false, said: 'Showing A and B on one axis in place of the Throughput pair.', replaced: 'throughput' });
    expect(off).toEqual({ chosen: ['throughput', 'queue'], emptied: false, said: 'Showing the Throughput pair again.', replaced: null });
  });

  it('ticked without the pair on screen it is added, and unticked it goes: no pair given back that was never there', () => {
    const [on, off] = clicks(['queue'], ['overlay', 'overlay']);
    expect(on).toEqual({ chosen: ['queue', 'overlay'], emptied: false, said: '' });
    expect(off).toEqual({ chosen: ['queue'], emptied: false, said: '' });
  });
});
