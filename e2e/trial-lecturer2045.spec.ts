import { expect, test, type Page } from '@playwright/test';
import { urlSettled } from './helpers';

// Lecturer trial 20:45 (confusions 6, 7, 12), at the presentation a lecturer projects.
const PRESENT = '/#v=1&preset=wifi-red&mode=compare&present=1&endnums=1';

test.use({ viewport: { width: 1920, height: 1080 } });
// wifi-red's A and B runs (50 flows, 100 s) take ~25 s on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });
const runDone = (page: Page) => page.waitForFunction(() => (window as unknown as { __clab?: { settled(): boolean } }).__clab?.settled() === true, null, { timeout: 120_000 });

test('a speed picked while presenting is in the address bar, as in the copied link, with no new history entry', async ({ page }) => {
  await page.goto(PRESENT);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await runDone(page);
  await urlSettled(page);
  const entries = await page.evaluate(() => history.length);
  await page.getByTestId('speed').selectOption('2');
  await urlSettled(page);
  expect(await page.evaluate(() => location.hash)).toMatch(/[#&]speed=2(&|$)/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.getByTestId('present-share-toggle').click();
  await page.getByTestId('presentation').getByTestId('share').click();
  expect(await page.getByTestId('share-link').inputValue()).toMatch(/[#&]speed=2(&|$)/);
});

test('the Share dialog names the presenter link and the student link by what they open', async ({ page }) => {
  await page.goto(PRESENT);
  await page.getByTestId('present-share-toggle').click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByRole('button', { name: 'Copy presenter link (full screen)', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy student link (predict first)', exact: true })).toBeVisible();
  // Unticked, the student link shows the numbers, and its button says so.
  await dialog.getByTestId('student-predict-first').uncheck();
  await expect(dialog.getByRole('button', { name: 'Copy student link (numbers shown)', exact: true })).toBeVisible();
  // The presenter link is the one with present=1.
  await dialog.getByRole('button', { name: 'Copy presenter link (full screen)' }).click();
  expect(await page.getByTestId('share-link').inputValue()).toMatch(/[#&]present=1(&|$)/);
});

test('editing the slide title while the numbers wait for the reveal says the title is shown before it, and the bar keeps its height', async ({ page }) => {
  await page.goto(PRESENT);
  await runDone(page);
  const bar = page.getByTestId('presentation').locator('.present-bar');
  const before = (await bar.boundingBox())!;
  await page.getByTestId('slide-title-edit').click();
  const input = page.getByTestId('slide-title-input');
  await expect(input).toBeFocused();
  const hint = page.getByTestId('slide-title-hint');
  await expect(hint).toHaveText('Stays, before the reveal and after: keep the finding out of it');
  await expect(input).toHaveAccessibleDescription('Stays, before the reveal and after: keep the finding out of it');
  const during = (await bar.boundingBox())!;
  expect(Math.abs(during.height - before.height)).toBeLessThanOrEqual(1);
  // One line.
  const h = (await hint.boundingBox())!;
  expect(h.height).toBeLessThan(40);
  await page.screenshot({ path: 'test-results/lecturer2045-edit-title-1920.png' });
});
