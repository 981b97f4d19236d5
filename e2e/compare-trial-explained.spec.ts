/**
 * Students and a lecturer trying the app from its URL alone (Compare trial): what they could not
 * read or explain. 1: "Gentle RED 4/6" in Compare A/B said nothing of 4/6 or "gentle"; 2: p95 = p99
 * side by side looked like a bug; 4: the bufferbloat lesson's closing table was squeezed into the
 * side panel and could not be taken away; 5: the headline strip's units were too small to read.
 */
import { expect, test } from '@playwright/test';
import { compareSettled, failOnPageErrors, predict, settle } from './helpers';

failOnPageErrors(test);

test.describe('laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('problem 1: under the A/B heading, gentle RED 4/6 in words, each term a tip; the heading’s tooltip says it too', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await compareSettled(page);
    await expect(page.getByTestId('scenario-name')).toHaveText('Two flows, Vegas vs Reno — Gentle RED 4/6 vs tail drop');
    const line = page.getByTestId('queue-thresholds');
    // B is named beside A (phone trial 12-03: only A was said at the top).
    await expect(line).toHaveText(/^A: Gentle RED with min_th 4, max_th 6 packets · B: tail drop$/i);
    await expect(page.getByTestId('scenario-name')).toHaveAttribute('title', /^A: Gentle RED: min_th 4, max_th 6 packets; B: tail drop$/i);
    // "gentle" explained where it stands: focus shows the glossary's tip, Enter opens the glossary at it.
    await line.getByTestId('term-gentle').focus();
    await expect(page.locator('.term-tip:visible').first()).toContainText('twice max_th');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('glossary')).toBeVisible();
  });

  test('problem 2: where a side’s p95 and p99 read the same, the A/B table says why (the full buffer, or one bin)', async ({ page }) => {
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await compareSettled(page);
    const notes = page.getByTestId('equal-percentiles-note');
    await expect(notes.first()).toBeVisible();
    const texts = await notes.allTextContents();
    expect(texts).toContain('B: p95 = p99 (151.0 ms): both are set by the full buffer. A packet waits in the queue at most the time the link takes to send a full queue (the full buffer, 20 packets at 1.50 Mbit/s: 106.7 ms, on top of the path’s own delay), and the slowest 5 % of packets all waited about that long, so the two percentiles meet.');
    expect(texts.some((t) => /^A: p95 = p99 \(92\.4 ms\): the percentiles are binned to within 0\.4 %/.test(t))).toBe(true);
  });

  test('problem 4: the closing table opens wide from the keyboard and downloads exactly its rows as CSV', async ({ page }) => {
    test.setTimeout(200_000);
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
    await settle(page);
    await predict(page, 1);
    await expect(page.getByTestId('queues-table')).toBeVisible({ timeout: 150_000 });
    const open = page.getByTestId('queues-table-open-wide');
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('queues-table-dialog');
    await expect(dialog).toBeVisible();
    const wide = page.getByTestId('queues-table-wide');
    const narrow = await page.getByTestId('queues-table').evaluate((e) => e.getBoundingClientRect().width);
    const w = await wide.evaluate((e) => e.getBoundingClientRect().width);
    expect(w, 'the wide table is wider than the side panel’s').toBeGreaterThan(narrow * 1.5);
    expect(await dialog.evaluate((d) => d.getBoundingClientRect().right <= innerWidth && d.scrollWidth <= d.clientWidth + 1)).toBe(true);
    await expect(wide.locator('tbody tr')).toHaveCount(4);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('queues-table-wide-csv').click()]);
    expect(download.suggestedFilename()).toBe('congestion-lab-lesson-table.csv');
    const fs = await import('node:fs');
    const lines = fs.readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('part,name,preset,flow5_one_way_delay_mean_s,flow5_one_way_late_share,utilization_share,system_goodput_bps');
    const shownRows = [...(await wide.locator('tbody th[scope="row"]').allTextContents()), ...(await page.getByTestId('queues-table-see-also-wide').locator('tbody th[scope="row"]').allTextContents())];
    // The see-also rows are links (their text ends in the new tab's note); the file has the names.
    expect(lines.slice(1).map((l) => (l.split(',')[1] === '"Video call' ? l.split('"')[1] : l.split(',')[1]))).toEqual(shownRows.map((t) => t.replace(/ ↗ \(opens in a new tab\)$/, '')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('problems 1 and 4 at 390 px: the heading’s line and the wide table fit, no sideways page scroll', async ({ page }) => {
    test.setTimeout(200_000);
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await compareSettled(page);
    await expect(page.getByTestId('queue-thresholds')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=6');
    await settle(page);
    await predict(page, 1);
    await expect(page.getByTestId('queues-table-open-wide')).toBeVisible({ timeout: 150_000 });
    await page.getByTestId('queues-table-open-wide').tap();
    const dialog = page.getByTestId('queues-table-dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => { const r = d.getBoundingClientRect(); return r.left >= 0 && r.right <= innerWidth; })).toBe(true);
    // Every column in sight: the table does not scroll sideways inside the dialog either.
    for (const id of ['queues-table-wide', 'queues-table-see-also-wide']) expect(await page.getByTestId(id).evaluate((t) => t.getBoundingClientRect().right <= innerWidth + 0.5)).toBe(true);
    await page.getByTestId('queues-table-close').tap();
    await expect(dialog).toBeHidden();
  });
});

/** The unit's type against its figure's, in each headline of the strip. */
async function unitRatios(page: import('@playwright/test').Page): Promise<number[]> {
  return page.locator('[data-testid="headline"]').evaluateAll((hs) =>
    hs.flatMap((h) => {
      const unit = h.querySelector('.headline-unit');
      const value = h.querySelector('.headline-value');
      return unit && value ? [parseFloat(getComputedStyle(unit).fontSize) / parseFloat(getComputedStyle(value).fontSize)] : [];
    }),
  );
}

test('problem 5: presented at 1920 × 1080 (projector theme), each headline’s unit is at least 0.7 of its figure’s size, and the strip keeps one row of figures', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&view=7&mode=compare&present=1&theme=projector');
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 170_000 });
  await page.getByTestId('to-end').click();
  const ratios = await unitRatios(page);
  expect(ratios.length).toBeGreaterThanOrEqual(2);
  for (const r of ratios) expect(r).toBeGreaterThanOrEqual(0.7);
  // One row: the figures' boxes overlap vertically (a second row would start below the first's bottom).
  const boxes = await page.locator('.headline-strip .headline-value').evaluateAll((vs) => vs.map((v) => { const r = v.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; }));
  const firstBottom = Math.min(...boxes.map((b) => b.bottom));
  for (const b of boxes) expect(b.top, 'the figures on one row').toBeLessThan(firstBottom);
});

test.describe('phone presentation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('problem 5 at 390 px: the unit at least 0.7 of the figure', async ({ page }) => {
    await page.goto('/#v=1&preset=wifi-droptail&present=1');
    await expect(page.locator('.headline-value').first()).not.toHaveText('…', { timeout: 60_000 });
    for (const r of await unitRatios(page)) expect(r).toBeGreaterThanOrEqual(0.7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
});
