import { describe, expect, it } from 'vitest';
import { emptyPlotNotice, tracedOn } from '../../src/app/plots/flow-traces';

const tcp = { kind: 'tcp' as const };
const cbr = { kind: 'cbr' as const };
const web = { kind: 'web' as const, name: 'HTTP clouds' };

describe('which per-flow plots a flow has a trace on', () => {
  it('TCP has all three, UDP only throughput, web traffic none', () => {
    expect(['cwnd', 'seq', 'throughput'].map((p) => tracedOn('tcp', p as never))).toEqual([true, true, true]);
    expect(['cwnd', 'seq', 'throughput'].map((p) => tracedOn('cbr', p as never))).toEqual([false, false, true]);
    expect(['cwnd', 'seq', 'throughput'].map((p) => tracedOn('web', p as never))).toEqual([false, false, false]);
  });
});

describe('emptyPlotNotice', () => {
  it('says nothing when a shown flow has a trace on the plot', () => {
    expect(emptyPlotNotice([tcp, web], [0, 1], 'cwnd')).toBeNull();
    expect(emptyPlotNotice([cbr], [0], 'throughput')).toBeNull();
  });

  it('web traffic alone: says it is not traced per connection and where to look instead', () => {
    for (const plot of ['cwnd', 'seq', 'throughput'] as const) {
      const n = emptyPlotNotice([web], [0], plot);
      expect(n).toMatch(/^No per-flow lines to draw\. Web traffic is thousands of short connections/);
      expect(n).toContain('queueing-delay');
      expect(n).toContain('Web batch');
    }
  });

  it('UDP alone on the cwnd plot: names both kinds present when there are two', () => {
    expect(emptyPlotNotice([cbr], [0], 'cwnd')).toContain('UDP (constant bit rate) flows have no congestion window');
    const both = emptyPlotNotice([cbr, web], [0, 1], 'seq')!;
    expect(both).toContain('UDP');
    expect(both).toContain('Web traffic');
  });

  it('every traced flow hidden: points to the flow bar', () => {
    expect(emptyPlotNotice([tcp, tcp], [], 'cwnd')).toMatch(/hidden: show one again in the flow bar/);
    // Flow 1 (TCP) hidden, the UDP flow shown: the cwnd plot has nothing because of the hiding.
    expect(emptyPlotNotice([tcp, cbr], [1], 'cwnd')).toMatch(/hidden: show one again in the flow bar/);
  });

  it('one chosen flow without a trace (time-sequence of a UDP flow): names it and asks for another', () => {
    expect(emptyPlotNotice([tcp, { kind: 'cbr', name: 'video' }], [1], 'seq', 1)).toBe(
      'Flow 2 (video) has nothing to draw here: UDP (constant bit rate) flows have no congestion window and no acknowledgements. Choose another flow.',
    );
  });
});
