/**
 * Lecturer trial 9 (projector theme, 1920 × 1080; "a lossy Wi-Fi link where RED makes things
 * worse", sent as a link, one figure exported). Each test names the finding it covers.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, exportFigures, recordText, type TextBox } from './helpers';

const PRESENT_WIFI = '/#v=1&preset=wifi-red&mode=compare&theme=projector&present=1';
const settled = (page: Page) => page.waitForFunction(() => (window as unknown as { __clab?: { compareSettled(): boolean } }).__clab?.compareSettled() === true, null, { timeout: 150_000 });

test.use({ viewport: { width: 1920, height: 1080 } });

test("finding 5: with the lecturer's own slide title, the exported slide keeps the finding line under it", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${PRESENT_WIFI}&title=${encodeURIComponent('Does RED help on a lossy Wi-Fi path?')}`);
  await expect(page.getByTestId('present-title')).toHaveText('Does RED help on a lossy Wi-Fi path?');
  await settled(page);
  await page.getByTestId('to-end').click();
  const why = (await page.getByTestId('present-why').textContent())!.trim();
  // Under the own title, the demo's finding: presentation's subtitle (the heading the title replaced).
  const finding = (await page.getByTestId('present-subtitle').textContent())!.trim();
  expect(finding).toMatch(/RED/);
  expect(why.length).toBeGreaterThan(20);
  await recordText(page);
  const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
  await slide.saveAs(`${ARTIFACTS}/lecturer9-own-title-16x9.png`);
  const texts = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)).map((t) => t.text);
  expect(texts).toContain('Does RED help on a lossy Wi-Fi path?');
  // The why, wrapped at its words: its first and last words are drawn.
  const drawn = texts.join(' ');
  expect(drawn).toContain(why.split(' ').slice(0, 4).join(' '));
  expect(drawn).toContain(why.split(' ').slice(-3).join(' '));
  expect(drawn).toContain(finding.split(' ').slice(0, 4).join(' '));
  expect(drawn).toContain(finding.split(' ').slice(-2).join(' '));
});

test('finding 2: back from the control run, the demo is shown again at once from the recent runs, not recomputed', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(PRESENT_WIFI);
  await settled(page);
  const goodput = page.getByTestId('headline-strip').locator('[data-metric="run.systemGoodput"]');
  await expect(goodput).toContainText(/A\s*7\.53\s*B\s*8\.56/);
  await page.getByTestId('present-compare-control').click();
  await expect(page).toHaveURL(/preset=wifi-noerrors-red/);
  await settled(page);
  await expect(goodput).not.toContainText(/A\s*7\.53\s*B\s*8\.56/);
  const t0 = Date.now();
  await page.getByTestId('present-back-from-control').click();
  await expect(page).toHaveURL(/preset=wifi-red(&|$)/);
  // Both runs at once: no "Computing…", the numbers of a moment ago (it took ~20 s of recomputing).
  await expect(goodput).toContainText(/A\s*7\.53\s*B\s*8\.56/, { timeout: 3000 });
  expect(await page.evaluate(() => (window as unknown as { __clab: { compareSettled(): boolean } }).__clab.compareSettled())).toBe(true);
  expect(Date.now() - t0).toBeLessThan(3000);
  await page.screenshot({ path: `${ARTIFACTS}/lecturer9-back-from-control-1920.png` });
});

test('finding 7: the landing page has the Theme menu in its header; the projector theme chosen there is the demo’s', async ({ page }) => {
  await page.goto('/');
  const theme = page.getByTestId('landing-theme');
  await expect(theme).toBeVisible();
  await theme.selectOption('projector');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
  await page.screenshot({ path: `${ARTIFACTS}/lecturer9-landing-theme-1920.png` });
  await page.getByTestId('open-sandbox').click();
  await expect(page.getByTestId('theme')).toHaveValue('projector');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('finding 7: on a phone the landing header wraps the Theme menu under the name, with no sideways scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('landing-theme')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS}/lecturer9-landing-theme-390.png` });
  });
});
