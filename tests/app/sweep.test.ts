import { describe, expect, it } from 'vitest';
import { runSweepJob } from '../../src/sim-core/experiments/sweep';
import { presetScenario } from '../../src/scenario-edit/catalog';
import { getBottleneck } from '../../src/scenario-edit/bottleneck';
import { runPool } from '../../src/app/sweep/job-pool';
import { configScenario, DEFAULT_JITTER, defaultConfigs, jitterFor, planSweep, rolesFor, type SweepChoice } from '../../src/app/sweep/sweep-configs';
import { plannedRuns } from '../../src/cli/sweep-plan';
import { applyOverride } from '../../src/sim-core/scenario/overrides';
import { sweepCsv } from '../../src/app/sweep/sweep-csv';
import { csvCell as csvField } from '../../src/sim-core/csv/csv-writer';
import { hasNumberAt } from '../../src/sim-core/scenario/overrides';
import { sweepParamOptions } from '../../src/app/sweep/sweep-params';
import { SweepRunStore } from '../../src/app/sweep/sweep-run';
import { sweepPoints } from '../../src/app/sweep/sweep-stats';
import { uniqueName, useSweepStore } from '../../src/app/sweep/sweep-store';

const td = presetScenario('seed000-droptail')!;

function choice(patch: Partial<SweepChoice> = {}): SweepChoice {
  return { configs: defaultConfigs(td), param: 'flows.2.start', values: [0, 2], replications: 2, firstSeed: 1, jitter: { startJitter: 0.05, hostJitter: 0.001 }, ...patch };
}

describe('sweep jitter', () => {
  it("follows the scenario's own variation (seed 000's calibrated one), else the default", () => {
    expect(jitterFor(td)).toEqual({ startJitter: 0.05, hostJitter: 0.02 });
    expect(jitterFor(presetScenario('dumbbell-droptail')!)).toEqual(DEFAULT_JITTER);
  });
});

describe('sweep configurations', () => {
  it('derive tail drop and seed 000 RED from the tail-drop testbed', () => {
    const c = defaultConfigs(td);
    expect(c.map((x) => x.name)).toEqual(['Tail drop', 'RED']);
    expect(c[0].kind === 'queue' && c[0].queue.type).toBe('droptail');
    const red = c[1].kind === 'queue' ? c[1].queue : null;
    expect(red?.type === 'red' && [red.minTh, red.maxTh, red.maxP]).toEqual([5000, 18000, 0.1]);
  });

  it('give seed 000 its roles and other scenarios none', () => {
    expect(rolesFor(td)).toEqual({ bigFlows: [0, 1], lateFlow: 2 });
    expect(rolesFor(presetScenario('dumbbell-droptail')!)).toBeUndefined();
  });

  it('offer flow starts, buffer, delay and RED settings as parameters', () => {
    const paths = sweepParamOptions(td).map((o) => o.path);
    expect(paths).toContain('flows.2.start');
    expect(paths).toContain('topology.bottleneckQueue.limit');
    expect(paths).toContain('topology.bottleneckQueue.maxP');
    expect(hasNumberAt(td, 'topology.bottleneckQueue.maxP')).toBe(false);
    expect(hasNumberAt(td, 'flows.2.start')).toBe(true);
  });
});

