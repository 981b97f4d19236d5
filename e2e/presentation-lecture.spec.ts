import { expect, test } from '@playwright/test';
import { settle } from './helpers';

test('presentation mode has Copy link, and the link keeps present=1 and the playback speed', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  // Any preset shows the link's fields; seed000-droptail's A and B runs cost 0.1 CPU-s each where
  // seed003-e2-droptail's (100 s, ten flows), run twice here and twice in the fresh page, cost ~3.
  await page.goto('/#v=1&preset=seed000-droptail&mode=compare&present=1');
  await expect(page.getByTestId('presentation')).toBeVisible();
  await settle(page);
  await page.getByTestId('speed').selectOption('0.5');
  await page.getByTestId('present-share-toggle').click();
  await page.getByTestId('presentation').getByTestId('share').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/[#&]present=1(&|$)/);
  expect(link).toMatch(/[#&]speed=0\.5(&|$)/);
  expect(link).toMatch(/[#&]mode=compare(&|$)/);
  // Opened elsewhere, the link presents at that speed.
  const fresh = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await fresh.goto(link);
  await expect(fresh.getByTestId('presentation')).toBeVisible();
  await expect(fresh.getByTestId('speed')).toHaveValue('0.5');
  // Out of presentation, the served test build is on this computer: beside a copied link the page says students need a reachable host.
  // Leaving takes a second Esc (the first says so: esc-to-leave.ts).
  await fresh.keyboard.press('Escape');
  await fresh.keyboard.press('Escape');
  await fresh.getByTestId('share').click();
  await expect(fresh.getByTestId('share-host-note')).toContainText('serve the app from a host they can reach');
  await fresh.close();
});

for (const theme of ['default', 'projector'] as const) {
  test(`the help dialog fits 1280×720 with its Close button in view (${theme} theme)`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/#v=1&preset=dumbbell-red&theme=${theme}`);
    await settle(page);
    await page.getByTestId('help-button').click();
    const dialog = (await page.getByTestId('help').boundingBox())!;
    expect(dialog.y).toBeGreaterThanOrEqual(0);
    expect(dialog.y + dialog.height).toBeLessThanOrEqual(720);
    const close = (await page.getByTestId('help-close').boundingBox())!;
    expect(close.y).toBeGreaterThanOrEqual(0);
    expect(close.y + close.height).toBeLessThanOrEqual(720);
    await page.getByTestId('help-close').click();
    await expect(page.getByTestId('help')).toBeHidden();
  });
}

test('the projector theme’s normal view shows the whole description and the whole first plot on a 1920×1080 screen (ten flows, a long description)', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/#v=1&preset=seed003-e2-droptail&theme=projector');
  await settle(page);
  const first = (await page.locator('figure.plot').first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(1080);
  // The description is whole, its published finding too (cut to two lines it hid the finding; issue 37).
  const desc = page.getByTestId('scenario-description');
  expect(await desc.evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(1);
  await expect(desc.getByTestId('paper-says')).toBeInViewport({ ratio: 1 });
});
