import { expect, test, type Locator } from '@playwright/test';
import { ARTIFACTS, predict } from './helpers';
import { CHALLENGE_WORDS } from '../src/lessons/button-names';

/**
 * Phone trial 08:20 (Vegas meets Reno, 390×844, touch), step 3, a step with a prediction and a
 * challenge: the "You have not tried this step's challenge yet" strip under the sheet, beside the
 * sticky Submit, left the question a small window and its answers below the fold. The strip belongs
 * beside Next / Finish once the prediction is answered, not while the student predicts.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Whether `el` is wholly inside the lesson sheet's visible body. */
async function inSheet(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const body = document.querySelector('[data-testid="lesson-panel"] .lesson-body');
    if (!body) return false;
    const r = node.getBoundingClientRect();
    const b = body.getBoundingClientRect();
    return r.height > 0 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  });
}

test.describe('phone, a step with a prediction and a challenge', () => {
  test.use(PHONE);

  test('while predicting, no untried-challenge strip: the question and its first answer are in the open sheet together; answered, the strip is beside Finish', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await expect(page.getByTestId('lesson-progress')).toHaveText('Step 3 of 3');
    await expect(page.getByTestId('veil')).toBeVisible();
    await expect(page.getByTestId('lesson-fold')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('challenge-untried')).toHaveCount(0);
    // The top of the step still says a challenge is ahead.
    await expect(page.getByTestId('challenge-ahead')).toContainText(CHALLENGE_WORDS.ahead);
    const question = page.getByTestId('prediction-legend');
    await question.evaluate((n) => n.scrollIntoView({ block: 'start' }));
    const first = page.locator('label.choice').filter({ has: page.getByTestId('prediction-choice-0') });
    expect(await inSheet(question)).toBe(true);
    expect(await inSheet(first)).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson15-predicting-390.png` });
    await predict(page, 1);
    await expect(page.getByTestId('challenge-untried')).toHaveText(new RegExp(CHALLENGE_WORDS.untried));
    await expect(page.getByTestId('lesson-next')).toHaveAccessibleDescription(new RegExp(CHALLENGE_WORDS.untried));
  });
});
