/**
 * Issue 37, the lecturer's remaining findings (a trial at a projector, 1920 × 1080, "a 5-minute demo
 * where RED makes a lossy Wi-Fi link worse; a link for students; a figure for the slides", 8/10):
 * 1. the start page's repeated controls each have a name of their own, naming their demo or lesson;
 * 2. "A and B on one axis" takes the place of the A/B pair it draws on one axis, and gives it back;
 * 3. the throughput kind has one name per view (Throughput | Goodput) in the menu, the plot's
 *    title, its legend and the exported figure;
 * 4. a transient notice (the first Esc's, an export's "Saved …") covers no plot;
 * 5. "← Back to …" (and the browser's Back) to a demo already revealed keeps it revealed.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './helpers';

failOnPageErrors(test);

const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 150_000 });

test.describe('presented at 1920 × 1080', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('5. revealed, then the demo\'s control opened, "← Back to …" and the browser\'s Back return to the demo still revealed', async ({ page }) => {
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&endnums=1');
    await settleAb(page);
    const strip = page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]');
    await expect(page.getByTestId('headline-held')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(strip).toContainText(/A\s*7\.53\s*B\s*8\.56/);
    await page.getByRole('button', { name: 'Compare with: no Wi-Fi errors' }).click();
    await settleAb(page);
    // The control is a new run: veiled until its own replay ends.
    await expect(page.getByTestId('headline-held')).toHaveCount(1);
    await page.getByRole('button', { name: /^← Back to / }).click();
    await settleAb(page);
    await expect(strip).toContainText(/A\s*7\.53\s*B\s*8\.56/);
    await expect(page.getByTestId('headline-held')).toHaveCount(0);
    // And by the browser's Back, from the control opened again.
    await page.getByRole('button', { name: 'Compare with: no Wi-Fi errors' }).click();
    await settleAb(page);
    await expect(page.getByTestId('headline-held')).toHaveCount(1);
    await page.goBack();
    await settleAb(page);
    await expect(strip).toContainText(/A\s*7\.53\s*B\s*8\.56/);
    await expect(page.getByTestId('headline-held')).toHaveCount(0);
  });
});
