import { expect, test } from '@playwright/test';
import { ARTIFACTS } from './helpers';

/**
 * The lecturer trial of 05:10, step 25: the start page's search was word-AND, so a lecturer who
 * typed the goal ("wifi red worse") read "Nothing found", and "red worse" listed one unrelated
 * study run. The search now keeps the words something holds together, says which it left out, and
 * lists the finds with most words in their titles and group names first.
 */
test.describe('the start page search is forgiving (lecturer trial 05:10, step 25)', () => {
  test('"wifi red worse" lists the Wi-Fi RED demo first; a word nothing holds is said as ignored; a nonsense word alone finds nothing', async ({ page }) => {
    await page.goto('/');
    const box = page.getByTestId('landing-search');
    const found = page.getByTestId('landing-found');
    await box.fill('wifi red worse');
    await expect(found).not.toContainText('Nothing found');
    await expect(page.locator('[data-result]').first()).toBeVisible();
    const firstGroup = page.getByTestId('demo-section-teaching').locator('details.demo-group').first();
    await expect(firstGroup).toHaveAttribute('data-testid', 'demo-group-lossy-links');
    await page.screenshot({ path: `${ARTIFACTS}/search2-wifi-red-worse.png` });

    await box.fill('red worse');
    await expect(page.getByTestId('demo-section-teaching').locator('details.demo-group').first()).toHaveAttribute('data-testid', 'demo-group-lossy-links');

    await box.fill('wifi red qwxzy');
    await expect(found).toHaveText(/^No match for ‘qwxzy’; showing results for wifi red\. 1 lesson, 4 teaching demos and \d+ runs of published studies found/);

    await box.fill('qwxzy');
    await expect(found).toHaveText(/^Nothing found/);
    await expect(page.getByTestId('demo-section-teaching')).toHaveCount(0);
  });
});
