import { describe, expect, it } from 'vitest';
import { FLOW_DASHES, flowStyle, shade, styleFromHues } from '../../src/app/theme/flow-palette';
import { flowColor, THEMES } from '../../src/app/theme/theme';

describe('flow palette', () => {
  for (const theme of Object.values(THEMES)) {
    it(`${theme.name}: 20 flows get 20 distinct (colour, dash) styles`, () => {
      const styles = Array.from({ length: 20 }, (_, i) => flowStyle(theme, i));
      const keys = new Set(styles.map((s) => `${s.color.toLowerCase()}|${s.dash.join(',')}`));
      expect(keys.size).toBe(20);
    });

    it(`${theme.name}: flow 9 differs from flow 1 in colour and in line pattern`, () => {
      const [f1, f9] = [flowStyle(theme, 0), flowStyle(theme, 8)];
      expect(f9.color.toLowerCase()).not.toBe(f1.color.toLowerCase());
      expect(f9.dash).not.toEqual(f1.dash);
    });

    it(`${theme.name}: flowColor (flow bar, animated view, annotations) is the palette's colour`, () => {
      for (let i = 0; i < 24; i++) expect(flowColor(theme, i)).toBe(flowStyle(theme, i).color);
    });
  }

  it('the first cycle is the theme’s own hues, solid, each with its number as its badge', () => {
    const t = THEMES.default;
    t.flows.forEach((c, i) => expect(flowStyle(t, i)).toEqual({ color: c, dash: FLOW_DASHES[0], badge: String(i + 1), mark: 1 }));
  });

  it('flows 1–24 differ in something besides colour: their badges all differ, and beyond 8 their dash too', () => {
    const t = THEMES.default;
    const styles = Array.from({ length: 24 }, (_, i) => flowStyle(t, i));
    expect(new Set(styles.map((s) => s.badge)).size).toBe(24);
    expect(styles.slice(0, 8).every((s) => s.dash.length === 0)).toBe(true);
    expect(new Set(styles.map((s) => s.dash.join(','))).size).toBe(3);
  });

  it('shades mix towards black or white', () => {
    expect(shade('#808080', -0.5)).toBe('#404040');
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#123456', 0)).toBe('#123456');
  });

  it('black as a hue still yields distinct later cycles', () => {
    const s = [0, 1, 2].map((k) => styleFromHues(['#000000'], k));
    expect(new Set(s.map((x) => `${x.color}|${x.dash.join(',')}`)).size).toBe(3);
  });
});
