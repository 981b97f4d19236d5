import { expect, test } from '@playwright/test';
import { ARTIFACTS, exportFigures, openFresh, recordText, settle, tabTo, type TextBox } from './helpers';

/**
 * What the lecturer trial of 23:10 met around Present: one Escape to fold the Export menu also
 * left presentation mode (focus had left the menu after a download), and F pressed on the focused
 * "Present F" button did nothing, twice.
 */

test.describe.configure({ timeout: 90_000 });

test('in presentation, Escape folds an open menu wherever focus is and stays in presentation; the next Escape leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  await page.getByTestId('export-menu-toggle').click();
  await expect(page.getByTestId('export-menu-toggle')).toHaveAttribute('aria-expanded', 'true');
  // Focus leaves the menu without a click (a click elsewhere folds it by itself).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('export-menu-toggle')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('presentation')).toBeVisible();
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toHaveCount(0);
});

test('F on the focused "Present F" button presents, as the button says', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  await settle(page);
  await page.getByTestId('scenario-name').focus();
  await tabTo(page, 'present', true);
  await expect(page.getByTestId('present')).toBeFocused();
  await expect(page.getByTestId('present')).toHaveAttribute('aria-keyshortcuts', 'F');
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
});

test('a figure exported with the replay held at 0.00 s has the legend of what it draws, the whole run (drop entries with their counts)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  // "Hide the numbers until the replay ends": presentation opens at the run's start.
  await page.goto('/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1&endnums=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { __clab: { playback: { getState(): { cursor: number } } } }).__clab.playback.getState().cursor)).toBe(0);
  // On screen, at the cursor, no drop has happened yet: no drop entry.
  await expect(page.getByTestId('presentation').getByText(/early drops \d+/)).toHaveCount(0);
  await recordText(page);
  const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
  await slide.saveAs(`${ARTIFACTS}/lecturer8-slide-at-0.png`);
  const texts = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)).map((b) => b.text).join(' | ');
  expect(texts).toMatch(/early drops \d+/);
  expect(texts).toMatch(/overflow drops \d+/);
  // And the screen's legend is back at the cursor afterwards.
  await expect(page.getByTestId('presentation').getByText(/early drops \d+/)).toHaveCount(0);
});

for (const [w, h] of [
  [1920, 1080],
  [390, 844],
] as const) {
  test(`${w}×${h}: the landing page's first screen says what the page holds, and "Teaching demos" there brings their heading into view`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/');
    const line = page.getByTestId('on-this-page');
    await expect(line).toBeInViewport({ ratio: 1 });
    await expect(line).toHaveText(/^On this page: Lessons · Teaching demos · Reproductions of published studies · Cross-checks against ns-3 · Sandbox$/);
    await expect(page.getByRole('heading', { name: 'Teaching demos' })).not.toBeInViewport();
    await page.getByTestId('on-this-page-teaching').click();
    await expect(page.getByRole('heading', { name: 'Teaching demos' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Teaching demos' })).toBeFocused();
  });
}
