/**
 * UI benchmark (not a test): `npm run bench:ui`. Builds the app, serves it with `vite preview`
 * on a free port, and measures in real Chromium with the Performance API:
 *   1. edit → complete plots on the seed-000 preset (the `edit-to-plots` measure the app records
 *      from the edit until the frame that drew the finished run), one edit at a time and at the
 *      end of a drag-like burst of edits 16 ms apart;
 *   2. frame rate during playback, on a finished run and with the worker busy re-simulating;
 *   3. cancel latency: an edit while a heavy run (seed001-80, seconds of work) is mid-way → the
 *      worker starting the new run (the app's `edit-to-run-start` measure);
 *   4. the dumbbells (5 and 10 flows, 60 s): edit → first frame of the new run and → complete
 *      plots, and a real pointer drag of RED's min_th slider: how long each input waits for the
 *      next frame (does the thumb follow?), how many runs the drag started (coalescing), and
 *      the last move → complete plots; and a harsher drag back and forth over half the track;
 *      then the 5-flow dumbbell's edit on a student laptop's screen (1366×768) and on the
 *      lecturer's projector (1920×1080, projector theme), where only the plots in view (and the
 *      next half screen) are drawn before the edit counts as done;
 *   5. playback with the animated bottleneck view in slow motion (seed 000 at 1/100, the
 *      10-flow dumbbell at 1/1000).
 * Prints a table and writes e2e/artifacts/bench-ui.json (with the machine's load average).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { freePort } from './free-port';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * The host's speed: wall ms of a fixed integer loop in this Node process. The shared machine's
 * speed drifts (on 2026-11-26 the same build's dumbbell simulation took 233 ms in the morning and
 * 450–490 ms in the afternoon), so figures from different days compare only with this beside them.
 */
function hostSpeedMs(): number {
  const t = performance.now();
  let x = 0;
  for (let i = 0; i < 3e8; i++) x = (x + i * 7) % 1000003;
  if (x < 0) throw new Error('unreachable');
  return performance.now() - t;
}

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: q(0.5), p95: q(0.95), min: s[0], max: s[s.length - 1], mean: s.reduce((a, b) => a + b, 0) / s.length };
}

async function waitServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

async function settle(page: Page) {
  await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
}

/** One edit of flow 3's start; resolves with the app's edit-to-plots measure for that run. */
async function timedEdit(page: Page, start: number): Promise<{ ms: number; workMs: number; batches: number }> {
  return page.evaluate(async (st) => {
    const c = (window as any).__clab;
    performance.clearMeasures('edit-to-plots');
    c.scenario.getState().edit((d: any) => {
      d.flows[2].start = st;
    });
    // Edits in a burst are coalesced (run-controller.ts): wait until this one's run has started.
    while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
    const id = c.latestRunId();
    const t0 = performance.now();
    for (;;) {
      const e = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id) as PerformanceMeasure | undefined;
      if (e) return { ms: e.duration, workMs: (e.detail as any).workMs, batches: (e.detail as any).batches };
      if (performance.now() - t0 > 60_000) throw new Error(`run ${id} never drew: ${JSON.stringify(c.results.error)}`);
      await new Promise((r) => setTimeout(r, 2));
    }
  }, start);
}

/** One edit of the seed (works for any preset): edit → first frame of the new run, → complete plots. */
async function timedSeedEdit(page: Page, seed: number): Promise<{ firstMs: number; ms: number; workMs: number }> {
  return page.evaluate(async (sd) => {
    const c = (window as any).__clab;
    c.scenario.getState().edit((d: any) => {
      d.seed = sd;
    });
    // Edits in a burst are coalesced (run-controller.ts): wait until this one's run has started.
    while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
    const id = c.latestRunId();
    const t0 = performance.now();
    for (;;) {
      const done = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id) as PerformanceMeasure | undefined;
      const first = performance.getEntriesByName('edit-to-first-frame').find((m: any) => m.detail?.runId === id) as PerformanceMeasure | undefined;
      if (done) return { firstMs: first?.duration ?? Number.NaN, ms: done.duration, workMs: (done.detail as any).workMs };
      if (performance.now() - t0 > 60_000) throw new Error(`run ${id} never drew: ${JSON.stringify(c.results.error)}`);
      await new Promise((r) => setTimeout(r, 2));
    }
  }, seed);
}

/**
 * A pointer drag of a range slider (`moves` steps 16 ms apart, like a hand): per input event, the
 * wait until the next animation frame starts (the thumb can only move then); the runs the drag
 * started; the last move → complete plots.
 */
