import { expect, test } from '@playwright/test';
import { predict, settle } from './helpers';
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
