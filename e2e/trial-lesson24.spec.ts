import { expect, test } from '@playwright/test';
import { ARTIFACTS, compareSettled, predict } from './helpers';

/**
 * The trials of 18:15 (phone-1815, bloat-1815) where they met it: A/B's headline never said who
 * gets more, Jain's index named UDP flows on a run without one, the "Now look at" note under a
 * wrong answer read as an error in bold red, and nothing showed that the lesson panel scrolls.
 */

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('A/B of Vegas meets Reno: the headline says who gets more on both sides, and Jain\'s row names only TCP flows', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/#v=1&preset=seed002-a-vr-red&mode=compare');
    await compareSettled(page);
    await expect(page.getByTestId('glance-tally')).toContainText('Flow 2 (Reno1) gets more than flow 1 (Vegas1) on both sides: 0.785 vs 0.637 Mbit/s with gentle RED, 1.114 vs 0.313 with tail drop.');
    await expect(page.getByTestId('compare-table')).toContainText("Jain's index (goodput over the active time, TCP flows)");
    await expect(page.getByTestId('compare-table')).not.toContainText('TCP and UDP');
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson24-ab-vegas-390.png` });
  });

  test('"Now look at" brings the plot whole below the pinned playback bar: its title\'s top at or below the bar\'s bottom', async ({ page }) => {
    await page.goto('/#v=1&lesson=vegas-meets-reno&step=1');
    await predict(page, 0);
    await page.getByTestId('look-at-after-answer').click();
    const target = page.locator('.look-at-target');
    await expect(target).toHaveCount(1);
    await expect(page.locator('.main .playback')).toHaveClass(/stuck/);
    const title = target.locator('h2, h3, .plot-title').first();
    await expect.poll(async () => {
      const bar = (await page.locator('.main .playback').boundingBox())!;
      const t = (await title.boundingBox())!;
      return t.y - (bar.y + bar.height);
    }).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson24-look-at-390.png` });
  });
});

test.describe('1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the "Now look at" note under a wrong answer is guidance (text colour, normal weight), not the verdict\'s red; the panel\'s foot fades while more lies below', async ({ page }) => {
    await page.goto('/#v=1&lesson=bufferbloat-voice&step=1');
    await predict(page, 2);
    await expect(page.getByTestId('prediction-outcome')).toHaveAttribute('data-matched', 'no');
    const note = page.getByTestId('look-for');
    await expect(note).toBeVisible();
    const style = await note.evaluate((el) => {
      const cs = getComputedStyle(el);
      const outcome = getComputedStyle(el.closest('.prediction-outcome')!);
      const body = getComputedStyle(document.body);
      return { color: cs.color, weight: cs.fontWeight, outcome: outcome.color, text: body.color };
    });
    expect(style.color).not.toBe(style.outcome);
    expect(style.color).toBe(style.text);
    expect(Number(style.weight)).toBeLessThan(600);
    const panel = page.getByTestId('lesson-panel');
    const body = panel.locator('.lesson-body');
    await body.evaluate((el) => (el.scrollTop = 0));
    await expect(panel).toHaveAttribute('data-more', /below|both/);
    await expect.poll(() => body.evaluate((el) => getComputedStyle(el).maskImage)).toContain('linear-gradient');
    await page.screenshot({ path: `${ARTIFACTS}/trial-lesson24-look-for-1366.png` });
    await body.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(panel).toHaveAttribute('data-more', 'above');
    await expect.poll(() => body.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
  });
});