describe('planSweep', () => {
  it('makes configs × values × replications jobs, value by value, with the jitter applied', () => {
    const p = planSweep(choice(), td);
    expect(p.jobs).toHaveLength(2 * 2 * 2);
    expect(p.jobs.map((j) => `${j.value}/${j.config}/${j.seed}`)).toEqual(['0/Tail drop/1', '0/Tail drop/2', '0/RED/1', '0/RED/2', '2/Tail drop/1', '2/Tail drop/2', '2/RED/1', '2/RED/2']);
    expect(p.jobs.map((j) => j.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const j of p.jobs) {
      expect((j.scenario as { flows: { start: number }[] }).flows[2].start).toBe(j.value);
      expect(j.scenario.variability).toEqual({ startJitter: 0.05, hostJitter: 0.001 });
    }
    expect(p.configs).toEqual([
      { name: 'Tail drop', label: 'Tail drop', affected: true },
      { name: 'RED', label: 'RED 5000–18000 bytes, max_p 0.1', affected: true },
    ]);
    expect(p.roles).toEqual({ bigFlows: [0, 1], lateFlow: 2 });
  });

  it('runs a configuration without the swept setting unchanged at every value', () => {
    const p = planSweep(choice({ param: 'topology.bottleneckQueue.maxP', values: [0.05, 0.2] }), td);
    expect(p.configs).toEqual([
      { name: 'Tail drop', label: 'Tail drop', affected: false },
      { name: 'RED', label: 'RED 5000–18000 bytes, max_p (swept)', affected: true },
    ]);
    const tdJobs = p.jobs.filter((j) => j.config === 'Tail drop');
    expect(tdJobs.map((j) => j.value)).toEqual([0.05, 0.05, 0.2, 0.2]);
    expect(getBottleneck(tdJobs[0].scenario as never)!.queue.type).toBe('droptail');
    const red = p.jobs.filter((j) => j.config === 'RED').map((j) => (j.scenario as { topology: { bottleneckQueue: { maxP: number } } }).topology.bottleneckQueue.maxP);
    expect(red).toEqual([0.05, 0.05, 0.2, 0.2]);
  });

  it('refuses bad input with a message', () => {
    expect(() => planSweep(choice({ values: [-1] }), td)).toThrow(/flows\.2\.start/);
    expect(() => planSweep(choice({ configs: [] }), td)).toThrow(/configuration/);
    const twice = defaultConfigs(td).map((c) => ({ ...c, name: 'same' }));
    expect(() => planSweep(choice({ configs: twice }), td)).toThrow(/two configurations/);
    expect(() => planSweep(choice({ replications: 100000, values: [0, 1, 2] }), td)).toThrow(/at most/);
    // A setting no configuration has is a typo, not a baseline for all (the CLI's rule).
    expect(() => planSweep(choice({ param: 'topology.bottleneckQueue.maxp', values: [0.1] }), td)).toThrow(/no configuration has a number at topology\.bottleneckQueue\.maxp/);
  });

  it('plans on the CLI\'s grid and baseline rule: the same scenario for every configuration, value and seed as `sweep`', () => {
    const c = choice({ param: 'topology.bottleneckQueue.maxP', values: [0.05, 0.2] });
    const p = planSweep(c, td);
    const configs = c.configs.map((x) => ({ name: x.name, source: 'app', scenario: configScenario(x, td) }));
    for (const sc of configs) sc.scenario.variability = { ...c.jitter! };
    const cli = plannedRuns({ configs, settings: [{ path: c.param, values: c.values }], sets: [], replications: c.replications, firstSeed: c.firstSeed });
    const key = (config: string, value: number, seed: number) => `${config} ${value} ${seed}`;
    // Names aside: a CLI line's scenario drops the preset's "(d = 2 s)" note (the run's name is in set.name).
    const unnamed = (s: unknown) => JSON.stringify({ ...(s as object), name: undefined });
    const app = new Map(p.jobs.map((j) => [key(j.config, j.value, j.seed), unnamed(applyOverride(j.scenario, 'seed', j.seed))]));
    // The CLI runs a baseline (a configuration without the setting: tail drop has no max_p) once, at
    // the first value; the app runs it at every value, as the very same scenario.
    const cliKeys = new Set(cli.map((r) => key(r.meta.config, r.values[0], r.meta.seed)));
    const extra = p.jobs.filter((j) => !cliKeys.has(key(j.config, j.value, j.seed)));
    expect(extra.length).toBeGreaterThan(0);
    for (const j of extra) expect(app.get(key(j.config, j.value, j.seed))).toBe(app.get(key(j.config, c.values[0], j.seed)));
    expect(cli.length + extra.length).toBe(app.size);
    for (const r of cli) {
      const line = JSON.parse(r.line.text) as { scenario: object; set: Record<string, unknown> };
      // The CLI's line: the configuration's scenario, then its swept values and seed (name and series aside).
      let sc: unknown = line.scenario;
      for (const [path, v] of Object.entries(r.meta.values)) sc = applyOverride(sc, path, v);
      expect(app.get(key(r.meta.config, r.values[0], r.meta.seed)), `${r.meta.config} ${r.values[0]}`).toBe(unnamed(applyOverride(sc, 'seed', r.meta.seed)));
    }
  });
});

describe('runPool', () => {
  it('hands out jobs to free runners and reports every result once', async () => {
    const jobs = Array.from({ length: 10 }, (_, i) => i);
    const seen: number[] = [];
    const by: string[] = [];
    const slow = (name: string, ms: number) => (j: number) =>
      new Promise<number>((r) =>
        setTimeout(() => {
          by.push(name);
          r(j * 10);
        }, ms),
      );
    const h = runPool(jobs, [slow('a', 1), slow('b', 8)], (r) => seen.push(r));
    expect(await h.finished).toEqual({ kind: 'done' });
    expect([...seen].sort((x, y) => x - y)).toEqual(jobs.map((j) => j * 10));
    expect(by.filter((x) => x === 'a').length).toBeGreaterThan(by.filter((x) => x === 'b').length);
  });

  it('settles at once on cancel even when jobs never answer, and reports nothing after', async () => {
    const seen: number[] = [];
    let calls = 0;
    const h = runPool([1, 2, 3], [() => (calls++, new Promise<number>(() => {}))], (r) => seen.push(r));
    h.cancel();
    expect(await h.finished).toEqual({ kind: 'cancelled' });
    expect(calls).toBe(1);
    expect(seen).toEqual([]);
  });

  it('stops at the first error', async () => {
    const h = runPool([1, 2, 3, 4], [async (j: number) => (j === 2 ? Promise.reject(new Error('bad job')) : j)], () => {});
    expect(await h.finished).toEqual({ kind: 'error', message: 'bad job' });
  });
});

describe('sweep statistics and CSV', () => {
  const plan = planSweep(choice({ values: [0, 2], replications: 3 }), td);
  const rows = plan.jobs.map(runSweepJob);

  it('describes one flow metric per configuration and value, with exceptions', () => {
    const pts = sweepPoints(rows, ['Tail drop', 'RED'], [0, 2], 'flow.elapsed', 2, plan.roles);
    expect(pts).toHaveLength(4);
    for (const p of pts) {
      expect(p.runs).toBe(3);
      expect(p.stats.min).toBeLessThanOrEqual(p.stats.q1);
      expect(p.stats.q1).toBeLessThanOrEqual(p.stats.median);
      expect(p.stats.median).toBeLessThanOrEqual(p.stats.q3);
      expect(p.stats.q3).toBeLessThanOrEqual(p.stats.max);
      expect(p.exceptions).toBeGreaterThanOrEqual(0);
      expect(p.exceptions).toBeLessThanOrEqual(3);
    }
    // A partial sweep draws the points it has.
    expect(sweepPoints(rows.slice(0, 3), ['Tail drop', 'RED'], [0, 2], 'flow.elapsed', 2)).toHaveLength(1);
  });

  it('writes one CSV line per run and flow', () => {
    const csv = sweepCsv(rows, 'flows.2.start');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1 + rows.length * 3);
    // Flows numbered from 1 (flow_number), columns named by the catalogue with their units.
    expect(lines[0]).toMatch(/^config,flows\.2\.start,seed,flow_number,completed,handshake_s,data_transmit_s,elapsed_s,/);
    expect(lines[1]).toMatch(/^RED,0,1,1,true,\d/);
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField(Number.NaN)).toBe('');
  });
});

