import { expect, type Page, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, pageWithSimWorkerHeld, settle } from './helpers';

/** The system goodput row by its own label: case-sensitive, as utilization's reason names "system goodput" too (abnames: "judge by system goodput and delay"). */
const SYSTEM_GOODPUT_ROW = /System goodput/;

/**
 * Issue 37: the headline numbers and each flow's goodput "At a glance" on the first screen of
 * Explore and of A/B, on a phone and on a projected 1080-px screen, reading as the tables below.
 */

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, theme: 'default' },
  { name: 'projector', viewport: { width: 1920, height: 1080 }, theme: 'projector' },
] as const;

/** The element lies wholly inside the first screen (nothing scrolled). */
async function expectOnFirstScreen(page: Page, testId: string, viewport: { width: number; height: number }): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await page.getByTestId(testId).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();

for (const s of SCREENS) {
  test(`Explore at ${s.viewport.width}×${s.viewport.height} (${s.theme}): "At a glance" is on the first screen and flow 1's goodput is the summary table's`, async ({ page }) => {
    await page.setViewportSize(s.viewport);
    await page.goto(`/#v=1&preset=seed000-droptail&theme=${s.theme}`);
    await settle(page);
    await expect(page.getByTestId('glance')).toHaveAttribute('data-state', 'final');
    await expectOnFirstScreen(page, 'glance', s.viewport);
    const glance = page.getByTestId('glance');
    // The span each kind of figure covers, in words (not "whole run · window …" in one breath).
    await expect(glance.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(glance.getByTestId('glance-span')).toHaveText(/^([A-Z][a-z ,]+ over|Over) .+\.$/);
    await expect(glance.getByTestId('glance-headline')).toHaveCount(3);
    // Flow 1's goodput (numbered from 1 here) is the summary's first row's cell, the same text.
    const mine = await text(page, '[data-testid=glance-goodput-1]');
    expect(mine).toMatch(/^\d+\.\d$/);
    expect(mine).toBe(await text(page, '[data-testid=goodput-flow-0]'));
    expect(await text(page, '[data-testid=glance-goodput-3]')).toBe(await text(page, '[data-testid=goodput-flow-2]'));
    // The unit is the summary column's.
    await expect(glance.getByTestId('glance-flows')).toHaveAttribute('aria-label', `${(await page.getByTestId('th-goodput').getAttribute('data-unit')) === 'kbit/s' ? 'Goodput (kbit/s)' : 'Goodput (Mbit/s)'} per flow`);
    await page.screenshot({ path: `${ARTIFACTS}/glance-explore-${s.name}.png` });
    // "All numbers ↓", by keyboard: the summary table comes to the top.
    await page.getByTestId('glance-all-numbers').focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => Math.abs((await page.getByTestId('summary').boundingBox())!.y)).toBeLessThan(s.name === 'phone' ? 200 : 120);
    if (s.name === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test(`A/B at ${s.viewport.width}×${s.viewport.height} (${s.theme}): "At a glance" is on the first screen (on a phone: its headline tally and rows, the flows' goodput after them) and its system goodput row is the A/B table's`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(s.viewport);
    await page.goto(`/#v=1&preset=voice-codel&mode=compare&theme=${s.theme}`);
    await compareSettled(page);
    await expect(page.getByTestId('compare-glance')).toHaveAttribute('data-state', 'final');
    if (s.name === 'phone') {
      // The answer on the first screen: the trade-off tally and the four headline rows. Each flow's
      // goodput follows below the fold on a phone since the tally (bufferbloat trial 01:00, s33)
      // took the room of two of them.
      await expectOnFirstScreen(page, 'glance-tally', s.viewport);
      const headline = page.getByTestId('compare-glance').locator('tr[data-testid=glance-ab-row]').filter({ hasText: SYSTEM_GOODPUT_ROW });
      const box = (await headline.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(s.viewport.height);
    } else await expectOnFirstScreen(page, 'compare-glance', s.viewport);
    const cells = async (row: ReturnType<Page['locator']>) => (await row.locator('td').allTextContents()).map((t) => t.trim());
    const mine = page.getByTestId('compare-glance').locator('tr[data-testid=glance-ab-row]').filter({ hasText: SYSTEM_GOODPUT_ROW });
    const table = page.getByTestId('compare-table').locator('tr[data-testid=compare-headline-row]').filter({ hasText: SYSTEM_GOODPUT_ROW });
    const [a, b, diff] = await cells(mine);
    expect(a).toMatch(/^\d/);
    expect([a, b, diff]).toEqual((await cells(table)).slice(1, 4));
    // The voice flow's one-way delay: the answer the trial found only at the foot of the page.
    await expect(page.getByTestId('compare-glance').locator('tr[data-testid=glance-ab-row]').first()).toContainText('Flow 5 (voice)');
    await page.screenshot({ path: `${ARTIFACTS}/glance-ab-${s.name}.png` });
  });
}

test('"At a glance" shows no figure while a lesson step is veiled, and "…" with "computing" before a run has ended', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
  await expect(page.getByTestId('veil')).toBeVisible();
  const glance = page.getByTestId('glance');
  await expect(glance).toContainText('once the lesson');
  await expect(glance.getByTestId('glance-headline')).toHaveCount(0);
  await expect(glance.getByTestId('glance-flows')).toHaveCount(0);
  expect(await glance.locator('dd').count()).toBe(0);
  // No result yet (the simulation worker held back): the labels stand with "…", the state says computing.
  const held = await pageWithSimWorkerHeld(browser, { viewport: { width: 390, height: 844 } });
  await held.page.goto(`${new URL(page.url()).origin}/#v=1&preset=seed000-droptail`);
  const early = held.page.getByTestId('glance');
  await expect(early).toHaveAttribute('data-state', 'computing');
  await expect(early.getByTestId('glance-state')).toHaveText('computing… 0 %');
  await expect(early.getByTestId('glance-headline').locator('dd')).toHaveText(['…', '…', '…']);
  held.release();
  await expect(early).toHaveAttribute('data-state', 'final');
  await expect(early.getByTestId('glance-goodput-1')).toHaveText(/^\d+\.\d$/);
  await held.context.close();
});
