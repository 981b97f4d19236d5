import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict, settle, urlSettled } from './helpers';

/**
 * Phone trial 23:10, confusions 6–7 ("Vegas meets Reno" on a 390×844 touch screen): a jump to a
 * plot left its title under the sticky playback bar, and A/B opened from a lesson step mid-table.
 */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The bottom of the sticky playback bar as it stands now (0 when it is not stuck at the top). */
const barBottom = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.main .playback');
    if (!bar) return 0;
    const r = bar.getBoundingClientRect();
    return r.top <= 1 ? r.bottom : 0;
  });

/** Wait until the page's scroll position holds still (a jump re-aligns two frames later). */
async function scrollSettled(page: Page): Promise<void> {
  await expect.poll(async () => {
    const a = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(200);
    return (await page.evaluate(() => window.scrollY)) === a;
  }).toBe(true);
}

/**
 * Once the jump has settled (the page holds still; "Look at" re-aligns a view that the plots drawn
 * as they come into view pushed down), the title of the plot figure `figure` is whole below the
 * sticky bar, and the bar is stuck at the window's top (the jump scrolled at all).
 */
async function titleClear(page: Page, figure: string, what: string): Promise<void> {
  const title = page.locator(figure).first().locator('.plot-title').first();
  await expect.poll(async () => {
    await scrollSettled(page);
    const top = await title.evaluate((el) => el.getBoundingClientRect().top);
    const bottom = await barBottom(page);
    return bottom > 0 && top >= bottom && top < 844 / 3;
  }, { message: `${what}: the title top is below the stuck bar's bottom, near the window's top` }).toBe(true);
}

test.describe('phone, touch', () => {
  test.use(PHONE);

  test('every jump to a plot (Explore "Jump to", "Look at", A/B "Jump to") leaves the plot\'s title whole below the sticky bar', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await urlSettled(page);
    await settle(page);
    await page.getByTestId('explore-jump-plots').click();
    await titleClear(page, '.plots figure.plot', 'Explore jump to Plots');

    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await predict(page, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('look-at').click();
    await titleClear(page, '.plots figure.plot:has([data-testid="canvas-cwnd"])', 'Look at: cwnd plot');

    await page.getByTestId('mode-compare').click();
    await compareSettled(page);
    // "Look at" from A/B (the sheet, folded by the last "Look at", unfolded): the step's cwnd view is A's cwnd plot there.
    const fold = page.getByTestId('lesson-fold');
    if ((await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
    await page.getByTestId('look-at').click();
    await titleClear(page, '[data-testid="plot-compare-cwnd-a"]', 'Look at in A/B');
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone9-ab-look-at-390.png` });
    const jumps = page.locator('[data-testid^="compare-jump-plot-"]');
    const n = await jumps.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const id = (await jumps.nth(i).getAttribute('data-testid'))!.replace('compare-jump-plot-', '');
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollSettled(page);
      await jumps.nth(i).click();
      // "A and B on one axis" is one panel (plot-overlay), not an A and B pair.
      await titleClear(page, id === 'overlay' ? '[data-testid="plot-overlay"]' : `[data-testid="plot-compare-${id}-a"]`, `A/B jump to ${id}`);
      if (i === 0) await page.screenshot({ path: `${ARTIFACTS}/trial-phone9-ab-jump-390.png` });
    }
  });

  test('Compare A/B opened from a lesson step scrolled down starts at the page\'s top', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await predict(page, 0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await scrollSettled(page);
    await page.getByTestId('mode-compare').click();
    await compareSettled(page);
    await scrollSettled(page);
    // At A/B's top, not mid-table: its glance's title in view. Folded for A/B, the sheet is under the
    // note on what A and B are, brought above it (phone trial 10:30, step 26).
    await expect(page.getByTestId('lesson-folded-where')).toHaveText('folded here for A/B');
    await expect(page.getByTestId('ab-rule')).toBeInViewport();
    expect(await page.getByTestId('compare-panel').getByRole('heading', { name: 'At a glance' }).evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/trial-phone9-ab-open-390.png` });
  });
});
