import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './helpers';

/**
 * Lecturer trial 04:30, the Wi-Fi demo (wifi-red) presented in A/B at 1920 × 1080 with "Hide the
 * numbers until the replay ends": a click that closes a menu acts on nothing under it
 * (confusion 2), and "Edit title" starts from the neutral name, not the finding (confusion 3).
 */
test.use({ viewport: { width: 1920, height: 1080 } });

const PRESENT_WIFI = '/#v=1&preset=wifi-red&mode=compare&present=1&endnums=1&speed=5';

async function revealed(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
}

const cursor = (page: Page) => page.evaluate(() => (window as unknown as { __clab: { playback: { getState(): { cursor: number } } } }).__clab.playback.getState().cursor);

test('a click on a plot that closes "Plots ▾" only closes it: the replay stays at its end, the numbers shown, no readout (confusion 2)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await revealed(page);
  const at = await cursor(page);
  await page.getByTestId('plot-menu-toggle').click();
  await expect(page.getByTestId('plot-chooser')).toBeVisible();
  // Plot B: the last plot on the slide, clicked in its middle.
  const plotB = page.getByTestId('presentation').locator('[data-testid^="readout-host-"]').last();
  const box = (await plotB.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.5);
  await expect(page.getByTestId('plot-chooser')).toBeHidden();
  await expect(page.getByTestId('plot-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  expect(await cursor(page)).toBe(at);
  await expect(page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
  // The pointer moved off the plot, nothing stays open over it (a hovering mouse's readout goes with it).
  await page.getByTestId('present-title').hover();
  await expect(page.locator('.plot-readout')).toHaveCount(0);
  // The next click, the menu closed, acts on the plot as before.
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect.poll(() => cursor(page)).not.toBe(at);
  // A press on another control of the bar still does what it says: Export opens as Plots folds.
  await page.getByTestId('plot-menu-toggle').click();
  await page.getByTestId('export-menu-toggle').click();
  await expect(page.getByTestId('plot-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('export-menu-toggle')).toHaveAttribute('aria-expanded', 'true');
});

test('a click on a plot that closes "Export ↓" only closes it too (confusion 2, the other menus)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await revealed(page);
  const at = await cursor(page);
  const toggle = page.getByTestId('presentation').getByRole('button', { name: /Export/ }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const plotB = page.getByTestId('presentation').locator('[data-testid^="readout-host-"]').last();
  const box = (await plotB.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.5);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await cursor(page)).toBe(at);
  // The pointer moved off the plot, nothing stays open over it (a hovering mouse's readout goes with it).
  await page.getByTestId('present-title').hover();
  await expect(page.locator('.plot-readout')).toHaveCount(0);
});

test('"Edit title" on the revealed Wi-Fi demo starts from its neutral name, not the finding; left unchanged it changes nothing (confusion 3)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(PRESENT_WIFI);
  await expect(page.getByTestId('presentation')).toBeVisible();
  await revealed(page);
  const title = page.getByTestId('present-title');
  await expect(title).toContainText(/early drops cost more/);
  await page.getByTestId('slide-title-edit').click();
  const input = page.getByTestId('slide-title-input');
  await expect(input).toBeFocused();
  await expect(page.getByTestId('slide-title-hint')).toBeVisible();
  const value = await input.inputValue();
  expect(value).toContain('300 ms path, Wi-Fi last hop');
  expect(value).not.toMatch(/early drops cost|Wi-Fi losses/);
  await page.screenshot({ path: `${ARTIFACTS}/lecturer0430-edit-title-1920.png` });
  await input.press('Enter');
  // Unchanged, the title still follows the scenario (its finding, now that the numbers are shown).
  await expect(title).toHaveAttribute('data-own', 'no');
  await expect(title).toContainText(/early drops cost more/);
});
