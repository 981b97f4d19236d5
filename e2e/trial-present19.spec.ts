import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, pageWithSimWorkerHeld } from './helpers';

/** Trials at 12:15 (main 306886b): lecturer-1215 steps 5, 14–16, 18, 22–23; phone-1215 step 2. */

type Clab = { __clab: { playback: { getState(): { cursor: number; playing: boolean } } } };

test('"Present the comparison" projects no figure until both runs are complete, then opens at 0 s ready to play (lecturer-1215 step 5)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { page, context, release } = await pageWithSimWorkerHeld(browser, { viewport: { width: 1920, height: 1080 } });
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi');
  await page.getByTestId('present-pair-lossy-links').click();
  await expect(page.getByTestId('presentation')).toBeVisible();
  const strip = page.getByTestId('headline-strip');
  await expect(strip.getByTestId('headline-computing')).toHaveText(/^Computing… \d+ %: the numbers appear when the run is complete$/);
  // Every frame until both runs are done: a figure (a digit in a headline's value) is recorded.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = seen;
    const look = () => {
      if ((window as unknown as { __clab: { compareSettled(): boolean } }).__clab.compareSettled()) return;
      const values = [...document.querySelectorAll('[data-testid="headline-strip"] .headline-value')].map((e) => e.textContent ?? '');
      if (values.some((v) => /\d/.test(v))) seen.push(values.join(' '));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  release();
  await compareSettled(page);
  await expect(strip.getByTestId('headline').first()).toContainText(/\d/);
  expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown.slice(0, 3)), 'no figure while computing').toEqual([]);
  // A demo is a replay the lecturer starts: at 0 s, paused, Play at hand.
  expect(await page.evaluate(() => (window as unknown as Clab).__clab.playback.getState())).toMatchObject({ cursor: 0, playing: false });
  await page.screenshot({ path: `${ARTIFACTS}/present19-present-pair-ready-1920.png` });
  await context.close();
});
