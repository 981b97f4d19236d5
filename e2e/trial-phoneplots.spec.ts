import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled } from './helpers';

/**
 * Phone trial 22:35 ("Is Vegas nicer than Reno?"), 390 × 844 with touch, A/B of Vegas meets Reno
 * (A gentle RED 4/6, B tail drop, then B = FQ-CoDel): numbers on the phone that contradicted each
 * other, and a playback bar over every screen.
 * - confusion 7: "187 loss and ECN marks" on B's time–sequence plot beside 64 queue drops and no
 *   ECN; A's and B's time–sequence plots on their own scales (12 MB, 20 MB);
 * - confusion 6: "full mark = 8 drops or more" on one load, "16" on the same A plot later;
 * - confusion 8: with B = FQ-CoDel the headline no longer said who gets more;
 * - confusion 5: the stuck bar covered ~50 px of every screen and the queue legend's start.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const URL = '/#v=1&preset=seed002-a-vr-red&mode=compare';

/** A mounted plot's fields, as the page's test hook exposes them. */
function plotField<T>(page: Page, name: string, field: string): Promise<T> {
  return page.evaluate(([n, f]) => (window as any).__clab.plots.get(n)[f] as T, [name, field] as const);
}

const queueLegend = (page: Page, side: 'a' | 'b') => page.getByTestId(`plot-compare-queue-${side}`).getByTestId('queue-legend-span');
const fullMark = async (page: Page, side: 'a' | 'b') => /full mark = (\d+) drops or more, fitted to A and B/.exec((await queueLegend(page, side).textContent()) ?? '')?.[1] ?? null;

test('the time–sequence plots: their note counts drops and retransmits by kind, and A and B share the A/B scale', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(URL);
  await compareSettled(page);
  // Every plot drawn, off screen too (as printing does).
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  for (const side of ['a', 'b'] as const) {
    await expect(page.getByTestId(`plot-compare-seq-${side}`).locator('.plot-title')).toContainText('time–sequence (shared A/B scale)');
    const note = (await plotField<string[]>(page, `compare-seq-${side}`, 'sharedNote')).join(' ');
    // "N marks, close ones sharing one: D drops ✕, R retransmits ▲. Zoom in to separate them."
    const m = /^(\d+) marks, close ones sharing one: (\d+) drops ✕, (\d+) retransmits ▲\. Zoom in to separate them\.$/.exec(note);
    expect(m, note).not.toBeNull();
    expect(Number(m![1])).toBe(Number(m![2]) + Number(m![3]));
    expect(note).not.toMatch(/loss and ECN/);
    // The drops are the A/B table's "queue drops over the whole run" for that side.
    const row = page.getByTestId('compare-table').locator('tbody tr').filter({ hasText: /^Queue drops over the whole run/i }).first();
    const cells = await row.locator('td').allTextContents();
    const wholeRun = cells.map((c) => c.trim()).filter((c) => /^\d+$/.test(c)).map(Number);
    expect(wholeRun[side === 'a' ? 0 : 1], `table row: ${cells.join(' | ')}`).toBe(Number(m![2]));
  }
  // One sequence axis for both: the same top.
  const tops = await page.evaluate(() => ['a', 'b'].map((s) => (window as any).__clab.plots.get(`compare-seq-${s}`).geom.y.domain()[1] as number));
  expect(tops[0]).toBe(tops[1]);
  await page.getByTestId('plot-compare-seq-a').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phoneplots-seq-390.png` });
});

test('the queue legend\'s mark scale says it is fitted to A and B, and is the same at the page\'s top, at A\'s plot, at B\'s, and on a fresh load', async ({ page }) => {
  test.setTimeout(120_000);
  // The trial's way in: the landing page's "Compare both in A/B" (its A legend said "full mark = 8"
  // at the page's top, step 4, and "16" when scrolled to, step 8).
  await page.goto('/');
  await page.getByTestId('landing-search').fill('Vegas');
  await page.getByTestId('live-demos-vegas-meets-reno').getByRole('link', { name: /^Compare both in A\/B: Two flows, Vegas vs Reno/ }).click();
  await compareSettled(page);
  await page.waitForTimeout(500);
  // At the page's top, A's queue plot far below: its legend (a screen reader reads it there) already says the scale.
  await expect.poll(() => fullMark(page, 'a'), { message: 'A\'s legend names the fitted scale' }).not.toBeNull();
  const first = await fullMark(page, 'a');
  const frames = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.getByTestId('plot-compare-queue-a').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await frames();
  await page.waitForTimeout(300);
  expect(await fullMark(page, 'a'), 'A\'s scale once drawn in sight').toBe(first);
  await page.screenshot({ path: `${ARTIFACTS}/trial-phoneplots-queue-a-390.png` });
  // Down to B's queue plot and back: one scale for both, A's unchanged.
  await page.getByTestId('plot-compare-queue-b').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect.poll(() => fullMark(page, 'b')).toBe(first);
  await page.getByTestId('plot-compare-queue-a').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await frames();
  expect(await fullMark(page, 'a')).toBe(first);
  // A fresh load of the link says the same.
  await page.goto('/');
  await page.goto(URL);
  await compareSettled(page);
  await page.getByTestId('plot-compare-queue-a').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect.poll(() => fullMark(page, 'a')).toBe(first);
});

test('B switched to FQ-CoDel: "At a glance" says who gets more on each side (the lead flips)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(URL);
  await compareSettled(page);
  await page.getByRole('combobox', { name: 'Queue (B)' }).selectOption({ label: 'FQ-CoDel' });
  await expect(page.getByTestId('glance-tally')).toContainText('FQ-CoDel', { timeout: 30_000 });
  await compareSettled(page);
  // Both flows named in each clause, the side first (phone trial 00:55, confusion 5).
  await expect(page.getByTestId('glance-tally')).toContainText('With gentle RED, flow 2 (Reno1) gets more than flow 1 (Vegas1): 0.785 vs 0.637 Mbit/s; with FQ-CoDel, flow 1 (Vegas1) gets more than flow 2 (Reno1): 0.755 vs 0.643.');
  await page.getByTestId('glance-tally').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phoneplots-glance-fqcodel-390.png` });
});

