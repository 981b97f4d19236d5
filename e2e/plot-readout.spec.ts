import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS, settle, showPlot } from './helpers';

/** The plots with a time axis (and so a CSV and a readout), as registered. */
const KINDS = ['queue', 'delay', 'cwnd', 'seq', 'throughput'] as const;

async function csvOf(page: Page, name: string): Promise<string[][]> {
  // On a phone the plot's CSV sits behind its "Export…" (phone8): opened first.
  const fold = page.getByTestId(`export-fold-${name}`);
  if ((await fold.count()) > 0 && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-csv-${name}`).click()]);
  const path = `${ARTIFACTS}/readout-${name}.csv`;
  await dl.saveAs(path);
  return readFileSync(path, 'utf8').trimEnd().split('\r\n').map((l) => l.split(','));
}

/** The CSV row of a flow (or the only series) last at or before t. */
function lastRow(rows: string[][], t: number, flow: number | null): string[] | undefined {
  const [h, ...body] = rows;
  const tc = ['t', 't_s', 't_start'].map((c) => h.indexOf(c)).find((i) => i >= 0)!;
  let best: string[] | undefined;
  for (const r of body) if ((flow === null || Number(r[h.indexOf('flow')]) === flow) && Number(r[tc]) <= t && (!best || Number(r[tc]) >= Number(best[tc]))) best = r;
  return best;
}

interface Shown {
  t: number;
  lines: { series: string; values: { column: string; value: string }[] }[];
}

/** What the readout shows now (read before anything else moves the pointer). */
async function snapshot(readout: Locator): Promise<Shown> {
  return readout.evaluate((el) => ({
    t: Number(el.getAttribute('data-t')),
    lines: [...el.querySelectorAll('[data-testid="readout-series"]')].map((l) => ({
      series: l.getAttribute('data-series')!,
      values: [...l.querySelectorAll('.readout-value')].map((v) => ({ column: v.getAttribute('data-column')!, value: v.getAttribute('data-value')! })),
    })),
  }));
}

/** Every value the readout showed equals the CSV's cell; returns how many were compared. */
function expectMatchesCsv(shown: Shown, rows: string[][]): number {
  const h = rows[0];
  let n = 0;
  for (const line of shown.lines) {
    const m = /^Flow (\d+)/.exec(line.series);
    const want = lastRow(rows, shown.t, h.includes('flow') ? Number(m![1]) : null)!;
    expect(want, `${line.series} at ${shown.t}`).toBeDefined();
    for (const v of line.values) {
      expect(v.value, `${line.series} ${v.column}`).toBe(want[h.indexOf(v.column)]);
      n++;
    }
  }
  return n;
}

test('hovering every time plot shows time and each series\' value, equal to the plot\'s CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=voice-codel');
  await settle(page);
  for (const kind of KINDS) {
    await showPlot(page, kind);
    const host = page.getByTestId(`readout-host-${kind}`);
    const box = (await host.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2);
    const readout = page.getByTestId(`readout-${kind}`);
    await expect(readout, kind).toBeVisible();
    await expect(readout.getByTestId('readout-time')).toHaveText(/^t = \d+\.\d{3} s$/);
    const shown = await snapshot(readout);
    if (kind === 'cwnd') await page.screenshot({ path: `${ARTIFACTS}/readout-cwnd-1366.png` });
    // The mouse leaving takes the readout along.
    await page.mouse.move(2, 2);
    await expect(readout).toBeHidden();
    expect(expectMatchesCsv(shown, await csvOf(page, kind)), kind).toBeGreaterThan(0);
  }
});

test('keyboard: arrows on a focused plot move the readout and say it as the slider\'s value, one sentence, not the page playback shortcut', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=voice-codel');
  await settle(page);
  const host = page.getByTestId('readout-focus-cwnd');
  await host.focus();
  const cursor = await page.getByTestId('scrub').inputValue();
  const readout = page.getByTestId('readout-cwnd');
  const readoutT = async () => Number(await readout.getAttribute('data-t'));
  // Each key's render lands a frame later: wait for it rather than read the attribute at once.
  // Focus scrolls the plot into view, and it is drawn a frame or more later: keys before that have
  // no time axis to move on. Home until the readout stands at the start.
  await expect.poll(async () => {
    await page.keyboard.press('Home');
    return (await readout.count()) > 0 ? readoutT() : -1;
  }).toBe(0);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(readoutT).toBeGreaterThan(0);
  const t1 = await readoutT();
  await page.keyboard.press('ArrowRight');
  await expect.poll(readoutT).toBeGreaterThan(t1);
  // Said once, as the slider's value: one sentence with the time, each series and its values
  // (screen-reader trial 4); the tap's live paragraph stays empty, so it is not said twice.
  await expect(host).toHaveAttribute('aria-valuetext', /^At \d+\.\d{3} s — Flow 1 \(bulk 1\): cwnd \d+/);
  await expect(page.getByTestId('readout-said-cwnd')).toHaveText('');
  // The arrows moved the readout, not the playback cursor.
  expect(await page.getByTestId('scrub').inputValue()).toBe(cursor);
  const shown = await snapshot(readout);
  expect(expectMatchesCsv(shown, await csvOf(page, 'cwnd'))).toBeGreaterThan(0);
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  test('a tap on a plot shows the readout there, within the screen, and leaves the playback cursor alone', async ({ page }) => {
    await page.goto('/#v=1&preset=voice-codel');
    await settle(page);
    await showPlot(page, 'queue');
    const host = page.getByTestId('readout-host-queue');
    const box = (await host.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.7, box.y + box.height / 2);
    const readout = page.getByTestId('readout-queue');
    await expect(readout).toBeVisible();
    const r = (await readout.boundingBox())!;
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width).toBeLessThanOrEqual(390);
    await expect(page.getByTestId('readout-said-queue')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByTestId('readout-said-queue')).toHaveText(/^At \d+\.\d{3} s — /);
    await expect(page.getByTestId('cursor-time')).toHaveText(/^run complete · /);
    const shown = await snapshot(readout);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/readout-queue-390.png` });
    expect(expectMatchesCsv(shown, await csvOf(page, 'queue'))).toBeGreaterThan(0);
  });
});

test('projector theme at 1920×1080: the readout in presentation mode', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=voice-codel&present=1');
  await settle(page);
  const host = page.getByTestId('readout-host-cwnd');
  const box = (await host.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  const readout = page.getByTestId('readout-cwnd');
  await expect(readout).toBeVisible();
  const r = (await readout.boundingBox())!;
  expect(r.x).toBeGreaterThanOrEqual(box.x - 1);
  expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width + 1);
  await page.screenshot({ path: `${ARTIFACTS}/readout-cwnd-present-1920.png` });
});

test('a typed "Go to time" stands on every plot until Escape clears it, with the field (bufferbloat trial 16:06, s48–s51: readouts that could not be dismissed)', async ({ page }) => {
  await page.goto('/#v=1&preset=seed000-droptail');
  await settle(page);
  await page.getByTestId('go-to-time').fill('30');
  await page.getByTestId('go-to-time').press('Enter');
  await showPlot(page, 'queue');
  await expect(page.getByTestId('readout-queue')).toBeVisible();
  // Escape from anywhere outside a dialog: the page's body.
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('readout-queue')).toHaveCount(0);
  await expect(page.getByTestId('go-to-time')).toHaveValue('');
});
