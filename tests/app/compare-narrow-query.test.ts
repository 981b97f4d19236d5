import { describe, expect, it } from 'vitest';
import { COMPARE_NARROW_QUERY } from '../../src/app/compare/use-narrow-screen';
import { NARROW_QUERY } from '../../src/app/layout/breakpoints';

describe('A/B top headline block breakpoint', () => {
  it("is the layout's drawer breakpoint (compare keeps its own copy: it may not import layout)", () => {
    expect(COMPARE_NARROW_QUERY).toBe(NARROW_QUERY);
  });
});
