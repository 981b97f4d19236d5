import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, fullPageShot, openFresh, settle } from './helpers';

/**
 * Issue 37, words and lists that disagree or mislead: the preset search lists the lesson that
 * fits (a student searching "vegas" inside the app saw only demos), CoDel's rule is on its
 * results page (it was only in the glossary), and the queue legend names its counts as the
 * summary does ("target exceeded drops", not "target exceeded").
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
];

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: typing “vegas” in Find a preset lists the lesson “Vegas meets Reno”, marked as a lesson, and choosing it opens the lesson`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openFresh(page, '/#v=1&preset=seed000-droptail');
    await page.getByTestId('preset-search').fill('vegas');
    const lesson = page.getByTestId('lesson-result-vegas-meets-reno');
    await expect(lesson).toBeVisible();
    await expect(lesson).toContainText('Vegas meets Reno');
    await expect(lesson).toContainText('Lesson');
    // Above the demos, which are still listed.
    const entries = await page.getByTestId('preset-results').locator('button').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(entries[0]).toBe('lesson-result-vegas-meets-reno');
    expect(entries.some((e) => e?.startsWith('preset-result-'))).toBe(true);
    await expect(page.getByTestId('preset-search-count')).toContainText('lesson');
    await noSideScroll(page);
    await page.screenshot({ path: `${ARTIFACTS}/words6-preset-search-lesson-${size.name}.png` });
    await lesson.click();
    await expect(page).toHaveURL(/lesson=vegas-meets-reno&step=1/);
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('aria-label', 'Lesson: Vegas meets Reno');
  });

  test(`${size.width}×${size.height}: a CoDel run says how CoDel decides with its own numbers, and its legend names the drops as the summary does`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/#v=1&preset=bufferbloat-codel');
    await settle(page);
    const law = page.getByTestId('codel-law');
    await law.scrollIntoViewIfNeeded();
    await expect(law).toContainText('target (5 ms)');
    await expect(law).toContainText('interval/√count later: 100 ms, 70.7 ms, 57.7 ms, 50 ms');
    await expect(page.getByTestId('codel-law-run').first()).toContainText(/This run \(0–30\.0 s\): \d+ target exceeded drops/);
    await expect(page.getByTestId('codel-law-now')).toContainText(/CoDel is (not dropping|dropping, count \d+)/);
    await noSideScroll(page);
    await law.screenshot({ path: `${ARTIFACTS}/words6-codel-panel-${size.name}.png` });
    const legend = await page.getByTestId('plot-queue').locator('.legend').innerText();
    const n = /target exceeded drops (\d+)/.exec(legend)?.[1];
    expect(n, legend).toBeDefined();
    const summary = await page.getByTestId('summary').innerText();
    expect(summary).toMatch(/overflow drops \/ target exceeded drops in the window/i);
    expect(summary).toMatch(/queue drops in the window: overflow drops \+ target exceeded drops/i);
    expect(summary).toContain(`/ ${n} over the whole run`);
    await fullPageShot(page, `${ARTIFACTS}/words6-codel-${size.name}.png`);
  });
}
