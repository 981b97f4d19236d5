import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS } from '../../src/app/landing/demo-groups';
import { presetNeutralTitle, presetTitle } from '../../src/scenario-edit/catalog';

/**
 * Lecturer trial 05:10, section 5: the group "Lossy links: RED on Wi-Fi" and the pre-reveal title
 * "Lossy Wi-Fi, 300 ms path" named the losses as the culprit, while the demo's control run shows the
 * long round trip is. Before the reveal the demo asks; after it, the finding title stays.
 */
describe('the Wi-Fi demo asks before its reveal, rather than naming the losses as the cause', () => {
  it('its group asks whether RED helps on a long path with Wi-Fi losses', () => {
    const group = DEMO_GROUPS.find((g) => g.id === 'lossy-links')!;
    expect(group.title).toBe('Long path with Wi-Fi losses: does RED help?');
  });

  it('its pre-reveal title leads with the path, not the losses; the finding title after the reveal is kept', () => {
    for (const name of ['wifi-red', 'wifi-droptail']) {
      const neutral = presetNeutralTitle(name)!;
      expect(neutral).toMatch(/^300 ms path, Wi-Fi last hop — /);
      expect(neutral).not.toMatch(/lossy|losses/i);
      expect(presetTitle(name)).toMatch(/^Long Wi-Fi path: RED’s early drops cost more than the Wi-Fi losses — /);
    }
  });
});
