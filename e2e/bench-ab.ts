/**
 * Two (or more) builds compared on the same machine, interleaved, so a drift in the host's speed
 * hits them alike (`npm run bench:ui` measures one build; its absolute figures move with the
 * host): `npx tsx e2e/bench-ab.ts [options] <dist dir> <dist dir> …`. Build the older tree with
 * `npx vite build --outDir <dir>` in a git worktree. Ratios are printed as each build ÷ the first.
 *
 * A pair is one sample of every case for each build, in a fresh browser context, the builds'
 * order alternating from pair to pair. Cases (`--cases a,b`, default all):
 *   edit       the 5-flow dumbbell (RED) at 1366×768, page at the top: edit → complete plots
 *              (the app's edit-to-plots measure; 2 edits not counted, then 8 seed edits) and the
 *              worker's simulation time (issue 38's acceptance: main ÷ 999bd9b ≤ 0.55×)
 *   playback   5 s of 5× playback of the 10-flow dumbbell while an edit re-simulates it every
 *              0.7 s: frame intervals (p95; issue 38's acceptance ≤ 0.8×) and frames per second
 *   drag       three pointer drags of RED's min_th slider: input → next frame, runs started
 *   first-pick the worker warmed while the page loads (src/worker/warm-up.ts): a fresh page on
 *              the landing, settled, READ_MS of reading, then the first pick of the 5-flow
 *              dumbbell (tail drop) → its run complete and drawn. The warm-up's benefit alone:
 *              a build of the same tree without it (`VITE_SIM_WARM_UP=off npx vite build …`)
 *              against one with it.
 * Options: `--pairs N` (default 2), `--throttle R` (Chromium's CPU slowed R×, a phone, through the
 * DevTools protocol: the page's main thread only, see openPage), `--port P` (serve build k on port P + k
 * instead of free ports), `--json FILE` (every sample, the load averages and the ratios).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from './free-port';

const READ_MS = 3000;
const CASES = ['edit', 'playback', 'drag', 'first-pick'] as const;
type Case = (typeof CASES)[number];
const quantile = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };
const median = (xs: number[]) => quantile(xs, 0.5);

function options(argv: string[]) {
  const o = { pairs: 2, throttle: 1, port: 0, json: '', cases: [...CASES] as Case[], dirs: [] as string[] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--pairs') o.pairs = Number(argv[++i]);
    else if (a === '--throttle') o.throttle = Number(argv[++i]);
    else if (a === '--port') o.port = Number(argv[++i]);
    else if (a === '--json') o.json = argv[++i];
    else if (a === '--cases') o.cases = argv[++i].split(',') as Case[];
    else o.dirs.push(a);
  }
  const unknown = o.cases.filter((c) => !CASES.includes(c));
  if (o.dirs.length === 0 || unknown.length > 0 || !(o.pairs >= 1) || !(o.throttle >= 1)) {
    console.error(`usage: npx tsx e2e/bench-ab.ts [--pairs N] [--throttle R] [--port P] [--json FILE] [--cases ${CASES.join(',')}] <dist dir> <dist dir> …${unknown.length ? ` (unknown case ${unknown.join(', ')})` : ''}`);
    process.exit(2);
  }
  return o;
}

async function serve(dir: string, port: number) {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dir], { stdio: 'ignore', detached: true });
  process.on('exit', () => { try { process.kill(-server.pid!, 'SIGTERM'); } catch {} });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) { try { if ((await fetch(base)).ok) return base; } catch {} await new Promise((r) => setTimeout(r, 100)); }
  throw new Error(`vite preview of ${dir} did not start on port ${port}`);
}

/**
 * A fresh context at the given size, CPU throttled `rate`× when rate > 1 through the page's
 * DevTools session, as DevTools' own throttling does. It slows the page's main thread (drawing,
 * playback) only: Chromium 156 refuses the command on worker targets ("Operation is only
 * supported for pages, not workers"), and a fixed loop in a worker ran no slower with the page
 * throttled, so the simulation in the worker is not slowed.
 */
async function openPage(browser: Browser, width: number, height: number, rate: number): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps named functions in __name(); give evaluated code one.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  if (rate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { page, context };
}

const settle = (page: Page) => page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 120_000 });