test('the stuck playback bar tucks away on a swipe down, comes back on a swipe up and on focus, and hides no legend meanwhile', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(URL);
  await compareSettled(page);
  const bar = page.locator('.main .playback');
  // A jump (not the hand) leaves the bar stuck and in sight, the plot below it.
  await page.getByTestId('plot-compare-queue-a').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(bar).toHaveClass(/stuck/);
  await expect(bar).not.toHaveClass(/tucked/);
  await expect(page.getByTestId('play')).toBeInViewport();
  // A swipe down: the bar leaves the screen, and the legend's first line is not under it.
  await page.mouse.move(195, 500);
  await page.mouse.wheel(0, 240);
  await expect(bar).toHaveClass(/tucked/);
  await expect.poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height, { message: 'the bar above the window' }).toBeLessThanOrEqual(0);
  // Further down, B's queue plot with its legend near the window's top (where the trial's bar hid A's).
  const legendB = page.getByTestId('plot-compare-queue-b').locator('figcaption .legend');
  await legendB.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
  await page.mouse.wheel(0, 40);
  await expect.poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(0);
  const legendTop = (await legendB.boundingBox())!.y;
  expect(legendTop, 'the queue legend in sight, near the top').toBeGreaterThanOrEqual(0);
  expect(legendTop).toBeLessThan(60);
  const covered = await legendB.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + 4, r.top + 4);
    return at !== null && !!at.closest('.playback');
  });
  expect(covered, 'the legend\'s start is not under the bar').toBe(false);
  await page.screenshot({ path: `${ARTIFACTS}/trial-phoneplots-bar-tucked-390.png` });
  // A swipe up brings it back.
  await page.mouse.wheel(0, -80);
  await expect(bar).not.toHaveClass(/tucked/);
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeGreaterThanOrEqual(-1);
  await expect(page.getByTestId('play')).toBeInViewport();
  // Tucked again, focus brings it back (keyboard, screen reader), and it stays while focused.
  await page.mouse.wheel(0, 200);
  await expect(bar).toHaveClass(/tucked/);
  await page.getByTestId('play').focus();
  await expect(bar).not.toHaveClass(/tucked/);
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeGreaterThanOrEqual(-1);
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  await expect(bar).not.toHaveClass(/tucked/);
  await expect(page.getByTestId('play')).toBeInViewport();
  await page.screenshot({ path: `${ARTIFACTS}/trial-phoneplots-bar-back-390.png` });
});
