/**
 * What a lecturer met presenting the Wi-Fi RED demo at 15:10 (lecturer-1510, steps 4–7): the
 * answer on the strip before the replay, "drops" read as "140 drops", 2·max_th listed under the
 * buffer limit's line, and Share narrowing the projected plots.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, settle, showPlot } from './helpers';

failOnPageErrors(test);

const WIFI_AB = '/#v=1&preset=wifi-red&view=7&mode=compare&theme=projector&present=1';
const settleAb = (page: Page) => page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 100_000 });

test('"Present the comparison" opens at 0 s with the numbers hidden (ticked, can be unticked, the untick remembered); shown whole, system goodput A and B (lecturer-1510 step 5)', async ({ page }) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi');
  await page.getByTestId('present-pair-lossy-links').click();
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settleAb(page);
  const strip = page.getByTestId('headline-strip');
  const hide = page.getByTestId('numbers-at-end');
  await expect(hide).toBeChecked();
  await expect(strip.getByTestId('headline-held')).toBeVisible();
  await expect(strip.locator('.headline-value', { hasText: /\d/ })).toHaveCount(0);
  await page.screenshot({ path: `${ARTIFACTS}/present20-demo-held-1920.png` });
  // Shown whole, the strip gives system goodput for A and B.
  await page.keyboard.press('End');
  await expect(strip.locator('[data-metric="run.systemGoodput"]')).toContainText(/A\s*\d+\.\d+\s*B\s*\d+\.\d+/);
  // Unticked, the choice stands when the demo is presented again in this session.
  await hide.uncheck();
  await page.getByTestId('present-exit').click();
  await page.goto('/');
  await page.getByRole('searchbox').fill('Wi-Fi');
  await page.getByTestId('present-pair-lossy-links').click();
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(page.getByTestId('numbers-at-end')).not.toBeChecked();
});

test('Present pressed after a finished run in Explore: the numbers show, the box unticked', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=seed002-a-vr-red');
  await settle(page);
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(page.getByTestId('numbers-at-end')).not.toBeChecked();
  await expect(page.getByTestId('headline-strip').getByTestId('headline').first()).toContainText(/\d/);
});

test('presenting, Share opens as a dialog over the plots: the plots keep their size, Tab stays in it, Esc closes it with focus back on Share (lecturer-1510 step 7)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(WIFI_AB);
  await settleAb(page);
  const plots = () => page.locator('figure.plot').evaluateAll((els) => els.map((f) => JSON.stringify(f.getBoundingClientRect())));
  const before = await plots();
  const toggle = page.getByTestId('present-share-toggle');
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy student link' })).toBeVisible();
  expect(await plots()).toEqual(before);
  // Modal: focus is inside it and Tab stays there.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.screenshot({ path: `${ARTIFACTS}/present20-share-dialog-1920.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('presentation')).toBeVisible();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

type Box = { left: number; right: number; top: number; bottom: number };

/** The queue plot's "drops" label box, its top y tick label's box and that label's font size, in the plot host's CSS px. */
function labelAndTopTick(page: Page, plot: string): Promise<{ label: Box | null; tick: Box; line: number }> {
  return page.evaluate((name) => {
    const p = (window as any).__clab.plots.get(name);
    const host = document.querySelector(`[data-testid="plot-${name}"] .plot-host`)!;
    const h = host.getBoundingClientRect();
    const texts = [...host.querySelectorAll('g.y-axis text')];
    const boxes = texts.map((t) => {
      const r = t.getBoundingClientRect();
      return { left: r.left - h.left, right: r.right - h.left, top: r.top - h.top, bottom: r.bottom - h.top };
    });
    const k = boxes.reduce((best, b, i) => (b.top < boxes[best].top ? i : best), 0);
    return { label: p.stripLabelBox, tick: boxes[k], line: parseFloat(getComputedStyle(texts[k]).fontSize) };
  }, plot);
}

/** Apart by at least a line's gap, or not one above the other. */
function apart(label: Box, tick: Box, line: number): boolean {
  const stacked = label.left < tick.right && tick.left < label.right;
  return !stacked || tick.top - label.bottom >= line;
}

for (const [w, h] of [
  [390, 844],
  [1366, 768],
]) {
  test(`at ${w}×${h}, the "drops" label stands a line's gap above the top tick label (lecturer-1510 steps 4–6)`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/#v=1&preset=seed002-a-vr-red');
    await settle(page);
    await showPlot(page, 'queue');
    const { label, tick, line } = await labelAndTopTick(page, 'queue');
    expect(label, 'the "drops" label is drawn').not.toBeNull();
    expect(apart(label!, tick, line), `label ${JSON.stringify(label)} tick ${JSON.stringify(tick)} line ${line}`).toBe(true);
    await page.getByTestId('plot-queue').screenshot({ path: `${ARTIFACTS}/present20-drops-label-${w}.png` });
  });
}

test('projected A/B at 1920×1080: "drops" a line above the top tick, and gentle RED\'s 2·max_th on the buffer limit is one entry "buffer limit = 2·max_th (125)" (lecturer-1510 steps 4–6)', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${WIFI_AB}&plots=queue,throughput`);
  await settleAb(page);
  await page.keyboard.press('End');
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  for (const side of ['a', 'b']) {
    const { label, tick, line } = await labelAndTopTick(page, `compare-queue-${side}`);
    expect(label, `${side}: the "drops" label is drawn`).not.toBeNull();
    expect(apart(label!, tick, line), `${side}: label ${JSON.stringify(label)} tick ${JSON.stringify(tick)} line ${line}`).toBe(true);
  }
  const a = page.getByTestId('plot-compare-queue-a').locator('figcaption .legend');
  await expect(a.getByText('buffer limit = 2·max_th (125)')).toBeVisible();
  await expect(a.getByText(/^2·max_th$/)).toHaveCount(0);
  // Why A's and B's link losses differ, in the entry's title.
  await expect(a.locator('[title*="bad periods fall at the same times in A and B"]')).toHaveCount(1);
  await page.screenshot({ path: `${ARTIFACTS}/present20-present-ab-1920.png` });
});
