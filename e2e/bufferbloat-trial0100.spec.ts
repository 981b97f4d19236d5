import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS, inSheetView, predict, settle } from './helpers';
import { passStep5WithFifo50 } from './bufferbloat-steps';

/**
 * Bloat trial 01:00 (a new student at 1366×768; issue 37). What the trial met below the fold or
 * not at all, held where the student reads it.
 */
test.use({ viewport: { width: 1366, height: 768 } });

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
  for (const answer of [0, 1]) {
    await predict(page, answer);
    await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-pass', 'yes');
    const why = page.getByTestId(answer === 0 ? 'prediction-why' : 'prediction-right-why').locator('p', { hasText: SENTENCE });
    await expect(why).toHaveCount(1);
    expect(await inSheetView(page, why), `answer ${answer}: the sentence is in the sheet's view`).toBe(true);
    // The figures it explains, the card's utilization and system goodput, in the window with it.
    for (const key of ['link.utilization', 'run.systemGoodput']) {
      const figure = page.locator(`[data-testid="glance-headline"][data-key^="${key}:"]`);
      await expect(figure).toHaveCount(1);
      expect(await inWindow(page, figure), key).toBe(true);
    }
    await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-step2-why-answer${answer}-laptop.png` });
    if (answer === 0) await page.getByTestId('prediction-try-again').click();
  }
});

test('step 5: a 50-packet FIFO that passes the challenge is said beside step 2\'s CoDel on the same link, with the way to step 6 (trial s24–25)', async ({ page }) => {
  await passStep5WithFifo50(page);
  const beside = page.getByTestId('challenge-beside');
  await expect(beside).toContainText("flow 5 (voice): one-way delay, mean 71.9 ms on your run, against 35.2 ms with step 2's CoDel on the same link.");
  // Where the small FIFO beats CoDel is said too, with both runs' figures, then why CoDel all the same (bloat-1540, confusion 7).
  await expect(beside).toContainText("Your queue does better than step 2's CoDel on the rest: system goodput 9.72 Mbit/s against 9.42 Mbit/s; flow 5 (voice): packet loss (UDP) 0.0 % against 0.3 %. Its link was busier: bottleneck: utilization 100.0 % against 97.0 % (neither better nor worse by itself).");
  await expect(beside).toContainText("Why CoDel all the same? It keeps the delay low when the link's rate changes, and a buffer counted in packets does not:");
  await beside.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/bufferbloat-challenge-beside-laptop.png` });
  await page.getByTestId('challenge-beside-step').click();
  await expect(page.getByTestId('lesson-progress')).toHaveText('Step 6 of 6');
});

test('step 5: a challenge that fails, or passes under CoDel itself, sets nothing beside it', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=5');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'no');
  await expect(page.getByTestId('challenge-beside')).toHaveCount(0);
  await page.getByTestId('discipline').selectOption('codel');
  await settle(page);
  await page.getByTestId('check-challenge').click();
  await expect(page.getByTestId('challenge-verdict')).toHaveAttribute('data-pass', 'yes');
  await expect(page.getByTestId('challenge-done')).toBeVisible();
  await expect(page.getByTestId('challenge-beside')).toHaveCount(0);
});
