import { expandProfile, findProfile, restrict, type SettingsProfile } from '../settings-profile';
import { queueDiscipline } from '../queues/registry';
import { CONGESTION_CONTROLS, lossRecovery, TCP_STACK_PROFILES } from '../tcp/registry';
import { resolveTcpChoice, type Scenario, type TcpOverrides } from './schema';

type Settings = Record<string, unknown>;

function line(where: string, name: string, expanded: Settings, rest: string): string {
  return `profile ${where} = "${name}" expands to ${JSON.stringify(expanded)} (settings given beside it included; ${rest})`;
}

/** The profile's keys at the values in force: the profile's, or the ones given beside it. */
function inForce(profile: SettingsProfile, given: Settings | undefined): Settings {
  return restrict({ ...profile.settings, ...(given ?? {}) }, profile.settings as Settings);
}

/**
 * One line per profile a scenario names (TCP stack, loss recovery and congestion controls,
 * scenario-wide and per flow; every queue): where it is, which profile, and the settings it
 * expands to with the settings given beside it (those win).
 */
export function profileExpansions(scenario: Scenario): string[] {
  const lines: string[] = [];
  const places: [string, TcpOverrides | undefined, string[]][] = [['tcp', scenario.tcp, []]];
  const recoveries: string[] = [];
  scenario.flows.forEach((f, i) => {
    if (f.kind === 'cbr') return;
    const recovery = resolveTcpChoice(f, f.kind === 'tcp' ? 'newreno' : 'reno').recovery;
    recoveries.push(recovery);
    if ('tcp' in f) places.push([`flows[${i}].tcp (flow ${i + 1})`, f.tcp as TcpOverrides | undefined, [recovery]]);
  });
  places[0][2] = [...new Set(recoveries)];
  for (const [where, tcp, flowRecoveries] of places) {
    if (tcp?.profile !== undefined) {
      const p = findProfile(TCP_STACK_PROFILES, tcp.profile, 'the TCP stack');
      lines.push(line(`${where}.profile`, p.name, inForce(p, tcp as Settings), 'the rest are the TCP defaults'));
    }
    if (tcp?.recoveryProfile !== undefined)
      for (const r of flowRecoveries.map(lossRecovery)) {
        const p = r.profiles.find((x) => x.name === tcp.recoveryProfile);
        if (p) lines.push(line(`${where}.recoveryProfile`, p.name, inForce(p, tcp as Settings), `for the ${r.label} recovery`));
      }
    for (const c of CONGESTION_CONTROLS) {
      const key = c.profileSetting;
      const given = key ? ((tcp as Settings | undefined)?.[key] as Settings | undefined) : undefined;
      if (!key || typeof given?.profile !== 'string') continue;
      const expanded = expandProfile({}, c.profiles, given, c.label);
      lines.push(line(`${where}.${key}.profile`, given.profile, expanded, `the rest are the ${c.label} defaults`));
    }
  }
  // Queues: the validated spec holds the profile's values already, or the ones given beside it.
  const visit = (v: unknown, path: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${path}[${i}]`));
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return;
    const o = v as Settings;
    if (typeof o.type === 'string' && typeof o.profile === 'string') {
      const d = queueDiscipline(o.type);
      const p = findProfile(d.profiles ?? [], o.profile, d.label);
      lines.push(line(`${path}.profile`, p.name, restrict(o, p.settings as Settings), `the rest are the ${d.label} defaults`));
    }
    for (const [k, x] of Object.entries(o)) visit(x, path === '' ? k : `${path}.${k}`);
  };
  visit(scenario.topology, 'topology');
  return lines;
}
