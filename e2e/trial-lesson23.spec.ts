import { expect, test, type Page } from '@playwright/test';
import { predict } from './helpers';
import { CHALLENGE_WORDS } from '../src/lessons/button-names';

/** What the trials of 2026-11-30 17:40 met in the lesson panel and A/B (phone-1740). */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The veil's card and the sheet's top, once the sheet has its predicting height. */
async function cardAndSheet(page: Page): Promise<{ cardBottom: number; textBottom: number; sheetTop: number }> {
  const sheet = page.getByTestId('lesson-panel');
  await expect.poll(async () => (await sheet.boundingBox())!.y, { message: 'the sheet’s top while predicting' }).toBeGreaterThanOrEqual(0.45 * 844);
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('[data-testid="veil"] .veil-card')!;
    // Every text line the card shows (hidden ones have no box).
    const texts = [...card.querySelectorAll<HTMLElement>('p, button')].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
    return { cardBottom: card.getBoundingClientRect().bottom, textBottom: Math.max(...texts.map((r) => r.bottom)), sheetTop: document.querySelector('[data-testid="lesson-panel"]')!.getBoundingClientRect().top };
  });
}

test.describe('phone, 390×844', () => {
  test.use(PHONE);

  test('the veil\'s card, its text and its button end above the predicting sheet\'s top, on the Vegas lesson\'s first step and the bufferbloat lesson\'s longer title (phone-1740, step 5: "already running / underneath" cut under the sheet)', async ({ page }) => {
    for (const at of ['lesson=vegas-meets-reno&step=1', 'lesson=bufferbloat-voice&step=2']) {
      await page.goto(`/#v=1&${at}`);
      await expect(page.getByTestId('veil')).toBeVisible();
      const m = await cardAndSheet(page);
      expect(m.textBottom, at).toBeLessThanOrEqual(m.sheetTop);
      expect(m.cardBottom, at).toBeLessThanOrEqual(m.sheetTop);
      await expect(page.getByTestId('veil-go')).toBeVisible();
      await expect(page.getByTestId('veil')).toContainText('They show here once you answer.');
      await page.screenshot({ path: `e2e/artifacts/lesson23-veil-${at.replace(/\W+/g, '-')}-390.png` });
    }
  });

  test('the bar\'s "Challenge ↓" is found by its role and the word it shows (phone-1740, footnote: its name was "Go to the challenge ↓")', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=3');
    await predict(page, 1);
    const go = page.getByTestId('lesson-panel').getByRole('button', { name: /^Challenge/ });
    await expect(go).toBeVisible();
    await expect(go).toHaveAccessibleName(CHALLENGE_WORDS.goToShort);
    await go.tap();
    await expect(page.getByTestId('challenge-head')).toBeFocused();
  });

  test('Compare A/B opened from the Vegas challenge (step 3) takes step 2, RED 4/6, as A against tail drop, says whose comparison it is, returns to step 3, and still offers every step (phone-1740, step 17; phone-1540, step 16)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=2');
    await predict(page, 0);
    await page.getByTestId('lesson-next').click();
    await expect(page.getByTestId('lesson-panel')).toContainText('Step 3 of 3');
    await predict(page, 1);
    await page.getByTestId('mode-compare').click();
    const choice = page.getByTestId('ab-a-step');
    await expect(choice).toHaveValue('2');
    await expect(choice.locator('option:checked')).toHaveText(/^2 · .* — step 3’s comparison$/);
    await expect(page.getByTestId('ab-a-step-row')).toContainText('(step 3’s comparison; the lesson moves with it)');
    await expect(choice.locator('option')).toHaveCount(3);
    await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes', { timeout: 120_000 });
    await expect(page.getByTestId('compare-glance')).toContainText('tail drop lower · much less fair than gentle RED');
    await expect(page.getByTestId('came-from-back')).toHaveText('Back to step 3 →');
    await page.screenshot({ path: 'e2e/artifacts/lesson23-ab-step2-390.png' });
    // Step 3's own run as A is one choice away.
    await choice.selectOption('3');
    await expect(choice).toHaveValue('3');
    await expect(page.getByTestId('ab-a-step-row')).toContainText('(the lesson moves with it)');
    await expect(page.getByTestId('ab-a-step-row')).not.toContainText('comparison');
  });
});
