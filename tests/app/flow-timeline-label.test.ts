import { describe, expect, it } from 'vitest';
import { shortLabel } from '../../src/app/editor/FlowTimeline';

describe('flow timeline labels', () => {
  it('keep the flow number and shorten the name to fit left of the bars', () => {
    expect(shortLabel(0, 'HTTP clouds')).toBe('1. HTTP cl…');
    expect(shortLabel(1, 'VoIP CBR')).toBe('2. VoIP CBR');
    expect(shortLabel(11, 'long download')).toBe('12. long d…');
    for (const [i, name] of [[0, 'HTTP clouds'], [9, 'a very long flow name'], [99, 'x']] as const) expect(shortLabel(i, name).length).toBeLessThanOrEqual(11);
  });
});
