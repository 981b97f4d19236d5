/**
 * Issue 37, what a new student met on a phone (390×844, touch) in "Vegas meets Reno" (trial
 * phone-0220): the figure a prediction asks about hidden behind the lesson sheet (s04, s10), the
 * A/B button's silent jump back to step 2 (s17), two threshold pairs for one run (s12), a
 * challenge step's first check confirming the unfair result (s12–s15), and a tip left open over
 * the editor (s25).
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  test('step 2: the prediction verdict names the figure it was judged on, as At a glance shows it ("Vegas/Reno 0.811")', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await settle(page);
    await predict(page, 1);
    const glance = page.getByTestId('glance-headline').and(page.locator('[data-key="run.vegasRenoRatio:"]')).locator('dd');
    const value = (await glance.innerText()).trim();
    expect(value).toBe('0.811');
    await expect(page.getByTestId('prediction-outcome').locator('.outcome-line')).toHaveText(`✓ Your prediction matches the run: Vegas/Reno ${value}.`);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone11-verdict-390.png` });
  });
});

test('at 1366×768 the verdict names the figure too (step 1, a wrong answer: "Vegas/Reno 0.281")', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
  await settle(page);
  await predict(page, 1);
  await expect(page.getByTestId('prediction-outcome').locator('.outcome-line')).toHaveText('✗ Your prediction does not match the run: Vegas/Reno 0.281.');
});
