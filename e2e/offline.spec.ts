import { expect, test } from '@playwright/test';
import { ARTIFACTS, openFresh, settle } from './helpers';

// The service worker is what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('offline: after one visit the app reloads with the network cut and runs a preset', async ({ context, page }) => {
  await openFresh(page, '/#v=1&preset=seed000-droptail');
  // The service worker has installed (precached the build) and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  const manifest = await page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json() as Promise<{ name: string; icons: unknown[] }>));
  expect(manifest.name).toBe('Congestion Lab');
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('https://example.com/', { mode: 'no-cors' }).then(() => 'online', () => 'offline'))).toBe('offline');
  await page.reload();
  await expect(page.getByTestId('summary')).toBeVisible();
  await settle(page);
  await page.getByTestId('preset').selectOption('seed000-red');
  await expect(page.getByTestId('scenario-name')).toContainText('RED');
  await settle(page);
  await expect(page.getByTestId('summary')).toHaveAttribute('data-done', 'yes');
  await page.screenshot({ path: `${ARTIFACTS}/offline-reload.png` });
  await context.setOffline(false);
});