async function sliderDrag(page: Page, testId: string, moves: number, from = 0.2, to = 0.6): Promise<{ inputToFrameMs: number[]; inputs: number; runsStarted: number; lastMoveToPlotsMs: number }> {
  const slider = page.getByTestId(testId);
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  await page.evaluate((tid) => {
    const w = window as any;
    w.__drag = { lags: [] as number[], inputs: 0, firstRun: w.__clab.latestRunId() };
    const el = document.querySelector(`[data-testid="${tid}"]`)!;
    if (!w.__dragListening) {
      w.__dragListening = true;
      el.addEventListener('input', (e) => {
        w.__drag.inputs++;
        const at = e.timeStamp;
        requestAnimationFrame(() => w.__drag.lags.push(performance.now() - at));
      });
    }
  }, testId);
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width * from;
  const x1 = box.x + box.width * to;
  await page.mouse.move(x0, y);
  await page.mouse.down();
  for (let i = 1; i <= moves; i++) {
    await page.mouse.move(x0 + ((x1 - x0) * i) / moves, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  return page.evaluate(async () => {
    const w = window as any;
    const c = w.__clab;
    while (c.runPending()) await new Promise((r) => setTimeout(r, 2));
    // Edits in a burst are coalesced (run-controller.ts): wait until this one's run has started.
    while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
    const id = c.latestRunId();
    const t0 = performance.now();
    for (;;) {
      const e = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id);
      if (e) return { inputToFrameMs: w.__drag.lags as number[], inputs: w.__drag.inputs as number, runsStarted: id - w.__drag.firstRun, lastMoveToPlotsMs: e.duration };
      if (performance.now() - t0 > 60_000) throw new Error(`run ${id} never drew`);
      await new Promise((r) => setTimeout(r, 5));
    }
  });
}

/** Playback in slow motion with the animated bottleneck view on screen. */
async function animatedPlayback(page: Page, speed: number, seconds: number) {
  await page.getByTestId('canvas-mechanism').scrollIntoViewIfNeeded();
  return playbackFps(page, speed, seconds, null);
}

/** A drag: `n` edits 16 ms apart; time from the last edit to the frame with its complete plots. */
async function burst(page: Page, n: number, base: number): Promise<number> {
  return page.evaluate(
    async ({ n, base }) => {
      const c = (window as any).__clab;
      performance.clearMeasures('edit-to-plots');
      for (let i = 0; i < n; i++) {
        c.scenario.getState().edit((d: any) => {
          d.flows[2].start = base + i * 0.05;
        });
        await new Promise((r) => setTimeout(r, 16));
      }
      while (c.runPending()) await new Promise((r) => setTimeout(r, 2));
      const id = c.latestRunId();
      const t0 = performance.now();
      for (;;) {
        const e = performance.getEntriesByName('edit-to-plots').find((m: any) => m.detail?.runId === id);
        if (e) return e.duration;
        if (performance.now() - t0 > 60_000) throw new Error(`run ${id} never drew: ${JSON.stringify(c.results.error)}`);
        await new Promise((r) => setTimeout(r, 2));
      }
    },
    { n, base },
  );
}

/** Frames during `seconds` of playback: rAF intervals, optionally re-simulating every `editEveryMs`. */
async function playbackFps(page: Page, speed: number, seconds: number, editEveryMs: number | null) {
  return page.evaluate(
    async ({ speed, seconds, editEveryMs }) => {
      const c = (window as any).__clab;
      const pb = c.playback.getState();
      pb.setSpeed(speed);
      pb.reset();
      c.playback.getState().play();
      const intervals: number[] = [];
      let long = 0;
      const obs = new PerformanceObserver((l) => (long += l.getEntries().length));
      try {
        obs.observe({ type: 'longtask', buffered: false });
      } catch {
        /* not supported */
      }
      let edits = 0;
      const timer =
        editEveryMs === null
          ? null
          : setInterval(() => {
              edits++;
              c.scenario.getState().edit((d: any) => {
                d.flows[0].start = 0.1 + (edits % 10) * 0.01;
              });
            }, editEveryMs);
      const t0 = performance.now();
      await new Promise<void>((resolve) => {
        let last = t0;
        const f = (now: number) => {
          intervals.push(now - last);
          last = now;
          if (now - t0 < seconds * 1000) requestAnimationFrame(f);
          else resolve();
        };
        requestAnimationFrame(f);
      });
      if (timer) clearInterval(timer);
      obs.disconnect();
      const elapsed = performance.now() - t0;
      c.playback.getState().pause();
      intervals.shift();
      const s = [...intervals].sort((a, b) => a - b);
      return {
        fps: intervals.length / (elapsed / 1000),
        medianFrameMs: s[Math.floor(s.length / 2)],
        p95FrameMs: s[Math.floor(s.length * 0.95)],
        maxFrameMs: s[s.length - 1],
        framesOver20ms: intervals.filter((x) => x > 20).length,
        frames: intervals.length,
        longTasks: long,
        edits,
        cursorAdvanced: c.playback.getState().cursor,
      };
    },
    { speed, seconds, editEveryMs },
  );
}

/**
 * Edits of the seed while the previous run is mid-way (some batches in, far from done): time
 * from each edit until the worker began simulating the new run.
 */
async function cancelLatency(page: Page, n: number): Promise<{ ms: number; batchesBefore: number }[]> {
  const out: { ms: number; batchesBefore: number }[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      await page.evaluate(async (seed) => {
        const c = (window as any).__clab;
        const mid = () => {
          const r = c.results.current;
          return r !== null && r.runId === c.latestRunId() && !r.done && r.batches >= 4;
        };
        const t0 = performance.now();
        const guard = (what: string) => {
          if (performance.now() - t0 > 60_000) {
            const r = c.results.current;
            const state = r && { runId: r.runId, latest: c.latestRunId(), done: r.done, batches: r.batches, now: r.now, name: r.scenario.name };
            throw new Error(`${what}: ${JSON.stringify({ state, error: c.results.error, link: document.querySelector('[data-testid="link-error"]')?.textContent ?? null })}`);
          }
        };
        while (!mid()) {
          guard('no run mid-way');
          await new Promise((r) => setTimeout(r, 5));
        }
        const batchesBefore = c.results.current.batches as number;
        c.scenario.getState().edit((d: any) => {
          d.seed = seed;
        });
        while (c.runPending()) await new Promise((r) => setTimeout(r, 1));
        const id = c.latestRunId();
        for (;;) {
          const e = performance.getEntriesByName('edit-to-run-start').find((m: any) => m.detail?.runId === id);
          if (e) return { ms: e.duration, batchesBefore };
          guard(`run ${id} never started`);
          await new Promise((r) => setTimeout(r, 2));
        }
      }, 100 + i),
    );
  }
  return out;
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}/`;
  try {
    await waitServer(base);
    const speedBefore = hostSpeedMs();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
    const page = await browser.newPage({ viewport: { width: 1400, height: 1500 } });
    // tsx (esbuild keepNames) wraps named functions in __name(); give evaluated code one.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(`${base}#v=1&preset=seed000-droptail`);
    await settle(page);

    for (let i = 0; i < 5; i++) await timedEdit(page, 2.5 + i * 0.1); // warm-up (JIT)
    const single: { ms: number; workMs: number; batches: number }[] = [];
    for (let i = 0; i < 30; i++) single.push(await timedEdit(page, 1 + i * 0.13));
    const bursts: number[] = [];
    for (let i = 0; i < 8; i++) bursts.push(await burst(page, 12, 1 + i * 0.2));
    await settle(page);
    const fpsDone = await playbackFps(page, 1, 5, null);

    await page.goto(`${base}#v=1&preset=dumbbell-10-droptail`);
    await settle(page);
    const fpsBusy = await playbackFps(page, 5, 5, 700);

    // Animated bottleneck view in slow motion.
    await page.goto(`${base}#v=1&preset=seed000-droptail`);
    await settle(page);
    const animSeed000 = await animatedPlayback(page, 0.01, 5);
    await page.goto(`${base}#v=1&preset=dumbbell-10-droptail`);
    await settle(page);
    const animDumbbell10 = await animatedPlayback(page, 0.001, 5);

    // The dumbbells: edits and a slider drag.
    const dumbbells: Record<string, { edits: { firstMs: number; ms: number; workMs: number }[]; drags: Awaited<ReturnType<typeof sliderDrag>>[]; wide: Awaited<ReturnType<typeof sliderDrag>>[] }> = {};
    for (const preset of ['dumbbell-red', 'dumbbell-10-red']) {
      await page.goto(`${base}#v=1&preset=${preset}`);
      await settle(page);
      await timedSeedEdit(page, 500); // warm-up
      const edits = [];
      for (let i = 0; i < 10; i++) edits.push(await timedSeedEdit(page, 501 + i));
      const drags = [];
      for (let i = 0; i < 3; i++) {
        drags.push(await sliderDrag(page, 'minth-range', 30));
        await settle(page);
      }
      // A harsher drag: back and forth over half the track (min_th about 5 → 45 → 5), each way
      // crossing values whose runs differ more.
      const wide = [];
      for (let i = 0; i < 4; i++) {
        wide.push(await sliderDrag(page, 'minth-range', 30, i % 2 ? 0.5 : 0.1, i % 2 ? 0.1 : 0.5));
        await settle(page);
      }
      dumbbells[preset] = { edits, drags, wide };
    }

    // The student laptop's screen (1366×768), page at the top: plots more than half a screen
    // below the fold wait until scrolled to (scheduler.ts), so "complete plots" means every plot
    // in view and the next half screen. The figures above (1400×1500) draw every plot.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${base}#v=1&preset=dumbbell-red`);
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await timedSeedEdit(page, 600); // warm-up
    const laptopEdits = [];
    for (let i = 0; i < 10; i++) laptopEdits.push(await timedSeedEdit(page, 601 + i));

    // The lecturer's projector (1920×1080, projector theme: larger type, thicker lines), page at
    // the top: as on the laptop, the plots in view and the next half screen.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${base}#v=1&preset=dumbbell-red`);
    await settle(page);
    await page.getByTestId('theme').selectOption('projector');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await timedSeedEdit(page, 700); // warm-up
    const projectorEdits = [];
    for (let i = 0; i < 10; i++) projectorEdits.push(await timedSeedEdit(page, 701 + i));
    await page.getByTestId('theme').selectOption('default');
    await page.setViewportSize({ width: 1400, height: 1500 });

    await page.goto(`${base}#v=1&preset=seed001-80`);
    const loadBefore = loadavg()[0];
    const cancels = await cancelLatency(page, 20);
    const loadAfter = loadavg()[0];
    await browser.close();

    const report = {
      date: new Date().toISOString(),
      chromium: CHROMIUM_PATH,
      editToPlotsMs: stats(single.map((s) => s.ms)),
      workerSimMs: stats(single.map((s) => s.workMs)),
      batchesPerRun: stats(single.map((s) => s.batches)),
      dragBurstLastEditToPlotsMs: stats(bursts),
      playbackFinishedRun: fpsDone,
      playbackWorkerBusy: fpsBusy,
      animatedViewSeed000At1per100: animSeed000,
      animatedViewDumbbell10At1per1000: animDumbbell10,
      dumbbells: Object.fromEntries(
        Object.entries(dumbbells).map(([k, v]) => [
          k,
          {
            editToFirstFrameMs: stats(v.edits.map((e) => e.firstMs)),
            editToPlotsMs: stats(v.edits.map((e) => e.ms)),
            workerSimMs: stats(v.edits.map((e) => e.workMs)),
            dragInputToFrameMs: stats(v.drags.flatMap((d) => d.inputToFrameMs)),
            dragInputs: v.drags.map((d) => d.inputs),
            dragRunsStarted: v.drags.map((d) => d.runsStarted),
            dragLastMoveToPlotsMs: stats(v.drags.map((d) => d.lastMoveToPlotsMs)),
            wideDragInputToFrameMs: stats(v.wide.flatMap((d) => d.inputToFrameMs)),
            wideDragRunsStarted: v.wide.map((d) => d.runsStarted),
          },
        ]),
      ),
      dumbbellRedLaptop: {
        viewport: '1366x768, page at the top',
        editToFirstFrameMs: stats(laptopEdits.map((e) => e.firstMs)),
        editToPlotsMs: stats(laptopEdits.map((e) => e.ms)),
        workerSimMs: stats(laptopEdits.map((e) => e.workMs)),
      },
      dumbbellRedProjector: {
        viewport: '1920x1080, projector theme, page at the top',
        editToFirstFrameMs: stats(projectorEdits.map((e) => e.firstMs)),
        editToPlotsMs: stats(projectorEdits.map((e) => e.ms)),
        workerSimMs: stats(projectorEdits.map((e) => e.workMs)),
      },
      cancelEditToRunStartMs: stats(cancels.map((c) => c.ms)),
      cancelBatchesBefore: stats(cancels.map((c) => c.batchesBefore)),
      machine: { cores: cpus().length, loadavg1DuringCancel: [loadBefore, loadAfter], hostSpeedMs: [speedBefore, hostSpeedMs()] },
    };
    mkdirSync('e2e/artifacts', { recursive: true });
    writeFileSync('e2e/artifacts/bench-ui.json', JSON.stringify(report, null, 2));
    const f = (x: number) => x.toFixed(1);
    console.log('Congestion Lab UI benchmark (Chromium, Performance API)');
    console.log(`edit → complete plots, seed000-droptail (n=${report.editToPlotsMs.n}): median ${f(report.editToPlotsMs.median)} ms, p95 ${f(report.editToPlotsMs.p95)} ms, max ${f(report.editToPlotsMs.max)} ms  (target < 100 ms)`);
    console.log(`  of which simulation in the worker: median ${f(report.workerSimMs.median)} ms`);
    console.log(`drag burst (12 edits, 16 ms apart), last edit → plots: median ${f(report.dragBurstLastEditToPlotsMs.median)} ms, p95 ${f(report.dragBurstLastEditToPlotsMs.p95)} ms`);
    console.log(`playback 1×, finished run: ${f(fpsDone.fps)} fps, p95 frame ${f(fpsDone.p95FrameMs)} ms, ${fpsDone.framesOver20ms} frames > 20 ms (target 60 fps)`);
    console.log(`playback 5×, worker busy (dumbbell-10, re-simulating every 700 ms, ${fpsBusy.edits} edits): ${f(fpsBusy.fps)} fps, p95 frame ${f(fpsBusy.p95FrameMs)} ms, max ${f(fpsBusy.maxFrameMs)} ms, ${fpsBusy.framesOver20ms} frames > 20 ms, ${fpsBusy.longTasks} long tasks`);
    for (const [name, a] of [['seed000-droptail at 1/100', animSeed000], ['dumbbell-10-droptail at 1/1000', animDumbbell10]] as const) {
      console.log(`animated view, ${name}: ${f(a.fps)} fps, median frame ${f(a.medianFrameMs)} ms, p95 ${f(a.p95FrameMs)} ms, ${a.framesOver20ms} frames > 20 ms (target 60 fps)`);
    }
    for (const [name, d] of Object.entries(report.dumbbells)) {
      console.log(`${name}: edit → first frame median ${f(d.editToFirstFrameMs.median)} ms (target < 100 ms); → complete plots median ${f(d.editToPlotsMs.median)} ms, p95 ${f(d.editToPlotsMs.p95)} ms (worker ${f(d.workerSimMs.median)} ms)`);
      console.log(`  slider drag (30 moves, 16 ms apart, ×3): input → next frame median ${f(d.dragInputToFrameMs.median)} ms, p95 ${f(d.dragInputToFrameMs.p95)} ms, max ${f(d.dragInputToFrameMs.max)} ms; inputs ${d.dragInputs.join('/')}, runs started ${d.dragRunsStarted.join('/')}; last move → plots median ${f(d.dragLastMoveToPlotsMs.median)} ms`);
      console.log(`  wide drag (back and forth over half the track, ×4): input → next frame median ${f(d.wideDragInputToFrameMs.median)} ms, p95 ${f(d.wideDragInputToFrameMs.p95)} ms, max ${f(d.wideDragInputToFrameMs.max)} ms; runs started ${d.wideDragRunsStarted.join('/')}`);
    }
    const cl = report.cancelEditToRunStartMs;
    console.log(`host speed (fixed loop, lower is faster): ${report.machine.hostSpeedMs.map(f).join(' ms before, ')} ms after`);
    const lt = report.dumbbellRedLaptop;
    console.log(`dumbbell-red at 1366×768 (plots in view and half a screen below): edit → first frame median ${f(lt.editToFirstFrameMs.median)} ms; → complete plots median ${f(lt.editToPlotsMs.median)} ms, p95 ${f(lt.editToPlotsMs.p95)} ms (worker ${f(lt.workerSimMs.median)} ms)`);
    const pj = report.dumbbellRedProjector;
    console.log(`dumbbell-red at 1920×1080, projector theme (plots in view and half a screen below): edit → first frame median ${f(pj.editToFirstFrameMs.median)} ms; → complete plots median ${f(pj.editToPlotsMs.median)} ms, p95 ${f(pj.editToPlotsMs.p95)} ms (worker ${f(pj.workerSimMs.median)} ms)`);
    console.log(`cancel: edit while seed001-80 runs → worker starts the new run (n=${cl.n}): median ${f(cl.median)} ms, p95 ${f(cl.p95)} ms, max ${f(cl.max)} ms  (target < 100 ms; ${report.machine.cores} cores, load ${report.machine.loadavg1DuringCancel.map(f).join('–')})`);
    console.log('written: e2e/artifacts/bench-ui.json');
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
