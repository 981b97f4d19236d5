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
import { exportFigures, failOnPageErrors, recordText } from './helpers';

failOnPageErrors(test);

const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 150_000 });
/** The A/B panels in screen order, by their names (compare-queue-a, …, overlay). */
const panelOrder = (page: Page) => page.locator('.compare-plots figure.plot').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid!.replace(/^plot-/, '')));

test.describe('presented at 1920 × 1080', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('2. "A and B on one axis" ticked takes the throughput pair\'s place in the plot order; unticked, the pair is back there', async ({ page }) => {
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&plots=throughput,queue');
    await settleAb(page);
    const before = await panelOrder(page);
    expect(before).toEqual(['compare-queue-a', 'compare-queue-b', 'compare-throughput-a', 'compare-throughput-b']);
    await page.getByTestId('plot-menu-toggle').click();
    const overlay = page.getByRole('checkbox', { name: 'A and B on one axis', exact: true });
    await overlay.check({ timeout: 10_000 });
    await expect.poll(() => panelOrder(page)).toEqual(['compare-queue-a', 'compare-queue-b', 'overlay']);
    await overlay.uncheck();
    await expect.poll(() => panelOrder(page)).toEqual(before);
    // With the overlay first in the order (the pair's own place was first), it stands first.
    await page.goto('/#v=1&preset=wifi-red&mode=compare&present=1&plots=throughput');
    await page.reload();
    await settleAb(page);
    await page.getByTestId('plot-menu-toggle').click();
    await page.getByRole('checkbox', { name: 'Bottleneck queue', exact: true }).check();
    expect(await panelOrder(page)).toEqual(['compare-queue-a', 'compare-queue-b', 'compare-throughput-a', 'compare-throughput-b']);
    await page.getByRole('checkbox', { name: 'A and B on one axis', exact: true }).check({ timeout: 10_000 });
    await expect.poll(() => panelOrder(page)).toEqual(['compare-queue-a', 'compare-queue-b', 'overlay']);
  });

  for (const [quantity, name, other] of [
    ['goodput', 'Goodput', 'Throughput'],
    ['throughput', 'Throughput', 'Goodput'],
  ] as const) {
    test(`3. the throughput kind drawing ${quantity} is "${name}" in the Plots menu (ticked and unticked), the plot's title, its legend and the exported figure`, async ({ page }) => {
      await page.goto(`/#v=1&preset=wifi-red&mode=compare&present=1&plots=queue,throughput&tput=${quantity}`);
      await settleAb(page);
      await page.getByTestId('plot-menu-toggle').click();
      const box = page.getByTestId('choose-throughput');
      await expect(box).toHaveAccessibleName(name);
      // Beside it, the menu of the two views says the one drawn.
      await expect(page.getByTestId('present-throughput-quantity')).toHaveValue(quantity);
      // Titles and legends of both sides.
      for (const side of ['a', 'b']) {
        const fig = page.getByTestId(`plot-compare-throughput-${side}`);
        // In a title's running words lower case ("A: gentle RED — goodput, Mbit/s"), as the other kinds' are.
        await expect(fig.locator('.plot-title')).toContainText(new RegExp(`— ${name}, `, 'i'));
        // Projected, the bin note is the few words "(per 2 s bin)" under that title (a row of its own
        // otherwise: trial-plots19); it names the view in its full text, the title attribute.
        await expect(fig.getByTestId('throughput-bin')).toHaveText(/^\(per \d+ s bin\)$/);
        await expect(fig.getByTestId('throughput-bin')).toHaveAttribute('title', new RegExp(`^${name}: .* per \\d+ s bin\\.`));
      }
      // The figure for the slides, with the plots as they are on screen.
      await page.keyboard.press('Escape');
      await recordText(page);
      await exportFigures(page, 'export-slide');
      await expect(page.getByTestId('export-all-status')).toContainText('Saved');
      const texts = (await page.evaluate(() => (window as any).__texts.map((t: { text: string }) => t.text))) as string[];
      expect(texts.filter((t) => t.toLowerCase().includes(`— ${name.toLowerCase()}, `)).length).toBeGreaterThanOrEqual(2);
      // The bin note is the projected few words there too, under the titles that name the view.
      expect(texts.filter((t) => /\(per \d+ s bin\)/.test(t)).length).toBeGreaterThanOrEqual(2);
      expect(texts.filter((t) => new RegExp(`\\b${other}\\b`).test(t) && !/each byte once/.test(t))).toEqual([]);
      // Unticked, its box keeps the same name (it read "Throughput" beside a ticked "Goodput").
      await page.getByTestId('plot-menu-toggle').click();
      await box.uncheck();
      await expect(box).not.toBeChecked();
      await expect(box).toHaveAccessibleName(name);
      await expect(page.getByTestId('plot-chooser')).toContainText(name);
      await expect(page.getByTestId('plot-chooser')).not.toContainText(other);
    });
  }
});
