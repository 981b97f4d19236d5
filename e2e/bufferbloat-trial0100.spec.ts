import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS, predict, settle } from './helpers';

/**
 * Bloat trial 01:00 (a new student at 1366×768; issue 37). What the trial met below the fold or
 * not at all, held where the student reads it.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Whether `inner`'s box lies wholly inside the visible part of the lesson sheet's scrolled body. */
async function inSheetView(page: Page, inner: Locator): Promise<boolean> {
  const body = await page.getByTestId('lesson-panel').locator('.lesson-body').boundingBox();
  const box = await inner.boundingBox();
  if (!body || !box) return false;
  return box.y >= body.y - 1 && box.y + box.height <= body.y + body.height + 1;
}

/** Whether `el`'s box lies wholly inside the window. */
async function inWindow(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const v = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= v.height && box.x >= 0 && box.x + box.width <= v.width;
}

const SENTENCE = 'utilization counts retransmitted copies too, goodput each byte once';

test('step 2: why utilization fell while goodput rose is in view right after answering, with the figures it explains (trial s9)', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=2');
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 2 of 6');
  await settle(page);
  // The figures it explains: the card's utilization and system goodput, in the window.
  const glance = page.getByTestId('glance');
  for (const key of ['link.utilization', 'run.systemGoodput']) await expect(page.locator(`[data-testid="glance-headline"][data-key^="${key}"]`)).toHaveCount(1);
  for (const answer of [0, 1]) {
    await predict(page, answer);
    await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
    const why = page.getByTestId(answer === 0 ? 'prediction-why' : 'prediction-right-why').locator('p', { hasText: SENTENCE });
    await expect(why).toHaveCount(1);
    expect(await inSheetView(page, why), `answer ${answer}: the sentence is in the sheet's view`).toBe(true);
    for (const key of ['link.utilization', 'run.systemGoodput']) expect(await inWindow(page, page.locator(`[data-testid="glance-headline"][data-key^="${key}"]`)), key).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-step2-why-answer${answer}-laptop.png` });
    if (answer === 0) await page.getByTestId('prediction-try-again').click();
  }
  await expect(glance).toBeVisible();
});
