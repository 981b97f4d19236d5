/**
 * What a lecturer met at 15:40 (lecturer-1540) that present22 answers: no theme choice in
 * presentation's Settings, Projector looking like Default there, and the exported slide's queue
 * plots squeezed by their legends.
 */
import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS, exportFigures, failOnPageErrors, recordCanvases, recordText, settle, slideCells, tabTo, type TextBox } from './helpers';

failOnPageErrors(test);

test('presentation Settings: the theme is chosen by keyboard from the header menu\'s list, says presenting always uses Projector, and the page takes it on Esc (lecturer-1540 confusions 4, 5)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red');
  await settle(page);
  await expect(page.getByTestId('theme')).toHaveValue('default');
  const headerList = await page.getByTestId('theme').locator('option').allTextContents();
  await page.keyboard.press('f');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.getByTestId('present-settings-toggle').click();
  const choice = page.getByRole('combobox', { name: 'Theme after Esc' });
  await expect(choice).toBeVisible();
  // One list, the header's.
  expect(await choice.locator('option').allTextContents()).toEqual(headerList);
  await expect(choice).toHaveValue('default');
  await expect(choice).toHaveAccessibleDescription('(presenting always uses Projector)');
  await page.screenshot({ path: `${ARTIFACTS}/present22-theme-choice-1920.png` });
  // By keyboard: focus it, choose Dark with the arrow keys.
  await page.getByTestId('present-settings-toggle').focus();
  await tabTo(page, 'present-theme');
  await page.keyboard.press('ArrowDown');
  await expect(choice).toHaveValue('dark');
  // Presenting stays in the projector's look, as the note says …
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'projector');
  // … and the page is Dark after Esc, as the header's menu says too, remembered.
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presentation')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme')).toHaveValue('dark');
  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the 16:9 slide of the Wi-Fi A/B gives each queue plot ≥ 30 % of its height, keeps the throughput bin note, and draws every word inside it (lecturer-1540 confusion 7)', async ({ page }) => {
  test.setTimeout(200_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=wifi-red&view=7&mode=compare&present=1&endnums=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await page.waitForFunction(() => (window as any).__clab?.compareSettled() === true, null, { timeout: 100_000 });
  await recordText(page);
  await recordCanvases(page);
  const [slide] = await Promise.all([page.waitForEvent('download'), exportFigures(page, 'export-slide')]);
  await slide.saveAs(`${ARTIFACTS}/present22-slide-wifi-red-ab.png`);
  const cells = await slideCells(page);
  // Goodput: presented under its system-goodput headline, the plot draws it by default (lecturer-2235, confusion 2).
  expect(cells.map((c) => c.words.find((w) => / — /.test(w)))).toEqual(['A: gentle RED — queue', 'B: tail drop — queue', 'A: gentle RED — goodput, Mbit/s', 'B: tail drop — goodput, Mbit/s']);
  // Each queue plot (its drops strip, trace and time axis) at least 30 % of the 1080 px slide: it was 23 %.
  for (const c of cells.slice(0, 2)) expect(c.plotH, c.words[0]).toBeGreaterThanOrEqual(0.3 * 1080);
  // The throughput legends keep their bin note, as on screen.
  for (const c of cells.slice(2)) expect(c.words).toContain('(per 2 s bin)');
  const boxes = (await page.evaluate(() => (window as unknown as { __texts: TextBox[] }).__texts)) as TextBox[];
  const outside = boxes.filter((b) => b.left < -0.5 || b.top < -0.5 || b.right > b.w + 0.5 || b.bottom > b.h + 0.5);
  expect(outside.map((b) => `${b.text} [${b.left.toFixed(1)}, ${b.right.toFixed(1)}] × [${b.top.toFixed(1)}, ${b.bottom.toFixed(1)}] in ${b.w} × ${b.h}`)).toEqual([]);
});
