/**
 * Bloat trial 03:15, confusion 2: on the queueing-delay plot the call (flow 5, Okabe–Ito's sky
 * blue) could not be told from flow 1's dark blue, and its dots were specks. A call among
 * downloads takes the palette's hue farthest from every other flow's (under normal vision and
 * simulated protanopia and deuteranopia), one a reader sees on the panel, and larger marks; the
 * palette stays the theme's (a permutation of its hues), so its colour-blind safety holds.
 */
import { describe, expect, it } from 'vitest';
import { callFlows, colourDistance, contrastRatio, huesForFlows, themeForFlows } from '../../src/app/theme/call-hue';
import { flowStyle, CALL_MARK } from '../../src/app/theme/flow-palette';
import { THEMES } from '../../src/app/theme/theme';
import { presetScenario } from '../../src/scenario-edit/catalog';

const voice = presetScenario('voice-fifo')!.flows;
const CALL = 4;

describe('a call among downloads is drawn apart from them (bloat-0315 confusion 2)', () => {
  it('the voice presets\' call is flow 5, the CBR flow among four TCP downloads; a scenario of one kind has no call', () => {
    expect(voice.map((f) => f.kind)).toEqual(['tcp', 'tcp', 'tcp', 'tcp', 'cbr']);
    expect(callFlows(voice)).toEqual([CALL]);
    expect(callFlows(voice.slice(0, 4))).toEqual([]);
    expect(callFlows([voice[4]])).toEqual([]);
    expect(themeForFlows(THEMES.default, voice.slice(0, 4))).toBe(THEMES.default);
  });

  for (const theme of Object.values(THEMES)) {
    it(`${theme.name} theme: the call's colour is the palette hue farthest from the downloads' among those seen on the panel, far from each, and its dots are larger`, () => {
      const t = themeForFlows(theme, voice);
      const call = flowStyle(t, CALL).color;
      const bulk = [0, 1, 2, 3].map((i) => flowStyle(t, i).color);
      // The downloads keep their colours; the hues are the theme's own, reordered.
      expect(bulk).toEqual(theme.flows.slice(0, 4));
      expect([...t.flows].sort()).toEqual([...theme.flows].sort());
      const nearest = (h: string) => Math.min(...bulk.map((b) => colourDistance(h, b)));
      const seen = theme.flows.slice(4).filter((h) => contrastRatio(h, theme.panel) >= 3);
      for (const h of seen) expect(nearest(call), h).toBeGreaterThanOrEqual(nearest(h));
      expect(contrastRatio(call, theme.panel)).toBeGreaterThanOrEqual(3);
      // At least as far from every download's as the theme's own flow 5 hue, and far for every
      // reader: a CIELAB distance over 25 (the default theme's sky blue was 20.7 from flow 1's blue).
      expect(nearest(call)).toBeGreaterThanOrEqual(nearest(theme.flows[CALL]));
      expect(nearest(call)).toBeGreaterThan(25);
      expect(flowStyle(t, CALL).mark).toBe(CALL_MARK);
      expect(CALL_MARK).toBeGreaterThan(1);
      for (let i = 0; i < 4; i++) expect(flowStyle(t, i).mark).toBe(1);
    });
  }

  it('on the default theme the call is no longer sky blue beside flow 1\'s blue', () => {
    const old = THEMES.default.flows[CALL];
    expect(old).toBe('#56B4E9');
    // Close to the downloads' hues for some reader (20.7 under simulated deuteranopia), 25 from flow 1's blue at best.
    expect(Math.min(...[0, 1, 2, 3].map((i) => colourDistance(old, THEMES.default.flows[i])))).toBeLessThan(25);
    expect(flowStyle(themeForFlows(THEMES.default, voice), CALL).color).not.toBe(old);
  });

  it('with more flows than hues nothing is reordered (shades and dashes tell them apart)', () => {
    const many = [...Array(9).fill(voice[0]), voice[4]];
    expect(huesForFlows(THEMES.default, many)).toEqual(THEMES.default.flows);
  });
});
