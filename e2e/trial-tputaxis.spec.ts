/**
 * lecturer-2045, confusions 4 and 5 (wifi-red A/B projected at 1920 × 1080): the throughput axis
 * read only 0 and 12, and 0, 4, 8, 12 with Settings open, so the room could not read the 10 Mbit/s
 * line; and tail drop's throughput sat flat on that line beside a headline of goodput 8.56, with no
 * goodput curve to show. The axis now has 0, 5, 10 in both layouts (the dashed line labelled
 * "10 Mbit/s" at its end), and the plot choice's "Throughput ▾ | Goodput" menu draws the headline's
 * quantity, carried in the link. Since lecturer-2235 (confusion 2) a presented run whose first
 * headline is system goodput draws goodput until something else is chosen: the menu is tried here
 * from a link that chose throughput.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, exportFigures, failOnPageErrors, recordText, type TextBox } from './helpers';

failOnPageErrors(test);

const PRESENTED = '/#v=1&preset=wifi-red&view=8&mode=compare&theme=projector&present=1';

async function settleAb(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 120_000 });
  await compareSettled(page);
}

const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** The throughput plots' y tick labels, A's then B's. */
const throughputTicks = (page: Page) =>
  page.evaluate(() => ['a', 'b'].map((s) => [...document.querySelectorAll(`.plot-host:has([data-testid="canvas-compare-throughput-${s}"]) g.y-axis text`)].map((t) => t.textContent)));

/** Every plot's drawing height, px. */
const hostHeights = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.plot-host')].map((h) => Math.round(h.getBoundingClientRect().height)));

test.describe('wifi-red A/B presented at 1920 × 1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the throughput axes read 0, 5, 10 (the 10 Mbit/s link a tick), the same with Settings open', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(PRESENTED);
    await settleAb(page);
    await frames(page);
    const closed = await throughputTicks(page);
    await page.screenshot({ path: `${ARTIFACTS}/trial-tputaxis-1920.png` });
    expect(closed).toEqual([['0', '5', '10'], ['0', '5', '10']]);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Hide settings' })).toBeVisible();
    await frames(page);
    await compareSettled(page);
    expect(await throughputTicks(page)).toEqual(closed);
    await page.screenshot({ path: `${ARTIFACTS}/trial-tputaxis-settings-1920.png` });
  });

  test('"Goodput" in the throughput choice’s menu draws goodput per bin, named as the headline names it, kept in the link, with the plots as tall as before', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${PRESENTED}&tput=throughput`);
    await settleAb(page);
    await frames(page);
    const before = await hostHeights(page);
    await recordText(page);
    const drawn = () => page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts.map((t) => t.text));
    // In the plot chooser, folded behind "Plots ▾" since lecturer-2235.
    await page.getByTestId('plot-menu-toggle').click();
    const menu = page.getByTestId('present-throughput-quantity');
    await expect(menu).toHaveValue('throughput');
    await menu.selectOption({ label: 'Goodput' });
    await expect(menu).toHaveValue('goodput');
    await expect(page.getByTestId('plot-compare-throughput-b').locator('.plot-title')).toContainText('goodput, Mbit/s');
    await expect(page.getByTestId('plot-compare-throughput-b').getByTestId('throughput-total')).toContainText('system goodput');
    await expect(page.getByTestId('headline-strip').getByText('System goodput (Mbit/s)')).toBeVisible();
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('tput=goodput');
    await frames(page);
    expect(await hostHeights(page)).toEqual(before);
    expect(await throughputTicks(page)).toEqual([['0', '5', '10'], ['0', '5', '10']]);
    await page.screenshot({ path: `${ARTIFACTS}/trial-tputaxis-goodput-1920.png` });
    // The dashed line's value at its end, on A's and B's plot.
    expect((await drawn()).filter((t) => t === '10 Mbit/s')).toHaveLength(2);
    await page.evaluate(() => ((window as unknown as { __texts: TextBox[] }).__texts.length = 0));
    // The slide carries the choice too.
    const download = page.waitForEvent('download');
    await exportFigures(page, 'export-slide');
    const file = await download;
    await file.saveAs(`${ARTIFACTS}/trial-tputaxis-goodput-slide.png`);
    // The slide's throughput plots: the same ticks and the labelled line (the screen, redrawn after the export, draws it again too).
    const slide = await drawn();
    expect(slide.filter((t) => t === '10 Mbit/s').length).toBeGreaterThanOrEqual(2);
    expect(slide).toEqual(expect.arrayContaining(['0', '5', '10']));
    expect(slide.some((t) => /goodput/i.test(t))).toBe(true);
    // The link opens on goodput; without the key, presented under the system-goodput headline, goodput too (lecturer-2235); tput=throughput, throughput.
    const link = await page.evaluate(() => location.hash);
    await page.goto('/');
    await page.goto(`/${link}`);
    await settleAb(page);
    await expect(page.getByTestId('plot-compare-throughput-a').locator('.plot-title')).toContainText('goodput, Mbit/s');
    await page.goto('/');
    await page.goto(PRESENTED);
    await settleAb(page);
    await expect(page.getByTestId('plot-compare-throughput-a').locator('.plot-title')).toContainText('goodput, Mbit/s');
    await page.goto('/');
    await page.goto(`${PRESENTED}&tput=throughput`);
    await settleAb(page);
    await expect(page.getByTestId('plot-compare-throughput-a').locator('.plot-title')).toContainText('throughput, Mbit/s');
  });
});
