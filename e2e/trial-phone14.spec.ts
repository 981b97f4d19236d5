/**
 * Phone trial 11:45 (390×844, touch), asked twice: "A/B plot should show the goodput At a glance
 * compares". Compare A/B's At a glance compares goodput (new data only), but its throughput plot
 * drew throughput (retransmissions included) until the student found the Throughput | Goodput
 * switch, so the lines disagreed with the figures beside them. With nobody's choice, Compare A/B's
 * throughput plots, the A/B overlay and their words now draw goodput (throughput-quantity.ts);
 * pressing Throughput switches them, and that choice is kept (the address, a reload, Explore and
 * back). Explore at a desk keeps throughput by default.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnPageErrors } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const AB = '/#v=1&preset=seed000-red&mode=compare';

const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 150_000 });

test.describe('at 390×844 (phone, touch), Compare A/B of the late flow under RED', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 300_000 });

  test("the A/B throughput plot draws the goodput At a glance compares; Throughput switches it and the choice sticks", async ({ page }) => {
    await page.goto(AB);
    await settleAb(page);
    const a = page.getByTestId('plot-compare-throughput-a');
    const b = page.getByTestId('plot-compare-throughput-b');
    const goodputButton = page.getByTestId('throughput-quantity-goodput');
    const throughputButton = page.getByTestId('throughput-quantity-throughput');

    // Nobody chose: goodput, as the glance beside it.
    await a.scrollIntoViewIfNeeded();
    await expect(goodputButton).toHaveAttribute('aria-pressed', 'true');
    await expect(throughputButton).toHaveAttribute('aria-pressed', 'false');
    await expect(a.locator('.plot-title')).toContainText('goodput');
    await expect(b.locator('.plot-title')).toContainText('goodput');
    await expect(a.getByTestId('throughput-bin')).toHaveAttribute('data-quantity', 'goodput');
    await expect(a.getByTestId('throughput-bin')).toContainText('new data only, as At a glance gives it');
    await expect(page.getByTestId('plot-overlay').locator('.plot-title')).toContainText('system goodput');
    await expect(page.getByTestId('plot-overlay').getByTestId('overlay-unit')).not.toContainText('retransmissions included');
    // The text alternative names it too.
    await expect(page.getByTestId('desc-compare-throughput-a')).toContainText('Goodput');
    // The default is not written into the address (the reader's compare derives it).
    expect(await page.evaluate(() => location.hash)).not.toContain('tput=');
    await page.screenshot({ path: 'e2e/artifacts/trial-phone14-ab-goodput-390.png' });

    // Pressing Throughput switches both sides and the overlay.
    await throughputButton.tap();
    await expect(throughputButton).toHaveAttribute('aria-pressed', 'true');
    await expect(goodputButton).toHaveAttribute('aria-pressed', 'false');
    await expect(a.getByTestId('throughput-bin')).toHaveAttribute('data-quantity', 'throughput');
    await expect(a.getByTestId('throughput-bin')).toContainText('retransmissions included');
    await expect(a.locator('.plot-title')).toContainText('throughput');
    await expect(b.locator('.plot-title')).toContainText('throughput');
    await expect(page.getByTestId('plot-overlay').getByTestId('overlay-unit')).toContainText('retransmissions included');
    await page.screenshot({ path: 'e2e/artifacts/trial-phone14-ab-throughput-390.png' });

    // The choice sticks: the address carries it, a reload keeps it, and so do Explore and back.
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('tput=throughput');
    await page.reload();
    await settleAb(page);
    await expect(page.getByTestId('throughput-quantity-throughput')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('plot-compare-throughput-a').getByTestId('throughput-bin')).toHaveAttribute('data-quantity', 'throughput');
    // Explore draws the chosen throughput too, and back in A/B it is still the choice.
    await page.getByTestId('mode-explore').tap();
    await expect(page.getByTestId('throughput-quantity-throughput')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('mode-compare').tap();
    await settleAb(page);
    await expect(page.getByTestId('throughput-quantity-throughput')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('plot-compare-throughput-a').getByTestId('throughput-bin')).toHaveAttribute('data-quantity', 'throughput');
  });

  test('Explore at a desk keeps throughput by default; Compare A/B switches to goodput', async ({ page }) => {
    await page.goto('/#v=1&preset=seed000-red');
    await page.waitForFunction(() => (window as any).__clab?.settled() === true, null, { timeout: 60_000 });
    await expect(page.getByTestId('throughput-quantity-throughput')).toHaveAttribute('aria-pressed', 'true');
    // Nobody chose: switching to A/B turns the same plot to goodput, and Explore again to throughput.
    await page.getByTestId('mode-compare').tap();
    await settleAb(page);
    await expect(page.getByTestId('throughput-quantity-goodput')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('plot-compare-throughput-a').getByTestId('throughput-bin')).toHaveAttribute('data-quantity', 'goodput');
    await page.getByTestId('mode-explore').tap();
    await expect(page.getByTestId('throughput-quantity-throughput')).toHaveAttribute('aria-pressed', 'true');
  });
});
