/**
 * What a lecturer met at 15:40 (lecturer-1540) that present22 answers: no theme choice in
 * presentation's Settings, Projector looking like Default there, and the exported slide's queue
 * plots squeezed by their legends.
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, settle, tabTo } from './helpers';

failOnPageErrors(test);

test('presentation Settings: the theme is chosen by keyboard from the header menu\'s list, says presenting always uses Projector, and the page takes it on Esc (lecturer-1540 confusions 4, 5)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red');
  await settle(page);
  await expect(page.getByTestId('theme')).toHaveValue('default');
  const headerList = await page.getByTestId('theme').locator('option').allTextContents();
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('present-settings-toggle').click();
  const choice = page.getByRole('combobox', { name: 'Theme after Esc' });
  await expect(choice).toBeVisible();
  // One list, the header's.
  expect(await choice.locator('option').allTextContents()).toEqual(headerList);
  await expect(choice).toHaveValue('default');
  await expect(choice).toHaveAccessibleDescription('(presenting always uses Projector)');
  await page.screenshot({ path: `${ARTIFACTS}/present22-theme-choice-1920.png` });
  // By keyboard: focus it, choose Dark with the arrow keys.
  await page.getByTestId('present-settings-toggle').focus();
  await tabTo(page, 'present-theme');
  await page.keyboard.press('ArrowDown');
  await expect(choice).toHaveValue('dark');
  // Presenting stays in the projector's look, as the note says …
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
  // … and the page is Dark after Esc, as the header's menu says too, remembered.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme')).toHaveValue('dark');
  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
