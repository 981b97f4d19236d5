import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict } from './helpers';

/**
 * Bloat trial 04:30 (/work/notes/trials/bloat-0430.md, section 3; a student at 1366×768 in the
 * lesson "A call beside downloads").
 */
test.use({ viewport: { width: 1366, height: 768 } });

const MECHANISM = "Why the call lags: each download's TCP grows its window until a packet is lost, so the downloads keep a standing queue in the big buffer, a few hundred packets here, and every call packet waits behind the queue they keep.";

test('step 1: above the question only the 100 ms bar; the mechanism (without "whole queue") is the first thing under the verdict, for every answer (confusion 1)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 1 of 6');
  const step = page.getByTestId('lesson-step');
  await expect(step.locator('p', { hasText: 'The bar:' })).toBeVisible();
  await expect(step).not.toContainText('Why the call lags');
  await expect(step).not.toContainText('whole queue');
  for (const choice of [2, 0, 1]) {
    if (choice !== 2) {
      await page.getByTestId('prediction-try-again').click();
      await expect(page.getByTestId('prediction-outcome')).toHaveCount(0);
    }
    await predict(page, choice);
    const outcome = page.getByTestId('prediction-outcome');
    const after = outcome.getByTestId('prediction-after-answer');
    await expect(after).toHaveText(MECHANISM);
    // First under the verdict's line, above the chosen answer's why.
    const whyBox = (await outcome.getByTestId('prediction-why').boundingBox())!;
    expect((await after.boundingBox())!.y).toBeLessThan(whyBox.y);
    await expect(outcome).not.toContainText('whole queue');
    if (choice === 2) await page.screenshot({ path: `${ARTIFACTS}/trial-bloat4-step1-verdict-1366.png` });
  }
});
