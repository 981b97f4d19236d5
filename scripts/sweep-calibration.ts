/**
 * Measures what the Sweep tab's duration estimate (src/app/sweep/sweep-duration.ts) is built on:
 * whole sweeps run in the app, in a browser, by the Sweep tab's own workers, against the time the
 * Explore run of the same preset took there (its worker's simulation time) and the core's cost
 * estimate (estimateCost(sc).packets) of the preset they sweep, and writes the measurements
 * to src/app/sweep/sweep-calibration.json. The estimate reads that file; it holds no tuned
 * constant. (The estimate it replaced said "about 85 s" for a sweep that took 12 s: its one
 * figure per packet came from a trial on a slower core; lecturer trial 04:00, steps 23–24.)
 *
 *   npx vite build --outDir /tmp/cal-dist && npx vite preview --outDir /tmp/cal-dist --port 5341 &
 *   npx tsx scripts/sweep-calibration.ts --url http://localhost:5341/ [--write]
 *
 * Run it on a machine like the ones the app is taught on and not otherwise busy: a loaded machine
 * gives slower sweeps, and so a more cautious upper bound.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { presetScenario } from '../src/scenario-edit/catalog';
import { estimateCost } from '../src/sim-core';

/** From the smallest preset (a run is mostly the worker's fixed cost) to the largest a lecture sweeps; each preset's own default sweep, replications as given. */
const SWEEPS: { preset: string; replications: number }[] = [
  { preset: 'seed000-droptail', replications: 3 },
  { preset: 'voice-codel', replications: 3 },
  { preset: 'bufferbloat-fifo', replications: 3 },
  { preset: 'seed002-e-all', replications: 3 },
  { preset: 'seed003-e2-red', replications: 2 },
  { preset: 'wifi-red', replications: 3 },
];

const args = process.argv.slice(2);
const url = args[args.indexOf('--url') + 1];
if (!args.includes('--url') || !url) throw new Error('give --url of a served build (vite preview)');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const sweeps: { preset: string; runs: number; workers: number; estimatedPackets: number; exploreWorkMs: number; wallMs: number }[] = [];
for (const s of SWEEPS) {
  const sc = presetScenario(s.preset);
  if (!sc) throw new Error(`no preset ${s.preset}`);
  await page.goto(`${url}#v=1&preset=${s.preset}&mode=sweep`);
  await page.reload();
  // The Explore run of the same scenario, timed by its worker (simulation only): the estimate scales it when it has one.
  await page.waitForFunction(() => (window as unknown as { __clab?: { settled(): boolean } }).__clab?.settled() === true, null, { timeout: 300_000 });
  const exploreWorkMs = await page.evaluate(() => {
    const r = (window as unknown as { __clab: { results: { current: { done: boolean; workMs: number } | null } } }).__clab.results.current;
    return r?.done ? Math.round(r.workMs) : null;
  });
  if (exploreWorkMs === null) throw new Error(`${s.preset}: no finished Explore run`);
  const reps = page.getByTestId('sweep-reps');
  await reps.fill(String(s.replications));
  await reps.press('Enter');
  await page.getByTestId('sweep-run').click();
  const status = page.getByTestId('sweep-status');
  await page.waitForFunction(() => ['done', 'error', 'cancelled'].includes(document.querySelector('[data-testid=sweep-status]')?.getAttribute('data-status') ?? ''), null, { timeout: 600_000 });
  if ((await status.getAttribute('data-status')) !== 'done') throw new Error(`${s.preset}: the sweep ended ${await status.textContent()} ${await page.getByTestId('sweep-error').textContent().catch(() => '')}`);
  // "36 / 36 runs, 12.0 s — done": the app's own clock of the sweep (sweep-run.ts).
  const m = /^(\d+) \/ \d+ runs, ([\d.]+) s/.exec((await status.textContent()) ?? '');
  if (!m) throw new Error(`${s.preset}: unreadable status`);
  const workers = await page.evaluate(() => Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2)));
  const row = { preset: s.preset, runs: Number(m[1]), workers: Math.min(workers, Number(m[1])), estimatedPackets: Math.round(estimateCost(sc).packets), exploreWorkMs, wallMs: Math.round(Number(m[2]) * 1000) };
  sweeps.push(row);
  process.stderr.write(`${JSON.stringify(row)}\n`);
}
await browser.close();

const out = {
  about: 'Whole sweeps run in the app (Sweep tab, its workers) against the Explore run of the swept preset (its worker’s simulation time) and the core’s cost estimate; written by scripts/sweep-calibration.ts, read by src/app/sweep/sweep-duration.ts.',
  measuredOn: new Date().toISOString().slice(0, 10),
  machine: `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Chromium (headless); load average ${loadavg()[0].toFixed(1)} when done`,
  sweeps,
};
const json = `${JSON.stringify(out, null, 1)}\n`;
if (args.includes('--write')) writeFileSync(new URL('../src/app/sweep/sweep-calibration.json', import.meta.url), json);
else process.stdout.write(json);
