import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';
import { LESSON_BUTTONS } from '../src/lessons/button-names';
import { LESSONS } from '../src/lessons/catalogue';
import { LESSON_VIEW_NAMES } from '../src/lessons/views';
import { VIEW_SELECTORS } from '../src/app/lessons/view-selectors';

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

/**
 * Bloat trial 05:10, confusion 6: "After your answer, look at the Summary table", and nothing on
 * screen was called that (the panel is headed "Summary"). Every view a lesson step points at is
 * named as its own heading names it: the name the player quotes is the heading's first words.
 */
const POINTED = [...new Map(LESSONS.flatMap((l) => l.steps.map((s, i) => [s.views?.highlight, { id: l.id, step: i + 1, predicts: !!s.prediction }] as const)).filter(([v]) => v)).entries()];
for (const [view, at] of POINTED) {
  test(`the view a step points at is called by its heading's name: ${view} (${at.id} step ${at.step})`, async ({ page }) => {
    await page.goto(`/#v=1&lesson=${at.id}&step=${at.step}`);
    await expect(page.getByTestId('lesson-progress')).toContainText(`Step ${at.step} of`);
    if (at.predicts) await predict(page, 0);
    const name = LESSON_VIEW_NAMES[view!].name;
    await expect(page.getByTestId('look-at')).toContainText(`“${name}”`);
    const heading = page.locator(VIEW_SELECTORS[view!]).locator('h2, h3, figcaption, .plot-title').first();
    await expect(heading).toContainText(name);
  });
}

/**
 * Bloat trial 05:10 confusion 9, phone trial 05:10 step 23: the challenge step's "Try:" at the
 * bottom of the check said to press "Check my run again", which was at the top of the check, while
 * the button nearest the Try text was "Check challenge". The Try line now carries the button it
 * names; pressed, it re-judges the step's check and says its outcome under itself (lesson14).
 */
test('a challenge step\'s "Try:" carries the button it names, and that button checks the step (not the challenge)', async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  await predict(page, 1);
  const check = page.getByRole('region', { name: 'Check on the step’s set-up' });
  await expect(check.getByTestId('check-run')).toHaveText(LESSON_BUTTONS.checkRunAgain, { timeout: 90_000 });
  const tryLine = check.locator('.try');
  await expect(tryLine).toContainText(`press ${LESSON_BUTTONS.checkEditedRun} here`);
  const here = tryLine.getByRole('button', { name: LESSON_BUTTONS.checkEditedRun });
  await here.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-lesson13-try-button.png` });
  await here.click();
  // The outcome is said under the button (lesson14: the sheet no longer scrolls up to the verdict).
  await expect(page.getByTestId('try-outcome')).toBeInViewport();
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
  await expect(page.getByTestId('challenge-verdict')).toHaveCount(0);
});

/**
 * Phone trial 05:10, step 30: "Finish ✓" on a folded sheet only relabelled its head "Finished";
 * the lesson's conclusion (its goals, the student's predictions with their run's figures) stayed
 * out of sight. Finishing now opens the sheet on the ending, focused for keyboard and screen reader.
 */
test('Finish on a folded sheet shows the conclusion: goals and each prediction with its run\'s figure, its heading focused', async ({ page }) => {
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
  await predict(page, 1);
  await expect(page.getByTestId('check-verdict')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('lesson-fold').click();
  await expect(page.getByTestId('lesson-fold')).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('lesson-next').click();
  const ending = page.getByRole('region', { name: 'Lesson complete' });
  await expect(ending).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeFocused();
  await expect(ending.getByTestId('ending-goals')).toBeVisible();
  await expect(ending.getByTestId('ending-figure-3')).toContainText(/your run: Vegas\/Reno \d\.\d{3}/);
  await page.screenshot({ path: `${ARTIFACTS}/trial-lesson13-ending.png` });
});
