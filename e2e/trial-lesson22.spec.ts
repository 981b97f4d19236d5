import { expect, test } from '@playwright/test';
import { predict } from './helpers';

/** What the trials of 2026-11-30 15:40 met in the lesson panel and A/B (phone-1540, bloat-1540). */

test('Vegas lesson step 2 → A/B at 390×844: the Vegas/Reno and Jain cells show one short word ("much less fair", "worse") and keep both sides’ names for a screen reader ("tail drop lower · much less fair than gentle RED"; phone-0315, confusion 6), and the page does not scroll sideways (phone-1540, steps 16–18)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  await predict(page, 0);
  await page.getByTestId('mode-compare').click();
  await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes', { timeout: 90_000 });
  const rowOf = (label: RegExp) => page.getByTestId('compare-summary').locator('tr', { has: page.locator('td', { hasText: label }) }).first();
  await expect(rowOf(/^Vegas goodput \/ Reno goodput/).locator('td.diff')).toContainText('tail drop lower · much less fair than gentle RED');
  await expect(rowOf(/^Jain's index/).locator('td.diff')).toContainText('tail drop worse · much less fair than gentle RED');
  // What the phone shows is the short word (the sides' names are spoken only: trial-phone3).
  await expect(rowOf(/^Vegas goodput \/ Reno goodput/).getByTestId('verdict-short')).toHaveText('much less fair');
  await expect(rowOf(/^Jain's index/).getByTestId('verdict-short')).toHaveText('worse');
  await expect(page.getByTestId('compare-glance')).toContainText('tail drop lower · much less fair than gentle RED');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Nor does At a glance's table inside its region: the longer words wrap under the figure.
  expect(await page.getByRole('region', { name: 'A and B at a glance' }).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
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

test('at 390×844 while predicting, the veil says which plots the answer will show, in sight above a sheet that starts below 45 % of the screen; "Go to the question" grows the sheet to bring every answer into it, Submit in its bar, and Submit gives the room back (phone-1540, step 3; phone trial 11:45)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  const sheet = page.getByTestId('lesson-panel');
  const plots = page.getByTestId('veil-plots');
  await expect(plots).toHaveText('After you answer: Bottleneck queue, cwnd.');
  await expect.poll(async () => (await sheet.boundingBox())!.y, { message: 'the sheet’s top while predicting' }).toBeGreaterThanOrEqual(0.45 * 844);
  // The line is above the sheet's top, not under it.
  expect((await plots.boundingBox())!.y + (await plots.boundingBox())!.height).toBeLessThanOrEqual((await sheet.boundingBox())!.y);
  await page.screenshot({ path: 'e2e/artifacts/lesson22-veil-390.png' });
  await page.getByTestId('veil-go').click();
  await expect(page.getByTestId('prediction-choice-0')).toBeFocused();
  const last = page.locator('[data-testid="prediction"] .choices label').last();
  await expect.poll(() => last.evaluate((el) => el.getBoundingClientRect().bottom <= el.closest('.lesson-body')!.getBoundingClientRect().bottom + 1)).toBe(true);
  await expect(page.getByTestId('prediction-submit')).toBeInViewport();
  // The sheet grew for the answers (at its 40 % peek one and a half showed: phone trial 11:45);
  // Submit gives the plots their room back, the verdict read at the peek's top.
  expect((await sheet.boundingBox())!.height).toBeGreaterThan(0.55 * 844);
  await page.getByTestId('prediction-choice-0').check();
  await page.getByTestId('prediction-submit').click();
  await expect.poll(async () => (await sheet.boundingBox())!.height, { message: 'answered: the peek again' }).toBeLessThanOrEqual(0.4 * 844 + 1);
  await expect(page.getByTestId('lesson-sheet-size')).toHaveText('Taller');
});