describe('sweep run store and choices', () => {
  it('tracks progress and keeps rows after a cancel', () => {
    const s = new SweepRunStore();
    const plan = planSweep(choice(), td);
    let n = 0;
    s.subscribe(() => n++);
    s.begin(plan, 0);
    expect([s.status, s.done, s.total]).toEqual(['running', 0, 8]);
    s.add(runSweepJob(plan.jobs[0]));
    s.finish('cancelled', 10);
    expect([s.status, s.done]).toEqual(['cancelled', 1]);
    expect(n).toBe(3);
    s.refuse('bad');
    expect([s.status, s.error, s.plan]).toEqual(['error', 'bad', null]);
  });

  it('names added configurations uniquely', () => {
    expect(uniqueName('Current', ['Current', 'Current 2'])).toBe('Current 3');
    const st = useSweepStore.getState();
    st.set({ configs: [] });
    st.addConfig({ name: 'Current', kind: 'snapshot', scenario: td });
    st.addConfig({ name: 'Current', kind: 'snapshot', scenario: td });
    expect(useSweepStore.getState().configs!.map((c) => c.name)).toEqual(['Current', 'Current 2']);
    st.renameConfig(1, 'Mine');
    st.removeConfig(0);
    expect(useSweepStore.getState().configs!.map((c) => c.name)).toEqual(['Mine']);
  });
});
