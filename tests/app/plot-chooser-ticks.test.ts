import { describe, expect, it } from 'vitest';
import { tickChoice, type ChooserTicks, type PlotChoice } from '../../src/app/state/plot-choices';

const LABELS: Partial<Record<PlotChoice, string>> = { queue: 'Bottleneck queue', cwnd: 'cwnd', throughput: 'Throughput', seq: 'Time–sequence' };
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

  it('a third kind makes the oldest give way, and says which', () => {
    const [t] = clicks(['queue', 'cwnd'], ['throughput']);
    expect(t.chosen).toEqual(['cwnd', 'throughput']);
    expect(t.said).toBe('Up to 2 kinds: Bottleneck queue gave way to Throughput.');
  });

  it('re-ticking the emptied kind shows it again', () => {
    const [, back] = clicks(['seq'], ['seq', 'seq']);
    expect(back).toEqual({ chosen: ['seq'], emptied: false, said: 'Showing Time–sequence.' });
  });
});
