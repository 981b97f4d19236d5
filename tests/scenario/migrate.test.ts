/**
 * Scenario version 1 (`variant` welds a congestion control to a loss recovery) keeps working in
 * files and links: it is migrated to version 2's `cc` + `recovery`, and runs exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { decodeLink, encodeLink } from '../../src/url/link-codec';
import { encodeCompact } from '../../src/compact/compact';
import { migrateScenario } from '../../src/sim-core/scenario/migrate';
import { PRESETS } from '../../src/sim-core/scenario/presets';
import { runScenario } from '../../src/sim-core/scenario/run';
import { SCENARIO_VERSION, type ScenarioInput } from '../../src/sim-core/scenario/schema';
import { validateScenario } from '../../src/sim-core/scenario/validate';
import { TCP_PAIRINGS } from '../../src/sim-core/tcp/registry';

/** A small v1 file with every named variant. */
function v1File(): ScenarioInput {
  return {
    version: 1,
    seed: 7,
    duration: 6,
    topology: { kind: 'dumbbell', bottleneck: { rate: '1Mbit', delay: '20ms', queue: { type: 'red', limit: 30, minTh: 5, maxTh: 15 } } },
    flows: TCP_PAIRINGS.map((p, i) => ({ kind: 'tcp' as const, start: 0.2 * i, bytes: 60_000, variant: p.name })),
  };
}

/** The same scenario written in version 2: cc and recovery named apart. */
function v2File(): ScenarioInput {
  const s = v1File();
  return { ...s, version: 2, flows: TCP_PAIRINGS.map((p, i) => ({ kind: 'tcp' as const, start: 0.2 * i, bytes: 60_000, cc: p.cc, recovery: p.recovery })) };
}

describe('scenario version 1 → 2', () => {
  it('turns each variant into its cc and recovery, leaving the input untouched', () => {
    const v1 = v1File();
    const before = JSON.stringify(v1);
    const m = migrateScenario(v1, SCENARIO_VERSION) as { version: number; flows: Record<string, unknown>[] };
    expect(JSON.stringify(v1)).toBe(before);
    expect(m.version).toBe(SCENARIO_VERSION);
    expect(m.flows.map((f) => [f.cc, f.recovery, f.variant])).toEqual(TCP_PAIRINGS.map((p) => [p.cc, p.recovery, undefined]));
  });

  it('a version-1 file and its version-2 form give the same trace hash, flow by flow the same labels', () => {
    const a = runScenario(v1File());
    const b = runScenario(v2File());
    expect(a.traceHash).toBe(b.traceHash);
    expect(a.events).toBe(b.events);
    expect(a.flows.map((f) => f.variant)).toEqual(TCP_PAIRINGS.map((p) => p.name));
    expect(b.flows.map((f) => f.variant)).toEqual(TCP_PAIRINGS.map((p) => p.name));
  });

  it('the Vegas and Reno presets (seed 002 A, seed 003 E4) give the same trace hash through the version-1 compact link form as directly', () => {
    for (const p of PRESETS.filter((x) => /seed002-a|seed003-e4/.test(x.name))) {
      const input = p.build();
      const old = { ...input, version: 1 };
      const d = decodeLink(`v=1&s=${encodeCompact(old)}`); // a compact link made before version 2
      expect(d.kind, p.name).toBe('ok');
      if (d.kind !== 'ok') continue;
      expect(runScenario(d.scenario).traceHash, p.name).toBe(runScenario(input).traceHash);
    }
  });

  it("a version-1 readable link that changes a flow's variant runs that variant", () => {
    const d = decodeLink('v=1&preset=seed000-droptail&flows.0.variant=vegas');
    expect(d.kind).toBe('ok');
    if (d.kind !== 'ok') return;
    expect(d.scenario.flows[0]).toMatchObject({ cc: 'vegas', recovery: 'reno', variant: 'vegas' });
    // The same change written the version-2 way (cc and recovery apart) gives the same run.
    const v2 = decodeLink('v=1&preset=seed000-droptail&flows.0.cc=vegas&flows.0.recovery=reno');
    expect(v2.kind === 'ok' && runScenario(v2.scenario).traceHash).toBe(runScenario(d.scenario).traceHash);
  });

  it('a link made today names cc and recovery and reads back to the same scenario', () => {
    const d = decodeLink('v=1&preset=seed000-droptail&flows.0.variant=vegas');
    if (d.kind !== 'ok') throw new Error('decode');
    const link = encodeLink(d.scenario, d.preset);
    expect(link).toContain('flows.0.cc=vegas');
    const back = decodeLink(link);
    expect(back.kind === 'ok' && back.scenario).toEqual(d.scenario);
  });

  it("version 2 → 3 states the epoch-mean Vegas RTT measure in the scenario's TCP defaults, keeping what is there", () => {
    const v2 = { ...v2File(), tcp: { mss: 1000, vegas: { alpha: 2, beta: 4 } } };
    const m = migrateScenario(v2, SCENARIO_VERSION) as { version: number; tcp: unknown };
    expect(m.version).toBe(3);
    expect(m.tcp).toEqual({ mss: 1000, vegas: { rttMeasure: 'epoch-mean', alpha: 2, beta: 4 } });
    expect(v2.tcp).toEqual({ mss: 1000, vegas: { alpha: 2, beta: 4 } });
    // A version-1 file goes through both steps.
    expect((migrateScenario(v1File(), SCENARIO_VERSION) as { tcp: unknown }).tcp).toEqual({ vegas: { rttMeasure: 'epoch-mean' } });
  });

  it('an old compact link (scenario version 2) running Vegas keeps the epoch mean; a preset switched to Vegas today gets the round minimum', () => {
    const preset = PRESETS.find((p) => p.name === 'dumbbell-droptail')!.build();
    const old = { ...preset, version: 2, flows: preset.flows.map((f) => ({ ...f, variant: undefined, cc: 'vegas', recovery: 'reno' })) };
    const d = decodeLink(`v=1&s=${encodeCompact(old)}`);
    expect(d.kind === 'ok' && d.scenario.tcp?.vegas?.rttMeasure).toBe('epoch-mean');
    const today = decodeLink('v=1&preset=dumbbell-droptail&flows.0.cc=vegas&flows.0.recovery=reno');
    expect(today.kind === 'ok' && today.scenario.tcp?.vegas?.rttMeasure).toBe(undefined);
  });

  it('an unknown version-1 variant is refused at its field', () => {
    const s = v1File() as unknown as { flows: { variant: string }[] };
    s.flows[1].variant = 'vegas-ultra';
    const r = validateScenario(s);
    expect(r.ok ? [] : r.errors.filter((e) => e.startsWith('flows[1].variant: '))).toHaveLength(1);
  });
});
