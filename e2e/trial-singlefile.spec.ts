import { expect, test, type Page } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ARTIFACTS, settle, summaryText } from './helpers';

/**
 * Lecturer trial 00:55 (and every earlier one), confusion 3: the student links pointed at
 * 127.0.0.1, and the Share dialog's only fix was `npm run build && npx vite preview --host`, which
 * a lecturer with only the app's URL cannot run. The build now writes the whole app as one file,
 * dist/congestion-lab.html, and Share offers it, and a copy with the scenario baked in.
 */

const ONE_FILE = resolve('dist/congestion-lab.html');
const oneFileUrl = (path = ONE_FILE) => pathToFileURL(path).href;

/** Both runs of A/B arrived and drawn (compareSettled's, with room for a loaded machine: two 50-flow runs of 100 s). */
async function compareSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 90_000 });
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(180_000);
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

/** Every request the page makes that is not to `file` itself or to an inline (blob:, data:) URL, and every console error. */
function watchOutside(page: Page, file: string): { outside: string[]; errors: string[] } {
  const seen = { outside: [] as string[], errors: [] as string[] };
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith('blob:') && !u.startsWith('data:') && u.split('#')[0] !== file) seen.outside.push(u);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  return seen;
}

test('the built congestion-lab.html holds every script, style and worker: no external script, style, worker or asset URL in it', () => {
  const html = readFileSync(ONE_FILE, 'utf8');
  // Tags only (the inline code between them may spell anything, e.g. React's "<script>" probe).
  const tags = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2>/g, '$1');
  expect(tags).not.toMatch(/<script\b[^>]*\ssrc=/);
  expect(tags).not.toMatch(/<link\b[^>]*rel="(stylesheet|modulepreload|manifest)"/);
  expect(tags.match(/\s(src|href)="[^"]*"/g) ?? []).toEqual([expect.stringMatching(/^ href="data:image\/svg\+xml;base64,/)]);
  // No built file is named anywhere in it: the workers are inline (Vite's `?worker&inline`), not assets/*.js.
  expect(html).not.toMatch(/assets\/[\w-]+\.(js|css|woff2?)/);
  expect(html).not.toMatch(/\.worker-[\w-]+\.js/);
  expect(html).not.toContain('registerSW');
  // Its policy allows its inline code by hash, workers from blob:, and nothing from elsewhere.
  expect(tags).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; script-src &#39;sha256-/);
});

