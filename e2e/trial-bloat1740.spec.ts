import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, predict } from './helpers';

/**
 * The bufferbloat trial of 17:40 (bloat-1740), where the student met it: FQ-CoDel's "Now look at"
 * sent them to the cwnd plot though the question was the call's delay (confusion 5), and the
 * 1000-packet FIFO's seconds of delay at 2 Mbit/s were found only in Compare A/B (confusion 8).
 * The words are held to the runs by tests/lessons (fq-codel-look, bufferbloat-closing,
 * run-figures); this checks what the panel shows, at the three sizes the lesson is used at.
 */

const SIZES = [
  { name: '1366', viewport: { width: 1366, height: 768 } },
  { name: '390', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: '1920-projector', viewport: { width: 1920, height: 1080 }, projector: true },
] as const;

async function projector(page: Page): Promise<void> {
  await page.getByTestId('share-present-toggle').click();
  await page.getByTestId('theme').selectOption('projector');
  await page.getByTestId('share-present-toggle').click();
}

for (const size of SIZES) {
  test.describe(`${size.name}`, () => {
    test.use({ viewport: size.viewport, ...('hasTouch' in size ? { hasTouch: true, isMobile: true } : {}) });

    test('FIFO step, "over a second" answered: its why says what the call waits behind, the window is in the step\'s text, and "Now look at" says how the plot\'s wait and the one-way delay add up', async ({ page }) => {
      await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
      if ('projector' in size) await projector(page);
      const panel = page.getByTestId('lesson-panel');
      await expect(panel).toContainText('Every figure the lesson quotes is measured over 5–30 s of the run.');
      await predict(page, 2);
      const why = page.getByTestId('prediction-why');
      await expect(why).toContainText("Your sum is right for a full buffer, but in this run the call waits behind the queue the downloads keep");
      await expect(panel).not.toContainText('Only the start-up');
      await expect(page.getByTestId('look-for')).toContainText("one-way delay is the path's 30 ms plus that wait");
      await page.screenshot({ path: `${ARTIFACTS}/trial-bloat1740-step1-${size.name}.png` });
    });

    test('FQ-CoDel step: "Now look at" is the queueing-delay plot, saying where the call\'s packets lie in it', async ({ page }) => {
      await page.goto('/#v=1&lesson=bufferbloat-voice&step=4');
      if ('projector' in size) await projector(page);
      await predict(page, 1);
      await expect(page.getByTestId('look-at-after-answer')).toContainText('“Queueing delay” plot');
      await expect(page.getByTestId('look-for')).toHaveText("Flow 5's (voice) dots lie along the bottom, below most of the downloads' dots.");
      // "Now look at" zooms every plot to the seconds it names (bloat-1815 confusion 4,
      // trial-bloat1815.spec.ts); the playback bar's Zoom says so (on a phone, under "More ▾").
      await expect(page.getByTestId('look-at-after-answer')).toContainText('15–18 s');
      await page.getByTestId('look-at-after-answer').click();
      const more = page.getByRole('button', { name: 'More playback controls' });
      if (await more.isVisible()) await more.click();
      await expect(page.getByRole('button', { name: 'Zoom 15.0–18.0 s' })).toBeVisible();
      await page.getByTestId('canvas-delay').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('canvas-delay')).toBeInViewport();

      await page.screenshot({ path: `${ARTIFACTS}/trial-bloat1740-fq-look-${size.name}.png` });
    });

    test('the 2 Mbit/s step says, after the prediction, the 1000-packet FIFO\'s delay beside CoDel\'s', async ({ page }) => {
      await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
      if ('projector' in size) await projector(page);
      await expect(page.getByTestId('lesson-panel')).not.toContainText('2755');
      await predict(page, 1);
      const explanation = page.getByTestId('explanation');
      // Folded under "The arithmetic" since bloat-0315 confusion 6.
      await explanation.getByTestId('explanation-aside').locator('summary').click();
      await expect(explanation.locator('li')).toHaveText(['with CoDel, 46.7 ms on average, p95 64.4 ms, the link 95.5 % busy;', "with tail drop (step 1's FIFO), 2755 ms on average, p95 5063 ms."]);
      await explanation.locator('li').last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/trial-bloat1740-step6-${size.name}.png` });
    });
  });
}
