import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ns3S2 } from '../../src/sim-core/scenario/presets';
import { resolveTcpConfig } from '../../src/sim-core/scenario/simulation';
import { parseScenario } from '../../src/sim-core/scenario/validate';
import { TCP_DEFAULTS } from '../../src/sim-core/tcp/config';

/** Bundle `body` (with ns3S2, Simulation and parseScenario in scope) and run it under `--trace-deopt`: its output. */
async function traceDeopt(body: string, flags: string[]): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'v8-shapes-'));
  const root = path.resolve(__dirname, '../../src/sim-core/scenario');
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import { ns3S2 } from ${JSON.stringify(path.join(root, 'presets.ts'))};
import { Simulation } from ${JSON.stringify(path.join(root, 'simulation.ts'))};
import { parseScenario } from ${JSON.stringify(path.join(root, 'validate.ts'))};
${body}
`,
  );
  const out = path.join(dir, 'entry.mjs');
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning' });
  const r = spawnSync(process.execPath, ['--single-threaded', ...flags, '--trace-deopt', out], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  expect(r.status).toBe(0);
  return r.stdout;
}

/**
 * The core's objects keep shapes V8 optimizes well, so that code optimized in the first second of
 * a run is not thrown out later ("not a Smi") and configuration reads stay fast property loads
 * (docs/benchmarks.md, issue 38, seventh and eighth sessions). Not a speed test: it checks the
 * shapes and the deoptimizations themselves, which do not depend on the machine's load.
 */
describe('V8 keeps the optimized core', () => {
  it('gives every TCP flow\'s configuration the same hidden class, with every default key in order', () => {
    setFlagsFromString('--allow-natives-syntax');
    const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    const sc = parseScenario({ ...(ns3S2(10, 'droptail') as Record<string, unknown>) });
    const flows = sc.flows.filter((f) => f.kind === 'tcp');
    // First in this file, so that these are the process's first configurations. Twice the flows: V8's clone cache gave a spread's first six copies one layout and later ones another.
    const cfgs = [...flows, ...flows].map((f) => resolveTcpConfig(f as Parameters<typeof resolveTcpConfig>[0], sc.tcp));
    expect(cfgs.map((c) => haveSameMap(c, cfgs[0]))).toEqual(cfgs.map(() => true));
    expect(Object.keys(cfgs[0])).toEqual(Object.keys(TCP_DEFAULTS));
  });

  it("keeps every TCP flow's configuration a fast object, not a dictionary", () => {
    setFlagsFromString('--allow-natives-syntax');
    const hasFastProperties = new Function('a', 'return %HasFastProperties(a)') as (a: object) => boolean;
    const sc = parseScenario({ ...(ns3S2(10, 'droptail') as Record<string, unknown>) });
    const flows = sc.flows.filter((f) => f.kind === 'tcp');
    const cfgs = flows.map((f) => resolveTcpConfig(f as Parameters<typeof resolveTcpConfig>[0], sc.tcp));
    expect(cfgs.map((c) => hasFastProperties(c))).toEqual(cfgs.map(() => true));
  });

  it("runs the 60-s dumbbell twice without a 'not a Smi' or 'wrong map' deoptimization", async () => {
    const trace = await traceDeopt(`for (let i = 0; i < 2; i++) new Simulation(parseScenario({ ...ns3S2(10, 'droptail'), record: { series: false } })).runToEnd();`, []);
    const reasons = [...trace.matchAll(/reason: (not a Smi|wrong map)\): begin\. deoptimizing \S+ <JSFunction (\S+)/g)].map((m) => `${m[2]}: ${m[1]}`);
    expect(reasons).toEqual([]);
  }, 120_000);

  it('runs a 50-flow dumbbell without throwing out the run loop or the event heap', async () => {
    // With the bottleneck's events in direct lanes, the heap is nearly empty in the first second
    // of a 50-flow run; its deeper sift paths must have type feedback all the same (EventQueue's
    // constructor), or V8 throws out the optimized run loop and heap code once per process.
    const trace = await traceDeopt(`new Simulation(parseScenario({ ...ns3S2(50, 'droptail'), duration: 20, measure: { from: 5, to: 20 }, record: { series: false } })).runToEnd();`, ['--predictable-gc-schedule']);
    const thrownOut = [...trace.matchAll(/deoptimizing \S+ <JSFunction (\S+)/g)].map((m) => m[1]).filter((f) => ['run', 'popTop', 'push', 'pop', 'replaceTop', 'siftDown'].includes(f));
    expect(thrownOut).toEqual([]);
  }, 120_000);

  it("runs a series-on dumbbell a second time without throwing out the recording's hot path", async () => {
    // A branch taken only in a run's first calls (a packet-event log's first storage, the
    // departures' first largest packet) runs before V8 collects type feedback for it; code
    // optimized in run 1 without it was thrown out at the first packet of run 2, with the link's
    // transmission code it was inlined into (docs/benchmarks.md, issue 38, sixteenth session).
    const run = `new Simulation(parseScenario({ ...ns3S2(10, 'droptail'), duration: 20, measure: { from: 5, to: 20 }, record: { series: true } })).runToEnd();`;
    const trace = await traceDeopt(`${run}\nconsole.log('SECOND RUN');\n${run}`, ['--predictable-gc-schedule']);
    const second = trace.slice(trace.indexOf('SECOND RUN'));
    const thrownOut = [...second.matchAll(/deoptimizing \S+ <JSFunction (\S+)/g)].map((m) => m[1]).filter((f) => ['push', 'packetEvent', 'onTxStart', 'add', 'startTx', 'send'].includes(f));
    expect(thrownOut).toEqual([]);
  }, 120_000);
});
