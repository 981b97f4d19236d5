/**
 * Issue 38, the worker warmed while the page loads: two builds (without and with the warm-up)
 * compared interleaved, `npx tsx e2e/bench-warm-up.ts <dist without> <dist with> [pairs]`. Each
 * sample is a fresh browser context: the landing page opens (its boot run of the default preset
 * goes to the worker), settles, the student reads for READ_MS, then picks the 5-flow dumbbell
 * (tail drop, then an edit of its RED twin is not measured): the figure is that first pick's
 * edit → complete plots and the worker's simulation time for it (edit-to-plots, workMs).
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from './free-port';

const READ_MS = 3000;
async function serve(dir: string) {
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dir], { stdio: 'ignore', detached: true });
  process.on('exit', () => { try { process.kill(-server.pid!, 'SIGTERM'); } catch {} });
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) { try { if ((await fetch(base)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
  return base;
}
async function sample(browser: Browser, base: string, preset: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(base);
  await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await page.waitForTimeout(READ_MS);
  const r = await page.evaluate(async (name) => {
    const c = (window as any).__clab;
    c.scenario.getState().loadPreset(name);
    while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
    const id = c.latestRunId();
    for (;;) { const e = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id) as any; if (e) return [e.duration, e.detail.workMs]; await new Promise((r) => setTimeout(r, 2)); }
  }, preset);
  await context.close();
  return { plots: r[0] as number, work: r[1] as number, fcp };
}
async function main() {
  const [without, withWarm, pairsArg] = process.argv.slice(2);
  const pairs = Number(pairsArg ?? 5);
  const bases = [await serve(without), await serve(withWarm)];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const preset of ['dumbbell-droptail', 'dumbbell-red']) {
    for (let i = 0; i < pairs; i++) {
      // Alternate which build goes first in a pair.
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      const out: Record<number, Awaited<ReturnType<typeof sample>>> = {};
      for (const k of order) out[k] = await sample(browser, bases[k], preset);
      console.log(JSON.stringify({ preset, pair: i, without: out[0], with: out[1], plotsRatio: out[1].plots / out[0].plots, workRatio: out[1].work / out[0].work, fcpRatio: out[1].fcp / out[0].fcp }));
    }
  }
  await browser.close();
  process.exit(0);
}
void main();