async function seedEdits(page: Page, n: number, seed0: number) {
  const plots: number[] = []; const worker: number[] = [];
  for (let k = 0; k < n; k++) {
    const r = await page.evaluate(async (sd) => {
      const c = (window as any).__clab;
      c.scenario.getState().edit((d: any) => { d.seed = sd; });
      // Edits in a burst are coalesced (run-controller.ts): wait until this one's run has started.
      while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
      const id = c.latestRunId();
      for (;;) { const e = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id) as any; if (e) return [e.duration, e.detail.workMs]; await new Promise((r) => setTimeout(r, 2)); }
    }, seed0 + k);
    plots.push(r[0]); worker.push(r[1]);
  }
  return { plots, worker };
}

async function editCase(browser: Browser, base: string, rate: number, pair: number) {
  const { page, context } = await openPage(browser, 1366, 768, rate);
  await page.goto(`${base}#v=1&preset=dumbbell-red`);
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await seedEdits(page, 2, 500);
  const r = await seedEdits(page, 8, 600 + pair * 10);
  await context.close();
  return { plotsMs: r.plots, workerMs: r.worker };
}

async function playbackCase(browser: Browser, base: string, rate: number) {
  const { page, context } = await openPage(browser, 1366, 768, rate);
  await page.goto(`${base}#v=1&preset=dumbbell-10-droptail`);
  await settle(page);
  const r = await page.evaluate(async () => {
    const c = (window as any).__clab; const pb = c.playback.getState(); pb.setSpeed(5); pb.reset(); c.playback.getState().play();
    let edits = 0; const timer = setInterval(() => { edits++; c.scenario.getState().edit((d: any) => { d.flows[0].start = 0.1 + (edits % 10) * 0.01; }); }, 700);
    const intervals: number[] = []; const t0 = performance.now();
    await new Promise<void>((res) => { let last = t0; const f = (now: number) => { intervals.push(now - last); last = now; if (now - t0 < 5000) requestAnimationFrame(f); else res(); }; requestAnimationFrame(f); });
    clearInterval(timer); c.playback.getState().pause();
    intervals.shift();
    return { intervals, seconds: (performance.now() - t0) / 1000, edits };
  });
  await context.close();
  return { frameMs: r.intervals, fps: r.intervals.length / r.seconds, edits: r.edits };
}

async function dragCase(browser: Browser, base: string, rate: number) {
  const { page, context } = await openPage(browser, 1400, 1500, rate);
  await page.goto(`${base}#v=1&preset=dumbbell-red`);
  await settle(page);
  const lags: number[] = []; const runs: number[] = [];
  for (let d = 0; d < 3; d++) {
    const slider = page.getByTestId('minth-range');
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.evaluate(() => { const w = window as any; w.__lags = []; w.__first = w.__clab.latestRunId(); if (!w.__l) { w.__l = true; document.querySelector('[data-testid="minth-range"]')!.addEventListener('input', (e) => { const at = e.timeStamp; requestAnimationFrame(() => w.__lags.push(performance.now() - at)); }); } });
    const y = box.y + box.height / 2, x0 = box.x + box.width * 0.2, x1 = box.x + box.width * 0.6;
    await page.mouse.move(x0, y); await page.mouse.down();
    for (let i = 1; i <= 30; i++) { await page.mouse.move(x0 + ((x1 - x0) * i) / 30, y); await page.waitForTimeout(16); }
    await page.mouse.up();
    await settle(page);
    const r = await page.evaluate(() => ({ lags: (window as any).__lags as number[], runs: (window as any).__clab.latestRunId() - (window as any).__first }));
    lags.push(...r.lags); runs.push(r.runs);
  }
  await context.close();
  return { lagMs: lags, runs };
}

async function firstPickCase(browser: Browser, base: string, rate: number) {
  const { page, context } = await openPage(browser, 1366, 768, rate);
  await page.goto(base);
  await settle(page);
  await page.waitForTimeout(READ_MS); // the student reads the landing page; the worker warms up
  const ms = await page.evaluate(async () => {
    const c = (window as any).__clab;
    const before = c.latestRunId();
    const t0 = performance.now();
    location.hash = '#v=1&preset=dumbbell-droptail';
    await new Promise<void>((resolve) => { const tick = () => (c.latestRunId() > before && c.settled() ? resolve() : requestAnimationFrame(tick)); tick(); });
    return performance.now() - t0;
  });
  await context.close();
  return { pickMs: [ms] };
}

