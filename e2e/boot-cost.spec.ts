import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, openFresh, settle, urlSettled } from './helpers';

failOnPageErrors(test);

/** Id of the newest Explore run the page started (0: none). */
const latestRunId = (page: Page) => page.evaluate(() => (window as unknown as { __clab: { latestRunId(): number } }).__clab.latestRunId());

test('a link that opens Web batch starts no Explore run (nothing of it is shown); opening Explore runs the scenario and draws it', async ({ page }) => {
  await page.goto('/#v=1&preset=seed000-red&view=6&mode=web');
  await expect(page.getByTestId('web-panel')).toBeVisible();
  await urlSettled(page);
  // Longer than an edit's coalescing wait: a run held back only briefly would have started by now.
  await page.waitForTimeout(500);
  expect(await latestRunId(page)).toBe(0);
  await expect(page.getByTestId('status')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}/boot-web-batch-link.png`, fullPage: true });
  await page.getByTestId('mode-explore').click();
  await settle(page);
  expect(await latestRunId(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('summary')).toBeVisible();
  await expect(page.getByTestId('scenario-name')).toContainText('RED');
});

test('a preset chosen in Web batch starts no Explore run there; back in Explore the new preset runs', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  const first = await latestRunId(page);
  expect(first).toBeGreaterThan(0);
  await page.getByTestId('mode-web').click();
  await expect(page.getByTestId('web-panel')).toBeVisible();
  await page.getByTestId('preset').selectOption('seed000-red');
  await expect(page.getByTestId('scenario-name')).toContainText('RED');
  await urlSettled(page);
  await page.waitForTimeout(500);
  expect(await latestRunId(page)).toBe(first);
  await page.getByTestId('mode-explore').click();
  await settle(page);
  expect(await latestRunId(page)).toBeGreaterThan(first);
  await expect(page.getByTestId('summary')).toBeVisible();
});

test('the closed glossary draws no entries (a fresh page parses no lesson for it); opened from Help it lists every term with its link', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await expect(page.locator('[data-term-entry]')).toHaveCount(0);
  await page.getByTestId('help-button').click();
  await page.getByTestId('help-glossary').click();
  await expect(page.getByTestId('glossary')).toBeVisible();
  const entries = page.locator('[data-term-entry]');
  expect(await entries.count()).toBeGreaterThan(10);
  await expect(page.getByTestId('glossary-body')).toContainText('See it in the lesson');
});
