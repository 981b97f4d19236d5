/**
 * Two (or more) builds compared on the same machine, interleaved, so a drift in the host's speed
 * hits them alike (`npm run bench:ui` measures one build; its absolute figures move with the
 * host): `npx tsx e2e/bench-ab.ts <dist dir> <dist dir> …`. Build the older tree with
 * `npx vite build --outDir <dir>` in a git worktree. For each build, two rounds of: the 5-flow
 * dumbbell's edit → complete plots (8 seed edits) with the worker's simulation time, three
 * pointer drags of RED's min_th slider (input → next frame, runs started), and 5 s of 5×
 * playback of the 10-flow dumbbell while an edit re-simulates it every 0.7 s.
 */
import { spawn } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import { freePort } from './free-port';
const stats = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return { median: s[s.length >> 1], p95: s[Math.floor(s.length * 0.95)] }; };
async function serve(dir: string) {
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dir], { stdio: 'ignore', detached: true });
  process.on('exit', () => { try { process.kill(-server.pid!, 'SIGTERM'); } catch {} });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) { try { if ((await fetch(base)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
  return base;
}
async function edits(page: Page, n: number, seed0: number) {
  const out: number[] = []; const work: number[] = [];
  for (let k = 0; k < n; k++) {
    const r = await page.evaluate(async (sd) => {
      const c = (window as any).__clab;
      c.scenario.getState().edit((d: any) => { d.seed = sd; });
      while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
      const id = c.latestRunId();
      for (;;) { const e = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id) as any; if (e) return [e.duration, e.detail.workMs]; await new Promise((r) => setTimeout(r, 2)); }
    }, seed0 + k);
    out.push(r[0]); work.push(r[1]);
  }
  return { plots: stats(out), worker: stats(work) };
}
async function drag(page: Page) {
  const slider = page.getByTestId('minth-range');
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  await page.evaluate(() => { const w = window as any; w.__lags = []; w.__first = w.__clab.latestRunId(); if (!w.__l) { w.__l = true; document.querySelector('[data-testid="minth-range"]')!.addEventListener('input', (e) => { const at = e.timeStamp; requestAnimationFrame(() => w.__lags.push(performance.now() - at)); }); } });
  const y = box.y + box.height / 2, x0 = box.x + box.width * 0.2, x1 = box.x + box.width * 0.6;
  await page.mouse.move(x0, y); await page.mouse.down();
  for (let i = 1; i <= 30; i++) { await page.mouse.move(x0 + ((x1 - x0) * i) / 30, y); await page.waitForTimeout(16); }
  await page.mouse.up();
  await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
  return page.evaluate(() => ({ lags: (window as any).__lags as number[], runs: (window as any).__clab.latestRunId() - (window as any).__first }));
}
async function playback(page: Page) {
  return page.evaluate(async () => {
    const c = (window as any).__clab; const pb = c.playback.getState(); pb.setSpeed(5); pb.reset(); c.playback.getState().play();
    let edits = 0; const timer = setInterval(() => { edits++; c.scenario.getState().edit((d: any) => { d.flows[0].start = 0.1 + (edits % 10) * 0.01; }); }, 700);
    const t0 = performance.now(); let n = 0;
    await new Promise<void>((res) => { const f = (now: number) => { n++; if (now - t0 < 5000) requestAnimationFrame(f); else res(); }; requestAnimationFrame(f); });
    clearInterval(timer); c.playback.getState().pause();
    return n / ((performance.now() - t0) / 1000);
  });
}
async function main() {
  const dirs = process.argv.slice(2);
  const bases = await Promise.all(dirs.map(serve));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  for (let round = 0; round < 2; round++) for (let k = 0; k < dirs.length; k++) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1500 } });
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(`${bases[k]}#v=1&preset=dumbbell-red`);
    await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
    await edits(page, 2, 500);
    const e = await edits(page, 8, 600 + round * 10);
    const lags: number[] = []; const runs: number[] = [];
    for (let d = 0; d < 3; d++) { const r = await drag(page); lags.push(...r.lags); runs.push(r.runs); }
    await page.goto(`${bases[k]}#v=1&preset=dumbbell-10-droptail`);
    await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
    const fps = await playback(page);
    const l = stats(lags);
    console.log(`${dirs[k]} round ${round}: edit→plots median ${e.plots.median.toFixed(0)} p95 ${e.plots.p95.toFixed(0)} (worker ${e.worker.median.toFixed(0)}); drag lag median ${l.median.toFixed(1)} p95 ${l.p95.toFixed(1)}, runs ${runs.join('/')}; 5× playback busy ${fps.toFixed(1)} fps`);
    await page.close();
  }
  await browser.close();
  process.exit(0);
}
void main();
