/**
 * What the lecturer trial of 12:15 (lossy Wi-Fi, gentle RED vs tail drop, projected at 1920 × 1080)
 * met in the plots: opening Settings switched the queue plots to "shaded, its range; line, its
 * mean" with a hairline mean (step 13); the legends were unreadable at a third of the screen, a
 * step smaller than the axis ticks ("Back-row readability"); and the throughput axis read 0, 6, 12
 * during the replay and 0, 12 at its end (step 20).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors } from './helpers';

failOnPageErrors(test);

const PRESENTED = '/#v=1&preset=wifi-red&view=7&mode=compare&theme=projector&present=1';

/** A's and B's runs have both arrived and been drawn, with room for a shared machine (fifty flows, twice). */
async function settleAb(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 120_000 });
  await compareSettled(page);
}

/** Two animation frames: the plots redraw on the frame after a layout change. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** The queue legends' words, A's and B's. */
const queueLegends = (page: Page) => page.locator('.plot:has([data-testid^="canvas-compare-queue"]) figcaption .legend').allInnerTexts();

/** The throughput plots' y tick labels, A's then B's. */
const throughputTicks = (page: Page) =>
  page.evaluate(() => ['a', 'b'].map((s) => [...document.querySelectorAll(`.plot-host:has([data-testid="canvas-compare-throughput-${s}"]) g.y-axis text`)].map((t) => t.textContent)));

test.describe('A/B presented at 1920 × 1080, projector theme', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('opening Settings narrows the plots but keeps their style: the queues stay full-colour lines, not "shaded, its range" (lecturer-1215 step 13)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(PRESENTED);
    await settleAb(page);
    const wide = await queueLegends(page);
    expect(wide).toHaveLength(2);
    const width = () => page.getByTestId('canvas-compare-queue-b').evaluate((c) => c.getBoundingClientRect().width);
    const before = await width();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect.poll(width).toBeLessThan(before - 100);
    await frames(page);
    await compareSettled(page);
    const narrow = await queueLegends(page);
    await page.screenshot({ path: `${ARTIFACTS}/trial-plots19-settings-1920.png` });
    for (const legend of [...wide, ...narrow]) expect(legend).not.toContain('shaded');
    expect(narrow.map((l) => l.split('\n')[0])).toEqual(wide.map((l) => l.split('\n')[0]));
  });

  test('every legend is set at least at the axis ticks\' size, with Settings closed and open, and the four plots keep over a fifth of the height each (lecturer-1215, back row)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(PRESENTED);
    await settleAb(page);
    for (const settings of [false, true]) {
      if (settings) {
        await page.getByRole('button', { name: 'Settings', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Hide settings' })).toBeVisible();
        await frames(page);
      }
      const sizes = await page.evaluate(() => ({
        tick: Math.min(...[...document.querySelectorAll('.plot-host g.y-axis text')].map((t) => parseFloat(getComputedStyle(t).fontSize))),
        legend: [...document.querySelectorAll('.present .legend .swatch')].filter((s) => (s as HTMLElement).offsetParent !== null).map((s) => ({ text: s.textContent, px: parseFloat(getComputedStyle(s).fontSize) })),
        hosts: [...document.querySelectorAll('.plot-host')].map((h) => h.getBoundingClientRect().height),
      }));
      expect(sizes.tick).toBeGreaterThanOrEqual(20);
      expect(sizes.legend.length).toBeGreaterThan(8);
      for (const l of sizes.legend) expect(l.px, `${l.text} (settings ${settings ? 'open' : 'closed'})`).toBeGreaterThanOrEqual(sizes.tick - 0.5);
      for (const h of sizes.hosts) expect(h).toBeGreaterThan(1080 / 5);
    }
  });

  test('the throughput axis has the same ticks during the replay (numbers held) and at its end (lecturer-1215 step 20)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${PRESENTED}&endnums=1`);
    await settleAb(page);
    await page.getByTestId('go-to-time').fill('50');
    await page.getByTestId('go-to-time-go').click();
    await expect(page.getByTestId('headline-held')).toBeVisible();
    await frames(page);
    const replay = await throughputTicks(page);
    await page.screenshot({ path: `${ARTIFACTS}/trial-plots19-ticks-replay-1920.png` });
    await page.getByTestId('to-end').click();
    await expect(page.getByTestId('headline-held')).toHaveCount(0);
    await expect(page.getByTestId('headline').first()).toContainText(/\d/);
    await frames(page);
    await compareSettled(page);
    const end = await throughputTicks(page);
    await page.screenshot({ path: `${ARTIFACTS}/trial-plots19-ticks-end-1920.png` });
    expect(replay[0].length).toBeGreaterThanOrEqual(2);
    expect(end).toEqual(replay);
  });
});
