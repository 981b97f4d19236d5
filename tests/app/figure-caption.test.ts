import { describe, expect, it } from 'vitest';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { setUpLine } from '../../src/app/export/figure-caption';

describe('the caption line of an exported figure set', () => {
  it('says the flows, the bottleneck, the length and the seed of a dumbbell', () => {
    expect(setUpLine(presetScenario('dumbbell-red')!)).toBe('5 TCP flows · bottleneck 10 Mbit/s, 20 ms one way, buffer 100 packets · 60 s · random seed 1');
  });
  it('gives the testbed’s rate in kbit/s, its delay per link, a byte buffer and a run that ends with its flows', () => {
    const sc = presetScenario('seed000-droptail')!;
    const line = setUpLine(sc);
    expect(line).toMatch(/^3 TCP flows · bottleneck 143\.36 kbit\/s, 1 ms × 3 links, buffer 20000 bytes · /);
    expect(line).toContain(`seed ${sc.seed}`);
  });
  it('counts UDP flows apart from TCP flows', () => {
    const sc = presetScenario('voice-fifo')!;
    expect(setUpLine(sc)).toMatch(/^\d+ TCP flows? \+ 1 UDP flow · /);
  });
  it('names the TCP variants of a mixed run after their count, from the scenario (lecturer-1740, step 18)', () => {
    const sc = presetScenario('wifi-red')!;
    const tcp = sc.flows.filter((f) => f.kind === 'tcp');
    const n = (v: string) => tcp.filter((f) => f.kind === 'tcp' && f.variant === v).length;
    expect(n('tahoe') + n('sack')).toBe(tcp.length);
    expect(setUpLine(sc)).toMatch(new RegExp(`^${tcp.length} TCP flows: ${n('tahoe')} Tahoe, ${n('sack')} SACK · bottleneck `));
  });
  it('names no variant where every TCP flow has the same one', () => {
    expect(setUpLine(presetScenario('dumbbell-red')!)).toMatch(/^5 TCP flows · /);
  });
});
