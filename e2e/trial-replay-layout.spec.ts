import { expect, test, type Page } from '@playwright/test';
import { settle } from './helpers';

/**
 * Three problems students and a lecturer met opening the app from its link alone (trial "replay"):
 * 1. the stuck playback bar grew a row when the run ended ("▶ Replay", "run complete") and covered
 *    the title of the plot just under it (sticky-bar.ts, bar-growth.ts);
 * 2. the legends gained entries as the replay cursor reached them, and the plots below jumped
 *    (legend-model.ts: every entry of the view from the start, counts at the cursor);
 * 3. the cursor readout box covered Compare A/B's in-plot labels (readout-place.ts).
 * In the projector theme, at the three screens of the trial.
 */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** Press a playback button as a click on it (a pointer click on the stuck bar lets the test runner scroll it "into view"). */
async function press(page: Page, id: string): Promise<void> {
  await page.evaluate((i) => (document.querySelector(`[data-testid="${i}"]`) as HTMLElement).click(), id);
  // The bar re-measures on the next frame (ResizeObserver, then requestAnimationFrame).
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => r())))));
}

for (const screen of SCREENS) {
  test(`${screen.width}×${screen.height}: a plot brought under the playing bar keeps its title in sight when the bar becomes the Replay bar`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto('/#v=1&preset=seed000-droptail&theme=projector');
    await settle(page);
    await press(page, 'reset');
    const title = page.getByTestId('plot-cwnd').locator('.plot-title').first();
    await page.getByTestId('plot-cwnd').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // As a reader's scroll comes well before the run's end: the bar has seen itself stuck (its next
    // frame) before it grows. Pressed in the scroll's own frame, both changes met in one update.
    await expect(page.locator('.main .playback')).toHaveClass(/\bstuck\b/);
    await press(page, 'to-end');
    // The bar takes its Replay words when the run's end is rendered, then the page follows it on the
    // next frame (sticky-bar.ts): read until it has settled, not at one fixed frame.
    const measure = () =>
      page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.main .playback')!;
        const t = document.querySelector<HTMLElement>('[data-testid="plot-cwnd"] .plot-title')!;
        return { barBottom: bar.getBoundingClientRect().bottom, titleTop: t.getBoundingClientRect().top, stuck: bar.classList.contains('stuck') };
      });
    await expect.poll(async () => { const m = await measure(); return m.stuck && m.titleTop >= m.barBottom - 0.5 ? 'title below the bar' : JSON.stringify(m); }, { timeout: 5000 }).toBe('title below the bar');
    await expect(title).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-replay/bar-${screen.width}.png` });
  });
}

/** Each plot's canvas top in the page (document y), by plot. */
function canvasTops(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>('[data-testid^="canvas-"]')].map((c) => [c.dataset.testid!, Math.round(c.getBoundingClientRect().top + window.scrollY)])));
}

for (const screen of SCREENS) {
  test(`${screen.width}×${screen.height}: the legends keep their rows through a replay: no plot moves between its start and its end`, async ({ page }) => {
    await page.setViewportSize(screen);
    // Gentle RED with a Vegas and a Reno flow: early and overflow drops, congestion events, all after the start.
    await page.goto('/#v=1&preset=seed002-a-vr-red&theme=projector');
    await settle(page);
    await press(page, 'reset');
    const start = await canvasTops(page);
    await press(page, 'to-end');
    const end = await canvasTops(page);
    // Within a pixel: the tops are rounded, and a sub-pixel row height can round either way.
    for (const [plot, top] of Object.entries(start)) expect(Math.abs(end[plot] - top), `${plot}: ${top} → ${end[plot]}`).toBeLessThanOrEqual(1);
    console.log(`${screen.width}: plot tops at 0 s ${JSON.stringify(start)}; at the end ${JSON.stringify(end)}`);
  });
}

for (const screen of SCREENS) {
  test(`${screen.width}×${screen.height}: presented with the numbers held until the replay ends, the reveal moves no plot`, async ({ page }) => {
    await page.setViewportSize(screen);
    // A lecturer's link: opens at 0 s with the figures held ("…", "Numbers are hidden until the replay ends").
    await page.goto('/#v=1&preset=seed002-a-vr-red&theme=projector&present=1&endnums=1');
    await settle(page);
    await expect(page.getByTestId('headline-held')).toBeVisible();
    const start = await canvasTops(page);
    await press(page, 'to-end');
    await expect(page.getByTestId('headline-held')).toHaveCount(0);
    const end = await canvasTops(page);
    for (const [plot, top] of Object.entries(start)) expect(Math.abs(end[plot] - top), `${plot}: ${top} → ${end[plot]}`).toBeLessThanOrEqual(1);
    console.log(`${screen.width} presented: plot tops held ${JSON.stringify(start)}; revealed ${JSON.stringify(end)}`);
    await page.screenshot({ path: `/tmp/shots-replay/present-revealed-${screen.width}.png` });
  });
}

for (const screen of SCREENS.slice(1)) {
  test(`${screen.width}×${screen.height}: the cursor readout on Compare A/B's plot stays clear of its A/B labels`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare&theme=projector');
    await settle(page);
    const canvas = page.getByTestId('canvas-overlay');
    await canvas.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => ((window as unknown as { __clab: { plots: Map<string, { labelsToAvoid(): unknown[] }> } }).__clab.plots.get('overlay')?.labelsToAvoid().length ?? 0) > 0);
    const labels = await page.evaluate(() => {
      const plot = (window as unknown as { __clab: { plots: Map<string, { labelsToAvoid(): { left: number; top: number; width: number; height: number }[] }> } }).__clab.plots.get('overlay')!;
      const c = document.querySelector('[data-testid="canvas-overlay"]')!.getBoundingClientRect();
      return plot.labelsToAvoid().map((b) => ({ left: b.left + c.left, top: b.top + c.top, right: b.left + c.left + b.width, bottom: b.top + c.top + b.height }));
    });
    const box = (await canvas.boundingBox())!;
    const leftmost = Math.min(...labels.map((l) => l.left));
    // Points where the box, beside the line on its usual side, would lie over the labels: just left
    // of them (the box opens rightwards in the plot's left half) and over them.
    for (const x of [leftmost - 40, (leftmost + Math.max(...labels.map((l) => l.right))) / 2, box.x + box.width * 0.45]) {
      await page.mouse.move(x, box.y + box.height * 0.6);
      const readout = page.getByTestId('readout-overlay');
      await expect(readout).toBeVisible();
      const r = (await readout.boundingBox())!;
      const hits = labels.filter((l) => r.x < l.right && l.left < r.x + r.width && r.y < l.bottom && l.top < r.y + r.height);
      expect(hits, `readout at x=${Math.round(x)}: ${JSON.stringify(r)} over ${JSON.stringify(labels)}`).toEqual([]);
      // Inside the plot, readable whole.
      expect(r.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width + 1);
      expect(r.y + r.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    await page.screenshot({ path: `/tmp/shots-replay/readout-${screen.width}.png` });
  });
}

test('1366×768 projector, beside a lesson: the playback bar is one row with "More", not four rows stuck over the plots', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&lesson=vegas-meets-reno&step=2&theme=projector');
  const bar = page.locator('.main .playback');
  await expect(bar).toHaveClass(/\bcompact\b/);
  // Four rows (228 px) before compact-bar.ts; one row is about 48 px in the projector theme.
  expect((await bar.boundingBox())!.height).toBeLessThan(70);
  await expect(page.getByTestId('speed')).toBeHidden();
  // The step's veil lies over the results until the prediction: pressed as a click event on it.
  await press(page, 'playback-more');
  await expect(page.getByTestId('speed')).toBeVisible();
  await expect(page.getByTestId('playback-more')).toHaveAttribute('aria-expanded', 'true');
});

test('1366×768, no lesson: the playback bar keeps every control in sight (no "More")', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed000-red');
  const bar = page.locator('.main .playback');
  await expect(page.getByTestId('speed')).toBeVisible();
  await expect(bar).not.toHaveClass(/\bcompact\b/);
  await expect(page.getByTestId('playback-more')).toBeHidden();
});
