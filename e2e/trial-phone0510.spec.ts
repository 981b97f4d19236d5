import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * Phone trial 05:10 (Vegas meets Reno, 390×844, touch), confusion 11: the challenge passed at
 * thresholds 3/5 on one run (Vegas/Reno 0.975) while the Sweep's 20-seed median was 0.909, and the
 * pass did not say it rested on one seed. A pass now says so and how it fares over the Sweep's
 * first seeds (lessons/challenge-seeds.ts, its figures held in tests/lessons/challenge-seeds.test.ts),
 * with the Sweep one tap away.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.describe('phone, Vegas meets Reno: a challenge pass says what it rests on', () => {
  test.use(PHONE);

  test('a passed challenge says it is one run and on how many of the Sweep\'s seeds it passes, and opens the Sweep (confusion 11)', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    // On a phone the thresholds are in the editor (the drawer), as the student set them.
    await page.getByTestId('drawer-toggle').tap();
    await page.getByTestId('minth-value').fill('3');
    await page.getByTestId('minth-value').press('Enter');
    await settle(page);
    await page.getByTestId('maxth-value').fill('5');
    await page.getByTestId('maxth-value').press('Enter');
    await settle(page);
    await page.getByRole('button', { name: 'Close the scenario editor', exact: true }).tap();
    await expect(page.getByTestId('challenge-done')).toBeVisible({ timeout: 30_000 });
    const seeds = page.getByTestId('challenge-seeds');
    await expect(seeds).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(seeds).toContainText(/^Your pass is one run \(seed 1\)\. Run as the Sweep runs it, over seeds 1–5 with slightly different start times, it passes on [0-5] of 5 \(median Vegas\/Reno 0\.\d{3}, Utilization \d+\.\d %\)\./);
    await seeds.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone0510-challenge-seeds-390.png` });
    await page.getByTestId('challenge-seeds-sweep').tap();
    await expect(page.getByTestId('sweep-panel')).toBeVisible();
  });
});
