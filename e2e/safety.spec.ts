import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { presetScenario } from '../src/scenario-edit/catalog';
import type { Scenario } from '../src/sim-core/scenario/schema';
import { encodeLink } from '../src/url/link-codec';
import { ARTIFACTS, settle, showPlot } from './helpers';

/**
 * Issue 12: links that froze or exhausted a tab. Each is opened as a student would (a fresh page
 * load of the link); the page must keep answering, say what happened, and run a normal link
 * opened afterwards in the same tab.
 */
const UNSAFE = ['onoff-tiny-sojourn', 'cbr-huge-queue', 'legal-maximum'];
const NORMAL = 'v=1&preset=seed000-droptail';
/** Not the default scenario (which a refused link falls back to), so opening it is a change. */
const OTHER = 'v=1&preset=seed000-red';
/** What may explain the outcome: a refused link, a run cut by a budget, or the watchdog. */
const MESSAGES = '[data-testid="link-error"], [data-testid="run-stop-banner"], [data-testid="run-problem"]';

function unsafeFragment(name: string): string {
  // The compact form carries any scenario as it is (the app validates what it decodes).
  const json = JSON.parse(readFileSync(`tests/fixtures/unsafe-links/${name}.json`, 'utf8')) as Scenario;
  return encodeLink(json, null);
}

/**
 * How long the page took to answer a click on the help button (ms): from the click event's
 * timestamp (when the browser took the input) to the first frame painted with the dialog open.
 * Playwright's own waits (actionability, round trips) are left out. Then close the dialog again.
 */
async function clickLatency(page: Page): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __clickMs?: Promise<number> };
    w.__clickMs = new Promise<number>((resolve) => {
      window.addEventListener(
        'click',
        (e) => {
          const tookInput = e.timeStamp;
          const dialog = document.querySelector('[data-testid="help"]') as HTMLDialogElement;
          const painted = () => requestAnimationFrame(() => (dialog.open ? resolve(performance.now() - tookInput) : painted()));
          painted();
        },
        { capture: true, once: true },
      );
    });
  });
  await page.getByTestId('help-button').click({ timeout: 5000 });
  await expect(page.getByTestId('help')).toBeVisible({ timeout: 5000 });
  const ms = await page.evaluate(() => (window as unknown as { __clickMs: Promise<number> }).__clickMs);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help')).toBeHidden();
  return ms;
}

/** The newest run started after `afterRun` has finished, with plots and summary. */
async function normalRunAfter(page: Page, afterRun: number): Promise<void> {
  await page.evaluate((h) => (location.hash = h), OTHER);
  await page.waitForFunction((n) => (window as any).__clab.latestRunId() > n, afterRun);
  await settle(page);
  await expect(page.getByTestId('summary')).toHaveAttribute('data-done', 'yes');
  await expect(page.getByTestId('run-problem')).toHaveCount(0);
}

/** The first `count` workers named `name` swallow every message sent to them (a stuck worker). */
async function muteWorkers(page: Page, name: string, count: number): Promise<void> {
  await page.addInitScript(
    ({ name, count }) => {
      const Real = window.Worker;
      let made = 0;
      window.Worker = class extends Real {
        private readonly mute: boolean;
        constructor(url: string | URL, opts?: WorkerOptions) {
          super(url, opts);
          this.mute = opts?.name === name && made++ < count;
        }
        override postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
          if (!this.mute) super.postMessage(message, transfer as StructuredSerializeOptions);
        }
      } as typeof Worker;
    },
    { name, count },
  );
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

for (const name of UNSAFE) {
  test(`unsafe link "${name}": the page answers a click within 1 s, says what happened, and a normal link runs afterwards`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const opened = performance.now();
    await page.goto(`/#${unsafeFragment(name)}`);
    await expect(page.getByTestId('help-button')).toBeVisible();
    const clicks = [await clickLatency(page)];
    const message = page.locator(MESSAGES).first();
    await expect(message).toBeVisible({ timeout: 10_000 });
    const toMessage = performance.now() - opened;
    clicks.push(await clickLatency(page));
    const text = await message.innerText();
    expect(text.length).toBeGreaterThan(40);
    await page.screenshot({ path: `${ARTIFACTS}/unsafe-${name}.png` });
    console.log(`${name}: message after ${toMessage.toFixed(0)} ms (${await message.getAttribute('data-testid')}): ${text.slice(0, 160).replace(/\s+/g, ' ')}; clicks answered in ${clicks.map((c) => c.toFixed(0)).join(', ')} ms`);
    for (const c of clicks) expect(c).toBeLessThan(1000);
    const before = await page.evaluate(() => (window as any).__clab.latestRunId() as number);
    await normalRunAfter(page, before);
  });
}