test('opened from disk (file://) with a preset in its hash, the one file runs it to the end: the summary shows the same numbers as the hosted app, with nothing fetched from elsewhere and no error (no service worker)', async ({ page, context }) => {
  const hash = '#v=1&preset=seed000-droptail';
  await page.goto(`/${hash}`);
  await settle(page);
  const hosted = await summaryText(page);
  const disk = await context.newPage();
  disk.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  const seen = watchOutside(disk, oneFileUrl());
  await disk.goto(`${oneFileUrl()}${hash}`);
  await settle(disk);
  await expect(disk.getByTestId('summary')).toBeVisible();
  expect(await summaryText(disk)).toBe(hosted);
  expect(hosted).toMatch(/\d+\.\d/);
  // The run is complete: played to its end, not stopped part-way.
  await expect(disk.getByTestId('glance-state')).toHaveCount(0);
  expect(seen.outside).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(await disk.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  // A link made there points at the file itself (not "null/…": a file's origin is opaque).
  await disk.getByTestId('share').click();
  await expect(disk.getByTestId('share-link')).toHaveValue(new RegExp(`^${oneFileUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#v=1&preset=seed000-droptail`));
});

test('Share offers the app as one file with its real size, and this scenario as one file: downloaded and opened from disk with no hash, it opens that scenario with the same numbers', async ({ page, context }, info) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-droptail&mode=compare&present=1');
  await compareSettled(page);
  const numbers = await page.locator('.present-bar .headline-strip').innerText();
  await page.getByTestId('present-share-toggle').click();
  const panel = page.locator('#present-share-panel');
  const note = panel.getByTestId('share-host-note');
  const app = note.getByTestId('share-one-file-app');
  const mb = (statSync(ONE_FILE).size / 1e6).toFixed(1);
  await expect(app).toHaveText(`Download the app as one file (${mb} MB)`);
  await expect(app).toHaveAttribute('download', 'congestion-lab.html');
  await expect(note.getByTestId('share-one-file-says')).toContainText('Put it on the course’s web page or LMS (or any web space): links made from that copy open there');
  // The app's own download is the built file, byte for byte.
  const appDownload = page.waitForEvent('download');
  await app.click();
  const appPath = info.outputPath('congestion-lab.html');
  await (await appDownload).saveAs(appPath);
  expect(readFileSync(appPath, 'utf8')).toBe(readFileSync(ONE_FILE, 'utf8'));

  const scenarioDownload = page.waitForEvent('download');
  await note.getByTestId('share-one-file-scenario').click();
  const download = await scenarioDownload;
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.html$/);
  expect(download.suggestedFilename()).toBe('late-flow-vs-two-downloads-tail-drop-compare-a-b.html');
  // Said on screen too, where it was asked for (lecturer trial 11:45, confusion 10).
  await expect(note.getByTestId('share-one-file-saved')).toHaveText('Saved as late-flow-vs-two-downloads-tail-drop-compare-a-b.html (in your downloads).');
  const path = info.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  await page.screenshot({ path: `${ARTIFACTS}/singlefile-share-1366.png` });

  // Opened from disk as it is, with no hash: the scenario of the student link (A/B of the preset,
  // not presenting), with the same numbers; links made there carry its state.
  const disk = await context.newPage();
  await disk.setViewportSize({ width: 1366, height: 768 });
  disk.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  const seen = watchOutside(disk, oneFileUrl(path));
  await disk.goto(oneFileUrl(path));
  await compareSettled(disk);
  expect(disk.url()).toContain('#v=1&preset=seed000-droptail');
  expect(disk.url()).toContain('mode=compare');
  await expect(disk.getByTestId('presentation')).toHaveCount(0);
  await expect(disk.getByTestId('preset')).toHaveValue('seed000-droptail');
  // The headline numbers presenting are the ones it shows.
  const [a, b] = numbers.match(/\d+\.\d+/g)!;
  await expect(disk.getByRole('main')).toContainText(a);
  await expect(disk.getByRole('main')).toContainText(b);
  expect(seen.outside).toEqual([]);
  expect(seen.errors).toEqual([]);
});

for (const [w, h] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`the Share dialog at ${w}×${h}: the one-file downloads stand under the localhost notice, inside the dialog (screenshot)`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1');
    await compareSettled(page);
    // On a phone the presentation's buttons are folded behind Menu (present8).
    if (w < 600) await page.getByTestId('present-menu-toggle').click();
    await page.getByTestId('present-share-toggle').click();
    const panel = page.locator('#present-share-panel');
    const app = panel.getByTestId('share-one-file-app');
    await expect(app).toHaveText(/^Download the app as one file \(\d+\.\d MB\)$/);
    const scenario = panel.getByTestId('share-one-file-scenario');
    await expect(scenario).toHaveText('Download this scenario as one file');
    // On the dialog's first screen, inside the screen's width.
    for (const el of [app, scenario]) {
      const b = (await el.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(w);
      expect(b.y + b.height).toBeLessThanOrEqual(h);
    }
    await page.screenshot({ path: `${ARTIFACTS}/singlefile-share-dialog-${w}x${h}.png` });
    // "How to serve it" names the one-file way first, the npm ways after it.
    await panel.getByTestId('share-serve-how').locator('summary').click();
    await expect(panel.getByTestId('share-serve-how').locator('li').first()).toHaveText(/^With only a browser: use “Download the app as one file” above/);
  });
}
