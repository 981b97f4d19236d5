import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict } from './helpers';

/**
 * Phone trial 15:10, step 17: in a lesson, Compare A/B silently took the current step's set-up as
 * A (step 3's RED 10–18), with no control to choose it; the student reached step 2's RED 4/6 only
 * by guessing that "← Back" keeps Compare mode. A/B now offers the lesson's steps as A, by their
 * titles; choosing one from the keyboard moves the lesson there and stays in A/B. Opened from step 3,
 * A/B takes step 2 as A, the step 3 names (its abOfStep; phone trial 17:40, step 17), and says so.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("A/B in a lesson offers the lesson's steps as A; opened from step 3 it takes step 2, step 3's comparison; choosing a step by keyboard moves the lesson there and stays in A/B", async ({ page }) => {
  // The trial's path: steps 2 and 3 answered, then Compare A/B from step 3.
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 2 of 3');
  await predict(page, 1);
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 3 of 3');
  await predict(page, 1);
  await page.getByRole('tab', { name: 'Compare A/B' }).tap();
  const choice = page.getByTestId('ab-a-step');
  await expect(choice).toBeVisible();
  await expect(choice).toHaveAccessibleName('Lesson step as A');
  await expect(choice).toHaveValue('2');
  await expect(choice.locator('option')).toHaveText(['1 · Vegas and Reno under tail drop', '2 · Gentle RED with small thresholds (4 packets and 6 packets) — step 3’s comparison', '3 · Challenge: fair and busy']);
  await expect(page.getByTestId('ab-rule')).toContainText('lesson step 2');
  // A touch target, and nothing wider than the phone.
  expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${ARTIFACTS}/ab-lesson-step-390.png` });
  // From the keyboard: focus, one arrow down to step 3's own run, one up again.
  await choice.focus();
  await page.keyboard.press('ArrowDown');
  await expect(choice).toHaveValue('3');
  await expect(page.getByTestId('ab-rule')).toContainText('lesson step 3');
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 3 of 3');
  await page.keyboard.press('ArrowUp');
  await expect(choice).toHaveValue('2');
  await expect(page.getByTestId('compare-panel')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Compare A/B' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('ab-rule')).toContainText('lesson step 2');
  await expect(page.getByTestId('ab-rule')).toContainText('4/6');
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 2 of 3');
  // Focus stays on the choice, and the sheet says where the lesson came from and the way back.
  await expect(choice).toBeFocused();
  await expect(page.getByTestId('came-from-back')).toHaveText('Back to step 3 →');
  await page.screenshot({ path: `${ARTIFACTS}/ab-lesson-step-390-step2.png` });
  // A step not answered yet veils A/B until its prediction: focus goes to the veil's way to the question.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('lesson-progress')).toContainText('Step 1 of 3');
  await expect(page.getByTestId('veil-go')).toBeFocused();
});

test('A/B opened from a lesson step on a phone has the "Lesson step as A" choice in view, above At a glance, clear of the folded sheet (phone trial 15:40, step 16)', async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  await predict(page, 1);
  await page.getByRole('tab', { name: 'Compare A/B' }).tap();
  await compareSettled(page);
  const choice = page.getByTestId('ab-a-step');
  await expect(choice).toBeInViewport();
  // Before the numbers: the student chooses the step before reading a comparison of another one.
  const glance = page.getByTestId('compare-panel').getByRole('heading', { name: 'At a glance' });
  await expect.poll(async () => (await choice.boundingBox())!.y < (await glance.boundingBox())!.y).toBe(true);
  // Not under the folded sheet.
  await expect
    .poll(() => choice.evaluate((n) => n.getBoundingClientRect().bottom <= document.querySelector('[data-testid="lesson-panel"]')!.getBoundingClientRect().top))
    .toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/ab-lesson-step-390-open.png` });
});