test('watchdog: a simulation worker that never answers is replaced within ~2 s, with a message and the link, and the next run works', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // The first simulation worker swallows every message (as a worker stuck in a loop would):
  // no batch, no error, no answer.
  await muteWorkers(page, 'congestion-lab-sim', 1);
  await page.goto(`/#${NORMAL}`);
  const notice = page.getByTestId('run-problem');
  await expect(notice).toBeVisible({ timeout: 10_000 });
  // From the start of the run (marked when it was sent to the worker) to the message on screen.
  const recovered = await page.evaluate(() => performance.now() - performance.getEntriesByType('mark').find((m) => m.name.startsWith('edit-'))!.startTime);
  await expect(notice).toHaveAttribute('data-kind', 'stuck');
  await expect(notice).toContainText('stopped answering');
  expect(await page.getByTestId('run-problem-link').inputValue()).toContain('#v=1&preset=seed000-droptail');
  expect(await clickLatency(page)).toBeLessThan(1000);
  await page.screenshot({ path: `${ARTIFACTS}/watchdog-message.png` });
  console.log(`watchdog: message on screen ${recovered.toFixed(0)} ms after the run was sent to the stuck worker`);
  const before = await page.evaluate(() => (window as any).__clab.latestRunId() as number);
  await normalRunAfter(page, before);
});

test('a run cut by its event budget says so over the plots, and series past the recorded-values budget are hatched and labelled', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const sc = structuredClone(presetScenario('seed000-droptail')!);
  // seed000-droptail runs 3 944 events to t = 37.6 s: 2 700 events end it at t ≈ 24.6 s, and
  // 4 000 recorded values stop the series at t ≈ 13.4 s.
  sc.maxEvents = 2700;
  sc.record = { ...sc.record, maxValues: 4000 };
  await page.goto(`/#${encodeLink(sc, null)}`);
  await settle(page);
  const banner = page.getByTestId('run-stop-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-budget', 'events');
  await expect(banner).toContainText('event budget');
  await expect(banner).toContainText('not recorded past t =');
  const at = await page.evaluate(() => (window as any).__clab.results.current.summary.seriesTruncatedAt as number);
  expect(Number.isFinite(at)).toBe(true);
  // The hatching is drawn in the limit colour right of t = at on every plot, and only there.
  for (const name of ['queue', 'cwnd']) {
    await showPlot(page, name);
    const ink = await page.evaluate(
      ({ name, at }) => {
        const plot = (window as any).__clab.plots.get(name);
        const g = plot.geom;
        const c = document.querySelector(`[data-testid="canvas-${name}"]`) as HTMLCanvasElement;
        const ctx = c.getContext('2d')!;
        const column = (x: number) => {
          const px = Math.round(x * g.dpr);
          const d = ctx.getImageData(px, Math.round(g.m.top * g.dpr), 1, Math.round((g.height - g.m.top - g.m.bottom) * g.dpr)).data;
          let n = 0;
          for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
          return n;
        };
        const right = g.width - g.m.right;
        return { after: column((g.x(at) + right) / 2) };
      },
      { name, at },
    );
    expect(ink.after, `${name}: hatched after t = ${at}`).toBeGreaterThan(20);
  }
  await page.screenshot({ path: `${ARTIFACTS}/run-stop-banner.png` });
});

test('pool watchdog: a sweep whose workers never answer stops with a message naming the run and its link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await muteWorkers(page, 'congestion-lab-sweep', 100);
  await page.goto(`/#${NORMAL}`);
  await settle(page);
  await page.getByTestId('mode-sweep').click();
  await page.getByTestId('sweep-param').selectOption('flows.2.start');
  await page.getByTestId('sweep-values').fill('0,2');
  await page.getByTestId('sweep-run').click();
  const status = page.getByTestId('sweep-status');
  await expect(status).toHaveAttribute('data-status', 'running');
  const t0 = performance.now();
  await expect(status).toHaveAttribute('data-status', 'error', { timeout: 15_000 });
  const ms = performance.now() - t0;
  const error = page.getByTestId('sweep-error');
  await expect(error).toContainText('stopped answering');
  await expect(error).toContainText('Run 1 (');
  expect(await page.getByTestId('sweep-error-link').inputValue()).toContain('#v=1&s=');
  expect(await clickLatency(page)).toBeLessThan(1000);
  console.log(`pool watchdog: sweep stopped with a message ${ms.toFixed(0)} ms after it was seen running`);
  await page.screenshot({ path: `${ARTIFACTS}/pool-watchdog-message.png` });
});
