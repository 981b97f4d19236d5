import { expect, test, type Locator } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';
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

test.describe('laptop, the bufferbloat lesson', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('"Check my edited run" says with ⇄/✗ and its first words whether the edit flipped the claim as the Try line expects, then whether the claim holds on the edited run (bloat trial 08:20, confusion 6; bloat-1130 step 29)', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
    await predict(page, 1);
    const panel = page.getByTestId('lesson-panel');
    const tryButton = panel.getByTestId('try-check-run');
    const outcome = panel.getByTestId('try-outcome');
    // The Try edit: CoDel with step 2's 1000-packet buffer, as the trial made it (s21–24).
    await page.getByTestId('discipline').selectOption('codel');
    await page.getByTestId('buffer').fill('1000');
    await page.getByTestId('buffer').press('Enter');
    await settle(page);
    await tryButton.scrollIntoViewIfNeeded();
    await tryButton.click();
    await expect(outcome).toHaveAttribute('data-state', 'done');
    await expect(outcome).toHaveAttribute('data-pass', 'no');
    // The flip the Try line asked for is a ⇄, neither the claim's ✗ (bloat-1130 step 29) nor a ✓ over a failing claim (bloat trial 17:40, step 27).
    await expect(outcome).toHaveAttribute('data-flipped', 'yes');
    await expect(outcome).toContainText('⇄ It worked: your change did what the Try line asked. On your edited run the claim no longer holds: Flow 5 (voice) one-way delay 46.7 ms, where the claim needs > 150 ms; as the step set it up, the claim held');
    await expect(outcome).not.toContainText('✗');
    await expect(outcome).not.toContainText('✓');
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson15-try-outcome-1366.png` });
    // An edit that does not flip it: tail drop again, still with 1000 packets.
    await page.getByTestId('discipline').selectOption('droptail');
    await settle(page);
    await tryButton.scrollIntoViewIfNeeded();
    await tryButton.click();
    await expect(outcome).toHaveAttribute('data-pass', 'yes');
    await expect(outcome).toHaveAttribute('data-flipped', 'no');
    await expect(outcome).toContainText('✗ Not yet: your change has not done what the Try line asks. On your edited run it still holds');
    await expect(outcome).toContainText('as it did on the step’s set-up');
  });
});
