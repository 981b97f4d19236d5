import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, openFresh } from './helpers';

/** The scenario as the app holds it (what a link and a run are made from). */
async function draft(page: Page): Promise<{ topology: { access: { receiverLoss?: Record<string, unknown> } }; tcp?: { maxCwnd?: number | null } }> {
  return page.evaluate(() => (window as unknown as { __clab: { scenario: { getState(): { draft: unknown } } } }).__clab.scenario.getState().draft) as never;
}

test.use({ viewport: { width: 1366, height: 768 } });

test('the packet error rate, the on/off channel and the window cap are editable, and a PER sweep runs', async ({ page }) => {
  // Eight 100-s runs of ten flows (2 values × 2 queues × 2 replications) on a shared machine.
  test.setTimeout(300_000);
  await openFresh(page, '/#v=1&preset=seed003-e2-droptail');
  const panel = page.getByTestId('link-errors');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('loss-model')).toHaveValue('bernoulli');
  await expect(page.getByTestId('loss-per')).toHaveValue('0.1');
  await panel.screenshot({ path: `${ARTIFACTS}/link-errors-laptop.png` });

  // PER 0.1 % → 1 %: the scenario, its link and the next run follow.
  await page.getByTestId('loss-per').fill('1');
  await page.getByTestId('loss-per').press('Enter');
  await expect.poll(async () => (await draft(page)).topology.access.receiverLoss).toEqual({ type: 'bernoulli', per: 0.01 });
  await expect(page).toHaveURL(/topology\.access\.receiverLoss\.per=0\.01/);

  // The window cap the description mentions.
  await expect(page.getByTestId('window-cap')).toHaveValue('32');
  await page.getByTestId('window-cap').fill('16');
  await page.getByTestId('window-cap').press('Enter');
  await expect.poll(async () => (await draft(page)).tcp?.maxCwnd).toBe(16);

  // Bursty errors: the on/off channel's four settings appear, in % and ms.
  await page.getByTestId('loss-model').selectOption('onoff');
  for (const k of ['perOn', 'perOff', 'meanOn', 'meanOff']) await expect(page.getByTestId(`loss-${k}`)).toBeVisible();
  await page.getByTestId('loss-meanOn').fill('100');
  await page.getByTestId('loss-meanOn').press('Enter');
  await expect.poll(async () => (await draft(page)).topology.access.receiverLoss?.meanOn).toBe(0.1);
  await page.getByTestId('loss-model').selectOption('bernoulli');
  await expect(page.getByTestId('loss-per')).toBeVisible();

  // Sweep the PER in the app: two values, each configuration runs.
  await page.getByTestId('mode-sweep').click();
  await page.getByTestId('sweep-param').selectOption('topology.access.receiverLoss.per');
  // In the editor's unit, %: 0.1 % and 1 % (the scenario stores 0.001 and 0.01).
  await page.getByTestId('sweep-values').fill('0.1, 1');
  await page.getByTestId('sweep-reps').fill('2');
  await page.getByTestId('sweep-reps').press('Enter');
  await expect(page.getByTestId('sweep-run')).toBeEnabled();
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
  const table = page.getByTestId('sweep-table');
  await expect(table.locator('tbody tr td:first-child')).toHaveText(['0.1', '1']);
  await page.screenshot({ path: `${ARTIFACTS}/link-errors-sweep-laptop.png` });
});
