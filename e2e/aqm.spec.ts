import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, canvasStats, compareSettled, failOnPageErrors, openFresh } from './helpers';

failOnPageErrors(test);

/** A figure of the A/B table in ms: [A, B]. */
async function delayRow(page: Page, label: string): Promise<[number, number]> {
  // The last such row: the bottleneck's for queueing delay, the last flow's (the voice flow) for one-way delay.
  const row = page.locator(`[data-testid="compare-delay-row"][data-label="${label}"]`).last();
  // One unit per row, named in its label (data-unit); the cells are plain numbers.
  await expect(row).toHaveAttribute('data-unit', 'ms');
  const cells = await row.locator('td').allInnerTexts();
  const ms = (s: string) => Number(/^\s*([\d.]+)/.exec(s)?.[1] ?? Number.NaN);
  return [ms(cells[1]), ms(cells[2])];
}

test('bufferbloat in A/B compare: FIFO queues hundreds of ms, CoDel near its 5 ms target', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=bufferbloat-fifo');
  await page.getByTestId('mode-compare').click();
  await expect(page.getByTestId('compare-panel')).toBeVisible();
  await compareSettled(page);
  // B follows the preset's declared comparison: the FIFO against CoDel, with no choice to make.
  await expect(page.getByTestId('b-discipline')).toHaveValue('codel');
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead')).toContainText('B: CoDel');
  const [fifo, codel] = await delayRow(page, 'Queueing delay, mean');
  expect(fifo, 'FIFO mean queueing delay (ms)').toBeGreaterThan(100);
  expect(fifo).toBeLessThan(1500);
  expect(codel, 'CoDel mean queueing delay (ms)').toBeGreaterThan(2.5);
  expect(codel).toBeLessThan(10);
  // B's CoDel state at the cursor (instant mode: the end of the run), from its recorded gauges.
  await expect(page.getByTestId('queue-state-b')).toContainText('drops since it last started dropping');
  await expect(page.getByTestId('queue-state-a')).toBeHidden();
  for (const p of ['compare-delay-a', 'compare-delay-b']) {
    const { inked } = await canvasStats(page, p);
    expect(inked, `${p} inked pixels`).toBeGreaterThan(1500);
  }
  // Delays a hundred times apart: one shared scale by default (the heights compare), and CoDel's
  // panel offers its own scale; chosen, each delay plot has its own and both titles say so.
  for (const p of ['compare-delay-a', 'compare-delay-b']) await expect(page.getByTestId(`plot-${p}`).locator('.plot-title')).toContainText('(shared A/B scale)');
  await expect.poll(() => delayAxisTop(page, 'compare-delay-b')).toBe(await delayAxisTop(page, 'compare-delay-a'));
  await page.getByTestId('plot-compare-delay-b').getByTestId('ab-show-own-delay').click();
  for (const p of ['compare-delay-a', 'compare-delay-b']) await expect(page.getByTestId(`plot-${p}`).locator('.plot-title')).toContainText('(own scale)');
  await expect.poll(async () => (await delayAxisTop(page, 'compare-delay-a')) / (await delayAxisTop(page, 'compare-delay-b'))).toBeGreaterThan(5);
  await page.getByTestId('compare-panel').screenshot({ path: `${ARTIFACTS}/bufferbloat-compare.png` });
});

/** The largest tick value of a plot's y axis. */
async function delayAxisTop(page: Page, name: string): Promise<number> {
  const ticks = await page.getByTestId(`plot-${name}`).locator('svg.axes g.y-axis .tick text').allTextContents();
  return Math.max(...ticks.map((t) => Number(t.replace(/[^\d.]/g, ''))));
}

test('A/B delay plots of comparable runs share one y scale (tail drop against RED), with no "own scale" in their titles', async ({ page }) => {
  await page.goto('/#v=1&preset=seed000-droptail&mode=compare');
  await compareSettled(page);
  for (const p of ['compare-delay-a', 'compare-delay-b']) await expect(page.getByTestId(`plot-${p}`).locator('.plot-title')).not.toContainText('own scale');
  await expect.poll(() => delayAxisTop(page, 'compare-delay-a')).toBe(await delayAxisTop(page, 'compare-delay-b'));
});

test('voice beside bulk flows: FQ-CoDel serves the voice flow with almost no queueing', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=voice-fifo');
  await page.getByTestId('mode-compare').click();
  await compareSettled(page);
  const b0 = await page.evaluate(() => (window as any).__clab.compareResults.current.runId as number);
  await page.getByTestId('b-discipline').selectOption('fq-codel');
  await page.waitForFunction((b) => (window as any).__clab.compareResults.current.runId > b, b0);
  await compareSettled(page);
  const [fifo, fq] = await delayRow(page, 'One-way delay, mean');
  expect(fifo, 'voice one-way delay under FIFO (ms)').toBeGreaterThan(200);
  expect(fq, 'voice one-way delay under FQ-CoDel (ms): 30 ms of propagation and little else').toBeLessThan(35);
  await page.getByTestId('compare-panel').screenshot({ path: `${ARTIFACTS}/voice-compare.png` });
});

test('explore: the queueing-delay plot draws one dot per packet', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=bufferbloat-codel');
  const { inked } = await canvasStats(page, 'delay');
  expect(inked).toBeGreaterThan(1500);
  await expect(page.getByTestId('queue-delay')).toContainText('ms');
  await expect(page.getByTestId('queue-state')).toContainText('CoDel in its dropping state');
  await page.getByTestId('plot-delay').screenshot({ path: `${ARTIFACTS}/delay-plot.png` });
});

test('editor: CoDel parameters from its registry entry; a 20 ms target lets the queue grow', async ({ page }) => {
  await openFresh(page, '/#v=1&preset=bufferbloat-codel');
  const target = page.getByTestId('codel-target');
  await expect(target).toHaveValue('5');
  await expect(page.getByTestId('codel-interval')).toHaveValue('100');
  const before = await page.evaluate(() => (window as any).__clab.results.current.summary.links[(window as any).__clab.results.current.summary.aggregate.bottleneck].summary.queueDelay.mean as number);
  const run0 = await page.evaluate(() => (window as any).__clab.results.current.runId as number);
  await target.fill('20');
  await target.press('Enter');
  await page.waitForFunction((r) => (window as any).__clab.results.current.runId > r && (window as any).__clab.results.current.done, run0);
  const after = await page.evaluate(() => (window as any).__clab.results.current.summary.links[(window as any).__clab.results.current.summary.aggregate.bottleneck].summary.queueDelay.mean as number);
  expect(after).toBeGreaterThan(2 * before);
  await page.getByTestId('plot-delay').screenshot({ path: `${ARTIFACTS}/delay-plot-codel-20ms.png` });
});
