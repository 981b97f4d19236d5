/**
 * Bufferbloat student, laptop 1366 × 768, and the Sweep on a phone (bloat9): the lesson card's
 * download count, FQ-CoDel's check bound, and the sweep's tables at 390 × 844.
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

test.describe('laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('finding 5: the lesson card says four downloads and names the group\'s voice-call demos as its own', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const card = page.getByTestId('lesson-card-bufferbloat-voice');
    await expect(card).toContainText('with four downloads');
    await expect(page.getByTestId('live-demos-own-bufferbloat-voice')).toHaveText(' (its “Voice call beside four downloads” demos)');
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloat9-card-1366.png` });
  });

  test('finding 3: FQ-CoDel\'s check says its bound as a number and whose figure it is, not "1 ×"', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=4');
    await settle(page);
    await predict(page, 2);
    const verdict = page.getByTestId('check-verdict');
    await expect(verdict).toContainText(/needs < \d+\.\d ms \(flow 1's one-way delay/);
    await expect(verdict).not.toContainText('1 ×');
    await verdict.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloat9-fq-check-1366.png` });
  });

  test('finding 4: under the closing table a line says how evenly each queue shares the link between the downloads, from its runs', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
    await settle(page);
    await predict(page, 1);
    const line = page.getByTestId('queues-table-spread');
    await expect(line).toBeVisible({ timeout: 60_000 });
    await expect(line).toHaveText(/^How evenly each queue shares the link between the downloads \(goodput, lowest–highest\): FIFO \(step 1\) [\d.]+–[\d.]+ Mbit\/s; CoDel \(step 2\) .*; FQ-CoDel \(step 4\) [\d.]+–[\d.]+ Mbit\/s\.$/);
    const box = page.getByTestId('queues-table-box');
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloat9-fairness-1366.png` });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('finding 7: the sweep\'s results table and its cost table fit a 390-px phone, no sideways scroll', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/#v=1&preset=voice-fifo');
    await settle(page);
    await page.getByTestId('mode-sweep').tap();
    const reps = page.getByTestId('sweep-reps');
    await reps.fill('1');
    await reps.press('Enter');
    await page.getByTestId('sweep-run').tap();
    await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
    for (const id of ['sweep-table-region', 'sweep-cost-region']) {
      const region = page.getByTestId(id);
      await expect(region).toHaveAttribute('data-scrolls', 'no');
      expect(await region.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= innerWidth)).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    // A cell wraps between its pieces, never inside one: "[366.4, 366.4]" stays on one line.
    const piece = page.getByTestId('sweep-table').locator('tbody tr').first().locator('td').nth(1).locator('.nw').nth(1);
    await expect(piece).toHaveText(/^\[\d+\.\d, \d+\.\d\]$/);
    const box = (await piece.boundingBox())!;
    expect(box.height).toBeLessThan(25);
    await page.getByTestId('sweep-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloat9-sweep-390.png` });
    await page.getByTestId('sweep-cost-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}/trial-bloat9-sweep-cost-390.png` });
  });
});
