import { expandProfile } from '../settings-profile';
import { CONGESTION_CONTROLS } from '../tcp/registry';
import type { Scenario, TcpOverrides } from './schema';

/**
 * One line per profile a scenario names (scenario-wide and per flow): where it is, which profile,
 * and the settings it expands to with the settings given beside it (those win).
 */
export function profileExpansions(scenario: Scenario): string[] {
  const lines: string[] = [];
  const places: [string, TcpOverrides | undefined][] = [['tcp', scenario.tcp]];
  scenario.flows.forEach((f, i) => {
    if ('tcp' in f) places.push([`flows[${i}].tcp (flow ${i + 1})`, f.tcp as TcpOverrides | undefined]);
  });
  for (const [where, tcp] of places) {
    for (const c of CONGESTION_CONTROLS) {
      const key = c.profileSetting;
      const given = key ? (tcp?.[key] as Record<string, unknown> | undefined) : undefined;
      if (!key || typeof given?.profile !== 'string') continue;
      const expanded = expandProfile({}, c.profiles, given, c.label);
      lines.push(`profile ${where}.${key}.profile = "${given.profile}" expands to ${JSON.stringify(expanded)} (settings given beside it included; the rest are the ${c.label} defaults)`);
    }
  }
  return lines;
}
