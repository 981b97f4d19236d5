import { describe, expect, it } from 'vitest';
import { nameWithUnit } from '../../src/app/components/NumberInput';

/** Lecturer-2235, confusion 9: the editor's boxes are named with the unit shown beside them. */
describe('an editor box\'s accessible name says its unit', () => {
  it('adds the shown unit\'s first word', () => {
    expect(nameWithUnit('Buffer limit', 'packets')).toBe('Buffer limit (packets)');
    expect(nameWithUnit('Propagation delay, one way', 'ms one way')).toBe('Propagation delay, one way (ms)');
    expect(nameWithUnit('min_th value', 'packets')).toBe('min_th value (packets)');
  });
  it('leaves a name that says it already, and one with no unit', () => {
    expect(nameWithUnit('Bottleneck rate (kbit/s)', 'kbit/s')).toBe('Bottleneck rate (kbit/s)');
    expect(nameWithUnit('target queueing delay (ms); RFC 8033: 15 ms', 'ms')).toBe('target queueing delay (ms); RFC 8033: 15 ms');
    expect(nameWithUnit('PER in bad state (%)', '%')).toBe('PER in bad state (%)');
    expect(nameWithUnit('max_p', undefined)).toBe('max_p');
    expect(nameWithUnit('max_p', '')).toBe('max_p');
  });
  it('does not take a unit\'s letters inside a word for the unit', () => {
    expect(nameWithUnit('Flows', 's')).toBe('Flows (s)');
  });
});
