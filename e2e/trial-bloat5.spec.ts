import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict, settle } from './helpers';

/**
 * Bloat trial of 05:10 (a student at 1366×768 on the bufferbloat lesson, then A/B and Sweep).
 */

test.use({ viewport: { width: 1366, height: 768 } });

test('confusion 9: the FIFO voice preset picked with the lesson open, in A/B: the headline rows keep their names and values when the lesson is closed', async ({ page }) => {
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
  await predict(page, 1);
  const fold = page.getByTestId('preset-fold-toggle');
  if (await fold.isVisible()) await fold.click();
  await page.getByTestId('preset').selectOption('voice-fifo');
  await settle(page);
  await page.getByTestId('mode-compare').click();
  await compareSettled(page);
  const rows = () => page.getByTestId('compare-headline-row').evaluateAll((rs) => rs.map((r) => `${(r as HTMLElement).dataset.label ?? ''}: ${(r as HTMLElement).innerText.replace(/\s+/g, ' ')}`));
  const open = await rows();
  expect(open.length).toBeGreaterThan(1);
  await page.getByTestId('lesson-close').click();
  await compareSettled(page);
  expect(await rows()).toEqual(open);
  await page.screenshot({ path: `${ARTIFACTS}/trial-bloat5-ab-lesson-closed-1366.png` });
});
