import { expect, test } from '@playwright/test';
import { ARTIFACTS, fullPageShot, canvasStats, drawnItems, openFresh } from './helpers';

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
});

test('seed 002 Exp D: Vegas and Reno windows side by side, RED thresholds stepping as flows join', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed002-d-red-exact');
  await expect(page.getByTestId('scenario-name')).toContainText('Flows joining every 10 s');

  // Both variants are in the run, and each has a cwnd trace drawn in the cwnd plot.
  await expect(page.getByTestId('summary-row-0')).toContainText('vegas');
  await expect(page.getByTestId('summary-row-9')).toContainText('reno');
  await expect(page.getByLabel('Flow 1 TCP variant')).toHaveValue('vegas');
  await expect(page.getByLabel('Flow 1 TCP variant').locator('option:checked')).toHaveText('Vegas');
  const cwndRows = await page.evaluate(() => {
    const run = (window as any).__clab.results.current;
    return run.flows.map((f: { cwnd: { length: number } }) => f.cwnd.length) as number[];
  });
  expect(cwndRows[0], 'Vegas1 cwnd samples').toBeGreaterThan(20);
  expect(cwndRows[9], 'Reno2 cwnd samples').toBeGreaterThan(20);
  expect((await drawnItems(page)).cwnd).toBeGreaterThan(200);
  expect((await canvasStats(page, 'cwnd')).inked).toBeGreaterThan(2000);

  // The fairness ratio sits beside Jain's index.
  const ratio = Number(await page.getByTestId('vegas-reno').innerText());
  expect(ratio).toBeGreaterThan(0.1);
  expect(ratio).toBeLessThan(1);

  // min_th steps 6 → 12 → 18 → 24 → 30 as the pairs of flows arrive.
  const minTh = await page.evaluate(() => {
    const run = (window as any).__clab.results.current;
    const th = run.bottleneck.data.thresholds;
    return Array.from(th.cols.minTh.subarray(0, th.length)) as number[];
  });
  expect(minTh).toEqual([6, 12, 18, 24, 30]);
  expect((await canvasStats(page, 'queue')).inked).toBeGreaterThan(2000);
  await fullPageShot(page, `${ARTIFACTS}/seed002-exp-d.png`);
});

test('seed 002 presets are in the menu', async ({ page }) => {
  await openFresh(page, '/');
  const options = await page.getByTestId('preset').locator('option').allInnerTexts();
  for (const title of ['Two flows, Vegas vs Reno', 'Four Vegas + one Reno flows', 'Nine Vegas + one Reno flows', 'Flows joining every 10 s', 'Six routers']) expect(options.some((o) => o.includes(title)), title).toBe(true);
  await page.getByTestId('preset').selectOption('seed002-a-vr-red');
  await expect(page).toHaveURL(/preset=seed002-a-vr-red/);
  await expect(page.getByTestId('summary-row-1')).toContainText('reno');
});
