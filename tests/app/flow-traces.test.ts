import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPlotNotice, flowTracedOn, packetOwner, tracedOn } from '../../src/app/plots/flow-traces';
import { shownFlows } from '../../src/app/plots/seq-plot';
import type { RunData } from '../../src/app/results/run-data';
import { useViewStore } from '../../src/app/state/view-store';

const tcp = { kind: 'tcp' as const };
const cbr = { kind: 'cbr' as const };
const web = { kind: 'web' as const, name: 'HTTP clouds' };

describe('which per-flow plots a flow has a trace on', () => {
  it('TCP has all three, UDP time-sequence and throughput (no cwnd), web traffic none', () => {
    const on = (k: 'tcp' | 'cbr' | 'web') => (['cwnd', 'seq', 'throughput'] as const).map((p) => tracedOn(k, p));
    expect(on('tcp')).toEqual([true, true, true]);
    expect(on('cbr')).toEqual([false, true, true]);
    expect(on('web')).toEqual([false, false, false]);
    expect(flowTracedOn([tcp, web], 1, 'seq')).toBe(false);
    expect(flowTracedOn([tcp, web], 2, 'seq')).toBe(false);
  });
});

describe('emptyPlotNotice', () => {
  it('says nothing when a shown flow has a trace on the plot', () => {
    expect(emptyPlotNotice([tcp, web], [0, 1], 'cwnd')).toBeNull();
    expect(emptyPlotNotice([cbr], [0], 'throughput')).toBeNull();
    expect(emptyPlotNotice([cbr], [0], 'seq')).toBeNull();
  });

  it('web traffic alone: says it is not traced per connection and where to look instead', () => {
    for (const plot of ['cwnd', 'seq', 'throughput'] as const) {
      const n = emptyPlotNotice([web], [0], plot);
      expect(n).toMatch(/^No per-flow lines to draw\. Web traffic is thousands of short connections/);
      expect(n).toContain('queueing-delay');
      expect(n).toContain('Web batch');
    }
  });

  it('no TCP flow on the cwnd plot: names every kind present and why it has no window', () => {
    expect(emptyPlotNotice([cbr], [0], 'cwnd')).toContain('UDP (constant bit rate) flows have no congestion window');
    const both = emptyPlotNotice([cbr, web], [0, 1], 'cwnd')!;
    expect(both).toContain('UDP');
    expect(both).toContain('Web traffic');
  });

  it('every traced flow hidden: points to the flow buttons', () => {
    expect(emptyPlotNotice([tcp, tcp], [], 'cwnd')).toMatch(/hidden: show one again in the "Flows:" row/);
    // Flow 1 (TCP) hidden, the UDP flow shown: the cwnd plot is empty because of the hiding.
    expect(emptyPlotNotice([tcp, cbr], [1], 'cwnd')).toMatch(/hidden/);
  });

  it('one chosen flow without a trace: names it and asks for another', () => {
    expect(emptyPlotNotice([tcp, { kind: 'web', name: 'pages' }], [1], 'seq', 1)).toBe(
      'Flow 2 (pages) has nothing to draw here: web traffic is thousands of short connections, recorded as a whole rather than one by one. Choose another flow.',
    );
  });
});

describe('packetOwner', () => {
  it('ids past the scenario flows belong to its web flow; without one, every id is its own', () => {
    const own = packetOwner([tcp, web, tcp]);
    expect([0, 1, 2, 3, 4, 1000].map(own)).toEqual([0, 1, 2, 1, 1, 1]);
    const none = packetOwner([tcp, cbr]);
    expect([0, 1, 5].map(none)).toEqual([0, 1, 5]);
  });
});

describe('time-sequence flows (shownFlows)', () => {
  const runOf = (flows: { kind: 'tcp' | 'cbr' | 'web' }[]) => ({ flows: flows.map(() => ({})), scenario: { flows } }) as unknown as RunData;
  beforeEach(() => useViewStore.setState({ hiddenFlows: [], highlightFlow: null, seqFlow: -1 }));

  it('"all" and "auto" leave web traffic out; UDP stays (it has sends and drops)', () => {
    expect(shownFlows(runOf([web, tcp, cbr]))).toEqual([1, 2]);
    useViewStore.setState({ seqFlow: -2 });
    expect(shownFlows(runOf([web, tcp, cbr, tcp, tcp]))).toEqual([1, 2, 3, 4]);
  });

  it('"auto" with many flows: the highlighted one, else the first shown with a trace', () => {
    const run = runOf([web, tcp, tcp, tcp, tcp]);
    expect(shownFlows(run)).toEqual([1]);
    useViewStore.setState({ hiddenFlows: [1] });
    expect(shownFlows(run)).toEqual([2]);
    useViewStore.setState({ highlightFlow: 3 });
    expect(shownFlows(run)).toEqual([3]);
    useViewStore.setState({ hiddenFlows: [1, 2, 3, 4], highlightFlow: null });
    expect(shownFlows(run)).toEqual([]);
  });

  it('a chosen flow is drawn even without a trace (its plot then says why)', () => {
    useViewStore.setState({ seqFlow: 0 });
    expect(shownFlows(runOf([web, tcp]))).toEqual([0]);
  });
});
