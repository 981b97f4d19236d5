/**
 * Lecturer trial 9, finding 6: seen at a third of 1920 × 1080, the projected and exported plots'
 * lines, marks and legend swatches were hairlines and specks. The projector theme draws thicker
 * lines and larger marks, and an exported legend's swatch line grows with its type.
 */
import { describe, expect, it } from 'vitest';
import { figureTextPx, legendStroke } from '../../src/app/export/plot-picture';
import { THEMES } from '../../src/app/theme/theme';

describe('projected and exported figures read at a third of their size', () => {
  it('the projector theme draws lines over 3 px and marks of 8 px, above the screen themes', () => {
    expect(THEMES.projector.lineWidth).toBeGreaterThanOrEqual(3);
    expect(THEMES.projector.markSize).toBeGreaterThanOrEqual(8);
    expect(THEMES.projector.lineWidth).toBeGreaterThan(2 * THEMES.default.lineWidth);
  });
  it("an exported legend's swatch line is a sixth of its type: 5 px or more at a projected figure's size, never under 3", () => {
    expect(legendStroke(figureTextPx(THEMES.projector) * 2)).toBeGreaterThanOrEqual(5);
    expect(legendStroke(10)).toBe(3);
  });
});
