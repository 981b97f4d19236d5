import { expect, test } from '@playwright/test';
import { pageWithSimWorkerHeld, settle } from './helpers';

/** Issue 37, left open from the 05:10 trial round (lecturer-0510, bloat-0510; closing notes 2026-11-30b). */

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

test('another preset chosen: the playback readout says at once that the new run is computing, from the run store (worker held)', async ({ browser, page }) => {
  await page.goto('/#v=1&preset=seed000-droptail');
  const origin = new URL(page.url()).origin;
  const held = await pageWithSimWorkerHeld(browser, { viewport: { width: 1366, height: 768 } });
  const time = held.page.getByTestId('cursor-time');
  await held.page.goto(`${origin}/#v=1&preset=seed000-droptail`);
  // A run that ends when its flows are done has no end to name yet (it read "computing… 0.0 s of 0 s").
  await expect(time).toHaveText('computing… 0.0 s');
  await held.page.getByTestId('preset').selectOption('wifi-red');
  // The new run's own length at once, not the previous run's words until a batch arrives.
  await expect(time).toHaveText('computing… 0.0 s of 100 s');
  await expect(time).toHaveAttribute('data-computing', 'yes');
  held.release();
  await expect(time).toHaveText('run complete · 100.00 s', { timeout: 60_000 });
  await held.context.close();
});

test('another preset chosen after a complete run: the readout never says "run complete" before the new run is', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-droptail');
  await settle(page);
  const time = page.getByTestId('cursor-time');
  await expect(time).toHaveText(/^run complete/);
  // Every text the readout shows from the change until the new run is complete.
  await page.evaluate(() => {
    const w = window as unknown as { __said: string[] };
    w.__said = [];
    const out = document.querySelector('[data-testid="cursor-time"]')!;
    new MutationObserver(() => w.__said.push(out.textContent ?? '')).observe(out, { childList: true, characterData: true, subtree: true });
    document.querySelector('[data-testid="preset"]')!.addEventListener('change', () => w.__said.push(`changed: ${out.textContent}`));
  });
  await page.getByTestId('preset').selectOption('wifi-red');
  await settle(page);
  const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
  const last = said.lastIndexOf('run complete · 100.00 s');
  expect(last, said.join(' | ')).toBeGreaterThan(0);
  expect(said.slice(1, last).filter((t) => t.includes('run complete')), said.join(' | ')).toEqual([]);
});
