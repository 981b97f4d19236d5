/**
 * Where an edit's time goes on the main thread (a diagnosis aid, not a test or a benchmark):
 * `npx tsx e2e/profile-edit.ts [preset] [edits]` serves the built app (dist/, run `npx vite build`
 * first; PROFILE_DIST=<dir> serves another build, e.g. one made with `--minify false`), opens the preset, makes `edits` seed edits, and for each prints the app's measures
 * (edit → run start, → first frame, → complete plots; the worker's simulation time) and the
 * full-redraw frames it drew. Then it records a CPU profile of the main thread over the same
 * edits and prints the functions with the most self time, so a slow step can be named. With
 * PROFILE_TRACE=1 it first records a timeline trace of as many edits and prints the main
 * thread's self time per trace event (style, layout, paint, script), which a CPU profile lumps
 * together as "(program)". PROFILE_VIEWPORT=1366x768 sets the page's size (default 1400x1500).
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { freePort } from './free-port';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const preset = process.argv[2] ?? 'dumbbell-red';
const edits = Number(process.argv[3] ?? 6);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function topSelf(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, n: number): string[] {
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    const dt = profile.timeDeltas[i] / 1000;
    total += dt;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${k}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time per event name on the page's main thread (CrRendererMain): complete events nest, so each one's children are subtracted. */
function traceSelfTimes(events: TraceEvent[], n: number): string[] {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return ['(no CrRendererMain thread in the trace)'];
  const xs = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  let total = 0;
  for (const e of xs) {
    while (stack.length > 0 && stack[stack.length - 1].end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    else total += e.dur!;
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    stack.push({ end: e.ts + e.dur!, name: e.name });
  }
  return [
    `  ${(total / 1000).toFixed(1)} ms in top-level tasks`,
    ...[...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`),
  ];
}

async function main() {
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', ...(process.env.PROFILE_DIST ? ['--outDir', process.env.PROFILE_DIST] : [])], { stdio: 'ignore', detached: true });
  process.on('exit', () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  const [width, height] = (process.env.PROFILE_VIEWPORT ?? '1400x1500').split('x').map(Number);
  const page = await browser.newPage({ viewport: { width, height } });
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.goto(`${base}#v=1&preset=${preset}`);
  await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
  const edit = (seed: number) =>
    page.evaluate(async (sd) => {
      const c = (window as any).__clab;
      c.frameStats.full.length = 0;
      const w = window as any;
      w.__doneAt = Number.NaN;
      w.__offDone?.();
      w.__offDone = c.results.subscribe(() => {
        if (c.results.current?.done && Number.isNaN(w.__doneAt)) w.__doneAt = performance.now();
      });
      c.scenario.getState().edit((d: any) => {
        d.seed = sd;
      });
      while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
      const id = c.latestRunId();
      const get = (name: string) => (performance.getEntriesByName(name) as PerformanceMeasure[]).find((m) => (m.detail as any)?.runId === id);
      for (;;) {
        const done = get('edit-to-plots');
        if (done) {
          await new Promise((r) => setTimeout(r, 50));
          return {
            runStart: get('edit-to-run-start')?.duration,
            firstFrame: get('edit-to-first-frame')?.duration,
            plots: done.duration,
            doneToPlots: done.startTime + done.duration - w.__doneAt,
            workMs: (done.detail as any).workMs,
            batches: (done.detail as any).batches,
            fullFrames: [...c.frameStats.full],
            byPlot: { ...c.frameStats.lastFullByPlot },
          };
        }
        await new Promise((r) => setTimeout(r, 2));
      }
    }, seed);
  for (let i = 0; i < 3; i++) await edit(900 + i); // warm-up
  const f = (x: number | undefined) => (x === undefined ? '—' : x.toFixed(1));
  for (let i = 0; i < edits; i++) {
    const r = await edit(1000 + i);
    console.log(`edit: run start ${f(r.runStart)} ms, first frame ${f(r.firstFrame)} ms, complete plots ${f(r.plots)} ms (last batch → plots ${f(r.doneToPlots)} ms), worker ${f(r.workMs)} ms, ${r.batches} batches; full frames ${r.fullFrames.map((x: number) => x.toFixed(1)).join(' ')}`);
    console.log(`  last full frame by plot: ${Object.entries(r.byPlot as Record<string, number>).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  }
  if (process.env.PROFILE_TRACE) {
    // A timeline trace of the same edits: where the main thread's time goes outside JavaScript
    // (style, layout, paint: "(program)" in a CPU profile), as self time per trace event.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'] });
    for (let i = 0; i < edits; i++) await edit(3000 + i);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    console.log(`\nmain thread, ${edits} edits, trace self time by event:`);
    for (const line of traceSelfTimes(trace.traceEvents, 25)) console.log(line);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < edits; i++) await edit(2000 + i);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(`\nmain thread, ${edits} edits, top self time:`);
  for (const line of topSelf(profile as any, 30)) console.log(line);
  await browser.close();
  process.exit(0);
}

void main();
