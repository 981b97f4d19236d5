/**
 * First-plot benchmark (not a test): `npx tsx e2e/bench-first-plot.ts [builtDir]` serves a built
 * app (default `dist`, after `npx vite build`) with `vite preview` and, in fresh Chromium
 * contexts (empty cache, no service worker yet), times navigation start → the first frame in
 * which the queue plot's canvas has ink, on the seed-000 link. Prints the median and the
 * machine's load average (docs/benchmarks.md, "First load").
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { freePort } from './free-port';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const RUNS = 7;

const dir = process.argv[2] ?? 'dist';
const port = await freePort();
const server = spawn('npx', ['vite', 'preview', '--outDir', dir, '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
const base = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
const times: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${base}#v=1&preset=seed000-droptail`);
    const t = await page.waitForFunction(
      () => {
        const c = document.querySelector('[data-testid="canvas-queue"]') as HTMLCanvasElement | null;
        if (!c || c.width === 0) return false;
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        for (let k = 3; k < data.length; k += 4) if (data[k] > 0) return performance.now();
        return false;
      },
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    times.push((await t.jsonValue()) as number);
    await context.close();
  }
} finally {
  await browser.close();
  process.kill(-server.pid!);
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ dir, runs: times.map((x) => Math.round(x)), medianMs: Math.round(times[times.length >> 1]), loadavg: loadavg().map((x) => x.toFixed(2)) }));
