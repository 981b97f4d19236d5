import { describe, expect, it } from 'vitest';
import { COMPACT_BAR_EM, isCompactWidth } from '../../src/app/playback/compact-bar';

describe('compact playback bar', () => {
  it('is compact on a phone (373 px of 16 px type) and beside a lesson in the projector theme (400 px of 20 px type)', () => {
    expect(isCompactWidth(373, 16)).toBe(true);
    expect(isCompactWidth(400, 20)).toBe(true);
  });
  it('keeps every control where it takes one or two rows (a 1024-px window, 620 px of 16 px type; 1366 beside a lesson, 654 px)', () => {
    expect(isCompactWidth(620, 16)).toBe(false);
    expect(isCompactWidth(654, 16)).toBe(false);
  });
  it('decides in ems, at the threshold exactly full', () => {
    expect(isCompactWidth(COMPACT_BAR_EM * 20, 20)).toBe(false);
    expect(isCompactWidth(COMPACT_BAR_EM * 20 - 1, 20)).toBe(true);
  });
  it('is not compact before it is laid out (width 0)', () => {
    expect(isCompactWidth(0, 16)).toBe(false);
  });
});
