import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, settle, exportFigures } from './helpers';

/** The headline rows of the A/B table: label → [A, B, B − A] as shown. */
async function headlineRows(page: Page): Promise<Map<string, string[]>> {
  const rows = page.getByTestId('compare-headline-row');
  const out = new Map<string, string[]>();
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = await rows.nth(i).locator('td').allInnerTexts();
    // The label is the cell's first line (a "read as" line may follow it: words5).
    out.set(cells[0].split('\n')[0].trim(), cells.slice(1).map((c) => c.trim()));
  }
  return out;
}

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('A/B: the headline numbers are the first rows, system goodput among them, and the presentation strip shows the same figures', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed003-e2-droptail&mode=compare');
  await settle(page);
  await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes');
  // The first row of the table body after the group heading is a headline row.
  const first = page.getByTestId('compare-table').locator('tbody tr').nth(1);
  await expect(first).toHaveAttribute('data-testid', 'compare-headline-row');
  await expect(page.getByTestId('compare-table').locator('tbody tr').first()).toHaveText('Headline numbers');
  const rows = await headlineRows(page);
  // Each label names its row's one unit; A, B and B − A are plain numbers in it.
  expect([...rows.keys()]).toEqual(['System goodput (Mbit/s)', 'Utilization (%)', 'Queueing delay, mean (ms)', "Jain's index (goodput over the window)"]);
  const [ga, gb, diff] = rows.get('System goodput (Mbit/s)')!;
  expect(ga).toMatch(/^\d+\.\d\d$/);
  expect(gb).toMatch(/^\d+\.\d\d$/);
  expect(diff).toMatch(/^[+−±]/);
  await page.getByTestId('compare-summary').screenshot({ path: `${ARTIFACTS}/headlines-ab-table-1366.png` });
  await noSideScroll(page);

  // Presented, the strip carries the same text as the table, A and B under each label.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId('present').click();
  const strip = page.getByTestId('headline-strip');
  await expect(strip).toBeVisible();
  const sys = strip.locator('[data-metric="run.systemGoodput"]');
  await expect(sys.locator('dt')).toHaveText('System goodput (Mbit/s)');
  await expect(sys.locator('.headline-value')).toHaveText([ga, gb]);
  // Large type: the value is 1.3× the projected type (24 px at 1080p), bold.
  const px = await sys.locator('.headline-value').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(px).toBeGreaterThanOrEqual(30);
  await noSideScroll(page);
  await page.screenshot({ path: `${ARTIFACTS}/headlines-strip-ab-1920.png` });
});

test('Explore: the summary and a voice preset\'s strip name the voice flow\'s delay as the summary shows it; the slide caption carries it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=voice-fifo');
  await settle(page);
  // The summary table's cell for the voice flow (flow 5) is the strip's value.
  const cell = (await page.getByTestId('m-flow.oneWayDelayMean-4').innerText()).trim();
  // Explore's summary opens with the same headline figures.
  // The table's cell is a plain number under "One-way delay (ms)"; the headline sentence gives the unit.
  await expect(page.getByTestId('summary-headlines').locator('[data-metric="flow.oneWayDelayMean"]')).toHaveText(`Flow 5 (voice): one-way delay, mean ${cell} ms`);
  await page.getByTestId('present').click();
  const strip = page.getByTestId('headline-strip');
  const delay = strip.locator('[data-metric="flow.oneWayDelayMean"]');
  await expect(delay.locator('dt')).toHaveText('Flow 5 (voice) one-way delay (ms)');
  await expect(delay.locator('dt')).toHaveAttribute('title', /^Flow 5 \(voice\): one-way delay, mean: /);
  const value = (await delay.locator('.headline-value').innerText()).trim();
  expect(value).toMatch(/^\d+\.\d$/);
  expect(value).toBe(cell);
  await page.screenshot({ path: `${ARTIFACTS}/headlines-strip-1920.png` });
  // The exported slide's caption draws the same figure.
  await page.evaluate(() => {
    const texts: string[] = [];
    (window as unknown as { __texts: string[] }).__texts = texts;
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, w?: number) {
      texts.push(text);
      return w === undefined ? fill.call(this, text, x, y) : fill.call(this, text, x, y, w);
    };
  });
  const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
  await slide.saveAs(`${ARTIFACTS}/headlines-export-slide-voice-fifo.png`);
  const texts = await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
  expect(texts.some((t) => t.includes(`Flow 5 (voice): one-way delay, mean ${value} ms`))).toBe(true);
});

for (const [w, h] of [[390, 844], [1366, 768]] as const) {
  test(`the strip wraps within ${w}×${h} in presentation (no sideways scroll, nothing cut off)`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#v=1&preset=voice-fifo&mode=compare&present=1');
    await settle(page);
    const strip = page.getByTestId('headline-strip');
    await expect(strip).toBeVisible();
    const box = (await strip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(w);
    for (const v of await strip.locator('.headline').all()) {
      const b = (await v.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(w + 0.5);
    }
    await noSideScroll(page);
    await page.screenshot({ path: `${ARTIFACTS}/headlines-strip-ab-${w}.png` });
  });
}

test('while a lesson step is veiled, the strip shows no figure', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
  await expect(page.getByTestId('veil')).toBeVisible();
  await page.keyboard.press('f');
  const strip = page.getByTestId('headline-strip');
  await expect(strip).toBeVisible();
  await expect(strip).toContainText('once the lesson');
  await expect(strip.locator('.headline-value')).toHaveCount(0);
});

for (const [w, h, theme] of [[390, 844, 'default'], [1920, 1080, 'projector']] as const) {
  test(`the A/B table's headline rows fit ${w}×${h} (${theme} theme): every figure on screen`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`/#v=1&preset=voice-fifo&mode=compare&theme=${theme}`);
    await settle(page);
    await expect(page.getByTestId('compare-summary')).toHaveAttribute('data-done', 'yes');
    // The whole table's rows (a phone also has the headline rows at the top of A/B: compare-headlines).
    const rows = page.getByTestId('compare-summary').getByTestId('compare-headline-row');
    await expect(rows).toHaveCount(4);
    // Each windowed row says its window beside it (trial 06:30).
    // As shown: each name is a glossary term whose hidden tip is in the cell's text too.
    await expect(rows.first().locator('td').first()).toHaveText('Flow 5 (voice): one-way delay, mean (ms) (window 5.00–30.00 s)', { useInnerText: true });
    await expect(rows.last().locator('td').first()).toHaveText(/^System goodput \((k|M)bit\/s\)\s+\(window 5\.00–30\.00 s\)$/, { useInnerText: true });
    const cells = await page.locator('[data-testid=compare-headline-row] td').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    for (const r of cells) expect(r).toBeLessThanOrEqual(w);
    await noSideScroll(page);
    await page.getByTestId('compare-summary').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${ARTIFACTS}/headlines-ab-table-${w}.png` });
  });
}
