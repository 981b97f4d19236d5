/**
 * What three new users met in the plots at 10:23 (trials phone-1030, lecturer-1030): the cwnd
 * plot's "The flows cut their windows 106 times" did not say whose cuts they were beside Vegas's
 * flat line (phone steps 6, 9); the queue plot's "drop probability now 0.00 %" beside "early drops
 * 130", 14 dots for 130 drops and a dense scribble of a trace at 390 px (phone step 9); projected,
 * long legend lines and the "drops" label touching the "140" tick label (lecturer step 9).
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, failOnPageErrors, settle, showPlot } from './helpers';

failOnPageErrors(test);

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

type Box = { left: number; right: number; top: number; bottom: number };

/** The queue plot's "drops" label box and its y tick labels' boxes, in the plot host's CSS px. */
function dropsLabelAndTicks(page: Page, plot: string): Promise<{ label: Box | null; ticks: (Box & { text: string })[] }> {
  return page.evaluate((name) => {
    const p = (window as any).__clab.plots.get(name);
    const host = document.querySelector(`[data-testid="plot-${name}"] .plot-host`)!;
    const h = host.getBoundingClientRect();
    const ticks = [...host.querySelectorAll('g.y-axis text')].map((t) => {
      const r = t.getBoundingClientRect();
      return { text: t.textContent ?? '', left: r.left - h.left, right: r.right - h.left, top: r.top - h.top, bottom: r.bottom - h.top };
    });
    return { label: p.stripLabelBox as Box | null, ticks };
  }, plot);
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe('at 390×844 (phone)', () => {
  test.use(PHONE);

  test('Vegas and Reno under tail drop: the cwnd note says each flow\'s window cuts, by number and name, the catalogue\'s count (it said "The flows cut their windows 106 times": phone-1030 steps 6, 9)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-droptail');
    await settle(page);
    await showPlot(page, 'cwnd');
    const fact = page.getByTestId('note-fact-cwnd-marks-left-out');
    await expect(fact).toHaveText(/^Flow 2 \(Reno1\) cut its window \d+ times over the whole run, flow 1 \(Vegas1\) \d+; Vegas's small steps are not cuts$/);
    // The same counts as the plot's Table (its "cuts" column), one definition.
    const said = /cut its window (\d+) times over the whole run, flow 1 \(Vegas1\) (\d+);/.exec((await fact.textContent())!)!;
    await page.getByTestId('plot-cwnd').getByRole('button', { name: 'Table' }).click();
    const rows = page.getByTestId('plot-cwnd').locator('table tbody tr');
    await expect(rows).toHaveCount(2);
    expect(await rows.nth(1).locator('td').nth(3).textContent()).toBe(said[1]);
    expect(await rows.nth(0).locator('td').nth(3).textContent()).toBe(said[2]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('plot-cwnd').screenshot({ path: `${ARTIFACTS}/trial-plots17-cwnd-cuts-390.png` });
  });

  test('gentle RED 4/6: the queue legend says its counts are over the whole run and that a mark may stand for several drops, the state line says when it is read, the trace is a shaded range under its mean (phone-1030 step 9)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await settle(page);
    await showPlot(page, 'queue');
    const legend = page.getByTestId('plot-queue').locator('figcaption .legend');
    await expect(legend).toContainText('early drops 130');
    await expect(legend).toContainText(/\(drop counts over the whole run; one mark per [\d.]+ s; full mark = \d+ drops or more, fitted to this run\)/);
    await expect(legend).toContainText('queue (packets): shaded, its range; line, its mean');
    await expect(page.getByTestId('queue-state-when')).toHaveText("At the run's end, 100.00 s: ");
    const { label, ticks } = await dropsLabelAndTicks(page, 'queue');
    expect(label, 'the "drops" label is drawn').not.toBeNull();
    for (const t of ticks) expect(overlaps(label!, t), `"drops" over the tick label "${t.text}"`).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId('plot-queue').screenshot({ path: `${ARTIFACTS}/trial-plots17-queue-390.png` });
  });

  test('during a replay the counts run up to the cursor and say so, and the state line is read at the cursor', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await settle(page);
    await showPlot(page, 'queue');
    // The replay's cursor moved to 40 s, as the slider does.
    await page.evaluate(() => (window as any).__clab.playback.getState().scrub(40));
    await expect(page.getByTestId('queue-state-when')).toHaveText(/^, at the cursor, 40\.00 s$/);
    await expect(page.getByTestId('plot-queue').locator('figcaption .legend')).toContainText(/\(drop counts up to 40\.00 s; one mark per [\d.]+ s; full mark = \d+ drops or more, fitted to this run\)/);
  });
});

test.describe('projected A/B, 1920×1080', () => {
  test('the "drops" label clears every y tick label of both queue plots, and the legend lines are short, their long words in titles (lecturer-1030 step 9)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Throughput chosen: presented under the goodput headline the plot would draw goodput (lecturer-2235).
    await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1&plots=queue,throughput&tput=throughput');
    await expect(page.getByTestId('presentation')).toBeVisible();
    // Fifty flows, twice: longer than compareSettled's 30 s on a busy machine.
    await page.waitForFunction(() => (window as any).__clab.compareSettled(), null, { timeout: 100_000 });
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    await page.screenshot({ path: `${ARTIFACTS}/trial-plots17-present-ab-1920.png` });
    for (const side of ['a', 'b']) {
      const { label, ticks } = await dropsLabelAndTicks(page, `compare-queue-${side}`);
      expect(label, `${side}: the "drops" label is drawn`).not.toBeNull();
      expect(ticks.length).toBeGreaterThan(1);
      for (const t of ticks) expect(overlaps(label!, t), `${side}: "drops" over the tick label "${t.text}"`).toBe(false);
    }
    const a = page.getByTestId('plot-compare-queue-a').locator('figcaption .legend');
    // 2·max_th = 125 = the buffer: one entry for the one line (lecturer-1510 step 6), the gentle words in its title.
  await expect(a.locator('.swatch', { hasText: /^buffer limit = 2·max_th \(125\)$/ })).toHaveAttribute('title', /in gentle mode the drop probability rises/);
    const bin = page.getByTestId('plot-compare-throughput-a').getByTestId('throughput-bin');
    await expect(bin).toHaveText(/^\(per \d+ s bin\)$/);
    await expect(bin).toHaveAttribute('title', /^Throughput: bits leaving the bottleneck per \d+ s bin\./);
    const total = page.getByTestId('plot-compare-throughput-a').getByTestId('throughput-total');
    await expect(total).toHaveText('all 50 flows together');
    // The throughput legends are one line each.
    const line = await total.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3);
    for (const side of ['a', 'b']) expect((await page.getByTestId(`plot-compare-throughput-${side}`).locator('figcaption > .legend').boundingBox())!.height).toBeLessThan(line * 1.6);
  });
});
