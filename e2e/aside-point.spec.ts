/**
 * Testers missed explanations folded whole under "Why …?" in a lesson step: a step's aside and an
 * answer's aside now show their first sentence, the point, without a click, the detail folded
 * under "More: …"; before the prediction neither is on the page (the veil keeps the answer).
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

for (const [w, h] of [
  [390, 844],
  [1366, 768],
] as const) {
  test(`${w}×${h}: bufferbloat step 1's "why bulk 1 resends" point is visible once answered, without opening a fold; not before`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await settle(page);
    await expect(page.getByTestId('explanation-aside-lead')).toHaveCount(0);
    await predict(page, 1);
    const lead = page.getByTestId('explanation-aside-lead');
    await lead.scrollIntoViewIfNeeded();
    await expect(lead).toBeVisible();
    await expect(lead).toContainText('Why does bulk 1 resend packets that were never lost?');
    await expect(lead).toContainText(/resends more than it lost: over the whole run, \d+ packets for \d+ drops\./);
    const fold = page.getByTestId('explanation-aside');
    await expect(fold).not.toHaveAttribute('open', '');
    await expect(fold.locator('summary')).toHaveText('More: Why does bulk 1 resend packets that were never lost?');
    await page.screenshot({ path: `${ARTIFACTS}/aside-point-${w}.png` });
  });
}

test('bufferbloat step 4 (FQ-CoDel): the chosen answer\'s aside says its point unfolded', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=4');
  await predict(page, 1);
  const lead = page.getByTestId('prediction-why').getByTestId('prediction-why-aside-lead');
  await expect(lead).toBeVisible();
  await expect(lead).toContainText('Not because FQ-CoDel drops more');
});