type Sample = Record<string, number[]>;
const run: Record<Case, (b: Browser, base: string, rate: number, pair: number) => Promise<Sample>> = {
  edit: editCase,
  playback: async (b, base, rate) => { const r = await playbackCase(b, base, rate); return { frameMs: r.frameMs, fps: [r.fps], edits: [r.edits] }; },
  drag: dragCase,
  'first-pick': firstPickCase,
};
/** Per case, the figure whose ratio is reported: each pair's value and the pooled one. */
const figure: Record<Case, { key: string; name: string; of: (xs: number[]) => number }> = {
  edit: { key: 'plotsMs', name: 'edit → complete plots, median', of: median },
  playback: { key: 'frameMs', name: 'frame time during 5× playback while re-simulating, p95', of: (xs) => quantile(xs, 0.95) },
  drag: { key: 'lagMs', name: 'drag input → next frame, median', of: median },
  'first-pick': { key: 'pickMs', name: 'landing, 3 s, first pick of the 5-flow dumbbell → complete plots', of: median },
};

async function main() {
  const o = options(process.argv.slice(2));
  const bases: string[] = [];
  for (let k = 0; k < o.dirs.length; k++) bases.push(await serve(o.dirs[k], o.port ? o.port + k : await freePort()));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  // samples[case][build][pair]
  const samples = Object.fromEntries(o.cases.map((c) => [c, o.dirs.map(() => [] as Sample[])])) as Record<Case, Sample[][]>;
  const load: number[] = [loadavg()[0]];
  console.log(`${o.pairs} pairs, cases ${o.cases.join(', ')}, CPU ${o.throttle > 1 ? `throttled ${o.throttle}×` : 'not throttled'}; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  for (let pair = 0; pair < o.pairs; pair++) {
    const order = o.dirs.map((_, k) => k);
    if (pair % 2 === 1) order.reverse();
    for (const c of o.cases) for (const k of order) samples[c][k].push(await run[c](browser, bases[k], o.throttle, pair));
    load.push(loadavg()[0]);
    const line = o.cases.map((c) => `${c} ${o.dirs.map((_, k) => figure[c].of(samples[c][k][pair][figure[c].key]).toFixed(1)).join(' / ')}`).join('; ');
    console.log(`pair ${pair + 1}: ${line} ms (load ${load[load.length - 1].toFixed(1)})`);
  }
  await browser.close();
  const summary = o.cases.map((c) => {
    const { key, name, of } = figure[c];
    const pooled = o.dirs.map((_, k) => of(samples[c][k].flatMap((s) => s[key])));
    const perPair = o.dirs.map((_, k) => samples[c][k].map((s) => of(s[key])));
    const pairRatios = o.dirs.map((_, k) => perPair[k].map((v, i) => v / perPair[0][i]));
    console.log(`\n${c}: ${name} (ms; pooled over ${o.pairs} pairs; ratio ÷ ${path.basename(o.dirs[0])}; median of the pairs' ratios)`);
    o.dirs.forEach((d, k) => console.log(`  ${d}: ${pooled[k].toFixed(1)}${k ? `  ratio ${(pooled[k] / pooled[0]).toFixed(3)}×; pairs ${median(pairRatios[k]).toFixed(3)}× (${pairRatios[k].map((r) => r.toFixed(2)).join(' ')})` : ''}`));
    if (c === 'edit') o.dirs.forEach((d, k) => console.log(`  worker's simulation, median: ${d} ${median(samples[c][k].flatMap((s) => s.workerMs)).toFixed(1)} ms`));
    if (c === 'playback') o.dirs.forEach((d, k) => console.log(`  frames per second, median: ${d} ${median(samples[c][k].flatMap((s) => s.fps)).toFixed(1)}`));
    return { case: c, name, pooled, pairRatios };
  });
  console.log(`\nload average (1 min) at the start and after each pair: ${load.map((x) => x.toFixed(1)).join(' ')}`);
  if (o.json) {
    mkdirSync(path.dirname(o.json), { recursive: true });
    writeFileSync(o.json, JSON.stringify({ date: new Date().toISOString(), dirs: o.dirs, pairs: o.pairs, throttle: o.throttle, load, summary, samples }, null, 1));
  }
  process.exit(0);
}
void main();
