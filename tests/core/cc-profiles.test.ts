/**
 * Congestion-control profiles (sim-core/settings-profile.ts and each module's file): one word for "as ns-3.48 / Linux runs it".
 * No profile leaves today's settings alone; settings given beside a profile win over it.
 */
import { describe, expect, it } from 'vitest';
import { ns3R8 } from '../../src/sim-core/scenario/presets';
import { profileExpansions } from '../../src/sim-core/scenario/profile-expansions';
import { resultDigest } from '../../src/sim-core/scenario/result-digest';
import { runScenario } from '../../src/sim-core/scenario/run';
import type { ScenarioInput } from '../../src/sim-core/scenario/schema';
import { resolveTcpConfig } from '../../src/sim-core/scenario/simulation';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { BBR_DEFAULTS, BBR_NS3 } from '../../src/sim-core/tcp/bbr-cc';
import { CUBIC_DEFAULTS, CUBIC_NS3 } from '../../src/sim-core/tcp/cubic-cc';
import { CONGESTION_CONTROLS } from '../../src/sim-core/tcp/registry';
import { VEGAS_DEFAULTS } from '../../src/sim-core/tcp/vegas-cc';

const flow = (cc: 'vegas' | 'cubic' | 'bbr', tcp?: object) => ({ cc, recovery: cc === 'vegas' ? 'reno' : 'sack', tcp }) as Parameters<typeof resolveTcpConfig>[0];

describe('congestion-control profiles', () => {
  it('no profile: exactly the settings of before (defaults, then the options given)', () => {
    expect(resolveTcpConfig(flow('vegas'), undefined).vegas).toEqual(VEGAS_DEFAULTS);
    expect(resolveTcpConfig(flow('cubic'), { cubic: { c: 0.5 } }).cubic).toEqual({ ...CUBIC_DEFAULTS, c: 0.5 });
    expect(resolveTcpConfig(flow('bbr'), undefined).bbr).toEqual(BBR_DEFAULTS);
  });

  it('"ns3" is what the ns-3 options spelled out were: CUBIC_NS3, BBR_NS3, and Vegas\'s ns-3 model', () => {
    expect(resolveTcpConfig(flow('cubic', { cubic: { profile: 'ns3' } }), undefined).cubic).toEqual(CUBIC_NS3);
    expect(resolveTcpConfig(flow('bbr'), { bbr: { profile: 'ns3' } }).bbr).toEqual(BBR_NS3);
    expect(resolveTcpConfig(flow('vegas'), { vegas: { profile: 'ns3' } }).vegas).toEqual({ ...VEGAS_DEFAULTS, update: 'ns3', fineGrainedRetransmit: false });
  });

  it('"linux" states the defaults: the same settings as no profile', () => {
    expect(resolveTcpConfig(flow('cubic'), { cubic: { profile: 'linux' } }).cubic).toEqual(CUBIC_DEFAULTS);
    expect(resolveTcpConfig(flow('bbr'), { bbr: { profile: 'linux' } }).bbr).toEqual(BBR_DEFAULTS);
  });

  it('an option given beside a profile overrides it, nested ones key by key, from the scenario or the flow', () => {
    const bbr = resolveTcpConfig(flow('bbr', { bbr: { highGain: 3 } }), { bbr: { profile: 'ns3' } }).bbr;
    expect(bbr).toEqual({ ...BBR_NS3, highGain: 3 });
    const cubic = resolveTcpConfig(flow('cubic', { cubic: { profile: 'ns3', hystart: { delayThreshold: 'linux' } } }), undefined).cubic;
    expect(cubic.hystart).toEqual({ ...CUBIC_NS3.hystart, delayThreshold: 'linux' });
    expect(cubic.rttInput).toBe('srtt');
    const vegas = resolveTcpConfig(flow('vegas', { vegas: { profile: 'ns3', fineGrainedRetransmit: true } }), undefined).vegas;
    expect([vegas.update, vegas.fineGrainedRetransmit]).toEqual(['ns3', true]);
  });

  it('a profile a congestion control does not have is refused with the names it has', () => {
    const s = { ...ns3R8('cubic'), tcp: { ...ns3R8('cubic').tcp, vegas: { profile: 'rfc' } } } as ScenarioInput;
    const v = validateScenario(s);
    expect(v.ok).toBe(false);
    expect(JSON.stringify(v)).toContain('ns3');
  });

  it('every congestion control with settings of its own lists its profiles in the registry, each with its source files', () => {
    for (const c of CONGESTION_CONTROLS) {
      if (!c.settings) continue;
      expect(c.profileSetting).toBe(c.settings.key);
      expect(c.profiles.length).toBeGreaterThan(0);
      for (const p of c.profiles) {
        expect(p.sources.length).toBeGreaterThan(0);
        expect(Object.keys(p.settings).length).toBeGreaterThan(0);
        for (const k of Object.keys(p.settings)) expect(k in c.settings.defaults).toBe(true);
      }
    }
  });

  it('show: the expansion of each profile a scenario names, with the options given beside it', () => {
    const s = validateScenario({ ...ns3R8('bbr'), tcp: { ...ns3R8('bbr').tcp, cubic: undefined, bbr: { profile: 'ns3', highGain: 3 } } } as ScenarioInput);
    expect(s.ok).toBe(true);
    // The TCP stack's profile (NS3_TCP) has its own line; this test reads the congestion control's.
    const lines = profileExpansions((s as Extract<typeof s, { ok: true }>).scenario).filter((l) => l.includes('.bbr.') || l.includes('.cubic.'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('tcp.bbr.profile = "ns3"');
    expect(lines[0]).toContain('"highGain":3');
    expect(lines[0]).toContain('"sendQuantum":"ns3"');
  });

  it.each(['cubic', 'bbr'] as const)('R8 with %s\'s "ns3" profile (as the preset now says) gives the same result as with its ns-3 options spelled out', (cc) => {
    const profiled = { ...ns3R8(cc), duration: 20 } as ScenarioInput;
    expect(profiled.tcp?.[cc]).toEqual({ profile: 'ns3' });
    const spelled = { ...profiled, tcp: { ...profiled.tcp, cubic: CUBIC_NS3, bbr: BBR_NS3 } } as ScenarioInput;
    expect(resultDigest(runScenario(profiled))).toBe(resultDigest(runScenario(spelled)));
  });
});
