import { describe, expect, it } from 'vitest';
import { seqCountsPackets, seqTickText } from '../../src/app/plots/seq-units';

describe('time-sequence units', () => {
  it('counts packets when only UDP (constant-rate) flows are drawn: a call\'s 1300 packets read "1.3k pkt", not "1.3kB"', () => {
    expect(seqCountsPackets(['cbr'])).toBe(true);
    expect(seqTickText(1300, true)).toBe('1.3k pkt');
  });
  it('counts bytes for TCP flows, and with TCP and UDP drawn together', () => {
    expect(seqCountsPackets(['tcp'])).toBe(false);
    expect(seqCountsPackets(['tcp', 'cbr'])).toBe(false);
    expect(seqTickText(1_300_000, false)).toBe('1.3MB');
  });
  it('counts bytes when nothing is drawn', () => {
    expect(seqCountsPackets([])).toBe(false);
  });
});
