import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors, settle } from './helpers';

/**
 * "Go to time" readouts leave the plots when a person turns away from them (lecturer trial 01:00,
 * s34–s37): typed 100 in presentation mode, the boxes covered about half of all four plots, and
 * a click elsewhere or moving the mouse away left them there; only emptying the field and pressing
 * Enter cleared them. Now a "Clear ✕" button stands beside the field while they show, a click on
 * the page away from the plots clears them, and so does the replay starting.
 */

failOnPageErrors(test);
test.describe.configure({ timeout: 120_000 });

const boxes = (page: Page) => page.locator('[data-testid^="readout-"][data-t]');

async function typeTime(page: Page, t: string): Promise<void> {
  await page.getByTestId('go-to-time').fill(t);
  await page.getByTestId('go-to-time').press('Enter');
  await expect(boxes(page).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=seed000-droptail&theme=projector&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
});

test('a typed time\'s readouts are cleared by the Clear button beside the field, named for what it clears', async ({ page }) => {
  await expect(page.getByTestId('go-to-time-clear')).toHaveCount(0);
  await typeTime(page, '10');
  const clear = page.getByRole('button', { name: 'Clear the readouts at 10.0 s (Escape)' });
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(boxes(page)).toHaveCount(0);
  await expect(page.getByTestId('go-to-time')).toHaveValue('');
  await expect(page.getByTestId('go-to-time-clear')).toHaveCount(0);
});

test('a click on the page away from the plots clears them; a click on a plot does not', async ({ page }) => {
  await typeTime(page, '10');
  const n = await boxes(page).count();
  expect(n).toBeGreaterThan(0);
  // A click on a plot keeps them (it moves that plot's own readout).
  await page.locator('.plot-host').first().click();
  await expect(boxes(page).first()).toBeVisible();
  // The presentation's title: nothing to do with the plots or the field.
  await page.getByTestId('presentation').locator('h1, h2').first().click();
  await expect(boxes(page)).toHaveCount(0);
});

test('the replay starting clears them: they stood at one time while the plots moved on (Space: no click anywhere)', async ({ page }) => {
  await typeTime(page, '10');
  await page.getByTestId('go-to-time').blur();
  await expect(boxes(page).first()).toBeVisible();
  await page.keyboard.press(' ');
  await expect.poll(() => page.evaluate(() => document.querySelector('[data-testid="play"]')?.getAttribute('aria-pressed'))).toBe('true');
  await expect(boxes(page)).toHaveCount(0);
});
