import { describe, expect, it } from 'vitest';
import { tint, THEMES } from '../../src/app/theme/theme';

describe('tint', () => {
  it('gives a #rrggbb colour as rgba() at the opacity asked for', () => {
    expect(tint('#5b6478', 0.3)).toBe('rgba(91, 100, 120, 0.3)');
    expect(tint('#FFFFFF', 0.5)).toBe('rgba(255, 255, 255, 0.5)');
  });
  it('leaves a colour that is not #rrggbb as it is', () => {
    expect(tint('rgba(1, 2, 3, 0.4)', 0.3)).toBe('rgba(1, 2, 3, 0.4)');
  });
  it('tints every theme’s muted colour (the fast-recovery legend swatch)', () => {
    for (const t of Object.values(THEMES)) expect(tint(t.muted, 0.3)).toMatch(/^rgba\(\d+, \d+, \d+, 0\.3\)$/);
  });
});
