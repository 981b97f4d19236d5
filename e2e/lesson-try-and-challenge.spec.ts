import { expect, test } from '@playwright/test';
import { ARTIFACTS, activeId, predict } from './helpers';
import { LESSON_BUTTONS } from '../src/lessons/button-names';

/**
 * Phone trial 15:40, step 15: "Check the step's claim on my edited run" and "Check the challenge on
 * my run" were two alike blue buttons one above the other, and the student could not tell which
 * one they needed. The step's try is its own part under its own heading, its button plain; the
 * challenge's button is the primary one, inside the framed challenge; Tab reaches them in that order.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the step's try and the challenge are two parts, each with its own heading and button, the challenge's button primary and inside the challenge", async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  await predict(page, 1);
  const panel = page.getByTestId('lesson-panel');
  await expect(panel.getByTestId('check-run')).toHaveText(LESSON_BUTTONS.checkRunAgain, { timeout: 90_000 });
  const tryPart = panel.getByRole('region', { name: 'Try it: change the run' });
  const challenge = panel.getByRole('region', { name: 'Your challenge' });
  await expect(tryPart.getByRole('heading', { name: 'Try it: change the run' })).toBeVisible();
  await expect(tryPart.getByTestId('try-check-run')).toHaveText(LESSON_BUTTONS.checkEditedRun);
  await expect(tryPart.getByTestId('check-challenge')).toHaveCount(0);
  await expect(challenge.getByTestId('check-challenge')).toHaveText(LESSON_BUTTONS.checkChallenge);
  await expect(challenge.getByTestId('try-check-run')).toHaveCount(0);
  // Different emphasis: the challenge's is the primary button, the try's a plain one.
  await expect(challenge.getByTestId('check-challenge')).toHaveClass(/\bprimary\b/);
  await expect(tryPart.getByTestId('try-check-run')).not.toHaveClass(/\bprimary\b/);
  // The keyboard meets the try's button first, then the challenge's.
  await tryPart.getByTestId('try-check-run').focus();
  let reached = false;
  for (let i = 0; i < 10 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = (await activeId(page)) === 'check-challenge';
  }
  expect(reached).toBe(true);
  await tryPart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/lesson-try-and-challenge-390.png` });
});
