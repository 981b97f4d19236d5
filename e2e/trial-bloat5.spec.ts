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

test('confusion 3: the queueing-delay plot\'s median says whose packets and which window (A/B\'s "queue added" line: tests/app/delay-figures-name-packets)', async ({ page }) => {
  await page.goto('/#v=1&preset=voice-fifo');
  await settle(page);
  const legend = page.getByTestId('plot-delay').locator('.legend');
  await legend.scrollIntoViewIfNeeded();
  await expect(legend).toContainText(/median \d+\.\d ms \(queueing delay, 50th percentile, every packet that left the queue, all flows, in the measurement window\)/);
  await page.getByTestId('plot-delay').screenshot({ path: `${ARTIFACTS}/trial-bloat5-delay-median-1366.png` });
});

test('confusion 14: at 1366×768 on the bufferbloat lesson\'s step 1 (its preset, the lesson panel open), no "Flows over time" bar text is wider than its bar', async ({ page }) => {
  // On main the call's "2.00 s · CBR 80.0 kbit/s · 26 s" ran ~18 px past its bar here (180 px of text in 161 px).
  await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
  await predict(page, 1);
  await settle(page);
  const bars = await page.locator('[data-testid^="flow-bar-text-"]').evaluateAll((ts) =>
    ts.map((t) => {
      const rect = t.parentElement!.querySelector('rect')!;
      return { text: t.textContent, length: (t as SVGTextElement).getComputedTextLength(), room: Number(rect.getAttribute('width')) - 6 };
    }),
  );
  expect(bars).toHaveLength(5);
  for (const b of bars) expect(b.length, `"${b.text}": ${b.length} px in ${b.room} px`).toBeLessThanOrEqual(b.room);
  await page.getByTestId('flow-bar-4').screenshot({ path: `${ARTIFACTS}/trial-bloat5-timeline-call-1366.png` });
});
