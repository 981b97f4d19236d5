import { expect, test } from '@playwright/test';
import { predict } from './helpers';

/** What the trials of 2026-11-30 15:40 met in the lesson panel and A/B (phone-1540, bloat-1540). */

test('Vegas lesson step 2 → A/B at 390×844: the Vegas/Reno and Jain cells name the sides, "tail drop lower · less fair than gentle RED", and the page does not scroll sideways (phone-1540, steps 16–18)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  await predict(page, 0);
  await page.getByTestId('mode-compare').click();
  await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes', { timeout: 90_000 });
  const rowOf = (label: RegExp) => page.getByTestId('compare-summary').locator('tr', { has: page.locator('td', { hasText: label }) }).first();
  await expect(rowOf(/^Vegas goodput \/ Reno goodput/).locator('td.diff')).toContainText('tail drop lower · less fair than gentle RED');
  await expect(rowOf(/^Jain's index/).locator('td.diff')).toContainText('tail drop worse · less fair than gentle RED');
  await expect(page.getByTestId('compare-glance')).toContainText('tail drop lower · less fair than gentle RED');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e/artifacts/lesson22-ab-names-390.png', fullPage: false });
});

test('before the prediction the Check section shows no greyed button, only a line that Submit checks the run; after it, "Check again" is there (phone-1540, step 9)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  await expect(page.getByTestId('check-withheld')).toHaveText('Submitting your prediction checks this run and shows what was checked.');
  await expect(page.getByTestId('check-run')).toHaveCount(0);
  await predict(page, 0);
  await expect(page.getByTestId('check-withheld')).toHaveCount(0);
  await expect(page.getByTestId('check-run')).toBeEnabled({ timeout: 90_000 });
});
