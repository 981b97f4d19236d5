import { describe, expect, it } from 'vitest';
import { plotReadoutWords, type Readout } from '../../src/app/plots/readout';
import { searchCatalog, searchFoundText } from '../../src/app/landing/preset-search';

const v = (label: string, shown: string) => ({ column: label, label, text: shown, shown });

describe('what the third screen-reader trial heard', () => {
  it('"Go to time" names a single-series plot once and leaves out empty values ("dropped on —")', () => {
    const queue: Readout = { t: 10, lines: [{ series: 'Bottleneck queue', at: '9.99', values: [v('queue', '11 pkts'), v('queue', '16.5 kB')] }] };
    expect(plotReadoutWords('Bottleneck queue', queue)).toBe('Bottleneck queue: queue 11 pkts, 16.5 kB.');
    const seq: Readout = {
      t: 10,
      lines: [
        { series: 'Flow 1 (big 1)', at: '9.9', values: [v('event', 'send'), v('dropped on', '—')] },
        { series: 'Flow 2 (big 2)', at: '9.9', values: [v('event', 'drop'), v('dropped on', 'link 1')] },
      ],
    };
    expect(plotReadoutWords('Time–sequence', seq)).toBe('Time–sequence: Flow 1 (big 1): event send; Flow 2 (big 2): event drop, dropped on link 1.');
    expect(plotReadoutWords('Bottleneck queue', { t: 0, lines: [] })).toBe('Bottleneck queue: nothing recorded yet.');
  });

  it('the preset search\'s count names the first three found and how many more, and says what Enter does', () => {
    const groups = searchCatalog('Wi-Fi');
    const titles = groups.flatMap((g) => g.entries.map((e) => e.title));
    expect(titles.length).toBeGreaterThan(3);
    expect(searchFoundText(groups)).toBe(`${titles.length} found: ${titles.slice(0, 3).join('; ')}; and ${titles.length - 3} more. Enter: go to them in the Preset list.`);
    const two = [{ ...groups[0], entries: groups[0].entries.slice(0, 2) }];
    expect(searchFoundText(two)).toBe(`2 found: ${titles[0]}; ${titles[1]}. Enter: go to them in the Preset list.`);
    expect(searchFoundText([])).toBe('no preset found');
  });
});
