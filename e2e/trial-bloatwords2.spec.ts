import { expect, test } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * The bufferbloat trial of 00:55 (bloat-0055), as a student at 1366×768:
 * - confusion 5: after Buffer → 20 on step 1 the prediction's verdict still read "✗ … 358.3 ms" in
 *   large type beside At a glance's 40.7; it now says it is the step's run, before the edit;
 * - confusion 8: "Go to the challenge ↓" under a challenge box fully in sight; with the challenge
 *   in sight the strip says "Try the challenge above." and offers the jump only when it is out of sight;
 * - confusion 10: step 6 said "the challenge's 50-packet buffer" to a student who passed with 40.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test("step 1: after Buffer → 20 the prediction's verdict says it is the step's run, before your edit (confusion 5)", async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await predict(page, 0);
  const line = page.getByTestId('prediction-outcome').locator('.outcome-line');
  await expect(line).toContainText(/Your prediction: (not this one|right)\. The run: /);
  await page.getByTestId('buffer').fill('20');
  await page.getByTestId('buffer').press('Enter');
  await settle(page);
  await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-before-edit', 'yes');
  await expect(line).toContainText(/Your prediction: (not this one|right)\. The step's run, before your edit: /);
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloatwords2-verdict-before-edit-1366.png` });
});

test('step 5: the "not tried" strip offers the jump only while the challenge is out of sight (confusion 8)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=5');
  await settle(page);
  const strip = page.getByTestId('challenge-untried');
  await expect(strip).toBeVisible();
  const head = page.getByTestId('challenge-head');
  await head.scrollIntoViewIfNeeded();
  await page.getByTestId('check-challenge').scrollIntoViewIfNeeded();
  await expect(head).toBeInViewport({ ratio: 1 });
  await expect(strip).toHaveAttribute('data-challenge-in-view', 'yes');
  await expect(strip).toContainText('You have not tried this step’s challenge yet. Try the challenge above.');
  await expect(page.getByTestId('challenge-untried-go')).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloatwords2-challenge-in-view-1366.png` });
  // Scrolled back to the step's top (the challenge below the fold, if the panel is short enough to hide it).
  await page.getByTestId('step-title').scrollIntoViewIfNeeded();
  await page.locator('.lesson-body').evaluate((b) => b.scrollTo(0, 0));
  const hidden = await page.getByTestId('check-challenge').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const body = el.closest('.lesson-body')!.getBoundingClientRect();
    return r.bottom > Math.min(body.bottom, window.innerHeight) || r.top < body.top;
  });
  if (hidden) {
    await expect(strip).toHaveAttribute('data-challenge-in-view', 'no');
    await expect(page.getByTestId('challenge-untried-go')).toBeVisible();
  }
});

test("step 6: after passing step 5 with a 40-packet buffer, the step says that one beside its own 50 (confusion 10)", async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=5');
  await page.getByTestId('buffer').fill('40');
  await page.getByTestId('buffer').press('Enter');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes');
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 6 of 6');
  await expect(page.getByTestId('lesson-step')).toContainText('Here is a 50-packet buffer, about one bandwidth-delay product at 10 Mbit/s');
  await expect(page.getByTestId('challenge-recall')).toHaveText("You passed step 5's challenge with Buffer 40 packets; this step runs Buffer 50 packets, so its figures are for 50, not your 40.");
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloatwords2-step6-recall-1366.png` });
});
