import { expect, test } from '@playwright/test';
import { compareSettled, settle } from './helpers';

/**
 * A presenter link opened on a phone (a student forwarded it): the bar alone is taller than the
 * screen, and the plots, sharing the height left under it, were squeezed to a thin strip (plots13's
 * screenshot, 390×844). The page scrolls instead, each plot keeps a phone's plot height, and
 * nothing runs off the screen's side.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const [what, url] of [
  ['Explore', '/#v=1&preset=voice-fifo&present=1'],
  ['A/B', '/#v=1&preset=wifi-red&mode=compare&present=1'],
] as const) {
  test(`390×844 presentation of ${what}: every plot at least 200 px tall, reached by scrolling, no sideways scroll`, async ({ page }) => {
    await page.goto(url);
    await (what === 'A/B' ? compareSettled(page) : settle(page));
    const heights = await page.evaluate(() => [...document.querySelectorAll('.present .plot-host')].map((h) => h.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(2);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const last = page.locator('.present .plot-host').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
  });
}

test('390×844 presentation with Settings open: every settings panel and field inside the screen (Link errors ran 37 px past it)', async ({ page }) => {
  await page.goto('/#v=1&preset=wifi-red&present=1');
  await settle(page);
  // Presentation's buttons on a phone are folded behind Menu (present8, item 3).
  await page.getByTestId('present-menu-toggle').tap();
  await page.getByRole('button', { name: /settings/i }).first().tap();
  await expect(page.getByTestId('link-errors')).toBeAttached();
  const past = await page.evaluate(() =>
    [...document.querySelectorAll('.present-settings .panel, .present-settings .field, .present-settings select, .present-settings input')]
      .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((e) => `${e.tagName}#${e.id || e.getAttribute("data-testid") || ""} right ${Math.round(e.getBoundingClientRect().right)}`),
  );
  expect(past).toEqual([]);
});
