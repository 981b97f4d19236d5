/**
 * What a lecturer (lecturer-1815) met at 18:07: Esc pressed
 * to close an Export menu already closed left presentation (lecturer confusion 4); the header's
 * Theme menu said nothing of presentation (5); a student link still computing said the drop rate
 * before the reveal (6); the drop strip's marks looked equally common for 976 and 197 drops (2).
 */
import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, failOnPageErrors, settle } from './helpers';

failOnPageErrors(test);
test.describe.configure({ timeout: 120_000 });

test.describe('at 1920×1080 (projector)', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('in presentation the first Esc with nothing open says how to leave, politely, and the second leaves; Exit leaves at once (lecturer-1815, confusion 4)', async ({ page }) => {
    await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1');
    await expect(page.getByTestId('presentation')).toBeVisible();
    // The lecturer's way there: the Export menu opened and closed, then Esc "to close it".
    const toggle = page.getByTestId('export-menu-toggle');
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('presentation')).toBeVisible();
    const note = page.getByTestId('present-esc-note');
    await expect(note).toHaveText('Press Esc again within 4 s to leave the presentation (or click Exit)');
    await expect(note).toHaveAttribute('role', 'status');
    await expect(note).toHaveAttribute('aria-live', 'polite');
    await expect(note).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('presentation')).toHaveCount(0);
    // Back in, the first Esc says it again (not a leftover from the last time); Exit leaves at once.
    await page.getByTestId('present').click();
    await expect(page.getByTestId('presentation')).toBeVisible();
    await expect(page.getByTestId('present-esc-note')).toHaveText('');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('present-esc-note')).toHaveText('Press Esc again within 4 s to leave the presentation (or click Exit)');
    // On one line, clear of the numbers: wrapped in half the slot it hung over Utilization (lecturer trial 11:45, s16).
    const box = (await page.getByTestId('present-esc-note').boundingBox())!;
    for (const strip of await page.locator('.present .headline-strip').all()) {
      const s = (await strip.boundingBox())!;
      const apart = box.x + box.width <= s.x || s.x + s.width <= box.x || box.y + box.height <= s.y || s.y + s.height <= box.y;
      expect(apart, 'the note over the numbers').toBe(true);
    }
    await page.screenshot({ path: `${ARTIFACTS}/present24-esc-note-1920.png` });
    await page.getByTestId('present-exit').click();
    await expect(page.getByTestId('presentation')).toHaveCount(0);
  });

  test('the drop strip\'s marks are sized by their drops, and the queue legend says the scale (lecturer-1815, confusion 2)', async ({ page }) => {
    await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1&endnums=1');
    await settle(page);
    // Said once for A and B, under B's legend (present25); A's strip, the busier, sets the pair's scale.
    const keep = page.getByTestId('plot-compare-queue-b').locator('figcaption .legend .legend-keep');
    await page.getByTestId('to-end').click();
    await expect(keep).toHaveText(/^\(A and B: marks count drops per [\d.]+ s; full size at \d+\+\)$/);
    const said = Number(/full size at (\d+)\+/.exec((await keep.textContent())!)![1]);
    // The strip's own scale, from its hover's column counts: most columns at most a full mark, some more than half of one.
    const { counts, full } = await page.evaluate(() => {
      const p = (window as any).__clab.plots.get('compare-queue-a');
      const host = document.querySelector('[data-testid="plot-compare-queue-a"] .plot-host')!.getBoundingClientRect();
      const seen = new Map<number, number[]>();
      for (let x = 0; x < host.width; x += 2) {
        const c = p.dropCountsAt(x);
        if (c && c.counts.length > 0) seen.set(c.from, c.counts.map((k: { count: number }) => k.count));
      }
      return { counts: [...seen.values()].flat(), full: p.markFull };
    });
    expect(said).toBe(full);
    expect(counts.filter((n) => n <= said).length).toBeGreaterThanOrEqual(0.75 * counts.length);
    expect(counts.some((n) => n > said / 2)).toBe(true);
    await page.getByTestId('plot-compare-queue-a').screenshot({ path: `${ARTIFACTS}/present24-strip-sized-1920.png` });
  });

  test('the header\'s Theme menu says presenting always uses Projector, the words of presentation\'s Settings (lecturer-1815, confusion 5)', async ({ page }) => {
    await page.goto('/#v=1&preset=wifi-red');
    const menu = page.getByTestId('theme');
    await expect(menu).toHaveAccessibleDescription('(presenting always uses Projector)');
    // On hover too (in the bar the words took the header a third row at 1366 px).
    await expect(page.locator('label', { has: menu })).toHaveAttribute('title', 'The theme of this view (presenting always uses Projector)');
    await page.keyboard.press('f');
    await page.getByTestId('present-settings-toggle').click();
    await expect(page.getByTestId('present-theme')).toHaveAccessibleDescription('(presenting always uses Projector)');
  });
});

test('a student link (numbers held until the replay ends) says no drop figure in the queue\'s state line until the end (lecturer-1815, confusion 6)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/#v=1&preset=wifi-red&view=7&mode=compare&endnums=1');
  const state = page.getByTestId('queue-state-a');
  await expect(state).toBeVisible({ timeout: 60_000 });
  // While computing and once computed, before the replay: readings of the moment, no run figure.
  await expect(page.getByTestId('queue-state-a-often')).toHaveCount(0);
  await compareSettled(page);
  await expect(state).toBeVisible();
  await expect(page.getByTestId('queue-state-a-often')).toHaveCount(0);
  await expect(page.getByTestId('queue-state-b-often')).toHaveCount(0);
  // The reveal: at the end the run's drops lead the line.
  await page.getByTestId('to-end').click();
  await expect(page.getByTestId('queue-state-a-often')).toBeVisible();
});
