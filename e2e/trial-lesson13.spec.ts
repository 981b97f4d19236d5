import { expect, test } from '@playwright/test';
import { predict, settle } from './helpers';

/**
 * Phone trial 05:10 (390×844, touch), where the student met it: a checked step left for the home
 * page and come back to with the browser's Back said "You changed the scenario since this check"
 * though nothing had changed (step 8).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('home and Back again: a check on the unchanged scenario is not called stale (phone step 8)', async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
  await predict(page, 0);
  const verdict = page.getByTestId('check-verdict');
  await expect(verdict).toBeVisible();
  await expect(page.getByTestId('check-verdict-stale')).toHaveCount(0);

  await page.getByTestId('home').click();
  await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 1 of');
  await settle(page);
  await expect(verdict).toBeVisible();
  await expect(page.getByTestId('check-verdict-stale')).toHaveCount(0);

});
