import { expect, test } from '@playwright/test';
import { pageWithSimWorkerHeld } from './helpers';

/**
 * "Flows over time": an unlimited flow's bar read "0.00 s · running" while the run computed and
 * "0.00 s · unlimited" once it was done, and a lecturer took the change for a restart (trial 13:10,
 * s06). It says the same thing throughout.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('an unlimited flow’s bar in "Flows over time" reads "sends until the end" while the run computes and after it is done', async ({ browser }) => {
  // The bars are drawn before any result.
  const { page, context, release } = await pageWithSimWorkerHeld(browser, { viewport: { width: 1366, height: 768 } });
  await page.goto('/#v=1&preset=dumbbell-droptail');
  const bar = page.locator('.bar-text').first();
  await expect(bar).toHaveText(/^\d+\.\d\d s · sends until the end$/);
  await expect(page.getByTestId('summary')).toHaveCount(0);
  release();
  await expect(page.getByTestId('summary')).toHaveAttribute('data-done', 'yes');
  await expect(bar).toHaveText(/^\d+\.\d\d s · sends until the end$/);
  await context.close();
});

test.describe('a 50-flow study at the projector (1920×1080)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });
  test('"Flows over time" shows ten rows that scroll inside, the time axis under them, and "Show all 50 rows" unfolds them; a bar focused by Tab scrolls into the box (trial 13:10 s05: 50 rows filled the screen)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed003-e6-red&theme=projector');
    const rows = page.getByTestId('timeline-rows');
    await expect(page.getByTestId('timeline-rows-note')).toContainText('50 flows: 10 rows in sight');
    const h = (await rows.boundingBox())!.height;
    const row = (await page.getByTestId('flow-bar-rect-0').boundingBox())!.height;
    expect(h, 'ten rows tall').toBeLessThan(11 * (row + 8));
    // The axis is in sight right under the box.
    const axis = (await page.locator('.timeline-axis').boundingBox())!;
    expect(Math.abs(axis.y - (h + (await rows.boundingBox())!.y))).toBeLessThan(4);
    // The first plot starts within the first screen.
    const plot = (await page.locator('.plot').first().boundingBox())!;
    expect(plot.y, 'a plot starts on the first screen').toBeLessThan(1080);
    // A bar far down the list, reached with the keyboard, is scrolled into the box.
    await page.getByTestId('flow-bar-rect-40').focus();
    const [r40, box] = [(await page.getByTestId('flow-bar-rect-40').boundingBox())!, (await rows.boundingBox())!];
    expect(r40.y >= box.y - 1 && r40.y + r40.height <= box.y + box.height + 1, 'focused bar inside the box').toBe(true);
    await page.getByTestId('timeline-show-all').click();
    await expect(page.getByTestId('timeline-show-all')).toHaveAttribute('aria-expanded', 'true');
    expect((await rows.boundingBox())!.height).toBeGreaterThan(45 * row);
    await page.screenshot({ path: 'e2e/artifacts/timeline-50-flows-1920.png' });
  });
});

test.describe('a 50-flow study on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('"Flows over time" shows five finger-sized rows that scroll inside, and no sideways scroll', async ({ page }) => {
    await page.goto('/#v=1&preset=seed003-e6-red');
    await expect(page.getByTestId('timeline-rows-note')).toContainText('50 flows: 5 rows in sight');
    const row = (await page.getByTestId('flow-bar-rect-0').boundingBox())!.height;
    expect(row, 'a finger-sized bar').toBeGreaterThanOrEqual(44);
    expect((await page.getByTestId('timeline-rows').boundingBox())!.height).toBeLessThan(6 * (row + 8));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'e2e/artifacts/timeline-50-flows-390.png' });
  });
});
