/**
 * Bloat trial 04:30, confusion 7: in "Flows over time" the call's bar was black (call-hue.ts) with
 * the theme's black text on it, so only "6 s" of its label showed. Text on a flow-coloured fill
 * takes black or white by the fill (label-on-colour.ts), on the timeline's bars and on badges.
 * Confusion 6: the call's dots at twice the size hid the downloads; at most 1.5×.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, themeForFlows } from '../../src/app/theme/call-hue';
import { blend, labelOnColour } from '../../src/app/theme/label-on-colour';
import { CALL_MARK, flowStyle } from '../../src/app/theme/flow-palette';
import { THEMES } from '../../src/app/theme/theme';
import { presetScenario } from '../../src/scenario-edit/catalog';

const voice = presetScenario('voice-fifo')!.flows;

describe('text on a flow-coloured fill reads at WCAG 4.5:1 (bloat-0430 confusion 7)', () => {
  for (const theme of Object.values(THEMES)) {
    it(`${theme.name} theme: every flow colour, solid and at the timeline's 0.85 and 0.45 over the panel, with the call's colours too`, () => {
      const t = themeForFlows(theme, voice);
      for (let i = 0; i < 24; i++) {
        for (const th of [theme, t]) {
          const color = flowStyle(th, i).color;
          for (const opacity of [1, 0.85, 0.45]) {
            const seen = blend(color, opacity, theme.panel);
            expect(contrastRatio(labelOnColour(color, opacity, theme.panel), seen), `${color} at ${opacity}`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    });
  }

  it('the default theme\'s call (black) gets white text; a light fill gets black', () => {
    const call = flowStyle(themeForFlows(THEMES.default, voice), 4).color;
    expect(call).toBe('#000000');
    expect(labelOnColour(call, 0.85, THEMES.default.panel)).toBe('#ffffff');
    expect(labelOnColour('#F0E442')).toBe('#000000');
  });

  it('a call\'s dots are at most 1.5× the downloads\' (bloat-0430 confusion 6: 2× hid them)', () => {
    expect(CALL_MARK).toBeGreaterThan(1);
    expect(CALL_MARK).toBeLessThanOrEqual(1.5);
  });
});
